import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The colour spaces Xcode writes in a colour set's `Contents.json`, and the colours Palette keeps
/// for them.
///
/// `srgb` and `display-p3` hold components in `0...1`; the `extended-` spaces may go past both
/// ends, as wide-gamut and HDR colours do. `gray-gamma-22` and `extended-gray` hold one `white`
/// component on a gamma 2.2 curve; `extended-linear-srgb` is sRGB without its transfer curve.
/// Nothing is clipped: a `display-p3` colour stays Display P3, and a colour beyond `0...1`
/// extended-range sRGB.
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

    /// The colour of the components (alpha excluded: `[white]` for the grey spaces, `[red, green,
    /// blue]` for the others), kept as it is, never clipped.
    ///
    /// A `display-p3` colour is Display P3, component for component. Every other space is sRGB:
    /// the `extended-` spaces' colours whose components leave `0...1` are extended-range sRGB
    /// (`extended-linear-srgb` and the grey spaces converted to sRGB's curve, exactly); the others
    /// are rounded to 8 bits a component, as Palette's documents hold sRGB colours.
    func color(_ components: [Double], alpha: Double) -> ThemeColor {
        let rgb = (components.first ?? 0, components.dropFirst().first ?? 0, components.dropFirst(2).first ?? 0)
        switch self {
        case .displayP3:
            return ThemeColor(displayP3Red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        case .srgb, .extendedSRGB:
            return Self.kept(ThemeColor(extendedSRGBRed: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha))
        case .extendedLinearSRGB:
            return Self.kept(ThemeColor(linear: rgb, alpha: alpha, in: .extendedSRGB))
        case .grayGamma22, .extendedGray:
            // Gamma 2.2 to linear light, extended to negative values by symmetry as Core Graphics
            // does; a neutral grey is the same in every RGB space, so linear sRGB takes it as is.
            let white = components.first ?? 0
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return Self.kept(ThemeColor(linear: (linear, linear, linear), alpha: alpha, in: .extendedSRGB))
        }
    }

    /// An sRGB colour at 8 bits a component; an extended-range one as it is.
    private static func kept(_ color: ThemeColor) -> ThemeColor {
        color.colorSpace == .sRGB ? color.quantized : color
    }
}
