import Foundation
import Testing

@testable import Palette

struct FontWeightTests {
    @Test func namedConstantsHaveTheDTCGNumbersAndNames() {
        let expected = [
            (100, "thin"), (200, "extra-light"), (300, "light"), (400, "regular"), (500, "medium"), (600, "semi-bold"),
            (700, "bold"), (800, "extra-bold"), (900, "black"),
        ]
        #expect(FontWeight.namedWeights.map(\.rawValue) == expected.map(\.0))
        #expect(FontWeight.namedWeights.map(\.name) == expected.map(\.1))
    }

    @Test(arguments: [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300), ("normal", 400),
        ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600), ("SemiBold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900), ("extra-black", 950),
        ("ultra-black", 950), ("450", 450),
    ])
    func parsesDTCGNamesAndAliasesInAnyCase(name: String, value: Int) throws {
        #expect(try FontWeight(name: name).rawValue == value)
        #expect(try FontWeight(name: name.uppercased()).rawValue == value)
    }

    @Test(arguments: [0, -1, 1001, Int.max])
    func rejectsNumbersOutsideTheRange(value: Int) {
        #expect(FontWeight(rawValue: value) == nil)
        #expect(throws: ThemeError.invalidFontWeight(value: String(value), location: nil)) { try FontWeight(value) }
    }

    @Test func rejectsUnknownNames() {
        #expect(throws: ThemeError.invalidFontWeight(value: "chunky", location: nil)) { try FontWeight(name: "chunky") }
    }

    /// Regression: separators were stripped before the number was read, so "-400" became 400.
    @Test(arguments: ["-400", "4-00", "4 00", "-1000"])
    func numbersAreReadAsWrittenNotWithSeparatorsRemoved(text: String) throws {
        #expect(throws: ThemeError.invalidFontWeight(value: text, location: nil)) { try FontWeight(name: text) }
        #expect(try FontWeight(name: " 400 ").rawValue == 400)
    }

    /// Apple's `UIFont.Weight` constants at the CSS weights they correspond to.
    @Test(arguments: [
        (100, -0.8), (200, -0.6), (300, -0.4), (400, 0.0), (500, 0.23), (600, 0.3), (700, 0.4), (800, 0.56),
        (900, 0.62),
    ])
    func namedWeightsMapToApplesConstants(weight: Int, platform: Double) throws {
        #expect(try FontWeight(weight).platformWeight == platform)
    }

    @Test func weightsBetweenAndBeyondTheAnchorsInterpolateAndClamp() throws {
        #expect(abs(try FontWeight(650).platformWeight - 0.35) < 1e-12)
        #expect(try FontWeight(1).platformWeight == -0.8)
        #expect(try FontWeight(1000).platformWeight == 0.62)
    }

    @Test func encodesAsANumberAndDecodesNamesOrNumbers() throws {
        #expect(String(decoding: try JSONEncoder().encode([FontWeight.semiBold]), as: UTF8.self) == "[600]")
        let decoded = try JSONDecoder().decode([FontWeight].self, from: Data(##"[600, "bold", "Extra-Light"]"##.utf8))
        #expect(decoded == [.semiBold, .bold, .extraLight])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FontWeight].self, from: Data("[0]".utf8)) }
    }
}

struct FontTraitsTests {
    /// The bit values UIKit and AppKit define for `SymbolicTraits`.
    @Test func rawValuesAreApplesSymbolicTraitBits() {
        #expect(FontTraits.italic.symbolicTraits == 1 << 0)
        #expect(FontTraits.bold.symbolicTraits == 1 << 1)
        #expect(FontTraits.expanded.symbolicTraits == 1 << 5)
        #expect(FontTraits.condensed.symbolicTraits == 1 << 6)
        #expect(FontTraits.monospace.symbolicTraits == 1 << 10)
        #expect(FontTraits.tightLeading.symbolicTraits == 1 << 15)
        #expect(FontTraits.looseLeading.symbolicTraits == 1 << 16)
        #expect(FontTraits([.italic, .bold]).symbolicTraits == 0b11)
    }

    @Test func codableAsNamesInAFixedOrder() throws {
        let traits: FontTraits = [.looseLeading, .italic, .condensed]
        #expect(
            String(decoding: try JSONEncoder().encode(traits), as: UTF8.self)
                == ##"["italic","condensed","looseLeading"]"##
        )
        let decoded = try JSONDecoder().decode(FontTraits.self, from: Data(##"["Italic", "tight-leading"]"##.utf8))
        #expect(decoded == [.italic, .tightLeading])
    }

    @Test func unknownTraitNameIsAnErrorNamingIt() {
        #expect {
            try JSONDecoder().decode(FontTraits.self, from: Data(##"["wavy"]"##.utf8))
        } throws: { error in
            String(describing: error).contains("unknown font trait 'wavy'")
        }
    }
}

struct FontDescriptorTests {
    @Test func missingNamedFamilyFallsBackToSystemKeepingWeightAndTraits() {
        let brand = FontDescriptor(
            family: .named("Avenir Next"),
            size: 17,
            weight: .semiBold,
            traits: [.italic, .condensed],
            textStyle: .body
        )
        let fallback = brand.resolvingFamily { _ in false }
        #expect(fallback.family == .system)
        #expect(fallback.weight == .semiBold)
        #expect(fallback.traits == [.italic, .condensed])
        #expect(fallback.size == 17)
        #expect(fallback.textStyle == .body)
    }

    @Test func installedFamilyAndSystemFontsAreKept() {
        let brand = FontDescriptor(family: .named("Avenir Next"), size: 17)
        #expect(brand.resolvingFamily { $0 == "Avenir Next" } == brand)
        let rounded = FontDescriptor(family: .system(design: .rounded), size: 17)
        #expect(rounded.resolvingFamily { _ in false } == rounded)
    }

    @Test func platformRequestCarriesTheNeutralRules() {
        let bold = FontDescriptor(size: 15, weight: .regular, traits: [.bold, .italic], textStyle: .subheadline)
        let request = bold.platformRequest
        #expect(request.familyName == nil)
        #expect(request.weight == 0.4, "a bold trait on a regular weight asks for the bold weight")
        #expect(request.symbolicTraits == 0b11)
        #expect(request.textStyle == .subheadline)
        #expect(FontDescriptor(size: 12, traits: .monospace).platformRequest.design == .monospaced)
        #expect(FontDescriptor(family: .named("Menlo"), size: 12).platformRequest.familyName == "Menlo")
    }

    @Test func sizesAreClampedToAUsableRange() {
        #expect(FontDescriptor(size: 0).size == 1)
        #expect(FontDescriptor(size: 5000).size == 1000)
        #expect(FontDescriptor(size: .nan).size == 17)
        #expect(FontDescriptor(size: 17).withSize(-3).size == 1)
    }

    @Test func textStyleFactoryUsesIOSDefaults() {
        let headline = FontDescriptor.textStyle(.headline)
        #expect(headline.size == 17)
        #expect(headline.weight == .semiBold)
        #expect(FontDescriptor.textStyle(.largeTitle).size == 34)
        #expect(FontDescriptor.textStyle(.caption2).size == 11)
    }

    @Test func codableInAReadableForm() throws {
        let quote = FontDescriptor(
            family: .system(design: .serif),
            size: 17.5,
            weight: .medium,
            traits: .italic,
            textStyle: .body
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(quote), as: UTF8.self)
        #expect(json == ##"{"family":"system-serif","size":17.5,"textStyle":"body","traits":["italic"],"weight":500}"##)
        #expect(try JSONDecoder().decode(FontDescriptor.self, from: Data(json.utf8)) == quote)
        let minimal = try JSONDecoder().decode(FontDescriptor.self, from: Data(##"{"size": 12}"##.utf8))
        #expect(minimal == FontDescriptor(size: 12))
    }

    @Test(arguments: [
        ##"{"size": 0}"##, ##"{"size": -4}"##, ##"{"size": 2000}"##, ##"{"family": "system-wide", "size": 12}"##,
    ])
    func decodingRejectsBadValues(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FontDescriptor.self, from: Data(json.utf8)) }
    }

    @Test func familyStringForms() throws {
        #expect(try FontFamily(string: "system") == .system)
        #expect(try FontFamily(string: "System-Rounded") == .system(design: .rounded))
        #expect(try FontFamily(string: " Avenir Next ") == .named("Avenir Next"))
        #expect(FontFamily.system(design: .monospaced).stringValue == "system-monospaced")
        #expect(throws: ThemeError.self) { try FontFamily(string: "  ") }
    }

    @Test func textStylesKnowUIKitsRawValues() {
        #expect(TextStyle.largeTitle.appleName == "UICTFontTextStyleTitle0")
        #expect(TextStyle.subheadline.appleName == "UICTFontTextStyleSubhead")
        #expect(TextStyle.caption2.appleName == "UICTFontTextStyleCaption2")
        #expect(Set(TextStyle.allCases.map(\.appleName)).count == TextStyle.allCases.count)
        #expect(TextStyle.named("TITLE1") == .title1)
    }
}
