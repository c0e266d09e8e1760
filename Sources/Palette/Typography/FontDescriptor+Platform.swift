extension FontDescriptor {
    /// The descriptor to render when only some families are installed.
    ///
    /// A ``FontFamily/named(_:)`` family for which `isInstalled` returns `false` becomes the
    /// system font in its default design, keeping the size, weight, traits and text style; every
    /// other descriptor is returned unchanged. The platform bridges call this with the platform's
    /// own check, so a missing font never crashes (the AppTheme post force-unwraps
    /// `UIFont(name:size:)!` and crashes instead).
    ///
    /// - Parameter isInstalled: Whether a family name is available on this device.
    func resolvingFamily(isInstalled: (String) -> Bool) -> FontDescriptor {
        guard case .named(let name) = family, !isInstalled(name) else { return self }
        var copy = self
        copy.family = .system
        return copy
    }

    /// What a platform font API needs to build this font, worked out in portable code.
    ///
    /// The bridges for UIKit, AppKit and SwiftUI read these values and do nothing else, so the
    /// rules (weight values, trait bits, bold as a weight) are the same everywhere and tested on
    /// every platform.
    var platformRequest: PlatformFontRequest {
        // A bold trait on a lighter weight is honoured as the bold weight: system fonts are
        // built by weight, and asking for both keeps named families' bold faces too.
        let effectiveWeight = traits.contains(.bold) ? max(weight, .bold) : weight
        let familyName: String?
        let design: FontFamily.SystemDesign
        switch family {
        case .system(let systemDesign):
            familyName = nil
            design = traits.contains(.monospace) && systemDesign == .default ? .monospaced : systemDesign
        case .named(let name):
            familyName = name
            design = .default
        }
        return PlatformFontRequest(
            familyName: familyName,
            design: design,
            size: size,
            weight: effectiveWeight.platformWeight,
            symbolicTraits: traits.symbolicTraits,
            textStyle: textStyle
        )
    }
}

/// The values a platform font API needs, computed from a ``FontDescriptor``.
struct PlatformFontRequest: Hashable, Sendable {
    /// The family to ask for, or `nil` for the system font.
    var familyName: String?
    /// The system design (only meaningful when ``familyName`` is `nil`).
    var design: FontFamily.SystemDesign
    /// The size in points at the default content size.
    var size: Double
    /// The weight as Apple's `UIFont.Weight` raw value.
    var weight: Double
    /// Apple's symbolic-trait bits.
    var symbolicTraits: UInt32
    /// The Dynamic Type style to scale with, if any.
    var textStyle: TextStyle?
}
