import Palette

/// A dark theme: light blue, teal and amber on a deep navy background, in the rounded system
/// design.
///
/// Every on-colour reaches 7:1 (WCAG AAA) against its colour; errors use the light error colour
/// that stays legible on a dark background.
public struct MidnightTheme: CompiledTheme {
    public let id = "midnight"
    public let name = "Midnight"
    public let palette: ThemePalette
    public let fontStyles: ThemeFontStyles

    public init() {
        palette = Self.palette
        fontStyles = Self.fontStyles
    }

    private static let palette = ThemePalette(
        primary: ThemeColor(red8: 0x82, green8: 0xA7, blue8: 0xE2),
        secondary: ThemeColor(red8: 0x8A, green8: 0xFD, blue8: 0xF5),
        neutral: ThemeColor(red8: 0x0B, green8: 0x11, blue8: 0x20),
        highlight: ThemeColor(red8: 0xFB, green8: 0xBF, blue8: 0x24)
    )

    private static let fontStyles = ThemeFontStyles(
        heading: .textStyle(.title2, design: .rounded, weight: .bold),
        body: .textStyle(.body, design: .rounded),
        caption: .textStyle(.caption1, design: .rounded),
        quote: .textStyle(.body, design: .serif, traits: .italic)
    )
}
