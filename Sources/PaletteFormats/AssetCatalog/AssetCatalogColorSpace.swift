import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The colour spaces Xcode writes in a colour set's `Contents.json`, converted to Palette's sRGB.
///
/// `srgb` and `display-p3` hold components in `0...1`; the `extended-` spaces may go past both
/// ends, as wide-gamut and HDR colours do. `gray-gamma-22` and `extended-gray` hold one `white`
/// component on a gamma 2.2 curve; `extended-linear-srgb` is sRGB without its transfer curve.
/// Values that fall outside sRGB are clipped by the caller, with a warning.
enum AssetCatalogColorSpace: String, CaseIterable, Sendable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether components may lie outside `0...1`.
    var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        case .srgb, .displayP3, .grayGamma22: false
        }
    }

    /// Whether the space has one `white` component instead of `red`, `green` and `blue`.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The component keys a colour in this space has, alpha last.
    var componentNames: [String] { isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"] }

    /// Gamma-encoded sRGB components (not clipped) for the colour components, alpha excluded:
    /// `[white]` for the grey spaces, `[red, green, blue]` for the others.
    func sRGB(_ components: [Double]) -> (red: Double, green: Double, blue: Double) {
        if isGray {
            let white = components.first ?? 0
            // Gamma 2.2 to linear light, extended to negative values by symmetry as Core Graphics
            // does; a neutral grey is the same in every RGB space, so linear sRGB takes it as is.
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return DTCGColorSpace.srgbLinear.sRGB((linear, linear, linear))
        }
        let rgb = (components.first ?? 0, components.dropFirst().first ?? 0, components.dropFirst(2).first ?? 0)
        switch self {
        case .srgb, .extendedSRGB: return rgb
        case .extendedLinearSRGB: return DTCGColorSpace.srgbLinear.sRGB(rgb)
        case .displayP3: return DTCGColorSpace.displayP3.sRGB(rgb)
        case .grayGamma22, .extendedGray: return rgb
        }
    }
}
