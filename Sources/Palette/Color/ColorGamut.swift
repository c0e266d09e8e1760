internal import InternalPaletteUtilities

/// A range of colours a screen can show, to map colours into: sRGB or Display P3.
///
/// ``ThemeColor/mapped(into:)`` brings a colour into a gamut with CSS Color 4's gamut mapping,
/// and the contrast fixes (`PaletteDesign`'s `ContrastAudit.proposedFixes(at:gamut:)`) propose colours inside
/// the gamut they are given: sRGB unless asked for Display P3.
public enum ColorGamut: String, CaseIterable, Hashable, Sendable, NamedCases {
    /// The sRGB gamut: every screen shows it.
    case sRGB = "srgb"
    /// The Display P3 gamut, which holds sRGB's and more: iPhones since 2016, recent Macs and iPads.
    case displayP3 = "p3"

    /// The gamut for a name in any letter case: `srgb`, `p3` or `display-p3`; `nil` if unknown.
    package init?(name: String) {
        if name.nameMatchingKey == "displayp3" {
            self = .displayP3
            return
        }
        guard let gamut = Self.named(name) else { return nil }
        self = gamut
    }

    /// The colour space whose `0...1` components are this gamut.
    package var colorSpace: ThemeColor.ColorSpace {
        switch self {
        case .sRGB: .sRGB
        case .displayP3: .displayP3
        }
    }
}
