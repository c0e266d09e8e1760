import Palette

extension ThemeOverrides {
    /// The pairs these overrides leave below the WCAG level `base` meets, in every variant of an
    /// adaptive base (see ``/Palette/ContrastAudit/regressions(from:to:)``).
    ///
    /// ```swift
    /// let overrides = ThemeOverrides(palette: [.onBackground: try ThemeColor(hex: "#FEFEFE")])
    /// overrides.contrastRegressions(over: acme).first?.description
    /// // overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'acme' meets
    /// ```
    public func contrastRegressions(over base: ResolvedTheme) -> [ContrastAudit.Regression] {
        guard !palette.isEmpty || !fonts.isEmpty else { return [] }
        return ContrastAudit.regressions(from: base, to: applied(to: base))
    }

    /// Whether these overrides set either colour of `pair`, or its type style.
    func setsColorOrStyle(of pair: ContrastAudit.Pair) -> Bool {
        [pair.foregroundRole, pair.backgroundRole].contains { $0.map { palette[$0] != nil } ?? false }
            || pair.fontStyle.map { fonts[$0] != nil } ?? false
    }
}
