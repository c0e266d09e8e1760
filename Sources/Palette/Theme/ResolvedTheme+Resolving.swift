extension ResolvedTheme {
    /// `theme` itself when it is already resolved, else its resolution.
    static func resolving(_ theme: some Theme) -> ResolvedTheme {
        (theme as? ResolvedTheme) ?? ResolvedTheme(theme)
    }
}
