import Palette
import Testing

/// Translucent roles are audited and fixed as they are drawn: over the theme's background, which
/// is itself over white.
struct ContrastTranslucencyTests {
    /// A dark theme whose surface is white at 8 % over #121212, as Material's dark elevation
    /// overlays are: the reader sees the surface as #252525.
    private static func darkPalette(onSurface: String = "#E0E0E0") throws -> ThemePalette {
        ThemePalette(
            primary: try ThemeColor(hex: "#90CAF9"),
            secondary: try ThemeColor(hex: "#80CBC4"),
            neutral: try ThemeColor(hex: "#121212"),
            highlight: try ThemeColor(hex: "#FFD54F"),
            background: try ThemeColor(hex: "#121212"),
            onBackground: try ThemeColor(hex: "#E0E0E0"),
            surface: try ThemeColor(hex: "#FFFFFF14"),
            onSurface: try ThemeColor(hex: onSurface),
            error: try ThemeColor(hex: "#FFB4AB"),
            outline: try ThemeColor(hex: "#8A8A8A")
        )
    }

    @Test func visibleColoursAreCompositedOverTheBackgroundThenWhite() throws {
        let dark = try Self.darkPalette()
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
        let palette = try Self.darkPalette()
        // Over white, which is all a lone colour pair can assume, the surface looks white.
        #expect(palette.onSurface.contrastRatio(with: palette.surface) < 1.4)
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        let onSurface = try #require(audit.results.first { $0.pair.name == "onSurface on surface" })
        #expect(onSurface.pair.background.hex == "#252525")
        // #E0E0E0 on white at 8 % over #121212 (36.588/255 per channel), worked by hand.
        #expect(abs(onSurface.ratio - 11.672_413_687) < 1e-6, "\(onSurface.ratio)")
        #expect(onSurface.passesAAA)
        #expect(audit.passes(.aa), "\(audit.failures(at: .aa).map(\.pair.name))")
    }

    @Test func aTranslucentForegroundIsCompositedOverTheSurfaceAsDrawn() throws {
        // White at 50 % as text on the translucent surface: the text is painted over #252525
        // (36.588/255), not over white, giving 4.966:1 rather than 1:1.
        let palette = try Self.darkPalette(onSurface: "#FFFFFF80")
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        let onSurface = try #require(audit.results.first { $0.pair.name == "onSurface on surface" })
        #expect(abs(onSurface.ratio - 4.965_965_285) < 1e-6, "\(onSurface.ratio)")
        #expect(onSurface.pair.foreground == palette.onSurface, "the pair keeps the colour as set")
        #expect(onSurface.passesAA && !onSurface.passesAAA)
        // A translucent page is drawn over white: white text on black at 50 % (#7F7F7F) is 4.004:1.
        let page = palette.replacing(.background, with: try ThemeColor(hex: "#00000080"))
            .replacing(.onBackground, with: .white)
        let onPage = ContrastAudit(palette: page, fontStyles: DefaultTheme().fontStyles).results[2]
        #expect(onPage.pair.name == "onBackground on background")
        #expect(abs(onPage.ratio - 4.004_106_957) < 1e-6, "\(onPage.ratio)")
    }

    @Test func fixesOnATranslucentSurfacePassOnTheSurfaceAsDrawn() throws {
        let palette = try Self.darkPalette(onSurface: "#3A3A3A")
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
        let palette = try Self.darkPalette(onSurface: "#FFFFFF")
            .replacing(.surface, with: try ThemeColor(hex: "#9E9E9EC0"))
        let fixes = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles).proposedFixes(at: .aaa)
        #expect(fixes.changes.contains { $0.role == .surface })
        #expect(fixes.palette.surface.isOpaque)
        #expect(fixes.palette.onSurface.contrastRatio(with: fixes.palette.surface) >= 7)
        #expect(fixes.isComplete, "\(fixes.unresolved.map(\.pair.name))")
    }

    @Test func colourVisionReadsATranslucentBackgroundOnce() throws {
        let palette = try Self.darkPalette().replacing(.background, with: try ThemeColor(hex: "#00000080"))
        let check = ColorVisionCheck(palette: palette, pairs: [.init(.background, .primary)])
        let expected = try ThemeColor(hex: "#7F7F7F").perceptualDistance(to: palette.primary)
        #expect(check.results.allSatisfy { abs($0.typicalDistance - expected) < 1e-9 })
        let surfaceCheck = ColorVisionCheck(palette: try Self.darkPalette(), pairs: [.init(.surface, .outline)])
        let visible = try ThemeColor(hex: "#252525").perceptualDistance(to: try ThemeColor(hex: "#8A8A8A"))
        #expect(abs((surfaceCheck.results.first?.typicalDistance ?? 0) - visible) < 0.005)
    }
}
