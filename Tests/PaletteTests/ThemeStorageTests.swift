import Foundation
import Testing

@testable import Palette

/// Font styles keep their values in shared storage, palettes inline: copies must still behave as
/// independent values and compare by value, and font styles stay a word wide.
struct ThemeStorageTests {
    private static let brand = ThemeColor(red8: 0x12, green8: 0x34, blue8: 0x56)

    @Test func changingACopiedPaletteLeavesTheOriginalAsItWas() {
        let original = DefaultTheme().palette
        var copy = original
        copy.primary = Self.brand
        copy.outline = .black
        #expect(copy.primary == Self.brand)
        #expect(copy.outline == .black)
        #expect(original.primary == DefaultTheme().palette.primary)
        #expect(original.outline == DefaultTheme().palette.outline)
        #expect(copy != original)
    }

    @Test func replacingARoleChangesOnlyThatRole() {
        let original = DefaultTheme().palette
        let replaced = original.replacing(.onSurface, with: Self.brand)
        for role in ColorRole.allCases {
            #expect(replaced[role] == (role == .onSurface ? Self.brand : original[role]), "\(role)")
        }
    }

    @Test func palettesBuiltApartAreEqualAndHashAlike() {
        let first = ThemePalette(primary: Self.brand, secondary: .white, neutral: .white, highlight: .black)
        var second = ThemePalette(primary: .black, secondary: .white, neutral: .white, highlight: .black)
        #expect(first != second)
        second.primary = Self.brand
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func changingCopiedFontStylesLeavesTheOriginalAsItWas() {
        let original = DefaultTheme().fontStyles
        var copy = original
        copy.body = FontDescriptor(family: .named("Avenir Next"), size: 15)
        #expect(copy.body.family == .named("Avenir Next"))
        #expect(original.body == DefaultTheme().fontStyles.body)
        #expect(copy != original)
        copy.body = original.body
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
    }

    @Test func caseIndexesFollowAllCasesOrder() {
        #expect(ColorRole.allCases.map(\.caseIndex) == Array(ColorRole.allCases.indices))
        #expect(FontStyle.allCases.map(\.caseIndex) == Array(FontStyle.allCases.indices))
        #expect(ColorRole.allCases.map(\.tokenPath.description) == ColorRole.allCases.map { "color.\($0.rawValue)" })
        #expect(FontStyle.allCases.map(\.tokenPath.description) == FontStyle.allCases.map { "font.\($0.rawValue)" })
    }

    /// What keeps every copy of a theme cheap, and the code that copies one small.
    @Test func themeValuesAreAWordPerPayload() {
        let word = MemoryLayout<Int>.size
        #expect(MemoryLayout<ThemeFontStyles>.size == word)
        #expect(MemoryLayout<DefaultTheme>.size == MemoryLayout<ThemePalette>.stride + word)
        #expect(MemoryLayout<DataTheme>.size == word)
        #expect(MemoryLayout<InterpolatedTheme>.size == word)
    }
}
