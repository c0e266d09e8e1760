import Testing

@testable import Palette

/// A palette written the way the AppTheme post writes one: only the four required colours.
private struct AppThemePostPalette: ColorPalette {
    var primary = ThemeColor(red8: 0x00, green8: 0xFF, blue8: 0xFF)  // UIColor.cyan
    var neutral = ThemeColor(red8: 0xFF, green8: 0x00, blue8: 0xFF)  // UIColor.magenta
    var secondary = ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0x00)  // UIColor.yellow
    var highlight = ThemeColor.black  // UIColor.black
}

/// A palette that overrides one semantic role, so derived roles must follow it.
private struct DarkBackgroundPalette: ColorPalette {
    var primary = ThemeColor.white
    var secondary = ThemeColor.white
    var neutral = ThemeColor.white
    var highlight = ThemeColor.white
    var background = ThemeColor(red8: 0x10, green8: 0x10, blue8: 0x10)
}

struct ColorPaletteTests {
    @Test func semanticRolesDeriveFromTheRequiredOnes() {
        let palette = AppThemePostPalette()
        #expect(palette.background == palette.neutral)
        #expect(palette.onBackground == palette.neutral.contrastingForeground)
        #expect(palette.onPrimary == .nearBlack, "near-black reads better than near-white on cyan")
        #expect(palette.onSecondary == .nearBlack)
        #expect(palette.error == PaletteDerivation.lightError)
        #expect(palette.onError == PaletteDerivation.lightError.contrastingForeground)
        #expect(palette.surface == palette.background.mixed(with: palette.onBackground, by: 0.04).quantized)
    }

    @Test func derivedRolesFollowAnOverriddenBackground() {
        let palette = DarkBackgroundPalette()
        #expect(palette.onBackground == .nearWhite)
        #expect(palette.error == PaletteDerivation.darkError, "a dark background gets the light error colour")
        #expect(palette.surface != palette.background)
    }

    @Test(arguments: ["#FFFFFF", "#000000", "#808080", "#1D4ED8", "#FFE500", "#0B1120"])
    func derivedOutlineReachesThreeToOneAgainstSurface(neutral: String) throws {
        let color = try ThemeColor(hex: neutral)
        let palette = ThemePalette(primary: color, secondary: color, neutral: color, highlight: color)
        #expect(palette.outline.contrastRatio(with: palette.surface) >= 3)
    }

    @Test func storedPaletteMatchesTheProtocolDefaultsForEveryRole() {
        let written = AppThemePostPalette()
        let stored = ThemePalette(written)
        for role in ColorRole.allCases {
            #expect(stored[role] == written[role], "\(role)")
        }
    }

    @Test func explicitSemanticRolesWinOverDerivation() {
        let palette = ThemePalette(
            primary: .black,
            secondary: .black,
            neutral: .white,
            highlight: .black,
            onPrimary: ThemeColor(red8: 0xFF, green8: 0xEE, blue8: 0x00),
            outline: .black
        )
        #expect(palette.onPrimary.hex == "#FFEE00")
        #expect(palette.outline == .black)
        #expect(palette.replacing(.error, with: .white).error == .white)
    }

    @Test func rolesParseCaseInsensitively() {
        #expect(ColorRole(name: "ONPRIMARY") == .onPrimary)
        #expect(ColorRole(name: "tertiary") == nil)
        #expect(ColorRole.allCases.filter(\.isRequired) == [.primary, .secondary, .neutral, .highlight])
    }
}

struct FontStylesTests {
    private struct AppThemePostFontStyles: FontStyles {
        var heading = FontDescriptor(size: 14, weight: .bold)
        var body = FontDescriptor(size: 12)
        var caption = FontDescriptor(size: 11, traits: .italic)
        var quote = FontDescriptor(size: 11, weight: .bold, traits: .italic)
    }

    @Test func extraStylesDeriveFromTheRequiredOnes() {
        let styles = AppThemePostFontStyles()
        #expect(styles.title.size == 18)
        #expect(styles.title.weight == .bold)
        #expect(styles.subheading.weight == .semiBold)
        #expect(styles.label.weight == .medium)
        #expect(styles.code.family == .system(design: .monospaced))
        #expect(
            ThemeFontStyles(styles)
                == ThemeFontStyles(
                    heading: styles.heading,
                    body: styles.body,
                    caption: styles.caption,
                    quote: styles.quote
                )
        )
    }

    @Test func derivedStylesKeepTextStylesMeaningful() {
        let styles = ThemeFontStyles(
            heading: .textStyle(.title2, weight: .bold),
            body: .textStyle(.body),
            caption: .textStyle(.caption1),
            quote: .textStyle(.body, traits: .italic)
        )
        #expect(styles.title.textStyle == .title1)
        #expect(styles.subheading.textStyle == .headline)
        #expect(styles[.code].textStyle == .body)
        #expect(FontStyle.allCases.filter(\.isRequired) == [.heading, .body, .caption, .quote])
    }
}
