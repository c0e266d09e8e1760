import Palette

/// The alternative theme of the AppTheme post, designed: red, green and blue on a pale blue background.
///
/// The AppTheme post's `AlternativeTheme` is red, green, blue and white. This keeps those hues at shades
/// that read well (every on-colour reaches 4.5:1) and sets headings and body text in Avenir Next,
/// a named family that falls back to the system font where it is not installed. Because its
/// primary colour is red, errors use a deep maroon, far enough in lightness to be told apart
/// from the primary even without colour vision.
public struct AlternativeTheme: CompiledTheme {
    public let id = "alternative"
    public let name = "Alternative"
    public let palette: ThemePalette
    public let fontStyles: ThemeFontStyles

    public init() {
        palette = Self.palette
        fontStyles = Self.fontStyles
    }

    private static let palette = ThemePalette(
        primary: ThemeColor(red8: 0xB9, green8: 0x1C, blue8: 0x1C),
        secondary: ThemeColor(red8: 0x16, green8: 0x92, blue8: 0x6C),
        neutral: ThemeColor(red8: 0xEF, green8: 0xF6, blue8: 0xFF),
        highlight: ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8),
        error: ThemeColor(red8: 0x77, green8: 0x14, blue8: 0x16)
    )

    private static let avenir = FontFamily.named("Avenir Next")

    private static let fontStyles = ThemeFontStyles(
        heading: FontDescriptor(family: avenir, size: 24, weight: .semiBold, textStyle: .title2),
        body: FontDescriptor(family: avenir, size: 17, textStyle: .body),
        caption: FontDescriptor(family: avenir, size: 12, weight: .medium, textStyle: .caption1),
        quote: FontDescriptor(family: .system(design: .serif), size: 18, traits: .italic, textStyle: .body)
    )
}
