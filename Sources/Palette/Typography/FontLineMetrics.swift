/// The vertical metrics of a font at one size, as the platform reports them (`UIFont` and `NSFont`'s
/// `ascender`, `descender` and `leading`): what ``FontDescriptor/textLayout(metrics:)`` needs to set
/// a design's line height.
///
/// ```swift
/// // San Francisco at 17 points, as UIKit reports it.
/// let metrics = FontLineMetrics(ascender: 16.2, descender: -4.1, leading: 0)
/// metrics.lineHeight   // 20.3
/// ```
struct FontLineMetrics: Hashable, Sendable {
    /// How far the font reaches above the baseline, in points.
    var ascender: Double
    /// How far the font reaches below the baseline, in points: negative, as Apple's fonts report it
    /// (a positive value is taken as the same distance).
    var descender: Double
    /// The font's own extra space between lines, in points.
    var leading: Double

    /// Creates metrics.
    init(ascender: Double, descender: Double, leading: Double = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The font's own line height: ascender, descender and leading, as `UIFont.lineHeight` gives it
    /// and as text is set when no line height is asked for.
    var lineHeight: Double { ascender + abs(descender) + max(leading, 0) }

    /// The same metrics for the font at `factor` times the size (a font's metrics scale with it).
    func scaled(by factor: Double) -> FontLineMetrics {
        FontLineMetrics(ascender: ascender * factor, descender: descender * factor, leading: leading * factor)
    }
}
