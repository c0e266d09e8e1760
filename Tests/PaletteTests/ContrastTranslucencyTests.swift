import Palette
import PaletteTestSupport
import Testing

/// Translucent roles are audited as they are drawn: over the theme's background, which
/// is itself over white.
struct ContrastTranslucencyTests {
    @Test func visibleColoursAreCompositedOverTheBackgroundThenWhite() throws {
        let dark = try ThemePalette.translucentDark()
        #expect(dark.visibleColor(of: .surface).hex == "#252525")
        #expect(dark.visibleColor(of: .background).hex == "#121212")
        #expect(dark.visibleColor(of: .onSurface) == dark.onSurface, "opaque roles are as they are")
        #expect(dark.visibleColor(try ThemeColor(hex: "#00000080")).hex == "#090909")
        // A translucent background is drawn over white, once.
        let tinted = dark.replacing(.background, with: try ThemeColor(hex: "#00000080"))
        #expect(tinted.visibleColor(of: .background).hex == "#7F7F7F")
        #expect(tinted.visibleColor(of: .surface).hex == "#898989")
    }

    @Test func aTranslucentSurfaceIsMeasuredOverTheDarkBackground() throws {
        let palette = try ThemePalette.translucentDark()
        // Over white, which is all a lone colour pair can assume, the surface looks white.
        #expect(palette.onSurface.contrastRatio(with: palette.surface) < 1.4)
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        let onSurface = try #require(audit.results.first { $0.pair.name == "onSurface on surface" })
        #expect(onSurface.pair.background.hex == "#252525")
        // #E0E0E0 on white at 8 % over #121212 (36.588/255 per channel), worked by hand.
        #expect(abs(onSurface.ratio - 11.672_413_687) < 1e-6, "\(onSurface.ratio)")
        #expect(onSurface.passes(.aaa))
        #expect(audit.passes(.aa), "\(audit.failures(at: .aa).map(\.pair.name))")
    }

    @Test func aTranslucentForegroundIsCompositedOverTheSurfaceAsDrawn() throws {
        // White at 50 % as text on the translucent surface: the text is painted over #252525
        // (36.588/255), not over white, giving 4.966:1 rather than 1:1.
        let palette = try ThemePalette.translucentDark(onSurface: "#FFFFFF80")
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        let onSurface = try #require(audit.results.first { $0.pair.name == "onSurface on surface" })
        #expect(abs(onSurface.ratio - 4.965_965_285) < 1e-6, "\(onSurface.ratio)")
        #expect(onSurface.pair.foreground == palette.onSurface, "the pair keeps the colour as set")
        #expect(onSurface.passes(.aa) && !onSurface.passes(.aaa))
        // A translucent page is drawn over white: white text on black at 50 % (#7F7F7F) is 4.004:1.
        let page = palette.replacing(.background, with: try ThemeColor(hex: "#00000080"))
            .replacing(.onBackground, with: .white)
        let onPage = ContrastAudit(palette: page, fontStyles: DefaultTheme().fontStyles).results[2]
        #expect(onPage.pair.name == "onBackground on background")
        #expect(abs(onPage.ratio - 4.004_106_957) < 1e-6, "\(onPage.ratio)")
    }

}
