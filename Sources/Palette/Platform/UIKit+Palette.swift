#if canImport(UIKit)
import UIKit

extension UIColor {
    /// A UIKit colour with the same sRGB components and opacity.
    public convenience init(_ color: ThemeColor) {
        self.init(
            red: CGFloat(color.red),
            green: CGFloat(color.green),
            blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha)
        )
    }
}

extension UIFont {
    /// The font a descriptor describes, scaled for Dynamic Type when it has a text style.
    ///
    /// A named family that is not installed gives the system font with the same weight and
    /// traits (``FontDescriptor/resolvingFamily(isInstalled:)``); this never crashes.
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
