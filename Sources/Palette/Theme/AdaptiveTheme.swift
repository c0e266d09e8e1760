/// A theme that comes in variants under one identifier: light and dark, each in standard and
/// increased contrast.
///
/// Register it like any theme; a ``ThemeController`` that is given it serves the variant for its
/// ``ThemeController/appearance`` and ``ThemeController/contrast``, and changing either switches
/// the variant, telling observers and re-applying bindings as any switch does:
///
/// ```swift
/// let ocean = AdaptiveTheme(
///     id: "ocean", name: "Ocean",
///     light: OceanLight(), dark: OceanDark(),
///     darkIncreasedContrast: OceanDarkHighContrast()
/// )
/// var registry = ThemeRegistry.builtIn
/// registry.register(ocean)
///
/// try AppTheme.setTheme(named: "ocean", in: registry)   // serves OceanLight
/// AppTheme.controller.setAppearance(.dark)                         // now OceanDark
/// AppTheme.controller.setContrast(.increased)                      // now OceanDarkHighContrast
/// AppTheme.current.id                                   // the variant's own id
/// AppTheme.controller.selectedTheme.id                  // "ocean", the id to store
/// ```
///
/// Only the light variant is required. A variant the theme lacks is served by the first of its
/// ``ThemeVariant/fallbacks`` the theme has: increased contrast falls back to standard, dark to
/// light. ``definedVariants`` says which variants the theme has, ``fallback(for:)`` which one
/// serves a variant.
///
/// ``ThemeController/current`` is always one of the variants, resolved, so reading a role stays a
/// plain load; the theme's own identifier is what a store keeps (``ThemeController/selectedTheme``),
/// so a restored choice follows the appearance and contrast again. Read as a plain ``Theme``
/// outside a controller (listed by the CLI, say), it shows its light variant's colours, fonts,
/// tokens and styles.
public struct AdaptiveTheme: Theme, Hashable, AdaptiveThemeRepresentable {
    public let id: String
    public let name: String
    /// The variant served for light appearance in standard contrast; every adaptive theme has it.
    public let light: ResolvedTheme
    /// The variant served for dark appearance in standard contrast: the dark variant, or the
    /// light one when the theme has none.
    public let dark: ResolvedTheme
    /// The variant served for light appearance in increased contrast: its own, or ``light``.
    public let lightIncreasedContrast: ResolvedTheme
    /// The variant served for dark appearance in increased contrast: its own, or the first of
    /// ``dark`` and ``lightIncreasedContrast`` the theme has, or ``light``.
    public let darkIncreasedContrast: ResolvedTheme
    /// The variants the theme has, in ``ThemeVariant/allCases`` order; the others are served by
    /// a fallback.
    public let definedVariants: [ThemeVariant]

    /// Creates an adaptive theme from its variants; only `light` is required.
    ///
    /// A variant that is itself adaptive contributes its own variant of the same appearance and
    /// contrast, so adaptive themes never nest.
    ///
    /// - Parameters:
    ///   - id: The identifier backends send and stores keep, e.g. `"ocean"`.
    ///   - name: The name people read.
    ///   - light: The theme served for light content in standard contrast.
    ///   - dark: The theme served for dark content; `light` when `nil`.
    ///   - lightIncreasedContrast: The theme served for light content in increased contrast;
    ///     `light` when `nil`.
    ///   - darkIncreasedContrast: The theme served for dark content in increased contrast; when
    ///     `nil`, the first of `dark`, `lightIncreasedContrast` and `light` given.
    public init(
        id: String,
        name: String,
        light: some Theme,
        dark: (any Theme)? = nil,
        lightIncreasedContrast: (any Theme)? = nil,
        darkIncreasedContrast: (any Theme)? = nil
    ) {
        var others: [ThemeVariant: ResolvedTheme] = [:]
        let given: [(ThemeVariant, (any Theme)?)] = [
            (.dark, dark), (.lightIncreasedContrast, lightIncreasedContrast),
            (.darkIncreasedContrast, darkIncreasedContrast),
        ]
        for case (let variant, let theme?) in given { others[variant] = Self.variant(theme, for: variant) }
        self.init(id: id, name: name, light: Self.variant(light, for: .light), others: others)
    }

    /// Creates an adaptive theme from its resolved light variant and any others.
    package init(id: String, name: String, light: ResolvedTheme, others: [ThemeVariant: ResolvedTheme]) {
        var given = others
        given[.light] = light
        self.id = id
        self.name = name
        self.light = light
        definedVariants = ThemeVariant.allCases.filter { given[$0] != nil }
        func served(_ variant: ThemeVariant) -> ResolvedTheme {
            variant.fallbacks.lazy.compactMap { given[$0] }.first ?? light
        }
        dark = served(.dark)
        lightIncreasedContrast = served(.lightIncreasedContrast)
        darkIncreasedContrast = served(.darkIncreasedContrast)
    }

    /// The light variant's palette, for code that reads the theme as a plain theme.
    @_alwaysEmitIntoClient public var palette: ThemePalette { light.palette }

    /// The light variant's font styles, for code that reads the theme as a plain theme.
    @_alwaysEmitIntoClient public var fontStyles: ThemeFontStyles { light.fontStyles }

    /// The theme itself.
    @_alwaysEmitIntoClient public var adaptiveTheme: AdaptiveTheme { self }

    /// The variant served for `variant`: its own, or its fallback's.
    public func variant(_ variant: ThemeVariant) -> ResolvedTheme {
        switch (variant.appearance, variant.contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast
        case (.dark, .increased): darkIncreasedContrast
        }
    }

    /// The variant served for `appearance` and `contrast` (standard unless given).
    @_alwaysEmitIntoClient
    package func variant(for appearance: ThemeAppearance, contrast: ThemeContrast = .standard) -> ResolvedTheme {
        variant(ThemeVariant(appearance, contrast))
    }

    /// The variant the theme has that serves `variant`: `variant` itself when the theme has it,
    /// else the first of its ``ThemeVariant/fallbacks`` the theme has.
    ///
    /// ```swift
    /// AdaptiveTheme.system.fallback(for: .darkIncreasedContrast)   // .dark
    /// ```
    public func fallback(for variant: ThemeVariant) -> ThemeVariant {
        variant.fallbacks.first(where: definedVariants.contains) ?? .light
    }

    private static func variant(_ theme: some Theme, for variant: ThemeVariant) -> ResolvedTheme {
        let resolved = ResolvedTheme.resolving(theme)
        guard let adaptive = resolved.adaptiveTheme else { return resolved }
        return adaptive.variant(variant)
    }
}

/// A theme that comes in variants: an ``AdaptiveTheme``, or a type that makes one.
///
/// A ``ThemeController`` given such a theme serves its variants, as it does an ``AdaptiveTheme``'s.
/// A compiled type that conforms can be registered by type, found by its type name and chosen by a
/// white-label build (``AppTheme/bootstrap(_:)``) while still following light, dark and increased
/// contrast; `palette export --format swift` writes adaptive themes as such types.
public protocol AdaptiveThemeRepresentable: Theme {
    /// The variants, under this theme's identifier and name.
    var adaptiveTheme: AdaptiveTheme { get }
}
