#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSColor {
    /// An AppKit colour with the same sRGB components and opacity.
    public convenience init(_ color: ThemeColor) {
        self.init(
            srgbRed: CGFloat(color.red),
            green: CGFloat(color.green),
            blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha)
        )
    }
}

extension NSFont {
    /// The font a descriptor describes. macOS has no Dynamic Type, so the text style is not applied.
    ///
    /// A named family that is not installed gives the system font with the same weight and
    /// traits (``FontDescriptor/resolvingFamily(isInstalled:)``); this never crashes.
    public static func palette(_ descriptor: FontDescriptor) -> NSFont {
        let request = descriptor.resolvingFamily { NSFontManager.shared.availableMembers(ofFontFamily: $0) != nil }
            .platformRequest
        let size = CGFloat(request.size)
        let weight = NSFont.Weight(rawValue: CGFloat(request.weight))
        let system = NSFont.systemFont(ofSize: size, weight: weight)
        var base = system.fontDescriptor
        if let family = request.familyName {
            base = NSFontDescriptor(fontAttributes: [
                .family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight],
            ])
        } else if let design = NSFontDescriptor.SystemDesign(paletteDesign: request.design) {
            base = base.withDesign(design) ?? base
        }
        let traits = base.symbolicTraits.union(NSFontDescriptor.SymbolicTraits(rawValue: request.symbolicTraits))
        return NSFont(descriptor: base.withSymbolicTraits(traits), size: size) ?? system
    }
}

extension NSFontDescriptor.SystemDesign {
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
