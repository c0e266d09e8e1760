#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension TextLayout {
    /// The attributes of text in `font` laid out so: the font, a paragraph style whose minimum and
    /// maximum line heights are the line height, `.kern` for the letter spacing and the
    /// `.baselineOffset` given (UIKit's depends on the system version). The UIKit and AppKit
    /// bridges share it.
    func attributes(font: Any, baselineOffset: Double) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = CGFloat(minimumLineHeight)
        paragraph.maximumLineHeight = CGFloat(maximumLineHeight)
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: paragraph]
        if kern != 0 { attributes[.kern] = CGFloat(kern) }
        if baselineOffset != 0 { attributes[.baselineOffset] = CGFloat(baselineOffset) }
        return attributes
    }
}
#endif
