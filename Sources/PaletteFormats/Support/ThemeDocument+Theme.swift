import Palette

/// A theme as a document, for writing it (``jsonString``): what `palette export` and
/// `palette generate` write.
extension ThemeDocument {
    /// A document that sets every role, style and token of a theme, extending nothing; for an
    /// ``/Palette/AdaptiveTheme``, an adaptive document that holds every variant the theme has: its own
    /// sections are the light variant, and each other variant is written inline with what differs.
    public init(_ theme: some Theme) {
        let resolved = (theme as? ResolvedTheme) ?? ResolvedTheme(theme)
        if let adaptive = resolved.adaptiveTheme {
            self.init(adaptiveTheme: adaptive)
            return
        }
        self.init(
            id: resolved.id,
            name: resolved.name,
            palette: Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, resolved.palette[$0]) }),
            fonts: Dictionary(uniqueKeysWithValues: FontStyle.allCases.map { ($0, resolved.fontStyles[$0]) }),
            tokens: resolved.tokens,
            styles: resolved.styleDefinitions
        )
    }

    /// A document of an `AdaptiveTheme` that needs no other file: its own sections hold the
    /// light variant's fonts, tokens and styles, which every variant shares, and each variant the
    /// theme has is written inline with its whole palette and the fonts and tokens it sets
    /// differently from light. Variants the theme lacks are left out, so they fall back as before.
    private init(adaptiveTheme adaptive: AdaptiveTheme) {
        self.init(adaptive.light)
        id = adaptive.id
        name = adaptive.name
        palette = [:]
        var variants = Variants()
        for variant in adaptive.definedVariants {
            var overrides = Self.differences(of: adaptive.variant(variant), from: adaptive.light)
            overrides.palette = Dictionary(
                uniqueKeysWithValues: ColorRole.allCases.map { ($0, adaptive.variant(variant).palette[$0]) }
            )
            variants[variant] = .inline(overrides)
        }
        self.variants = variants
    }

    /// What `theme` sets differently from `base`: the styles and tokens to lay over `base` to get
    /// `theme`'s.
    private static func differences(of theme: ResolvedTheme, from base: ResolvedTheme) -> ThemeOverrides {
        var overrides = ThemeOverrides()
        for style in FontStyle.allCases where theme.fontStyles[style] != base.fontStyles[style] {
            overrides.fonts[style] = theme.fontStyles[style]
        }
        for (path, value) in theme.tokens.all where base.tokens[value.kind, path] != value {
            overrides.tokens[path] = value
        }
        for (path, description) in theme.tokens.descriptions where base.tokens.descriptions[path] != description {
            overrides.tokens.descriptions[path] = description
        }
        return overrides
    }
}
