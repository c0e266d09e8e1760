import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension TokensStudioColorModifier.Space {
    /// The DTCG colour space of this space's components, which ``DTCGColorSpace/kept(_:alpha:)``
    /// turns back into a colour Palette keeps.
    var dtcgSpace: DTCGColorSpace {
        switch self {
        case .srgb: .srgb
        case .hsl: .hsl
        case .lch: .lch
        case .p3: .displayP3
        }
    }

    /// Whether a component is a hue, interpolated the shorter way round and left to the other
    /// colour's when a colour has none (a grey's).
    func isHue(_ index: Int) -> Bool {
        switch self {
        case .hsl: index == 0
        case .lch: index == 2
        case .srgb, .p3: false
        }
    }

    /// A colour's components in this space, in the units ``DTCGColorSpace`` takes them (HSL
    /// saturation and lightness and LCH lightness 0–100, hues in degrees): CSS Color 4's
    /// conversions, through XYZ adapted to D50 with Bradford's transform for LCH. A grey's hue is
    /// `nan`, as Color.js, which Tokens Studio computes with, has it.
    func components(of color: ThemeColor) -> DTCGColorSpace.Triple {
        switch self {
        case .srgb:
            return DTCGColorSpace.encode(color.linearSRGB)
        case .p3:
            return DTCGColorSpace.encode(color.linear(in: .displayP3))
        case .hsl:
            return Self.hsl(DTCGColorSpace.encode(color.linearSRGB))
        case .lch:
            return Self.lch(Self.lab(Self.d65ToD50(ColorMatrix.linearSRGBToXYZ(color.linearSRGB))))
        }
    }

    /// Bradford chromatic adaptation from D65 to D50 (CSS Color 4).
    private static let d65ToD50 = ColorMatrix(
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )

    /// CIE Lab from XYZ relative to D50.
    private static func lab(_ xyz: DTCGColorSpace.Triple) -> DTCGColorSpace.Triple {
        let kappa = DTCGColorSpace.labKappa
        let epsilon = DTCGColorSpace.labEpsilon
        let white = DTCGColorSpace.d50White
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let fx = f(xyz.0 / white.0)
        let fy = f(xyz.1 / white.1)
        let fz = f(xyz.2 / white.2)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// LCH from Lab: a chroma this small has no hue.
    private static func lch(_ lab: DTCGColorSpace.Triple) -> DTCGColorSpace.Triple {
        let chroma = (lab.1 * lab.1 + lab.2 * lab.2).squareRoot()
        guard chroma > 0.0015 else { return (lab.0, chroma, .nan) }
        let hue = atan2(lab.2, lab.1) * 180 / .pi
        return (lab.0, chroma, hue < 0 ? hue + 360 : hue)
    }

    /// HSL (saturation and lightness 0–100) from gamma-encoded sRGB.
    private static func hsl(_ rgb: DTCGColorSpace.Triple) -> DTCGColorSpace.Triple {
        let high = max(rgb.0, rgb.1, rgb.2)
        let low = min(rgb.0, rgb.1, rgb.2)
        let lightness = (high + low) / 2
        let range = high - low
        guard range > 1e-12 else { return (.nan, 0, lightness * 100) }
        var saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double =
            switch high {
            case rgb.0: (rgb.1 - rgb.2) / range + (rgb.1 < rgb.2 ? 6 : 0)
            case rgb.1: (rgb.2 - rgb.0) / range + 2
            default: (rgb.0 - rgb.1) / range + 4
            }
        hue *= 60
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return (hue.truncatingRemainder(dividingBy: 360), saturation * 100, lightness * 100)
    }
}
