import Palette

/// Makes a complete, accessible theme from one brand colour: light and dark, each in standard and
/// increased contrast.
///
/// ```swift
/// let brand = try ThemeColor(hex: "#1D4ED8")
/// let theme = try ThemeGenerator(seed: brand).generate()
/// theme.palette(for: .light, contrast: .standard).primary     // #1D4ED8 itself: it carries white text
/// theme.palette(for: .dark, contrast: .increased).onPrimary   // at least 7:1 on its primary
/// ```
///
/// The generator works in OKLCH: each role keeps its hue (the seed's, or one the style
/// derives from it), its lightness is solved for the contrast ratio it must reach, and its chroma
/// is reduced only where sRGB cannot show it at that lightness. Every colour is then rounded to
/// 8-bit sRGB and checked again at that precision. What it promises, for any opaque seed:
///
/// - every pair ``/Palette/ContrastAudit`` checks reaches WCAG AA (4.5:1 for text) in the standard variants
///   and AAA (7:1) in the increased ones, as the hex colours; the non-text pairs (`outline` on
///   `surface`, `primary` on `background` and on `surface`, so that a control filled with
///   `primary` is told from the page) reach 3:1, and 4.5:1 in the increased variants;
/// - `primary`, `secondary`, `highlight` and `error` are at least ``minimumDistance`` apart in
///   OKLab, for typical colour vision and under each ``ColorVisionDeficiency`` simulation
///   (``ColorVisionCheck``'s measure), unless the seeds make that impossible; then
///   ``GeneratedTheme/diagnostics`` names the pair and why;
/// - `primary` keeps the seed's hue, to within 5° once rounded to 8 bits (for any seed with OKLCH
///   chroma of 0.02 or more: greys have no hue), and in the ``Style/fidelity`` style it is the
///   seed itself in every variant where black or white text reaches the ratio on it and it stands
///   out from `background` and `surface`; elsewhere it is the colour of the seed's hue and chroma
///   nearest to it (ΔE_OK) that does, and ``GeneratedTheme/diagnostics`` says so.
///
/// The article <doc:GeneratingThemes> explains the method and gives the figures of the property
/// test that checks these promises on 10,000 random seeds.
public struct ThemeGenerator: Hashable, Sendable {
    /// How colourful the generated roles are, and how far they may move from the seed.
    ///
    /// Every style keeps each role's hue and solves its lightness for the contrast it needs; they
    /// differ in chroma (OKLCH), and in whether the seed itself may be `primary`:
    ///
    /// | style | `primary` | `secondary` | `highlight` | `error` |
    /// |---|---|---|---|---|
    /// | ``fidelity`` (default) | the seed itself wherever text reaches the ratio on it and it stands out from the page; elsewhere the seed's chroma | the seed's chroma less 0.1 (at least half of it) | 2/3 of the seed's, 60° round | Material's red |
    /// | ``tonal`` | the seed's chroma, at most 0.13 | 0.45 × that | 0.67 × that, 60° round | Material's red |
    /// | ``vibrant`` | the most sRGB can show at the lightness | 0.6 × the sRGB edge, 15° round | as `primary`, 30° round | the sRGB edge |
    /// | ``neutral`` | the seed's chroma, at most 0.04 | 0.67 × that | that, 60° round | 0.12 |
    ///
    /// Where sRGB cannot show a chroma at the lightness a role needs, chroma is reduced until it
    /// can; nothing else reduces it. A seed given for `secondary`, `highlight` or `error` sets that
    /// role's hue, with the chroma the style asks of it (its own in ``fidelity``).
    public enum Style: String, CaseIterable, Codable, Hashable, Sendable, NamedCases {
        /// Calm colours of the seed's hue (chroma at most 0.13), a muted `secondary` and an
        /// analogous `highlight` 60° round the hue wheel: Material's "tonal spot".
        case tonal
        /// The most colourful version of each hue that sRGB can show at the lightness a role needs.
        case vibrant
        /// Nearly grey colours (chroma at most 0.04) with a hint of the seed's hue.
        case neutral
        /// The brand colour itself as `primary` wherever it reaches the ratio, with the seed's own
        /// chroma elsewhere: the default, so a generated theme keeps the brand.
        case fidelity

        /// The style for a name in any letter case (`"Tonal"`, `"fidelity"`); `nil` if unknown.
        public init?(name: String) {
            guard let style = Self.named(name) else { return nil }
            self = style
        }

        /// Decodes from a name read as ``init(name:)`` reads it (`"Tonal"`), by the one rule
        /// for names; encodes as the canonical raw value.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming the value and every allowed name.
        public init(from decoder: any Decoder) throws {
            self = try Self.decodeNamed(from: decoder, kind: "generator style")
        }
    }

    /// The brand colour.
    public let seed: ThemeColor
    /// The colour `secondary` takes its hue from, if not the seed's.
    public let secondary: ThemeColor?
    /// The colour `highlight` takes its hue from, if not one derived from the seed.
    public let highlight: ThemeColor?
    /// The colour `error` takes its hue from, if not red.
    public let error: ThemeColor?
    /// How colourful the theme is.
    public let style: Style

    /// The smallest OKLab distance (ΔE_OK) the generator keeps between `primary`, `secondary`,
    /// `highlight` and `error`, for typical vision and under each simulated deficiency:
    /// ``ColorVisionCheck/defaultMinimumDistance``, so a generated theme passes `palette check
    /// --cvd`.
    public static let minimumDistance = ColorVisionCheck.defaultMinimumDistance

    /// Prepares a generator.
    ///
    /// Seeds are used at the precision Palette writes them (`ThemeColor.quantized`): an sRGB
    /// seed at 8 bits, as its hex says; a Display P3 seed in Display P3, to thousandths. A P3
    /// seed is measured as it is, through linear light: its hue and chroma set the roles', and
    /// in fidelity it is kept as `primary`, still in Display P3, wherever it reaches the ratio.
    /// The colours the generator makes are sRGB.
    ///
    /// - Parameters:
    ///   - seed: The brand colour.
    ///   - secondary: A colour for `secondary`'s hue; derived from the seed when `nil`.
    ///   - highlight: A colour for `highlight`'s hue; derived from the seed when `nil`.
    ///   - error: A colour for `error`'s hue; red when `nil`.
    ///   - style: How colourful the theme is and how far it may move from the seed;
    ///     ``Style/fidelity`` by default, which keeps the brand colour itself as `primary`
    ///     wherever it reaches the ratio.
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` at the seed's name when a seed
    ///   is not opaque: a translucent colour has no contrast of its own.
    public init(
        seed: ThemeColor,
        secondary: ThemeColor? = nil,
        highlight: ThemeColor? = nil,
        error: ThemeColor? = nil,
        style: Style = .fidelity
    ) throws(ThemeError) {
        for (name, color) in [("seed", seed), ("secondary", secondary), ("highlight", highlight), ("error", error)] {
            guard let color, !color.isOpaque else { continue }
            throw .invalidValue(
                value: color.hex,
                reason: "a seed colour must be opaque, and this one has opacity \(Self.percent(color.alpha))",
                location: ThemeError.Location(path: name)
            )
        }
        self.seed = seed.quantized
        self.secondary = secondary?.quantized
        self.highlight = highlight?.quantized
        self.error = error?.quantized
        self.style = style
    }

    /// Generates the four variants.
    ///
    /// - Returns: The palettes, ``/Palette/DefaultTheme``'s font styles, and what could not be kept.
    public func generate() -> GeneratedTheme {
        let recipe = GenerationRecipe(self)
        return GeneratedTheme(generator: self) { VariantBuilder(spec: $0, recipe: recipe).build() }
    }

    /// Generates a theme from seeds in one call.
    ///
    /// ```swift
    /// let theme = try ThemeGenerator.generate(seed: brand, style: .vibrant)
    /// ```
    ///
    /// - Parameters: as ``init(seed:secondary:highlight:error:style:)``.
    /// - Returns: The generated theme (see ``generate()``).
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` when a seed is not opaque.
    public static func generate(
        seed: ThemeColor,
        secondary: ThemeColor? = nil,
        highlight: ThemeColor? = nil,
        error: ThemeColor? = nil,
        style: Style = .fidelity
    ) throws(ThemeError) -> GeneratedTheme {
        try ThemeGenerator(seed: seed, secondary: secondary, highlight: highlight, error: error, style: style)
            .generate()
    }

    private static func percent(_ alpha: Double) -> String {
        "\(Int((alpha * 100).rounded()))%"
    }
}
