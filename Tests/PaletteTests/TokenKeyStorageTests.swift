import PaletteTestSupport
import Testing

@testable import Palette

struct TokenKeyStorageTests {
    private let theme = AUUThemeExampleTheme().resolved

    @Test func eachBuiltInKeyReadsTheKindItsStorageHolds() {
        #expect(ColorToken.kind == .color)
        #expect(DimensionToken.kind == .dimension)
        #expect(FontToken.kind == .font)
        #expect(NumberToken.kind == .number)
        #expect(ImageToken.kind == .image)
    }

    @Test(arguments: ColorRole.allCases)
    func aRolesTokenPathAnswersThePalettesColour(role: ColorRole) {
        #expect(role.tokenPath.string == "color." + role.rawValue)
        #expect(theme.color(ColorToken(role.tokenPath)) == theme.palette[role])
        #expect(TokenSlot(role).path == role.tokenPath)
    }

    @Test(arguments: FontStyle.allCases)
    func aStylesTokenPathAnswersTheThemesFont(style: FontStyle) {
        #expect(style.tokenPath.string == "font." + style.rawValue)
        #expect(theme.font(FontToken(style.tokenPath)) == theme.fontStyles[style])
    }

    @Test func aStringLiteralKeyHasTheDefaultFallbackAndTheSameChainAsAPathKey() {
        let literal: DimensionToken = "spacing.card.inner"
        #expect(literal == DimensionToken("spacing.card.inner", fallback: 0))
        #expect(literal.lookupChain == ["spacing.card.inner", "spacing.card", "spacing", "__default__"])
        let color: ColorToken = "color.nowhere"
        #expect(color.fallback == .role(.primary))
        #expect(ImageToken("image.logo").fallback == .solidColor(.clear))
    }
}
