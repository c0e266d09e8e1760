extension ThemeColor {
    /// The colour spaces a ``ThemeColor``'s components can be in.
    ///
    /// | space | components | what it is for |
    /// |---|---|---|
    /// | ``sRGB`` | `0...1` | the web's and most design files' colours; what ``ThemeColor/hex`` writes |
    /// | ``displayP3`` | `0...1` | the wider gamut of iPhones since 2016 and recent Macs; Figma and Xcode's `display-p3` |
    /// | ``extendedSRGB`` | any finite value, some outside `0...1` | Xcode's `extended-srgb` colour sets and `UIColor`'s extended range |
    ///
    /// All three use sRGB's transfer curve and the D65 white point, and convert to each other
    /// exactly through linear light with the matrices of CSS Color 4.
    public enum ColorSpace: String, CaseIterable, Hashable, Sendable, NamedCases {
        /// sRGB (IEC 61966-2-1), every component in `0...1`.
        case sRGB = "srgb"
        /// Display P3: DCI-P3 primaries, the D65 white point and the sRGB transfer curve, every
        /// component in `0...1`.
        case displayP3 = "display-p3"
        /// sRGB with at least one component outside `0...1`.
        case extendedSRGB = "extended-srgb"
    }
}
