#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension FontLineMetrics {
    /// An AppKit font's ascender, descender and leading.
    init(_ font: NSFont) {
        self.init(ascender: Double(font.ascender), descender: Double(font.descender), leading: Double(font.leading))
    }
}

extension NSAttributedString {
    /// The attributes that set text in a descriptor's typography as designed: the font, `.kern` for
    /// its letter spacing, a paragraph style whose minimum and maximum line heights are its line
    /// height, and the `.baselineOffset` that centres each line as CSS does. macOS has no Dynamic Type, so the sizes are the
    /// descriptor's.
    public static func paletteAttributes(_ descriptor: FontDescriptor) -> [NSAttributedString.Key: Any] {
        let font = NSFont.palette(descriptor)
        let layout = descriptor.textLayout(metrics: FontLineMetrics(font))
        return layout.attributes(font: font, baselineOffset: layout.baselineOffset)
    }

    /// Text set in a descriptor's typography (``paletteAttributes(_:)``).
    public convenience init(string: String, palette descriptor: FontDescriptor) {
        self.init(string: string, attributes: Self.paletteAttributes(descriptor))
    }
}
#endif
