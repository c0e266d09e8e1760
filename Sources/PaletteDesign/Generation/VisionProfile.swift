import Palette

/// How a colour looks for typical colour vision and under each simulated colour-vision
/// deficiency, as OKLab points: what ``ColorVisionCheck`` measures, computed once per colour.
///
/// The simulations are ``ColorVisionDeficiency/simulate(_:)``'s, without its round trip through
/// sRGB encoding, which changes a distance by less than 1e-12; the generator asks for ``margin``
/// more than the minimum it promises.
struct VisionProfile: Hashable, Sendable {
    /// The colour as people with typical colour vision see it.
    let typical: OKLab
    private let protanopia: OKLab
    private let deuteranopia: OKLab
    private let tritanopia: OKLab
    private let achromatopsia: OKLab

    /// How much more than a minimum distance the generator asks for, to cover floating-point
    /// differences from ``ColorVisionCheck``.
    static let margin = 1e-6

    /// The profile of an 8-bit colour.
    init(_ color: QuantizedColor) {
        typical = color.lab
        protanopia = Self.simulate(.protanopia, color)
        deuteranopia = Self.simulate(.deuteranopia, color)
        tritanopia = Self.simulate(.tritanopia, color)
        achromatopsia = Self.simulate(.achromatopsia, color)
    }

    /// The colour as a viewer with `deficiency` sees it.
    func simulated(_ deficiency: ColorVisionDeficiency) -> OKLab {
        switch deficiency {
        case .protanopia: protanopia
        case .deuteranopia: deuteranopia
        case .tritanopia: tritanopia
        case .achromatopsia: achromatopsia
        }
    }

    private static func simulate(_ deficiency: ColorVisionDeficiency, _ color: QuantizedColor) -> OKLab {
        // A Display P3 seed is seen as the public simulation sees it, in its own space.
        guard color.color.colorSpace == .sRGB else { return deficiency.simulate(color.color).oklab }
        let seen = deficiency.simulateLinear(red: color.linear.red, green: color.linear.green, blue: color.linear.blue)
        return OKLab.fromLinear(red: seen.red, green: seen.green, blue: seen.blue, alpha: 1)
    }

    /// The view in which two colours are closest, `nil` meaning typical vision, and the OKLab
    /// distance there.
    func closest(to other: VisionProfile) -> (deficiency: ColorVisionDeficiency?, distance: Double) {
        var closest: (deficiency: ColorVisionDeficiency?, distance: Double) = (nil, typical.distance(to: other.typical))
        for deficiency in ColorVisionDeficiency.allCases {
            let distance = simulated(deficiency).distance(to: other.simulated(deficiency))
            if distance < closest.distance { closest = (deficiency, distance) }
        }
        return closest
    }
}
