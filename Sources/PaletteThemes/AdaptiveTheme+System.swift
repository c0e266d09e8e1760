import Palette

extension AdaptiveTheme {
    /// `system`: ``DefaultTheme`` for light content and ``MidnightTheme`` for dark content, so an
    /// app that chooses it follows the system's light and dark mode.
    ///
    /// ```swift
    /// try AppTheme.setTheme(named: "system", in: .builtIn)
    /// AppTheme.controller.setAppearance(.dark)   // AppTheme.current.id == "midnight"
    /// ```
    ///
    /// Store `"system"`, not the variant showing (``ThemeController/selectedTheme``), so the
    /// restored choice follows the appearance again.
    public static let system = AdaptiveTheme(id: "system", name: "System", light: DefaultTheme(), dark: MidnightTheme())
}
