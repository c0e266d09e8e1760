extension ThemeColor {
    /// The WCAG 2.x relative luminance of the colour, `0` for black to `1` for white.
    ///
    /// Each sRGB component is linearised (`c / 12.92` up to `0.04045`, else
    /// `((c + 0.055) / 1.055) ^ 2.4`) and weighted `0.2126 R + 0.7152 G + 0.0722 B`, as
    /// [WCAG 2.2's definition](https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) gives.
    /// Opacity is ignored; ``contrastRatio(with:)`` composites translucent colours first.
    ///
    /// A Display P3 or extended-range colour is measured as it is, not by its sRGB rendering:
    /// its components are linearised in its own space, converted to linear sRGB with CSS Color
    /// 4's matrices (where components may fall outside `0...1`), and weighted the same way, so
    /// a P3 red is exactly as light as a screen that shows P3 makes it. A luminance past either
    /// end (an extended-range colour brighter than white) counts as `0` or `1`.
    @usableFromInline package var relativeLuminance: Double {
        if colorSpace == .sRGB {
            return Self.relativeLuminance(
                linearRed: Self.linearized(red),
                green: Self.linearized(green),
                blue: Self.linearized(blue)
            )
        }
        let linear = linearSRGB
        return min(max(Self.relativeLuminance(linearRed: linear.0, green: linear.1, blue: linear.2), 0), 1)
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
    @_alwaysEmitIntoClient public func contrastRatio(with other: ThemeColor) -> Double {
        let background = other.isOpaque ? other : other.composited(over: .white)
        let foreground = isOpaque ? self : composited(over: background)
        return Self.contrastRatio(luminance: foreground.relativeLuminance, background.relativeLuminance)
    }

    /// WCAG's contrast ratio of two relative luminances, in either order.
    @_alwaysEmitIntoClient package static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// WCAG's relative luminance of linear sRGB components.
    @_alwaysEmitIntoClient
    package static func relativeLuminance(linearRed red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// This colour painted over `background` with source-over blending, as an opaque colour.
    ///
    /// Two sRGB colours blend in sRGB. When either is Display P3, both are converted to Display
    /// P3 (which holds every sRGB colour) and blend there, and the result is Display P3; when
    /// either is extended-range sRGB, they blend in extended-range sRGB.
    public func composited(over background: ThemeColor) -> ThemeColor {
        let base = background.isOpaque ? background : background.composited(over: .white)
        let space = Self.blendingSpace(self, base)
        let top = components(in: space)
        let bottom = base.components(in: space)
        return ThemeColor(
            colorSpace: space,
            red: top.0 * alpha + bottom.0 * (1 - alpha),
            green: top.1 * alpha + bottom.1 * (1 - alpha),
            blue: top.2 * alpha + bottom.2 * (1 - alpha)
        )
    }

    /// A colour part way from this one to `other`, mixing encoded components linearly, in the
    /// space ``composited(over:)`` blends in.
    ///
    /// - Parameters:
    ///   - other: The colour to move towards.
    ///   - fraction: `0` gives this colour, `1` gives `other`; values outside are clamped.
    func mixed(with other: ThemeColor, by fraction: Double) -> ThemeColor {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let space = Self.blendingSpace(self, other)
        let from = components(in: space)
        let to = other.components(in: space)
        return ThemeColor(
            colorSpace: space,
            red: from.0 + (to.0 - from.0) * t,
            green: from.1 + (to.1 - from.1) * t,
            blue: from.2 + (to.2 - from.2) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// The space two colours blend in: sRGB when both are sRGB, else extended-range sRGB when
    /// either is, else Display P3.
    static func blendingSpace(_ first: ThemeColor, _ second: ThemeColor) -> ColorSpace {
        if first.colorSpace == second.colorSpace { return first.colorSpace }
        if first.colorSpace == .extendedSRGB || second.colorSpace == .extendedSRGB { return .extendedSRGB }
        return .displayP3
    }

    /// The encoded components of this colour in `space`, exactly (outside `0...1` when the space
    /// cannot hold the colour).
    func components(in space: ColorSpace) -> (Double, Double, Double) {
        if space == colorSpace || (space == .extendedSRGB && colorSpace == .sRGB) { return (red, green, blue) }
        let light = space == .displayP3 ? linear(in: .displayP3) : linearSRGB
        return (Self.transferred(light.0), Self.transferred(light.1), Self.transferred(light.2))
    }

    /// Whichever of near-black (`#121212`) and near-white (`#FAFAFA`) contrasts more with this colour.
    ///
    /// This is the rule Palette uses for every on-colour a palette does not set itself
    /// (`onPrimary`, `onBackground`, …). On a tie the dark colour wins.
    public var contrastingForeground: ThemeColor {
        let dark = contrastRatio(with: .nearBlack)
        let light = contrastRatio(with: .nearWhite)
        return light > dark ? .nearWhite : .nearBlack
    }
}
