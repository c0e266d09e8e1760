import Palette

extension ThemeRegistry {
    /// Every theme that ships with Palette, in this order: `default` (``DefaultTheme``),
    /// `alternative` (``AlternativeTheme``), `midnight` (``MidnightTheme``, dark),
    /// `high-contrast` (``HighContrastTheme``) and `system` (``AdaptiveTheme/system``: default
    /// in light mode, midnight in dark mode).
    ///
    /// Start from it and add your own:
    ///
    /// ```swift
    /// var registry = ThemeRegistry.builtIn
    /// try registry.register(AcmeTheme.self)
    /// ```
    public static let builtIn: ThemeRegistry = {
        var registry = ThemeRegistry()
        // The built-in themes' identifiers are distinct, which BuiltInThemeTests checks.
        for type in builtInThemeTypes { try? registry.register(type) }
        try? registry.register(AdaptiveTheme.system, source: .compiled(typeName: "AdaptiveTheme.system"))
        return registry
    }()

    /// The built-in theme types, in the order ``builtIn`` registers them.
    public static let builtInThemeTypes: [any CompiledTheme.Type] = [
        DefaultTheme.self,
        AlternativeTheme.self,
        MidnightTheme.self,
        HighContrastTheme.self,
    ]
}
