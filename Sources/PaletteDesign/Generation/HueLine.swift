import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The colours of one OKLCH hue at a wanted chroma, from black to white: the line the generator
/// moves a role along to reach a contrast ratio.
///
/// A point on the line has the line's hue and chroma, except where sRGB cannot show that chroma
/// at that lightness: there the chroma is the largest sRGB can show (the gamut's edge), so the
/// hue never changes and chroma is reduced only as far as the gamut requires.
struct HueLine: Hashable, Sendable {
    /// The hue angle in degrees.
    let hue: Double
    /// The chroma wanted, where the gamut allows it.
    let chroma: Double
    private let cosine: Double
    private let sine: Double

    init(hue: Double, chroma: Double) {
        let normalized = OKLCH(lightness: 0, chroma: 0, hue: hue).hue
        self.hue = normalized
        self.chroma = max(chroma.isFinite ? chroma : 0, 0)
        let radians = normalized * Double.pi / 180
        cosine = cos(radians)
        sine = sin(radians)
    }

    /// The point at `lightness` with `chroma`, in OKLab.
    func lab(lightness: Double, chroma: Double) -> OKLab {
        OKLab(lightness: lightness, a: chroma * cosine, b: chroma * sine)
    }

    /// The largest chroma, up to ``chroma``, that sRGB shows at `lightness` on this hue.
    ///
    /// Bisection to 1/4,096 of the wanted chroma (0.0001 at most, well under what 8-bit rounding
    /// changes), keeping the side inside the gamut.
    func gamutChroma(at lightness: Double) -> Double {
        guard lightness > 0, lightness < 1 else { return 0 }
        if lab(lightness: lightness, chroma: chroma).isInSRGBGamut { return chroma }
        var inside = 0.0
        var outside = chroma
        for _ in 0..<12 {
            let middle = (inside + outside) / 2
            if lab(lightness: lightness, chroma: middle).isInSRGBGamut {
                inside = middle
            } else {
                outside = middle
            }
        }
        return inside
    }

    /// The colour on the line at `lightness`, as linear sRGB components and its OKLab point.
    func point(at lightness: Double) -> (linear: (red: Double, green: Double, blue: Double), lab: OKLab) {
        let lab = lab(lightness: lightness, chroma: gamutChroma(at: lightness))
        return (lab.linearRGB, lab)
    }

    /// The WCAG relative luminance of the point at `lightness`.
    func luminance(at lightness: Double) -> Double {
        Self.luminance(of: point(at: lightness).linear)
    }

    /// The OKLab lightness at which the line has relative luminance `target`.
    ///
    /// Luminance grows with lightness along the line, so the answer is unique. The search runs on
    /// the cube root of luminance, which is nearly proportional to lightness (exactly, for greys),
    /// so a bracketing secant search (the Illinois variant of regula falsi) settles in a few
    /// steps. It stops within 1e-8 of the cube root: far finer than 8-bit rounding, which the
    /// callers check anyway.
    func lightness(forLuminance target: Double) -> Double {
        guard target > 0 else { return 0 }
        guard target < 1 else { return 1 }
        let goal = cbrt(target)
        var low = 0.0
        var high = 1.0
        var lowValue = -goal
        var highValue = 1 - goal
        var side = 0
        for _ in 0..<100 {
            let next = (low * highValue - high * lowValue) / (highValue - lowValue)
            let value = cbrt(luminance(at: next)) - goal
            if abs(value) < 1e-8 || high - low < 1e-10 { return next }
            if value < 0 {
                low = next
                lowValue = value
                if side == -1 { highValue /= 2 }
                side = -1
            } else {
                high = next
                highValue = value
                if side == 1 { lowValue /= 2 }
                side = 1
            }
        }
        return (low + high) / 2
    }

    /// The relative luminance of linear sRGB components.
    static func luminance(of linear: (red: Double, green: Double, blue: Double)) -> Double {
        ThemeColor.relativeLuminance(linearRed: linear.red, green: linear.green, blue: linear.blue)
    }

}
