import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

struct ThemeDocumentTests {
    private let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    @Test func decodesEveryPart() throws {
        let document = try ThemeDocument(json: TestDocuments.acme)
        #expect(document.id == "acme")
        #expect(document.extends == "default")
        #expect(document.palette[.primary]?.hex == "#D92D20")
        #expect(document.tokens.descriptions["color.secondary"] == "Navy")
        #expect(
            document.fonts[.heading]
                == FontDescriptor(family: .named("Avenir Next"), size: 24, weight: .semiBold, textStyle: .title2)
        )
        #expect(document.tokens.dimensions["spacing.page"] == 16)
        #expect(document.tokens.dimensions["spacing.hero"] == Dimension(2, .rem))
        #expect(document.tokens.dimensions["spacing.inset"] == Dimension(0.5, .em))
        #expect(document.fonts[.body]?.lineHeight == 1.4)
        #expect(document.fonts[.body]?.letterSpacing == Dimension(-0.01, .em))
        #expect(document.tokens.fonts["font.price"]?.family == .system(design: .monospaced))
    }

    @Test func resolvesOverTheThemeItExtendsDerivingWhatChanged() throws {
        let theme = try ThemeDocument(json: TestDocuments.acme).resolve(in: registry)
        let base = DefaultTheme().palette
        #expect(theme.palette.primary.hex == "#D92D20")
        #expect(theme.palette.onPrimary == ThemeColor(red8: 0xD9, green8: 0x2D, blue8: 0x20).contrastingForeground)
        #expect(theme.palette.background == base.background, "not overridden, inherited")
        #expect(theme.palette.highlight == base.highlight)
        #expect(theme.fontStyles.caption == DefaultTheme().fontStyles.caption)
        #expect(theme.fontStyles.title.family == .named("Avenir Next"), "title follows the new heading")
        #expect(theme.parent?.id == "default")
        #expect(theme.document != nil)
        #expect(ResolvedTheme(DefaultTheme()).document == nil, "a compiled theme has no document")
        #expect(theme.color(.tableBackground) == .white)
    }

    @Test func overridingNeutralRederivesTheBackgroundFamily() {
        let dark = DefaultTheme().palette.overriding([.neutral: ThemeColor(red8: 0x10, green8: 0x10, blue8: 0x10)])
        #expect(dark.background.hex == "#101010")
        #expect(dark.onBackground == .nearWhite)
        #expect(dark.error == PaletteDerivation.darkError)
        #expect(dark.primary == DefaultTheme().palette.primary)
        #expect(dark.onPrimary == DefaultTheme().palette.onPrimary, "unrelated roles keep their values")
    }

    @Test func reportsEveryProblemAtOnceWithPathsAndPositions() {
        let json = """
            {
              "formatVersion": 1,
              "id": "broken",
              "palette": { "primary": "#12", "secondary": 7, "neutral": "#FFF", "highlight": "red", "tertiary": "#000" },
              "fonts": { "heading": { "size": -1 }, "body": "system", "caption": "system 12", "quote": "system 12 wavy" },
              "colour": {}
            }
            """
        let report = ThemeDocument.decode(json: Array(json.utf8), file: "broken.json")
        #expect(report.value == nil)
        let errors = report.errors.map {
            "\($0.location?.path ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
        }
        #expect(
            errors == [
                "palette.primary:4:27", "palette.secondary:4:47", "palette.highlight:4:82", "fonts.heading.size:5:35",
                "fonts.body:5:49", "fonts.quote:5:92",
            ]
        )
        #expect(report.errors.allSatisfy { $0.location?.file == "broken.json" })
        #expect(
            report.errors[0]
                == .invalidColor(
                    value: "#12",
                    location: .init(file: "broken.json", path: "palette.primary", line: 4, column: 27)
                )
        )
        #expect(
            report.warnings.map(\.problem.diagnosticMessage) == [
                "unknown key 'tertiary' at 'palette.tertiary': expected one of primary, onPrimary, "
                    + "secondary, onSecondary, neutral, highlight, background, onBackground and 5 more",
                "unknown key 'colour' at 'colour': expected one of formatVersion, id, name, extends, palette, fonts, "
                    + "tokens, styles and 2 more",
            ]
        )
    }

    @Test func unsupportedFormatVersionSaysWhichAreSupported() {
        let report = ThemeDocument.decode(json: Array(##"{"formatVersion": 3, "id": "x", "extends": "default"}"##.utf8))
        #expect(
            report.errors == [
                .unsupportedFormatVersion(
                    version: "3",
                    supported: [1],
                    location: .init(path: "formatVersion", line: 1, column: 19)
                )
            ]
        )
        #expect(report.errors[0].description.contains("reads formatVersion 1"))
    }

    @Test func missingPartsAreNamed() {
        let report = ThemeDocument.decode(json: Array(##"{"palette": {"primary": "#000"}}"##.utf8))
        let keys = report.errors.compactMap { error -> String? in
            error.code == .missingKey ? error.subject : nil
        }
        #expect(
            keys == [
                "id", "palette.secondary", "palette.neutral", "palette.highlight", "fonts.heading", "fonts.body",
                "fonts.caption", "fonts.quote",
            ]
        )
        #expect(
            report.warnings.map(\.problem) == [
                .missingKey(key: "formatVersion", location: .init(path: "", line: 1, column: 1))
            ]
        )
    }

    @Test func extendsMustNameARegisteredTheme() throws {
        let document = try ThemeDocument(json: ##"{"formatVersion": 1, "id": "x", "extends": "defualt"}"##)
        #expect {
            try document.resolve(in: registry)
        } throws: { error in
            let error = error as? ThemeError
            return error?.code == .unresolvedReference && error?.subject == "defualt"
                && error?.reason?.contains("did you mean 'default'?") == true
        }
    }

    @Test func roleAndStylePathsCannotBeCustomTokens() {
        let report = ThemeDocument.decode(
            json: Array(
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {"color.primary": "#000"}, "fonts": {"font.body": "system 12"}}}"##
                    .utf8
            )
        )
        #expect(report.errors.count == 2)
        #expect(report.errors[0].message.contains("palette role 'primary'"))
        #expect(report.errors[1].message.contains("font style 'body'"))
    }

    @Test func handWrittenDeviationsAreAcceptedWithAWarning() throws {
        let json = """
            // Acme's theme
            {"formatVersion": 1, "id": "x", "extends": "default", "palette": {"primary": "#000",},}
            """
        let report = ThemeDocument.decode(json: Array(json.utf8))
        #expect(report.value?.palette[.primary] == .black)
        #expect(report.warnings.count == 1)
        #expect(report.warnings[0].problem.message.contains("comments and trailing commas"))
    }

    @Test func limitsAreEnforced() {
        var limits = ThemeLimits.default
        limits.maximumTokenCount = 2
        let json =
            ##"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"numbers": {"a": 1, "b": 2, "c": 3}}}"##
        let report = ThemeDocument.decode(json: Array(json.utf8), limits: limits)
        #expect(
            report.errors == [
                .limitExceeded(what: "3 tokens", limit: 2, location: .init(path: "tokens", line: 1, column: 65))
            ]
        )
        limits.maximumDocumentSize = 10
        #expect(
            ThemeDocument.decode(json: Array(json.utf8), limits: limits).errors.first
                == .inputTooLarge(size: json.utf8.count, limit: 10, location: nil)
        )
    }

    @Test func identifiersAreChecked() {
        for bad in [#""""#, #"" acme""#, "\"a\\u0007b\""] {
            let report = ThemeDocument.decode(
                json: Array(##"{"formatVersion": 1, "id": \#(bad), "extends": "default"}"##.utf8)
            )
            #expect(report.errors.count == 1, "\(bad)")
        }
    }
}

struct FontShortFormTests {
    @Test(arguments: [
        (
            "Avenir Next 17 semibold italic",
            FontDescriptor(family: .named("Avenir Next"), size: 17, weight: .semiBold, traits: .italic)
        ),
        ("system 17", FontDescriptor(size: 17)),
        (
            "system-serif 17pt italic (body)",
            FontDescriptor(family: .system(design: .serif), size: 17, traits: .italic, textStyle: .body)
        ),
        ("Font Awesome 5 Free 16 bold", FontDescriptor(family: .named("Font Awesome 5 Free"), size: 16, weight: .bold)),
        ("Avenir Next 17 600", FontDescriptor(family: .named("Avenir Next"), size: 17, weight: .semiBold)),
        (
            "Menlo 12.5 condensed tight-leading",
            FontDescriptor(family: .named("Menlo"), size: 12.5, traits: [.condensed, .tightLeading])
        ),
    ])
    func readsTheShortForm(text: String, expected: FontDescriptor) throws {
        #expect(try FontDescriptor(shortForm: text) == expected)
    }

    @Test func writesAShortFormThatReadsBack() throws {
        let fonts = [
            FontDescriptor(
                family: .named("Font Awesome 5 Free"),
                size: 16,
                weight: .bold,
                traits: [.italic, .looseLeading],
                textStyle: .title3
            ),
            FontDescriptor(size: 17.5, weight: FontWeight(rawValue: 450) ?? .regular),
        ]
        for font in fonts {
            #expect(try FontDescriptor(shortForm: font.shortForm) == font, "\(font.shortForm)")
        }
        #expect(fonts[0].shortForm == "Font Awesome 5 Free 16 bold italic looseLeading (title3)")
    }

    @Test(arguments: [
        "17 bold", "Avenir Next", "Avenir 17 wavy", "Avenir 0", "Avenir 17 (headlinez)", "system-wide 17",
    ])
    func rejectsWhatItCannotRead(text: String) {
        #expect(throws: ThemeError.self) { try FontDescriptor(shortForm: text) }
    }

    @Test func tokenPathsAreAsLongAsTheLimitsAllow() {
        let path = String(repeating: "p", count: 1_500)
        let json = Array(
            #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"numbers": {"\#(path)": 1}}}"#.utf8
        )
        let refused = ThemeDocument.decode(json: json, file: "long.json")
        #expect(refused.errors.map(\.message) == ["a token path of 1500 bytes exceeds the limit of 1024"])
        #expect(refused.errors.first?.location?.line == 1)
        var limits = ThemeLimits.default
        limits.maximumPathLength = 2_000
        #expect(ThemeDocument.decode(json: json, limits: limits).value?.tokens.numbers.count == 1)
    }
}
