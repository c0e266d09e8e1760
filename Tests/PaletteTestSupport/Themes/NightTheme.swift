import Palette

/// A dark theme for light/dark pairs.
package struct NightTheme: CompiledTheme {
    package let id = "night"
    package let name = "Night"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0x93, green8: 0xC5, blue8: 0xFD),
        secondary: ThemeColor(red8: 0x5E, green8: 0xEA, blue8: 0xD4),
        neutral: ThemeColor(red8: 0x0F, green8: 0x17, blue8: 0x2A),
        highlight: ThemeColor(red8: 0xFB, green8: 0xBF, blue8: 0x24)
    )
    package let fontStyles = DefaultTheme().fontStyles

    package init() {}
}
