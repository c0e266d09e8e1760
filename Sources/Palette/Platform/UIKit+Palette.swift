#if canImport(UIKit)
import UIKit

extension UIColor {
    /// A UIKit colour with the same components, in the same space, and opacity: sRGB as
    /// `UIColor(red:green:blue:alpha:)` (which takes extended-range sRGB's values past `0...1`
    /// too), Display P3 as `UIColor(displayP3Red:green:blue:alpha:)`.
    public convenience init(_ color: ThemeColor) {
        let (red, green, blue, alpha) = (
            CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)
        )
        switch color.colorSpace {
        case .sRGB, .extendedSRGB: self.init(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: self.init(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}

extension UIFont {
    /// The font a descriptor describes, scaled for Dynamic Type when it has a text style.
    ///
    /// A named family that is not installed gives the system font with the same weight and
    /// traits; this never crashes.
    public static func palette(_ descriptor: FontDescriptor) -> UIFont {
        let request = descriptor.resolvingFamily { !UIFont.fontNames(forFamilyName: $0).isEmpty }.platformRequest
        let size = CGFloat(request.size)
        let weight = UIFont.Weight(rawValue: CGFloat(request.weight))
        var base = UIFont.systemFont(ofSize: size, weight: weight).fontDescriptor
        if let family = request.familyName {
            base = UIFontDescriptor(fontAttributes: [
                .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
            ])
        } else if let design = UIFontDescriptor.SystemDesign(paletteDesign: request.design) {
            base = base.withDesign(design) ?? base
        }
        let traits = base.symbolicTraits.union(UIFontDescriptor.SymbolicTraits(rawValue: request.symbolicTraits))
        let font = UIFont(descriptor: base.withSymbolicTraits(traits) ?? base, size: size)
        guard let style = request.textStyle else { return font }
        return UIFontMetrics(forTextStyle: UIFont.TextStyle(rawValue: style.appleName)).scaledFont(for: font)
    }
}

extension UIFontDescriptor.SystemDesign {
    init?(paletteDesign design: FontFamily.SystemDesign) {
        switch design {
        case .default: return nil
        case .rounded: self = .rounded
        case .serif: self = .serif
        case .monospaced: self = .monospaced
        }
    }
}
#endif
