extension FontDescriptor {
    /// The line height in points: ``lineHeight`` (a multiple of the size) times the size; `nil` when
    /// the design gives none (or gives one that is not a positive number).
    var lineHeightPoints: Double? {
        guard let lineHeight, lineHeight.isFinite, lineHeight > 0 else { return nil }
        return lineHeight * size
    }

    /// The line height, letter spacing and baseline offset the text systems need to set this
    /// typography as designed, for a font with `metrics` (the platform font's, at this size).
    ///
    /// A 17-point font with a line height of 22/17 and a letter spacing of −0.4 points, whose own line
    /// height is 20.3 points, gives a kern of −0.4, minimum and maximum line heights of 22, a baseline
    /// offset of 0.85 and SwiftUI line spacing of 1.7. Letter spacing in `em` counts against the size.
    ///
    /// - Parameter metrics: The font's ascender, descender and leading at ``size``.
    func textLayout(metrics: FontLineMetrics) -> TextLayout {
        TextLayout(
            fontSize: size,
            kern: letterSpacingPoints,
            lineHeight: lineHeightPoints,
            fontLineHeight: metrics.lineHeight
        )
    }
}
