extension ThemeColor {
    /// A colour part way from this one to `other`, interpolated in OKLab.
    ///
    /// Interpolating in OKLab keeps the middle of a transition as light and as colourful as the
    /// ends suggest: blue to yellow passes through a clear grey-green rather than the dark,
    /// muddy middle that mixing sRGB components (``mixed(with:by:)``) gives. Opacity is
    /// interpolated linearly, and the colour coordinates are premultiplied by it as CSS Color 4
    /// does, so a fade from ``clear`` does not pass through black.
    ///
    /// ```swift
    /// let frame = light.palette.primary.interpolated(to: dark.palette.primary, at: 0.25)
    /// ```
    ///
    /// The end points are exact: `0` returns this colour and `1` returns `other`, unchanged.
    ///
    /// - Parameters:
    ///   - other: The colour to move towards.
    ///   - fraction: How far to go, `0...1`; values outside are clamped and `.nan` counts as `0`.
    /// - Returns: The colour at that fraction. Between two sRGB colours it is sRGB, mapped into
    ///   the sRGB gamut if the straight path in OKLab leaves it; when either end is Display P3 it
    ///   is Display P3 (mapped into that gamut), and when either is extended-range sRGB it is
    ///   extended-range sRGB: each end is read from its own space, never from a clipped copy.
    @inline(never)
    func interpolated(to other: ThemeColor, at fraction: Double) -> ThemeColor {
        guard !fraction.isNaN, fraction > 0 else { return self }
        guard fraction < 1 else { return other }
        let start = oklab
        let end = other.oklab
        let alpha = start.alpha + (end.alpha - start.alpha) * fraction
        guard alpha > 0 else { return ThemeColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func premultiplied(_ keyPath: KeyPath<OKLab, Double>) -> Double {
            let from = start[keyPath: keyPath] * start.alpha
            let to = end[keyPath: keyPath] * end.alpha
            return (from + (to - from) * fraction) / alpha
        }
        return ThemeColor(
            OKLab(lightness: premultiplied(\.lightness), a: premultiplied(\.a), b: premultiplied(\.b), alpha: alpha),
            in: Self.blendingSpace(self, other)
        )
    }
}
