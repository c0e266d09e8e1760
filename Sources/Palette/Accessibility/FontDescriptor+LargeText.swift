extension FontDescriptor {
    /// The size from which text counts as large for contrast, in Apple points: 24.
    ///
    /// WCAG 2.2 calls text large at 18 points, or 14 points when bold. Its "Understanding 1.4.3"
    /// note reads those as CSS points and converts them with CSS's ratio, 1 pt = 96/72 px, to
    /// 24 px and about 18.5 px. An Apple point is the same kind of unit as a CSS pixel, not a
    /// typographic point of 1/72 inch: both are reference units sized for the device's reading
    /// distance (a CSS pixel is 1/96 inch at arm's length, an iPhone point about 1/163 inch on a
    /// screen held closer), and iOS body text is 17 points where the web's default is 16 pixels.
    /// Palette therefore applies WCAG's thresholds in CSS pixels to Apple points, with the exact
    /// ratio: 24 points, and 14 × 4/3 ≈ 18.67 points for bold text. This is stricter than the
    /// contrast table in Apple's Human Interface Guidelines, which treats 18-point and all bold
    /// text as large, so a theme that passes Palette's audit passes that table too.
    static let largeTextMinimumSize = 24.0

    /// The size from which bold text counts as large for contrast, in Apple points: 14 × 4/3,
    /// about 18.67 (see ``largeTextMinimumSize``).
    static let largeBoldTextMinimumSize = 14.0 * 4 / 3

    /// Whether WCAG's large-text contrast thresholds (3:1 at AA, 4.5:1 at AAA) apply to this font.
    ///
    /// Large is at least 24 pt, or at least 14 × 4/3 (about 18.67) pt when bold: weight
    /// ``FontWeight/bold`` (700) or more, or the ``FontTraits/bold`` trait: WCAG's 18 and 14
    /// points read, as its "Understanding 1.4.3" note does, as CSS points and applied to Apple
    /// points, which are the same kind of unit as CSS pixels. The size is the one at the default Dynamic Type
    /// content size; text only grows from there when readers choose larger sizes.
    ///
    /// ```swift
    /// FontDescriptor(size: 22, weight: .bold).isLargeText       // true
    /// FontDescriptor(size: 22, weight: .semiBold).isLargeText   // false
    /// FontDescriptor(size: 24).isLargeText                      // true
    /// ```
    public var isLargeText: Bool {
        let isBold = weight >= .bold || traits.contains(.bold)
        return size >= Self.largeTextMinimumSize || (isBold && size >= Self.largeBoldTextMinimumSize)
    }
}
