import Testing

@testable import Palette

/// The neutral plan behind SwiftUI's `Font.palette(_:)`.
struct DynamicTypeFontTests {
    @Test func aNamedFamilyWithATextStyleScalesRelativeToItAndKeepsItsSize() {
        let font = FontDescriptor(family: .named("Avenir Next"), size: 24, weight: .semiBold, textStyle: .title2)
        #expect(DynamicTypeFont(font.platformRequest) == .custom(name: "Avenir Next", size: 24, relativeTo: .title2))
    }

    @Test func aSystemFontOfItsStylesSizeIsTheStylesFont() {
        let font = FontDescriptor(family: .system(design: .rounded), size: 17, weight: .regular, textStyle: .body)
        #expect(DynamicTypeFont(font.platformRequest) == .system(.body, design: .rounded))
    }

    @Test func aMonospaceTraitOnTheSystemFontIsTheMonospacedDesign() {
        let font = FontDescriptor(family: .system, size: 12, weight: .regular, traits: .monospace, textStyle: .caption1)
        #expect(DynamicTypeFont(font.platformRequest) == .system(.caption1, design: .monospaced))
    }

    @Test func aTraitSwiftUIFontsCannotCarryMakesThePlatformFont() {
        let condensed = FontDescriptor(
            family: .system,
            size: 17,
            weight: .regular,
            traits: .condensed,
            textStyle: .body
        )
        #expect(DynamicTypeFont(condensed.platformRequest) == .platform)
        let named = FontDescriptor(family: .named("Avenir Next"), size: 17, traits: .monospace, textStyle: .body)
        #expect(DynamicTypeFont(named.platformRequest) == .platform, "a named family cannot be made monospaced")
        let boldItalic = FontDescriptor(family: .system, size: 17, traits: [.bold, .italic], textStyle: .body)
        #expect(DynamicTypeFont(boldItalic.platformRequest) == .system(.body, design: .default))
    }

    @Test func withoutATextStyleOrAtAnotherSystemSizeThePlatformFontIsUsed() {
        let fixed = FontDescriptor(family: .named("Avenir Next"), size: 24, weight: .bold)
        #expect(DynamicTypeFont(fixed.platformRequest) == .platform)
        let odd = FontDescriptor(family: .system, size: 19, weight: .regular, textStyle: .body)
        #expect(DynamicTypeFont(odd.platformRequest) == .platform)
    }

    @Test func aMissingFamilyFallsBackToTheSystemFontOfTheStyle() {
        let font = FontDescriptor(family: .named("Nowhere Sans"), size: 17, weight: .regular, textStyle: .body)
        let resolved = font.resolvingFamily { _ in false }
        #expect(DynamicTypeFont(resolved.platformRequest) == .system(.body, design: .default))
    }

    @Test(arguments: [
        (FontWeight.thin, 0), (.extraLight, 1), (.light, 2), (.regular, 3), (.medium, 4), (.semiBold, 5), (.bold, 6),
        (.extraBold, 7), (.black, 8), (FontWeight(rawValue: 1) ?? .thin, 0), (FontWeight(rawValue: 1000) ?? .black, 8),
    ])
    func weightsMapToTheNearestNamedWeight(weight: FontWeight, index: Int) {
        let font = FontDescriptor(family: .system, size: 17, weight: weight)
        #expect(font.platformRequest.namedWeightIndex == index)
    }

    @Test func italicIsReadFromTheTraitsAndBoldRaisesTheWeight() {
        let font = FontDescriptor(family: .system, size: 17, weight: .regular, traits: [.italic, .bold])
        #expect(font.platformRequest.isItalic)
        #expect(font.platformRequest.namedWeightIndex == 6)
        #expect(!FontDescriptor(family: .system, size: 17, weight: .regular).platformRequest.isItalic)
    }
}
