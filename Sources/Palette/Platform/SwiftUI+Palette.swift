#if canImport(SwiftUI)
import SwiftUI

extension Color {
    /// A SwiftUI colour with the same components, in the same space, and opacity: `.sRGB` (whose
    /// values may pass `0...1`, as extended-range sRGB's do) or `.displayP3`.
    public init(_ color: ThemeColor) {
        let space: Color.RGBColorSpace = color.colorSpace == .displayP3 ? .displayP3 : .sRGB
        self.init(space, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}

extension Font {
    /// The font a descriptor describes, following Dynamic Type when it has a text style: a
    /// named family scales relative to the style (`Font.custom(_:size:relativeTo:)`), a system
    /// font of the style's size is the style's font, and a system font of another size or with
    /// traits SwiftUI's fonts cannot carry is made by the platform bridge.
    ///
    /// A missing family falls back to the system font as in UIKit and AppKit.
    public static func palette(_ descriptor: FontDescriptor) -> Font {
        #if canImport(UIKit)
        let resolved = descriptor.resolvingFamily { !UIFont.fontNames(forFamilyName: $0).isEmpty }
        #else
        let resolved = descriptor.resolvingFamily { NSFont.isFamilyInstalled($0) }
        #endif
        let request = resolved.platformRequest
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let font: Font
        switch DynamicTypeFont(request) {
        case .custom(let name, let size, let style):
            font = .custom(name, size: CGFloat(size), relativeTo: Font.TextStyle(style))
        case .system(let style, let design):
            font = .system(Font.TextStyle(style), design: Font.Design(design))
        case .platform:
            #if canImport(UIKit)
            return Font(UIFont.palette(resolved) as CTFont)
            #else
            return Font(NSFont.palette(resolved) as CTFont)
            #endif
        }
        let weighted = font.weight(weights[request.namedWeightIndex])
        return request.isItalic ? weighted.italic() : weighted
    }
}

extension Font.TextStyle {
    init(_ style: Palette.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption1: self = .caption
        case .caption2: self = .caption2
        }
    }
}

extension Font.Design {
    init(_ design: FontFamily.SystemDesign) {
        switch design {
        case .default: self = .default
        case .rounded: self = .rounded
        case .serif: self = .serif
        case .monospaced: self = .monospaced
        }
    }
}
#endif
