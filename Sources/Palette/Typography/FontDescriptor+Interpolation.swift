extension FontDescriptor {
    /// A descriptor part way from this one to `other`, for animating a change of type.
    ///
    /// The size and the weight move continuously (the weight is rounded to a whole number, and
    /// variable system fonts render every weight), and so do a line height and letter spacing
    /// both descriptors have; the family, the traits and the text style cannot be between two
    /// values, so they switch to `other`'s at the midpoint, `0.5`.
    ///
    /// ```swift
    /// let body = FontDescriptor(size: 17).interpolated(to: FontDescriptor(size: 21, weight: .bold), at: 0.5)
    /// body.size     // 19
    /// body.weight   // 550
    /// ```
    ///
    /// The end points are exact: `0` returns this descriptor and `1` returns `other`.
    ///
    /// - Parameters:
    ///   - other: The descriptor to move towards.
    ///   - fraction: How far to go, `0...1`; values outside are clamped and `.nan` counts as `0`.
    /// - Returns: The descriptor at that fraction.
    @inline(never)
    func interpolated(to other: FontDescriptor, at fraction: Double) -> FontDescriptor {
        guard !fraction.isNaN, fraction > 0 else { return self }
        guard fraction < 1 else { return other }
        var result = fraction < 0.5 ? self : other
        result.size = size + (other.size - size) * fraction
        let weight = Double(self.weight.rawValue) + Double(other.weight.rawValue - self.weight.rawValue) * fraction
        result.weight = FontWeight(rawValue: Int(weight.rounded())) ?? (fraction < 0.5 ? self.weight : other.weight)
        if let start = lineHeight, let end = other.lineHeight { result.lineHeight = start + (end - start) * fraction }
        if let start = letterSpacing, let end = other.letterSpacing {
            result.letterSpacing = start.interpolated(to: end, at: fraction)
        }
        return result
    }
}
