import Palette

/// A compiled theme with a brand palette over the default fonts: the theme most tests register
/// beside ``DefaultTheme``.
package struct AcmeTheme: CompiledTheme {
    package let id = "acme"
    package let name = "Acme"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0xD9, green8: 0x2D, blue8: 0x20),
        secondary: ThemeColor(red8: 0x1F, green8: 0x2A, blue8: 0x44),
        neutral: .white,
        highlight: ThemeColor(red8: 0x00, green8: 0x5F, blue8: 0x73)
    )
    package let fontStyles = DefaultTheme().fontStyles

    package init() {}
}
