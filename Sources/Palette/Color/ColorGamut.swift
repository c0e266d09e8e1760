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

    /// The colour space whose `0...1` components are this gamut.
    package var colorSpace: ThemeColor.ColorSpace {
        switch self {
        case .sRGB: .sRGB
        case .displayP3: .displayP3
        }
    }
}
