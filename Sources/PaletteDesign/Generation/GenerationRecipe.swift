import Palette

/// The hue and chroma a style gives each role, worked out once from the seeds; the variants then
/// only choose lightness.
///
/// | role | hue | chroma: tonal | vibrant | neutral | fidelity |
/// |---|---|---|---|---|---|
/// | primary | seed | seed's, at most 0.13 | the gamut's edge | seed's, at most 0.04 | seed's |
/// | secondary | seed | 0.45 × primary's | 0.6 × the edge, hue + 15° | 0.67 × primary's | max(seed's − 0.1, half) |
/// | highlight | seed + 60° | 0.67 × primary's | the edge, hue + 30° | primary's | 0.67 × seed's |
/// | error | 27.7° (red) | 0.19 | the edge | 0.12 | 0.19 |
/// | neutrals | seed | 0.12 × primary's | 0.06 × seed's, at most 0.02 | 0.15 × primary's | seed's / 8, at most 0.03 |
///
/// A seed given for `secondary`, `highlight` or `error` gives that role its own hue and the
/// chroma the style gives the primary seed. Seeds with a chroma under ``achromaticChroma`` are
/// greys: their hue means nothing, so no style makes them colourful, and their highlight takes
/// the hue of ``DefaultTheme``'s (amber).
struct GenerationRecipe: Hashable, Sendable {
    let primary: HueLine
    let secondary: HueLine
    let highlight: HueLine
    let error: HueLine
    /// Background, surface and text.
    let neutral: HueLine
    /// Borders: the neutral hue with a little more chroma.
    let outline: HueLine
    /// The seed, when the style keeps it as `primary` wherever it passes (fidelity).
    let pinnedPrimary: QuantizedColor?
    /// The grey lightness each given seed would like to keep (fidelity).
    let seedGreyLightness: [ColorRole: Double]

    /// Chroma below which a seed counts as a grey.
    static let achromaticChroma = 0.02
    /// A chroma beyond sRGB's reach at any lightness: asking for it gives the gamut's edge.
    static let edgeChroma = 0.4

    init(_ generator: ThemeGenerator) {
        let style = generator.style
        let seed = generator.seed.oklch
        let base = Self.chroma(of: seed, style: style)
        let isGrey = seed.chroma < Self.achromaticChroma
        primary = HueLine(hue: seed.hue, chroma: base)
        func given(_ color: ThemeColor?, otherwise line: HueLine) -> HueLine {
            guard let lch = color?.oklch else { return line }
            return HueLine(hue: lch.hue, chroma: Self.chroma(of: lch, style: style))
        }
        let derivedSecondary: HueLine
        let derivedHighlight: HueLine
        let errorChroma: Double
        let neutralChroma: Double
        switch style {
        case .tonal:
            derivedSecondary = HueLine(hue: seed.hue, chroma: base * 0.45)
            derivedHighlight = HueLine(hue: seed.hue + 60, chroma: base * 0.67)
            errorChroma = Self.defaultError.chroma
            neutralChroma = base * 0.12
        case .vibrant:
            derivedSecondary = HueLine(hue: seed.hue + 15, chroma: isGrey ? base : 0.6 * Self.edgeChroma)
            derivedHighlight = HueLine(hue: seed.hue + 30, chroma: base)
            errorChroma = Self.edgeChroma
            neutralChroma = min(seed.chroma * 0.06, 0.02)
        case .neutral:
            derivedSecondary = HueLine(hue: seed.hue, chroma: base * 0.67)
            derivedHighlight = HueLine(hue: seed.hue + 60, chroma: base)
            errorChroma = 0.12
            neutralChroma = base * 0.15
        case .fidelity:
            derivedSecondary = HueLine(hue: seed.hue, chroma: max(seed.chroma - 0.1, seed.chroma / 2))
            derivedHighlight = HueLine(hue: seed.hue + 60, chroma: seed.chroma * 0.67)
            errorChroma = Self.defaultError.chroma
            neutralChroma = min(seed.chroma / 8, 0.03)
        }
        secondary = given(generator.secondary, otherwise: derivedSecondary)
        // A grey has no hue to turn from, and a grey highlight would not draw the eye: a grey
        // seed's highlight takes the hue of the default theme's.
        highlight = given(
            generator.highlight ?? (isGrey ? DefaultTheme().palette.highlight : nil),
            otherwise: derivedHighlight
        )
        error = given(generator.error, otherwise: HueLine(hue: Self.defaultError.hue, chroma: errorChroma))
        neutral = HueLine(hue: seed.hue, chroma: neutralChroma)
        outline = HueLine(hue: seed.hue, chroma: neutralChroma * 1.5)
        if style == .fidelity {
            pinnedPrimary = QuantizedColor(generator.seed)
            var lightness: [ColorRole: Double] = [:]
            let seeds = [
                (ColorRole.secondary, generator.secondary), (.highlight, generator.highlight),
                (.error, generator.error),
            ]
            for case (let role, let color?) in seeds {
                lightness[role] = QuantizedColor(color).greyLightness
            }
            seedGreyLightness = lightness
        } else {
            pinnedPrimary = nil
            seedGreyLightness = [:]
        }
    }

    /// The chroma a style asks of a role seeded with `color`.
    private static func chroma(of color: OKLCH, style: ThemeGenerator.Style) -> Double {
        guard color.chroma >= achromaticChroma else { return color.chroma }
        switch style {
        case .tonal: return min(color.chroma, 0.13)
        case .vibrant: return edgeChroma
        case .neutral: return min(color.chroma, 0.04)
        case .fidelity: return color.chroma
        }
    }

    /// The hue and chroma of the error colour Palette derives for light palettes (Material 3's
    /// baseline `#BA1A1A`).
    static let defaultError = PaletteDerivation.lightError.oklch
}
