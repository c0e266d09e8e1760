extension ThemeColor {
    /// Whether a screen of `gamut` can show the colour as it is: every sRGB colour is in both
    /// gamuts; a Display P3 or extended-range colour is in a gamut when its components there lie
    /// in `0...1` (allowing for rounding in the matrices).
    ///
    /// ```swift
    /// ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5).isInGamut(.sRGB)   // true: a grey
    /// ThemeColor(displayP3Red: 1, green: 0, blue: 0).isInGamut(.sRGB)         // false
    /// ```
    public func isInGamut(_ gamut: ColorGamut) -> Bool {
        if colorSpace == .sRGB || colorSpace == gamut.colorSpace { return true }
        let (red, green, blue) = linear(in: gamut)
        let (low, high) = (-1e-7, 1 + 1e-7)
        return red >= low && red <= high && green >= low && green <= high && blue >= low && blue <= high
    }

    /// The colour in a gamut's space (sRGB or Display P3): converted exactly when the gamut
    /// holds it, else mapped into it with CSS Color 4's gamut mapping (§13.2), which keeps OKLCH
    /// lightness and hue and reduces chroma until the colour fits to within a difference no one
    /// notices (ΔE_OK 0.02).
    ///
    /// `mapped(into: .sRGB)` is the colour's *sRGB rendering*: what ``hex`` writes, what the
    /// terminal swatch of `palette show` paints, what a screen without Display P3 shows.
    ///
    /// ```swift
    /// let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0)
    /// red.mapped(into: .sRGB).hex   // "#FF0B0C": less chroma, same lightness and hue
    /// ThemeColor.white.mapped(into: .displayP3)   // display-p3 1 1 1, to within rounding
    /// ```
    ///
    /// - Parameter gamut: The gamut to map into.
    /// - Returns: The colour in the gamut's colour space; this colour itself when it is already
    ///   in that space.
    public func mapped(into gamut: ColorGamut) -> ThemeColor {
        if colorSpace == gamut.colorSpace { return self }
        if isInGamut(gamut) { return ThemeColor(linear: linear(in: gamut), alpha: alpha, in: gamut.colorSpace) }
        return ThemeColor(oklab, gamut: gamut)
    }

    /// The colour in another space: exactly when the space holds it, else (for sRGB and Display
    /// P3) mapped into its gamut as ``mapped(into:)`` does.
    ///
    /// Extended-range sRGB holds every colour, so converting to it is always exact: it gives a
    /// wide colour's sRGB components as CSS Color 4 computes them, outside `0...1` where sRGB
    /// cannot show the colour.
    ///
    /// ```swift
    /// let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0)
    /// red.converted(to: .extendedSRGB)   // color(srgb 1.09307 -0.22674 -0.15013), to five places
    /// ```
    public func converted(to space: ColorSpace) -> ThemeColor {
        switch space {
        case .sRGB: mapped(into: .sRGB)
        case .displayP3: mapped(into: .displayP3)
        case .extendedSRGB:
            colorSpace == .sRGB || colorSpace == .extendedSRGB
                ? self : ThemeColor(linear: linearSRGB, alpha: alpha, in: .extendedSRGB)
        }
    }
}
