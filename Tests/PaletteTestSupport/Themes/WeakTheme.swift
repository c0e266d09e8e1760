import Palette

/// A theme whose `onPrimary` fails AA already (2.2:1), and that meets AAA nowhere: what contrast
/// audits compare overrides and documents that extend it against.
package struct WeakTheme: Theme {
    package let id = "weak"
    package let name = "Weak"
    package let palette = ThemePalette(
        primary: ThemeColor(red8: 0x9C, green8: 0xA3, blue8: 0xAF),
        secondary: ThemeColor(red8: 0x0B, green8: 0x8C, blue8: 0x82),
        neutral: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
        highlight: ThemeColor(red8: 0xB4, green8: 0x53, blue8: 0x09),
        onPrimary: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
    )
    package let fontStyles = ThemeFontStyles(DefaultTheme().fontStyles)

    package init() {}
}
