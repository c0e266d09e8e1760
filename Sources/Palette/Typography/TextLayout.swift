/// A typography design's line height and letter spacing as the text systems take them, worked out
/// by ``FontDescriptor/textLayout(metrics:)``.
///
/// CSS (and so every design tool that writes DTCG) sets a line `lineHeight` tall with the font's own
/// height centred in it: half the difference above the text and half below. Apple's text systems
/// need that said three ways:
///
/// - UIKit and AppKit's attributed strings: ``minimumLineHeight`` and ``maximumLineHeight`` (the
///   paragraph style's), which put all the extra space above the text, and ``baselineOffset``, which
///   lifts the text back by half of it;
/// - SwiftUI: ``lineSpacing`` between lines, and ``halfLeading`` of padding above and below, which
///   `lineSpacing` does not add;
/// - both: ``kern``, the letter spacing in points.
struct TextLayout: Hashable, Sendable {
    /// The font size in points.
    var fontSize: Double
    /// The space added after each character in points (`NSAttributedString.Key.kern`, SwiftUI's
    /// `tracking`); `0` when the design gives none.
    var kern: Double
    /// The distance between baselines in points, or `nil` when the design gives none (the font's own
    /// line height is used).
    var lineHeight: Double?
    /// The font's own line height in points at this size.
    var fontLineHeight: Double

    /// Creates a layout.
    init(fontSize: Double, kern: Double, lineHeight: Double?, fontLineHeight: Double) {
        self.fontSize = fontSize
        self.kern = kern
        self.lineHeight = lineHeight
        self.fontLineHeight = fontLineHeight
    }

    /// `NSParagraphStyle.minimumLineHeight`: the line height, `0` (no minimum) when there is none.
    var minimumLineHeight: Double { lineHeight ?? 0 }

    /// `NSParagraphStyle.maximumLineHeight`: the line height, `0` (no maximum) when there is none.
    var maximumLineHeight: Double { lineHeight ?? 0 }

    /// Half the space the line height adds to the font's own (negative when it takes space away): what
    /// CSS puts above the text, and again below.
    var halfLeading: Double { ((lineHeight ?? fontLineHeight) - fontLineHeight) / 2 }

    /// `NSAttributedString.Key.baselineOffset` that centres the text in its line as CSS does: the
    /// paragraph style's line heights put the extra space above the text, so the text is lifted by
    /// half of it (``halfLeading``).
    ///
    /// UILabel before iOS 16.4 and tvOS 16.4 moved text by twice the offset it was given (Apple
    /// Developer Forums thread 124799, "Changing baselineOffset moves text twice the distance
    /// expected"; changed in iOS 16.4, as badoo/Chatto#786 records); the UIKit bridge gives those
    /// versions ``legacyBaselineOffset``.
    var baselineOffset: Double { halfLeading }

    /// The offset for text systems that apply a baseline offset twice (UILabel before iOS 16.4): half
    /// of ``baselineOffset``.
    var legacyBaselineOffset: Double { baselineOffset / 2 }

    /// SwiftUI's `lineSpacing`: the line height less the font's own, between lines; `0` when there is
    /// no line height or it is smaller than the font's (SwiftUI cannot bring lines closer).
    var lineSpacing: Double { max((lineHeight ?? fontLineHeight) - fontLineHeight, 0) }
}
