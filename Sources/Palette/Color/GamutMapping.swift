/// CSS Color 4's gamut mapping (§13.2, "CSS gamut mapping to an RGB destination"): how a colour
/// a gamut cannot show is brought into it.
///
/// The colour keeps its OKLCH lightness and hue and loses chroma: chroma is bisected until
/// clipping the colour into the gamut moves it by less than the just-noticeable difference,
/// ΔE_OK 0.02, and that clipped colour is the result. A colour already inside is returned as it
/// is; one whose plain clip is already within the difference is clipped.
struct GamutMapping {
    /// The gamut mapped into.
    let gamut: ColorGamut

    /// ΔE_OK below which two colours look the same: CSS Color 4's `JND`.
    static let justNoticeable = 0.02
    /// How close the bisection gets: CSS Color 4's `ε`.
    static let epsilon = 0.0001

    /// `lab` inside the gamut (its coordinates must be finite, lightness inside `0...1`).
    func map(_ lab: OKLab) -> OKLab {
        if lab.isInGamut(gamut) { return lab }
        let clippedOrigin = clipped(lab)
        if clippedOrigin.distance(to: lab) < Self.justNoticeable { return clippedOrigin }
        let lch = OKLCH(lab)
        var low = 0.0
        var high = lch.chroma
        var lowIsInGamut = true
        var result = clippedOrigin
        while high - low > Self.epsilon {
            let chroma = (low + high) / 2
            let current = OKLab(OKLCH(lightness: lch.lightness, chroma: chroma, hue: lch.hue, alpha: lch.alpha))
            if lowIsInGamut && current.isInGamut(gamut) {
                low = chroma
                result = current
                continue
            }
            let clippedCurrent = clipped(current)
            let error = clippedCurrent.distance(to: current)
            result = clippedCurrent
            if error < Self.justNoticeable {
                if Self.justNoticeable - error < Self.epsilon { break }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return result
    }

    /// The colour with each linear component of the gamut's space clamped into `0...1`.
    func clipped(_ lab: OKLab) -> OKLab {
        let (red, green, blue) = lab.linear(in: gamut)
        return OKLab.fromLinear(
            (min(max(red, 0), 1), min(max(green, 0), 1), min(max(blue, 0), 1)),
            in: gamut,
            alpha: lab.alpha
        )
    }
}
