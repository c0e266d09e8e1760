extension FontDescriptor {
    /// The descriptor at a Dynamic Type scale: the size times `factor`, at most `maximumSize`; the
    /// letter spacing scaled with it; the line height, a multiple of the size, following it.
    ///
    /// The factor is the reader's content size against the default one for the text style, as
    /// `UIFontMetrics(forTextStyle:)` (UIKit) or `@ScaledMetric` (SwiftUI) give it; the bridges ask
    /// the platform for it and do the rest here. The result has no ``textStyle``: its size is final,
    /// so a bridge does not scale it again.
    ///
    /// ```swift
    /// let body = FontDescriptor(size: 17, textStyle: .body, lineHeight: 22.0 / 17, letterSpacing: Dimension(-0.4))
    /// let large = body.scaled(by: 1.3)       // 22.1 points, −0.52 points apart, lines 28.6 apart
    /// let capped = body.scaled(by: 3, maximumSize: 28)  // 28 points
    /// ```
    ///
    /// Letter spacing in `em` stays in `em` (it follows the size by itself); in points or `rem` it
    /// becomes points times the factor the size actually grew by (after `maximumSize`).
    ///
    /// - Parameters:
    ///   - factor: How much larger the reader's text is than the default; `1` does nothing. A factor
    ///     that is not a positive number is taken as `1`.
    ///   - maximumSize: The largest size the font may reach, in points (`UIFontMetrics`'
    ///     `maximumPointSize`); `nil` for none.
    public func scaled(by factor: Double, maximumSize: Double? = nil) -> FontDescriptor {
        let factor = factor.isFinite && factor > 0 ? factor : 1
        var target = size * factor
        if let maximumSize, maximumSize.isFinite, maximumSize > 0 { target = min(target, maximumSize) }
        var copy = self
        copy.size = target
        copy.textStyle = nil
        let grown = copy.size / size
        if let spacing = letterSpacing, spacing.unit != .em {
            copy.letterSpacing = Dimension(spacing.points(fontSize: size) * grown)
        }
        return copy
    }
}
