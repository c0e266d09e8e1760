/// Palette's default theme: a calm light palette on the system font.
///
/// It is what ``AppTheme/current`` holds until an app sets something else, so it is designed to
/// be used as is: every on-colour reaches at least 4.5:1 (WCAG AA for body text) against its
/// colour, and `primary`, `secondary` and `error` stay at least ΔE_OK 0.1 apart for every colour
/// vision `palette check --cvd` simulates. Its identifier is `"default"`, which is also the fallback name the ThemeManager pattern stores.
///
/// | role | colour |
/// |---|---|
/// | primary | `#0221CC` |
/// | secondary | `#0B8C82` |
/// | neutral (background) | `#F8FAFC` |
/// | highlight | `#B45309` |
public struct DefaultTheme: CompiledTheme {
    @_alwaysEmitIntoClient public var id: String { "default" }
    @_alwaysEmitIntoClient public var name: String { "Default" }
    public let palette: ThemePalette
    public let fontStyles: ThemeFontStyles

    public init() {
        palette = Self.palette
        fontStyles = Self.fontStyles
    }

    private static let palette = ThemePalette(
        primary: ThemeColor(red8: 0x02, green8: 0x21, blue8: 0xCC),
        secondary: ThemeColor(red8: 0x0B, green8: 0x8C, blue8: 0x82),
        neutral: ThemeColor(red8: 0xF8, green8: 0xFA, blue8: 0xFC),
        highlight: ThemeColor(red8: 0xB4, green8: 0x53, blue8: 0x09)
    )

    private static let fontStyles = ThemeFontStyles(
        heading: .textStyle(.title2, weight: .bold),
        body: .textStyle(.body),
        caption: .textStyle(.caption1),
        quote: .textStyle(.body, design: .serif, traits: .italic)
    )
}
