extension ThemePalette {
    /// A palette part way from this one to `other`: every role interpolated in OKLab.
    ///
    /// Each of the thirteen stored roles moves with ``ThemeColor/interpolated(to:at:)``; nothing
    /// is derived again, so an on-colour moves with its colour rather than flipping from dark to
    /// light half way.
    ///
    /// - Parameters:
    ///   - other: The palette to move towards.
    ///   - fraction: How far to go, `0...1`; `0` returns this palette and `1` returns `other`.
    /// - Returns: The palette at that fraction.
    func interpolated(to other: ThemePalette, at fraction: Double) -> ThemePalette {
        guard !fraction.isNaN, fraction > 0 else { return self }
        guard fraction < 1 else { return other }
        let values = ColorRole.table { Optional(self[$0].interpolated(to: other[$0], at: fraction)) }
        return ThemePalette(values: values) ?? self
    }
}
