import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// Pairs named by role or colour token path, read from a theme with its lookup chain (the fixes
/// they lead to are tested in `ContrastPairFixTests`).
struct ContrastPairResolutionTests {
    @Test(arguments: [
        ("onPrimary", ColorRole.onPrimary), ("ONPRIMARY", .onPrimary), ("on-surface", .onSurface),
        ("color.highlight", .highlight), ("  outline ", .outline),
    ])
    func rolesAreNamedInAnyCase(name: String, role: ColorRole) throws {
        let pair = try ContrastAudit.Pair(name, on: "Background", in: DefaultTheme())
        #expect(pair.foregroundRole == role && pair.backgroundRole == .background)
        #expect(pair.foregroundToken == nil && pair.backgroundToken == nil)
        #expect(pair.foreground == DefaultTheme().palette[role])
        #expect(pair.name == "\(role.rawValue) on background")
        #expect(pair.kind == .text)
    }

    @Test func tokensAreFoundThroughParentPathsAndExtendedThemes() throws {
        let theme = BrandCustomerTheme().resolved
        let pair = try ContrastAudit.Pair("color.brand.accent", on: "color.badge", in: theme, kind: .largeText)
        #expect(pair.name == "color.brand.accent on color.badge")
        #expect(pair.foreground.hex == "#F59E0B", "color.brand, from the base theme")
        #expect(pair.foregroundToken == "color.brand", "the token that answered")
        #expect(pair.background.hex == "#FDE68A" && pair.backgroundToken == "color.badge")
        #expect(pair.foregroundRole == nil && pair.backgroundRole == nil && pair.kind == .largeText)
    }

    @Test func aTranslucentTokenBackgroundIsDrawnOverTheBackground() throws {
        let theme = BrandCustomerTheme().resolved
        let pair = try ContrastAudit.Pair("onPrimary", on: "color.scrim", in: theme)
        let scrim = try ThemeColor(hex: "#00000080")
        #expect(pair.background == theme.palette.visibleColor(scrim))
        #expect(pair.background.isOpaque)
    }

    @Test func aPathNoLevelDefinesIsAnErrorNamingIt() throws {
        let error = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair("color.brand.accent", on: "surface", in: DefaultTheme())
        }
        #expect(error?.code == .unresolvedReference, "\(String(describing: error))")
        #expect(error?.subject == "color.brand.accent")
        #expect(error?.description.contains("'default'") == true)
        let typo = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair("onSurface", on: "surfce", in: DefaultTheme())
        }
        #expect(typo?.description.contains("unresolved reference 'surfce'") == true)
        #expect(typo?.description.contains("did you mean 'surface'?") == true)
        let empty = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair(" . ", on: "surface", in: DefaultTheme())
        }
        #expect(empty?.code == .invalidValue, "\(String(describing: empty))")
    }

}
