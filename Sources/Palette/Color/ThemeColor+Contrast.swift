#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ThemeColor {
    /// The WCAG 2.x relative luminance of the colour, `0` for black to `1` for white.
    ///
    /// Each sRGB component is linearised (`c / 12.92` up to `0.04045`, else
    /// `((c + 0.055) / 1.055) ^ 2.4`) and weighted `0.2126 R + 0.7152 G + 0.0722 B`, as
    /// [WCAG 2.2's definition](https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) gives.
    /// Opacity is ignored; ``contrastRatio(with:)`` composites translucent colours first.
    public var relativeLuminance: Double {
        Self.relativeLuminance(
            linearRed: Self.linearized(red),
            green: Self.linearized(green),
            blue: Self.linearized(blue)
        )
    }

    /// The WCAG 2.x contrast ratio between this colour and another, from `1` to `21`.
    ///
    /// The ratio is `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter luminance; it does not
    /// depend on which colour is the text. A translucent colour is first composited over the
    /// other one (and a translucent background over white), which is what a reader sees.
    ///
    /// ```swift
    /// ThemeColor.black.contrastRatio(with: .white)   // 21
    /// ```
    ///
    /// WCAG AA asks for 4.5:1 for body text and 3:1 for large text and UI components.
    public func contrastRatio(with other: ThemeColor) -> Double {
        let background = other.isOpaque ? other : other.composited(over: .white)
        let foreground = isOpaque ? self : composited(over: background)
        return Self.contrastRatio(luminance: foreground.relativeLuminance, background.relativeLuminance)
    }

    /// WCAG's contrast ratio of two relative luminances, in either order.
    static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// WCAG's relative luminance of linear sRGB components.
    static func relativeLuminance(linearRed red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// This colour painted over `background` with source-over blending, as an opaque colour.
    public func composited(over background: ThemeColor) -> ThemeColor {
        let base = background.isOpaque ? background : background.composited(over: .white)
        return ThemeColor(
            red: red * alpha + base.red * (1 - alpha),
            green: green * alpha + base.green * (1 - alpha),
            blue: blue * alpha + base.blue * (1 - alpha)
        )
    }

    /// A colour part way from this one to `other`, mixing sRGB components linearly.
    ///
    /// - Parameters:
    ///   - other: The colour to move towards.
    ///   - fraction: `0` gives this colour, `1` gives `other`; values outside are clamped.
    public func mixed(with other: ThemeColor, by fraction: Double) -> ThemeColor {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return ThemeColor(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// Whichever of ``nearBlack`` and ``nearWhite`` contrasts more with this colour.
    ///
    /// This is the rule Palette uses for every on-colour a palette does not set itself
    /// (`onPrimary`, `onBackground`, …). On a tie the dark colour wins.
    public var contrastingForeground: ThemeColor {
        let dark = contrastRatio(with: .nearBlack)
        let light = contrastRatio(with: .nearWhite)
        return light > dark ? .nearWhite : .nearBlack
    }

    package static func linearized(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
}
