extension ThemeColor {
    /// The colour in ``OKLab``, with its opacity, from its own space through linear light: a
    /// Display P3 colour's coordinates are its own, not those of its sRGB rendering.
    ///
    /// ```swift
    /// ThemeColor.white.oklab   // lightness 1, a 0, b 0
    /// ```
    @usableFromInline package var oklab: OKLab {
        let linear = linearSRGB
        return OKLab.fromLinear(red: linear.0, green: linear.1, blue: linear.2, alpha: alpha)
    }

    /// The colour in ``OKLCH``: lightness, chroma and hue.
    package var oklch: OKLCH { OKLCH(oklab) }

    /// Creates the sRGB colour for an ``OKLab`` colour, mapping it into the gamut if needed.
    ///
    /// A colour sRGB cannot show keeps its lightness and hue and loses chroma until it fits, with
    /// the gamut-mapping algorithm of CSS Color 4 (§13): chroma is bisected in OKLCH until
    /// clipping the colour into the gamut moves it by less than ΔE_OK 0.02, a difference too
    /// small to notice, so it stays recognisably the same colour. Lightness outside `0...1` is
    /// taken as white or black. A coordinate that is not a number counts as `0`.
    ///
    /// - Parameter lab: The colour to convert.
    package init(_ lab: OKLab) {
        self.init(lab, gamut: .sRGB)
    }

    /// Creates the colour for an ``OKLab`` colour in a gamut's space (sRGB or Display P3),
    /// mapping it into the gamut as ``init(_:)-(OKLab)`` maps into sRGB.
    ///
    /// ```swift
    /// let vivid = OKLab(OKLCH(lightness: 0.65, chroma: 0.29, hue: 29))
    /// ThemeColor(vivid, gamut: .displayP3)   // a Display P3 red sRGB cannot show
    /// ThemeColor(vivid)                      // the same red with less chroma, in sRGB
    /// ```
    ///
    /// - Parameters:
    ///   - lab: The colour to convert.
    ///   - gamut: The gamut to map into; the colour is in its colour space.
    init(_ lab: OKLab, gamut: ColorGamut) {
        let clean = lab.finite
        let space = gamut.colorSpace
        if clean.lightness >= 1 {
            self.init(colorSpace: space, red: 1, green: 1, blue: 1, alpha: clean.alpha)
        } else if clean.lightness <= 0 {
            self.init(colorSpace: space, red: 0, green: 0, blue: 0, alpha: clean.alpha)
        } else {
            let mapped = GamutMapping(gamut: gamut).map(clean)
            self.init(linear: mapped.linear(in: gamut), alpha: clean.alpha, in: space)
        }
    }

    /// Creates the sRGB colour for an ``OKLCH`` colour, reducing chroma if sRGB cannot show it.
    ///
    /// - Parameter lch: The colour to convert.
    init(_ lch: OKLCH) {
        self.init(OKLab(lch))
    }

    /// The colour for `lab` in `space`: mapped into the gamut of sRGB or Display P3, converted
    /// exactly to extended-range sRGB.
    package init(_ lab: OKLab, in space: ColorSpace) {
        switch space {
        case .sRGB: self.init(lab, gamut: .sRGB)
        case .displayP3: self.init(lab, gamut: .displayP3)
        case .extendedSRGB: self.init(linear: lab.finite.linear(in: .sRGB), alpha: lab.finite.alpha, in: .extendedSRGB)
        }
    }

    /// The colour made lighter by `amount` of OKLCH lightness, keeping hue and chroma.
    ///
    /// OKLCH lightness is perceptual, so `0.1` looks like the same step for a yellow and for a
    /// blue, which an HSL lightness step does not. The lightness stops at white; chroma is reduced
    /// only as far as the colour's gamut requires (sRGB for an sRGB colour, Display P3 for a P3
    /// one), and the result is in the colour's own space.
    ///
    /// ```swift
    /// let hover = brand.lightened(by: 0.08)
    /// ```
    ///
    /// - Parameter amount: How much lightness to add, from `0` to `1`.
    /// - Returns: The lighter colour, with the same opacity.
    public func lightened(by amount: Double) -> ThemeColor {
        withLightness(oklch.lightness + OKLab.finite(amount))
    }

    /// The colour made darker by `amount` of OKLCH lightness, keeping hue and chroma, in its own
    /// space.
    ///
    /// - Parameter amount: How much lightness to take away, from `0` to `1`.
    /// - Returns: The darker colour, with the same opacity.
    public func darkened(by amount: Double) -> ThemeColor {
        withLightness(oklch.lightness - OKLab.finite(amount))
    }

    /// The same hue and chroma at another OKLCH lightness (clamped to `0...1`), in the colour's
    /// own space (chroma reduced where its gamut requires).
    @_alwaysEmitIntoClient package func withLightness(_ lightness: Double) -> ThemeColor {
        withLightness(lightness, in: colorSpace)
    }

    /// The same hue and chroma at another OKLCH lightness (clamped to `0...1`), in `space`.
    @usableFromInline package func withLightness(_ lightness: Double, in space: ColorSpace) -> ThemeColor {
        let lch = oklch
        let clamped = OKLCH(lightness: min(max(lightness, 0), 1), chroma: lch.chroma, hue: lch.hue, alpha: lch.alpha)
        return ThemeColor(OKLab(clamped), in: space)
    }
}

extension OKLab {
    /// The colour with every coordinate that is not a number counted as `0`.
    var finite: OKLab {
        OKLab(lightness: Self.finite(lightness), a: Self.finite(a), b: Self.finite(b), alpha: Self.finite(alpha))
    }

    static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
