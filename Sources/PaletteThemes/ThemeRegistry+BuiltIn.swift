import Palette

extension ThemeRegistry {
    /// Every theme that ships with Palette, in this order: `default` (``DefaultTheme``),
    /// `alternative` (``AlternativeTheme``), `midnight` (``MidnightTheme``, dark) and
    /// `high-contrast` (``HighContrastTheme``).
    ///
    /// Start from it and add your own:
    ///
    /// ```swift
    /// var registry = ThemeRegistry.builtIn
    /// registry.register(AcmeTheme.self)
    /// ```
    public static let builtIn = ThemeRegistry(builtInThemeTypes)

    /// The built-in theme types, in the order ``builtIn`` registers them.
    public static let builtInThemeTypes: [any CompiledTheme.Type] = [
        DefaultTheme.self,
        AlternativeTheme.self,
        MidnightTheme.self,
        HighContrastTheme.self,
    ]
}
