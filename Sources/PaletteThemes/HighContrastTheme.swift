import Palette

/// A high-contrast theme for low vision: pure black and white with saturated yellow, cyan and
/// pink, and heavier, larger type.
///
/// Every on-colour reaches at least 8.5:1, past WCAG AAA's 7:1, and outlines are white. Its
/// primary, secondary and error stay ΔE_OK 0.1 apart under every colour vision `palette check
/// --cvd` simulates, greyscale included.
public struct HighContrastTheme: CompiledTheme {
    public let id = "high-contrast"
    public let name = "High Contrast"
    public let palette: ThemePalette
    public let fontStyles: ThemeFontStyles

    public init() {
        palette = Self.palette
        fontStyles = Self.fontStyles
    }

    private static let palette = ThemePalette(
        primary: ThemeColor(red8: 0xFD, green8: 0xFB, blue8: 0x42),
        secondary: ThemeColor(red8: 0x00, green8: 0xE5, blue8: 0xFF),
        neutral: .black,
        highlight: ThemeColor(red8: 0xFF, green8: 0x9C, blue8: 0xFF),
        onBackground: .white,
        surface: .black,
        onSurface: .white,
        onPrimary: .black,
        onSecondary: .black,
        error: ThemeColor(red8: 0xE5, green8: 0x9E, blue8: 0x8C),
        outline: .white
    )

    private static let fontStyles = ThemeFontStyles(
        heading: .textStyle(.title2, weight: .black),
        body: FontDescriptor(size: 19, weight: .medium, textStyle: .body),
        caption: FontDescriptor(size: 15, weight: .medium, textStyle: .caption1),
        quote: FontDescriptor(size: 19, weight: .semiBold, traits: .italic, textStyle: .body)
    )
}
