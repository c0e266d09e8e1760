import Palette

extension DTCGColorSpace {
    /// A colour of this space as Palette keeps it, and whether it had to be mapped.
    struct Kept {
        /// The colour: sRGB, Display P3, or mapped into Display P3.
        var color: ThemeColor
        /// Whether the colour lay outside Display P3 (or was not a number) and was mapped into it
        /// with CSS Color 4's gamut mapping, which the importer warns of.
        var isMapped: Bool
    }

    /// The colour with components `c` and `alpha`, kept without clipping.
    ///
    /// `srgb`, `hsl` and `hwb` are sRGB and `display-p3` is Display P3, component for component.
    /// A colour in any other space is sRGB when it lies in the sRGB gamut (to within half an
    /// 8-bit step, which the spaces' rounding can leave), else Display P3 when it lies in that
    /// gamut, converted exactly through linear light; a colour outside Display P3 too (Rec. 2020's
    /// and ProPhoto's most saturated, Lab and OKLCH colours beyond any screen) is mapped into
    /// Display P3 with CSS Color 4's gamut mapping, keeping its lightness and hue.
    func kept(_ c: Triple, alpha: Double) -> Kept {
        switch self {
        case .srgb:
            return Kept(color: ThemeColor(red: c.0, green: c.1, blue: c.2, alpha: alpha), isMapped: false)
        case .displayP3:
            return Kept(color: ThemeColor(displayP3Red: c.0, green: c.1, blue: c.2, alpha: alpha), isMapped: false)
        case .hsl, .hwb:
            let rgb = sRGB(c)
            return Kept(
                color: ThemeColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha),
                isMapped: false
            )
        case .srgbLinear, .lab, .lch, .oklab, .oklch, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            let linear = linearSRGB(c)
            let exact = ThemeColor(linear: linear, alpha: alpha, in: .extendedSRGB)
            guard [linear.0, linear.1, linear.2].allSatisfy(\.isFinite) else {
                return Kept(color: exact.mapped(into: .displayP3), isMapped: true)
            }
            let tolerance = 0.5 / 255
            let range = -tolerance...(1 + tolerance)
            let encoded = (exact.red, exact.green, exact.blue)
            if [encoded.0, encoded.1, encoded.2].allSatisfy(range.contains) {
                return Kept(
                    color: ThemeColor(red: encoded.0, green: encoded.1, blue: encoded.2, alpha: alpha),
                    isMapped: false
                )
            }
            let p3Linear = ColorMatrix.xyzToLinearP3(ColorMatrix.linearSRGBToXYZ(linear))
            let p3 = [p3Linear.0, p3Linear.1, p3Linear.2].map(ThemeColor.transferred)
            guard p3.allSatisfy(range.contains) else {
                return Kept(color: exact.mapped(into: .displayP3), isMapped: true)
            }
            return Kept(
                color: ThemeColor(displayP3Red: p3[0], green: p3[1], blue: p3[2], alpha: alpha),
                isMapped: false
            )
        }
    }
}

extension DTCGColor {
    /// The colour as Palette keeps it (``DTCGColorSpace/kept(_:alpha:)``), `none` components as 0;
    /// `nil` when its space is one Palette does not know, or it has not three components.
    var kept: DTCGColorSpace.Kept? {
        guard let space = DTCGColorSpace(rawValue: colorSpace), components.count == 3 else { return nil }
        return space.kept((components[0] ?? 0, components[1] ?? 0, components[2] ?? 0), alpha: alpha)
    }

    /// The colour of a space Palette does not know: its `hex` fallback, else black.
    var fallback: ThemeColor { hex.flatMap(ThemeColor.parseHex) ?? .black }
}
