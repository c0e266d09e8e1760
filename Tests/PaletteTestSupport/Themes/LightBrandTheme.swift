import Palette

/// A white-label theme with a customer's light brand colours: several contrast pairs fail AA
/// (`onPrimary`, `onSecondary`, body text, `outline`, `highlight` on the page), as the contrast
/// audit reports and its fixes repair.
package struct LightBrandTheme: Theme {
    package let id = "brand"
    package let name = "Brand"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0x3B, green8: 0x82, blue8: 0xF6),
        secondary: ThemeColor(red8: 0xF5, green8: 0x9E, blue8: 0x0B),
        neutral: .white,
        highlight: ThemeColor(red8: 0x22, green8: 0xC5, blue8: 0x5E),
        onBackground: ThemeColor(red8: 0x8A, green8: 0x8A, blue8: 0x8A),
        onPrimary: .white,
        onSecondary: .white,
        outline: ThemeColor(red8: 0xD4, green8: 0xD4, blue8: 0xD4)
    )
    package let fontStyles = DefaultTheme().fontStyles

    package init() {}
}
