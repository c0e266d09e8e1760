#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSColor {
    /// An AppKit colour with the same components, in the same space, and opacity: sRGB as
    /// `NSColor(srgbRed:green:blue:alpha:)`, Display P3 in `NSColorSpace.displayP3`,
    /// extended-range sRGB in `NSColorSpace.extendedSRGB`.
    public convenience init(_ color: ThemeColor) {
        var components = [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
        switch color.colorSpace {
        case .sRGB: self.init(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .displayP3: self.init(colorSpace: .displayP3, components: &components, count: 4)
        case .extendedSRGB: self.init(colorSpace: .extendedSRGB, components: &components, count: 4)
        }
    }
}

extension NSFont {
    /// The font a descriptor describes. macOS has no Dynamic Type, so the text style is not applied.
    ///
    /// A named family that is not installed gives the system font with the same weight and
    /// traits; this never crashes. It may be
    /// called from any thread: whether a family is installed is asked of an immutable
    /// `NSFontDescriptor`, not of `NSFontManager`, which belongs to the main actor.
    public static func palette(_ descriptor: FontDescriptor) -> NSFont {
        let request = descriptor.resolvingFamily(isInstalled: isFamilyInstalled).platformRequest
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

extension NSFont {
    /// Whether a font family is installed, from any thread.
    static func isFamilyInstalled(_ family: String) -> Bool {
        NSFontDescriptor(fontAttributes: [.family: family]).matchingFontDescriptor(withMandatoryKeys: [.family]) != nil
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
