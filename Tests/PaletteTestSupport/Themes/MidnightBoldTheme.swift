import Palette

/// A dark theme with more contrast, for the dark increased-contrast variant.
package struct MidnightBoldTheme: CompiledTheme {
    package let id = "midnight-bold"
    package let name = "Midnight Bold"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0xC7, green8: 0xE0, blue8: 0xFF),
        secondary: ThemeColor(red8: 0xA7, green8: 0xF3, blue8: 0xE8),
        neutral: .black,
        highlight: ThemeColor(red8: 0xFF, green8: 0xE0, blue8: 0x80)
    )
    package let fontStyles = DefaultTheme().fontStyles

    package init() {}
}
