#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ThemeColor {
    /// The colour in ``OKLab``, with its opacity.
    ///
    /// ```swift
    /// ThemeColor.white.oklab   // lightness 1, a 0, b 0
    /// ```
    public var oklab: OKLab {
        OKLab.fromLinear(
            red: Self.linearized(red),
            green: Self.linearized(green),
            blue: Self.linearized(blue),
            alpha: alpha
        )
    }

    /// The colour in ``OKLCH``: lightness, chroma and hue.
    public var oklch: OKLCH { OKLCH(oklab) }

    /// Creates the sRGB colour for an ``OKLab`` colour, mapping it into the gamut if needed.
    ///
    /// A colour sRGB cannot show keeps its lightness and hue and loses chroma until it fits, with
    /// the gamut-mapping algorithm of CSS Color 4 (§13): chroma is bisected in OKLCH until
    /// clipping the colour into the gamut moves it by less than ΔE_OK 0.02, a difference too
    /// small to notice, so it stays recognisably the same colour. Lightness outside `0...1` is
    /// taken as white or black. A coordinate that is not a number counts as `0`.
    ///
    /// - Parameter lab: The colour to convert.
    public init(_ lab: OKLab) {
        let clean = OKLab(
            lightness: Self.finite(lab.lightness),
            a: Self.finite(lab.a),
            b: Self.finite(lab.b),
            alpha: Self.finite(lab.alpha)
        )
        if clean.lightness >= 1 {
            self.init(white: 1, alpha: clean.alpha)
        } else if clean.lightness <= 0 {
            self.init(white: 0, alpha: clean.alpha)
        } else {
            self = Self.fromLinear(Self.gamutMapped(clean))
        }
    }

    /// Creates the sRGB colour for an ``OKLCH`` colour, reducing chroma if sRGB cannot show it.
    ///
    /// - Parameter lch: The colour to convert.
    public init(_ lch: OKLCH) {
        self.init(OKLab(lch))
    }

    /// The colour made lighter by `amount` of OKLCH lightness, keeping hue and chroma.
    ///
    /// OKLCH lightness is perceptual, so `0.1` looks like the same step for a yellow and for a
    /// blue, which an HSL lightness step does not. The lightness stops at white; chroma is reduced
    /// only as far as the sRGB gamut requires.
    ///
    /// ```swift
    /// let hover = brand.lightened(by: 0.08)
    /// ```
    ///
    /// - Parameter amount: How much lightness to add, from `0` to `1`.
    /// - Returns: The lighter colour, with the same opacity.
    public func lightened(by amount: Double) -> ThemeColor {
        withLightness(oklch.lightness + Self.finite(amount))
    }

    /// The colour made darker by `amount` of OKLCH lightness, keeping hue and chroma.
    ///
    /// - Parameter amount: How much lightness to take away, from `0` to `1`.
    /// - Returns: The darker colour, with the same opacity.
    public func darkened(by amount: Double) -> ThemeColor {
        withLightness(oklch.lightness - Self.finite(amount))
    }

    /// The perceptual difference from another colour, ΔE_OK (see ``OKLab/distance(to:)``).
    ///
    /// - Parameter other: The colour to compare with.
    /// - Returns: The OKLab distance; `0` for the same colour, `1` from black to white.
    public func perceptualDistance(to other: ThemeColor) -> Double {
        oklab.distance(to: other.oklab)
    }

    /// The same hue and chroma at another OKLCH lightness (clamped to `0...1`).
    func withLightness(_ lightness: Double) -> ThemeColor {
        var lch = oklch
        lch.lightness = min(max(lightness, 0), 1)
        return ThemeColor(lch)
    }

    /// The colour mapped into the sRGB gamut with CSS Color 4's algorithm: chroma is reduced in
    /// OKLCH, keeping lightness and hue, until clipping the components changes the colour by less
    /// than the just-noticeable difference, ΔE_OK 0.02; the clipped colour is the result.
    private static func gamutMapped(_ lab: OKLab) -> OKLab {
        if lab.isInSRGBGamut { return lab }
        let justNoticeable = 0.02
        let clippedOrigin = clipped(lab)
        if clippedOrigin.distance(to: lab) < justNoticeable { return clippedOrigin }
        let lch = OKLCH(lab)
        var low = 0.0
        var high = lch.chroma
        var lowIsInGamut = true
        var result = clippedOrigin
        while high - low > 0.0001 {
            let chroma = (low + high) / 2
            let current = OKLab(OKLCH(lightness: lch.lightness, chroma: chroma, hue: lch.hue, alpha: lch.alpha))
            if lowIsInGamut && current.isInSRGBGamut {
                low = chroma
                result = current
                continue
            }
            let clippedCurrent = clipped(current)
            let error = clippedCurrent.distance(to: current)
            result = clippedCurrent
            if error < justNoticeable {
                if justNoticeable - error < 0.0001 { break }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return result
    }

    /// The colour with each linear sRGB component clamped into `0...1`.
    private static func clipped(_ lab: OKLab) -> OKLab {
        let (red, green, blue) = lab.linearRGB
        return OKLab.fromLinear(
            red: min(max(red, 0), 1),
            green: min(max(green, 0), 1),
            blue: min(max(blue, 0), 1),
            alpha: lab.alpha
        )
    }

    /// The sRGB colour for linear components, each clamped into `0...1` before encoding.
    private static func fromLinear(_ lab: OKLab) -> ThemeColor {
        let (red, green, blue) = lab.linearRGB
        return ThemeColor(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: lab.alpha)
    }

    /// The sRGB transfer function, clamped: a linear component back to its encoded value in `0...1`.
    static func encoded(_ linear: Double) -> Double {
        transferred(min(max(linear, 0), 1))
    }

    /// The sRGB transfer function for a non-negative linear value, not clamped, so that colours
    /// outside the gamut stay recognisable.
    package static func transferred(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
