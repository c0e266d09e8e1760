import Palette

/// Increased contrast in bold colours, for the increased-contrast variants.
package struct BoldTheme: CompiledTheme {
    package let id = "bold"
    package let name = "Bold"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0x00, green8: 0x28, blue8: 0x8C),
        secondary: ThemeColor(red8: 0x00, green8: 0x40, blue8: 0x3A),
        neutral: .white,
        highlight: ThemeColor(red8: 0x6A, green8: 0x2C, blue8: 0x00)
    )
    package let fontStyles = DefaultTheme().fontStyles

    package init() {}
}
