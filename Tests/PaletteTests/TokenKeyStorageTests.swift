import PaletteTestSupport
import Testing

@testable import Palette

/// A key type an app could write: it reads colours through Palette's storage with a fallback of its own.
private struct BrandColor: TokenKey {
    static var storage: TokenStorage<ThemeColor> { ColorToken.storage }
    let path: TokenPath
    var lookupChain: [TokenPath] { path.lineage + [.catchAll] }
    func fallbackValue(in theme: ResolvedTheme) -> ThemeColor { ThemeColor(red8: 0x12, green8: 0x34, blue8: 0x56) }
}

struct TokenKeyStorageTests {
    private let theme = AUUThemeExampleTheme().resolved

    @Test func eachBuiltInKeyReadsTheKindItsStorageHolds() {
        #expect(ColorToken.kind == .color)
        #expect(DimensionToken.kind == .dimension)
        #expect(FontToken.kind == .font)
        #expect(NumberToken.kind == .number)
        #expect(ImageToken.kind == .image)
        #expect(BrandColor.kind == .color, "a key of your own takes its kind from the storage it names")
    }

    @Test func aKeyTypeOfYourOwnReadsThroughABuiltInStorage() {
        let defined = BrandColor(path: "color.background.tableview")
        #expect(theme.value(for: defined) == theme.color("color.background.tableview"))
        let missing = BrandColor(path: "brand.missing")
        #expect(theme.value(for: missing).hex == "#123456", "its own fallback answers")
        #expect(theme.resolve(missing).usedFallback)
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
