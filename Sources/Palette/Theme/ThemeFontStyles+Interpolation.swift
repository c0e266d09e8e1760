extension ThemeFontStyles {
    /// Styles part way from these to `other`: every style interpolated with
    /// ``FontDescriptor/interpolated(to:at:)``.
    ///
    /// - Parameters:
    ///   - other: The styles to move towards.
    ///   - fraction: How far to go, `0...1`; `0` returns these styles and `1` returns `other`.
    /// - Returns: The styles at that fraction.
    func interpolated(to other: ThemeFontStyles, at fraction: Double) -> ThemeFontStyles {
        guard !fraction.isNaN, fraction > 0 else { return self }
        guard fraction < 1 else { return other }
        return ThemeFontStyles(stored: FontStyle.table { self[$0].interpolated(to: other[$0], at: fraction) })
    }
}
