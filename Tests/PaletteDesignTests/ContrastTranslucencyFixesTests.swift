import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// Translucent roles are fixed and told apart as they are drawn: over the theme's background,
/// which is itself over white.
struct ContrastTranslucencyFixesTests {
    @Test func fixesOnATranslucentSurfacePassOnTheSurfaceAsDrawn() throws {
        let palette = try ThemePalette.translucentDark(onSurface: "#3A3A3A")
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        #expect(!audit.passes(.aa))
        let fixes = audit.proposedFixes(at: .aa)
        #expect(fixes.isComplete)
        #expect(fixes.changes.map(\.role) == [.onSurface])
        let fixed = fixes.palette.onSurface
        // The text gets lighter: the surface the reader sees is dark, not white.
        #expect(fixed.relativeLuminance > palette.onSurface.relativeLuminance)
        #expect(fixed.contrastRatio(with: palette.visibleColor(of: .surface)) >= 4.5)
        #expect(fixed.contrastRatio(with: palette.visibleColor(of: .surface)) < 4.6, "the nearest lightness")
        #expect(fixes.palette.surface == palette.surface, "the translucent surface stays")
    }

    @Test func aTranslucentBackgroundThatMustMoveBecomesOpaque() throws {
        // Grey text at 7:1 cannot be reached on a half-transparent mid-grey whatever the text's
        // lightness, so the surface itself moves, to a colour that is what the reader would see.
        let palette = try ThemePalette.translucentDark(onSurface: "#FFFFFF")
            .replacing(.surface, with: try ThemeColor(hex: "#9E9E9EC0"))
        let fixes = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles).proposedFixes(at: .aaa)
        #expect(fixes.changes.contains { $0.role == .surface })
        #expect(fixes.palette.surface.isOpaque)
        #expect(fixes.palette.onSurface.contrastRatio(with: fixes.palette.surface) >= 7)
        #expect(fixes.isComplete, "\(fixes.unresolved.map(\.pair.name))")
    }

    @Test func colourVisionReadsATranslucentBackgroundOnce() throws {
        let palette = try ThemePalette.translucentDark().replacing(.background, with: try ThemeColor(hex: "#00000080"))
        let check = ColorVisionCheck(palette: palette, pairs: [.init(.background, .primary)])
        let expected = try ThemeColor(hex: "#7F7F7F").perceptualDistance(to: palette.primary)
        #expect(check.results.allSatisfy { abs($0.typicalDistance - expected) < 1e-9 })
        let surfaceCheck = ColorVisionCheck(
            palette: try ThemePalette.translucentDark(),
            pairs: [.init(.surface, .outline)]
        )
        let visible = try ThemeColor(hex: "#252525").perceptualDistance(to: try ThemeColor(hex: "#8A8A8A"))
        #expect(abs((surfaceCheck.results.first?.typicalDistance ?? 0) - visible) < 0.005)
    }
}
