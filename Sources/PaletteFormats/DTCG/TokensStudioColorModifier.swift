import Palette

/// Tokens Studio's colour modifier, which a colour token carries under
/// `$extensions["studio.tokens"].modify`: the token's colour lightened, darkened, mixed with
/// another colour or given an alpha, by an amount, in a colour space.
///
/// ```json
/// "hover": { "value": "{brand.primary}", "type": "color",
///   "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "lch" } } } }
/// ```
///
/// The arithmetic is Tokens Studio's own (its Style Dictionary transforms, which compute with
/// Color.js): lightening moves each channel (or HSL's or LCH's lightness) the amount of the way
/// to its maximum, and in LCH takes the same share off the chroma; darkening moves them the
/// amount of the way to zero; mixing interpolates the two colours' components in the space
/// (hue the shorter way round, alpha premultiplied), the amount clamped to 0–1; `alpha` sets the
/// alpha, clamped to 0–1.
struct TokensStudioColorModifier {
    /// What the modifier does.
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The space the modifier computes in.
    enum Space: String, CaseIterable {
        case srgb, hsl, lch, p3
    }

    var kind: Kind
    var space: Space
    var amount: Double
    /// The colour a `mix` mixes in.
    var mixColor: ThemeColor?

    /// The modified colour: its components in ``space`` (as ``Space/dtcgSpace`` takes them; a
    /// grey's hue 0) and its alpha.
    func applied(to color: ThemeColor) -> (components: DTCGColorSpace.Triple, alpha: Double) {
        var c = space.components(of: color)
        var alpha = color.alpha
        let t = amount
        switch (kind, space) {
        case (.alpha, _):
            alpha = Self.clamped(t)
        case (.lighten, .lch):
            c = (min(100, c.0 + (100 - c.0) * t), max(0, c.1 - t * c.1), c.2)
        case (.lighten, .hsl):
            c.2 = min(100, c.2 + (100 - c.2) * t)
        case (.lighten, .srgb), (.lighten, .p3):
            c = (min(1, c.0 + t * (1 - c.0)), min(1, c.1 + t * (1 - c.1)), min(1, c.2 + t * (1 - c.2)))
        case (.darken, .lch):
            c = (max(0, c.0 - c.0 * t), max(0, c.1 - t * c.1), c.2)
        case (.darken, .hsl):
            c.2 = max(0, c.2 - c.2 * t)
        case (.darken, .srgb), (.darken, .p3):
            c = (max(0, c.0 - t * c.0), max(0, c.1 - t * c.1), max(0, c.2 - t * c.2))
        case (.mix, _):
            if let other = mixColor {
                (c, alpha) = mixed(c, alpha, with: space.components(of: other), other.alpha, by: Self.clamped(t))
            }
        }
        func known(_ value: Double) -> Double { value.isNaN ? 0 : value }
        return ((known(c.0), known(c.1), known(c.2)), alpha)
    }

    private static func clamped(_ value: Double) -> Double { max(0, min(1, value)) }

    /// Two colours' components interpolated `p` of the way from the first to the second, as
    /// Color.js mixes them: a missing hue takes the other's, a hue goes the shorter way round, the
    /// other components premultiplied by alpha.
    private func mixed(
        _ a: DTCGColorSpace.Triple,
        _ alphaA: Double,
        with b: DTCGColorSpace.Triple,
        _ alphaB: Double,
        by p: Double
    ) -> (DTCGColorSpace.Triple, Double) {
        var first = [a.0, a.1, a.2]
        var second = [b.0, b.1, b.2]
        let alpha = alphaA + (alphaB - alphaA) * p
        for index in 0..<3 {
            if space.isHue(index) {
                if first[index].isNaN { first[index] = second[index] }
                if second[index].isNaN { second[index] = first[index] }
                let turn = second[index] - first[index]
                if turn > 180 { first[index] += 360 } else if turn < -180 { second[index] += 360 }
            } else {
                first[index] *= alphaA
                second[index] *= alphaB
            }
        }
        var result = zip(first, second).map { $0 + ($1 - $0) * p }
        for index in 0..<3 {
            if space.isHue(index) {
                result[index] = result[index].truncatingRemainder(dividingBy: 360)
            } else if alpha != 0 {
                result[index] /= alpha
            }
        }
        return ((result[0], result[1], result[2]), alpha)
    }
}
