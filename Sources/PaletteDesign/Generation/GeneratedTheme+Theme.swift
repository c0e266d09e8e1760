import Palette

extension GeneratedTheme: AdaptiveThemeRepresentable {
    /// The light, standard-contrast palette, for code that reads the theme as a plain theme.
    public var palette: ThemePalette { palette(for: .light, contrast: .standard) }

    /// The four variants as an ``/Palette/AdaptiveTheme`` under this theme's identifier and name, each
    /// variant named after its appearance and contrast (`generated-1d4ed8-dark-increased-contrast`).
    public var adaptiveTheme: AdaptiveTheme {
        func theme(_ variant: ThemeVariant) -> ResolvedTheme {
            ResolvedTheme(
                GeneratedVariant(
                    id: variant.id(of: id),
                    name: variant.name(of: name),
                    palette: palette(for: variant.appearance, contrast: variant.contrast),
                    fontStyles: fontStyles
                )
            )
        }
        var others: [ThemeVariant: ResolvedTheme] = [:]
        for variant in ThemeVariant.allCases where variant != .light { others[variant] = theme(variant) }
        return AdaptiveTheme(id: id, name: name, light: theme(.light), others: others)
    }
}

/// One variant of a ``GeneratedTheme``.
struct GeneratedVariant: Theme {
    let id: String
    let name: String
    let palette: ThemePalette
    let fontStyles: ThemeFontStyles
}
