#if canImport(UIKit)
import UIKit

extension FontLineMetrics {
    /// A UIKit font's ascender, descender and leading.
    init(_ font: UIFont) {
        self.init(ascender: Double(font.ascender), descender: Double(font.descender), leading: Double(font.leading))
    }
}

extension NSAttributedString {
    /// The attributes that set text in a descriptor's typography as designed: the font, `.kern` for
    /// its letter spacing, a paragraph style whose minimum and maximum line heights are its line
    /// height, and the `.baselineOffset` that centres each line as CSS does.
    ///
    /// A descriptor with a text style follows Dynamic Type: the size, the line height and the
    /// letter spacing grow by `UIFontMetrics`' factor for the reader's content size, up to
    /// `maximumPointSize` (``FontDescriptor/scaled(by:maximumSize:)``). Attributed text does not
    /// update itself: make it again when the content size category changes.
    ///
    /// - Parameters:
    ///   - descriptor: The typography.
    ///   - maximumPointSize: The largest the font may grow to with Dynamic Type; `nil` for no limit.
    public static func paletteAttributes(
        _ descriptor: FontDescriptor,
        maximumPointSize: CGFloat? = nil
    ) -> [NSAttributedString.Key: Any] {
        var factor = 1.0
        if let style = descriptor.textStyle {
            let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(rawValue: style.appleName))
            factor = Double(metrics.scaledValue(for: 1000)) / 1000
        }
        let scaled = descriptor.scaled(by: factor, maximumSize: maximumPointSize.map(Double.init))
        let font = UIFont.palette(scaled)
        let layout = scaled.textLayout(metrics: FontLineMetrics(font))
        // UILabel moved text by twice its baseline offset before iOS 16.4 (see TextLayout).
        let offset: Double
        if #available(iOS 16.4, tvOS 16.4, *) {
            offset = layout.baselineOffset
        } else {
            offset = layout.legacyBaselineOffset
        }
        return layout.attributes(font: font, baselineOffset: offset)
    }

    /// Text set in a descriptor's typography (``paletteAttributes(_:maximumPointSize:)``).
    public convenience init(string: String, palette descriptor: FontDescriptor, maximumPointSize: CGFloat? = nil) {
        self.init(string: string, attributes: Self.paletteAttributes(descriptor, maximumPointSize: maximumPointSize))
    }
}
#endif
