/// A theme that comes as a light and a dark variant under one identifier.
///
/// Register a pair like any theme; a ``ThemeController`` that is given it serves the variant for
/// its ``ThemeController/appearance``, and switching the appearance switches the variant, telling
/// observers and re-applying bindings as any switch does:
///
/// ```swift
/// let ocean = AdaptiveTheme(id: "ocean", name: "Ocean", light: OceanLight(), dark: OceanDark())
/// var registry = ThemeRegistry.builtIn
/// registry.register(ocean)
///
/// try AppTheme.setTheme(named: "ocean", in: registry)   // serves OceanLight
/// AppTheme.setAppearance(.dark)                         // now OceanDark
/// AppTheme.current.id                                   // "ocean-dark", the variant's own id
/// AppTheme.controller.selectedTheme.id                  // "ocean", the id to store
/// ```
///
/// ``ThemeController/current`` is always one of the variants, resolved, so reading a role stays a
/// plain load; the pair's own identifier is what a store keeps (``ThemeController/selectedTheme``),
/// so a restored choice follows the appearance again. Read as a plain ``Theme`` outside a
/// controller (listed by the CLI, say), a pair shows its light variant's colours and fonts.
public struct AdaptiveTheme: Theme, Hashable {
    public let id: String
    public let name: String
    /// The variant served while the appearance is ``ThemeAppearance/light``.
    public let light: ResolvedTheme
    /// The variant served while the appearance is ``ThemeAppearance/dark``.
    public let dark: ResolvedTheme

    /// Creates a pair from a light and a dark theme.
    ///
    /// A variant that is itself a pair contributes its own variant of the same appearance, so
    /// pairs never nest.
    ///
    /// - Parameters:
    ///   - id: The identifier backends send and stores keep, e.g. `"ocean"`.
    ///   - name: The name people read.
    ///   - light: The theme served for light content.
    ///   - dark: The theme served for dark content.
    public init(id: String, name: String, light: some Theme, dark: some Theme) {
        self.id = id
        self.name = name
        self.light = Self.variant(light, for: .light)
        self.dark = Self.variant(dark, for: .dark)
    }

    /// The light variant's palette, for code that reads the pair as a plain theme.
    public var palette: ThemePalette { light.palette }

    /// The light variant's font styles, for code that reads the pair as a plain theme.
    public var fontStyles: ThemeFontStyles { light.fontStyles }

    /// The variant served for `appearance`.
    public func variant(for appearance: ThemeAppearance) -> ResolvedTheme {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    private static func variant(_ theme: some Theme, for appearance: ThemeAppearance) -> ResolvedTheme {
        let resolved = ResolvedTheme.resolving(theme)
        guard let pair = resolved.source as? AdaptiveTheme else { return resolved }
        return pair.variant(for: appearance)
    }
}
