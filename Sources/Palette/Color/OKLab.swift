#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A colour in Björn Ottosson's OKLab space: perceptual lightness and two opponent axes.
///
/// OKLab is built so that equal distances look like roughly equal differences, which is what
/// colour maths for people needs: lightening a colour without shifting its hue, mixing two colours
/// without a muddy middle, or measuring whether two colours can be told apart. ``lightness`` runs
/// from `0` (black) to `1` (white); ``a`` goes from green (negative) to red (positive) and ``b``
/// from blue (negative) to yellow (positive), both within about `±0.4` for sRGB colours.
///
/// ```swift
/// let red = ThemeColor(red: 1, green: 0, blue: 0).oklab
/// red.lightness   // 0.627955
/// red.a           // 0.224863
/// red.b           // 0.125846
/// ThemeColor(red)  // back to #FF0000
/// ```
///
/// The conversion is the one Ottosson published in "A perceptual color space for image
/// processing" (2020, <https://bottosson.github.io/posts/oklab/>): linear sRGB to cone responses
/// with his first matrix, a cube root, then his second matrix; and the same steps inverted.
/// ``ThemeColor/init(_:)-(OKLab)`` maps a colour outside the sRGB gamut back into it by reducing
/// its chroma, keeping lightness and hue.
@usableFromInline package struct OKLab: Hashable, Sendable {
    /// Perceived lightness, `0` for black to `1` for white.
    package let lightness: Double
    /// The green–red axis: negative is green, positive is red.
    package let a: Double
    /// The blue–yellow axis: negative is blue, positive is yellow.
    package let b: Double
    /// The opacity, `0...1`, carried through conversions unchanged.
    package let alpha: Double

    /// Creates an OKLab colour from its coordinates.
    @usableFromInline package init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The colour in polar form: lightness, chroma and hue.
    package init(_ lch: OKLCH) {
        let radians = lch.hue * Double.pi / 180
        self.init(
            lightness: lch.lightness,
            a: lch.chroma * cos(radians),
            b: lch.chroma * sin(radians),
            alpha: lch.alpha
        )
    }

    /// The perceptual difference between two colours, ΔE_OK: the straight-line distance in OKLab.
    ///
    /// `0.02` is about the smallest difference people notice (the just-noticeable difference CSS
    /// Color 4 uses when it maps colours into a gamut); black and white are `1.0` apart. Opacity
    /// is not part of the distance: composite translucent colours first.
    ///
    /// - Parameter other: The colour to compare with.
    /// - Returns: The Euclidean distance between the two points.
    package func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

extension OKLab {
    /// Linear sRGB to OKLab, with Ottosson's matrices.
    package static func fromLinear(red: Double, green: Double, blue: Double, alpha: Double) -> OKLab {
        let l = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        return OKLab(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
            alpha: alpha
        )
    }

    /// OKLab to linear sRGB, with the inverses of Ottosson's matrices. The result may lie outside
    /// `0...1` when the colour is outside the sRGB gamut.
    package var linearRGB: (red: Double, green: Double, blue: Double) {
        let lRoot = lightness + 0.3963377774 * a + 0.2158037573 * b
        let mRoot = lightness - 0.1055613458 * a - 0.0638541728 * b
        let sRoot = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l = lRoot * lRoot * lRoot
        let m = mRoot * mRoot * mRoot
        let s = sRoot * sRoot * sRoot
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    /// Whether the colour lies inside the sRGB gamut, allowing for rounding in the matrices.
    package var isInSRGBGamut: Bool { isInGamut(.sRGB) }

    /// The colour in a gamut's linear-light components, outside `0...1` when it lies outside.
    func linear(in gamut: ColorGamut) -> LinearTriple {
        let rgb = linearRGB
        switch gamut {
        case .sRGB: return (rgb.red, rgb.green, rgb.blue)
        case .displayP3: return ColorMatrix.xyzToLinearP3(ColorMatrix.linearSRGBToXYZ((rgb.red, rgb.green, rgb.blue)))
        }
    }

    /// Whether the colour lies inside a gamut, allowing for rounding in the matrices.
    func isInGamut(_ gamut: ColorGamut) -> Bool {
        let (red, green, blue) = linear(in: gamut)
        let (low, high) = (-1e-7, 1 + 1e-7)
        return red >= low && red <= high && green >= low && green <= high && blue >= low && blue <= high
    }

    /// The OKLab colour of linear-light components in a gamut's space.
    static func fromLinear(_ linear: LinearTriple, in gamut: ColorGamut, alpha: Double) -> OKLab {
        let rgb =
            switch gamut {
            case .sRGB: linear
            case .displayP3: ColorMatrix.xyzToLinearSRGB(ColorMatrix.linearP3ToXYZ(linear))
            }
        return fromLinear(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
}
