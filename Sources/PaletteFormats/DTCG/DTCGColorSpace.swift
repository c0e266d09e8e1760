import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The colour spaces of DTCG 2025.10 colour values, converted to the spaces Palette keeps.
///
/// Conversions follow CSS Color Module Level 4 (https://www.w3.org/TR/css-color-4/), whose
/// sample code gives the matrices used here (the sRGB and Display P3 ones are Palette's own,
/// ``/Palette/ThemeColor``'s); OKLab follows Björn Ottosson's definition.
public enum DTCGColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The colour as gamma-encoded sRGB components, which may lie outside `0...1` when the colour
    /// is outside the sRGB gamut.
    ///
    /// - Parameter c: The three components in this space's units (hue in degrees; HSL and HWB
    ///   percentages 0–100; Lab and LCH lightness 0–100; OKLab lightness 0–1).
    public func sRGB(_ c: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .srgb: return (c.0, c.1, c.2)
        case .hsl: return Self.hsl(hue: c.0, saturation: c.1 / 100, lightness: c.2 / 100)
        case .hwb: return Self.hwb(hue: c.0, whiteness: c.1 / 100, blackness: c.2 / 100)
        default: return Self.encode(linearSRGB(c))
        }
    }

    /// The colour in linear-light sRGB, components outside `0...1` when it lies outside the sRGB
    /// gamut (CSS Color 4's conversions, through XYZ for the spaces that are not sRGB's).
    ///
    /// - Parameter c: The three components in this space's units, as ``sRGB(_:)`` takes them.
    func linearSRGB(_ c: Triple) -> Triple {
        switch self {
        case .srgb:
            return Self.decodeSRGBCurve(c)
        case .srgbLinear:
            return c
        case .hsl, .hwb:
            let encoded = sRGB(c)
            return Self.decodeSRGBCurve((encoded.red, encoded.green, encoded.blue))
        case .lab:
            return Self.fromXYZD50(Self.labToXYZD50(c))
        case .lch:
            let (a, b) = Self.polar(chroma: c.1, hue: c.2)
            return Self.fromXYZD50(Self.labToXYZD50((c.0, a, b)))
        case .oklab:
            let linear = OKLab(lightness: c.0, a: c.1, b: c.2).linearRGB
            return (linear.red, linear.green, linear.blue)
        case .oklch:
            let linear = OKLab(OKLCH(lightness: c.0, chroma: c.1, hue: c.2)).linearRGB
            return (linear.red, linear.green, linear.blue)
        case .displayP3:
            return ColorMatrix.xyzToLinearSRGB(ColorMatrix.linearP3ToXYZ(Self.decodeSRGBCurve(c)))
        case .a98RGB:
            let linear = Self.map(c) { Self.signed($0) { pow($0, 563 / 256) } }
            return ColorMatrix.xyzToLinearSRGB(Self.multiply(Self.linearA98ToXYZ, linear))
        case .prophotoRGB:
            let linear = Self.map(c) { Self.signed($0) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return Self.fromXYZD50(Self.multiply(Self.linearProPhotoToXYZD50, linear))
        case .rec2020:
            let alpha = 1.09929682680944
            let beta = 0.018053968510807
            let linear = Self.map(c) {
                Self.signed($0) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
            }
            return ColorMatrix.xyzToLinearSRGB(Self.multiply(Self.linear2020ToXYZ, linear))
        case .xyzD65:
            return ColorMatrix.xyzToLinearSRGB(c)
        case .xyzD50:
            return Self.fromXYZD50(c)
        }
    }

    // MARK: - Transfer functions

    typealias Triple = (Double, Double, Double)

    private static func map(_ c: Triple, _ f: (Double) -> Double) -> Triple { (f(c.0), f(c.1), f(c.2)) }

    private static func signed(_ value: Double, _ f: (Double) -> Double) -> Double {
        value < 0 ? -f(-value) : f(value)
    }

    /// Linear-light sRGB to gamma-encoded sRGB, extended to negative values by symmetry.
    static func encode(_ c: Triple) -> (red: Double, green: Double, blue: Double) {
        let e = map(c, ThemeColor.transferred)
        return (e.0, e.1, e.2)
    }

    /// The sRGB (and Display P3) curve, decoded to linear light, extended by symmetry.
    private static func decodeSRGBCurve(_ c: Triple) -> Triple {
        map(c, ThemeColor.linearized)
    }

    // MARK: - Matrices (CSS Color 4)

    private typealias Matrix = [[Double]]

    private static func multiply(_ m: Matrix, _ v: Triple) -> Triple {
        (
            m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
            m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
            m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2
        )
    }

    private static let linearA98ToXYZ: Matrix = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let linearProPhotoToXYZD50: Matrix = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    private static let linear2020ToXYZ: Matrix = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    private static let d50ToD65: Matrix = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]

    /// XYZ relative to D50 to linear sRGB, adapted to D65 with Bradford's transform.
    private static func fromXYZD50(_ xyz: Triple) -> Triple {
        ColorMatrix.xyzToLinearSRGB(multiply(d50ToD65, xyz))
    }

    // MARK: - Models

    private static func polar(chroma: Double, hue: Double) -> (Double, Double) {
        let radians = hue * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// CIE Lab's constants (CSS Color 4): κ, ε, and the D50 white point in XYZ.
    static let labKappa = 24389.0 / 27
    static let labEpsilon = 216.0 / 24389
    static let d50White = (0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585)

    private static func labToXYZD50(_ lab: Triple) -> Triple {
        let kappa = labKappa
        let epsilon = labEpsilon
        let white = d50White
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow(f1, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * white.0, y * white.1, z * white.2)
    }

    private static func hsl(
        hue: Double,
        saturation: Double,
        lightness: Double
    ) -> (red: Double, green: Double, blue: Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let a = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    private static func hwb(
        hue: Double,
        whiteness: Double,
        blackness: Double
    ) -> (red: Double, green: Double, blue: Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = hsl(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.red * scale + whiteness, pure.green * scale + whiteness, pure.blue * scale + whiteness)
    }
}
