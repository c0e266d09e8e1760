import Palette

/// The four palettes ``ThemeGenerator`` made from a seed, with the font styles and what could not
/// be kept.
///
/// ```swift
/// let theme = try ThemeGenerator(seed: brand).generate()
/// for variant in theme.variants {
///     let audit = ContrastAudit(palette: variant.palette, fontStyles: theme.fontStyles)
///     print(variant.appearance, variant.contrast, audit.passes(variant.level))   // always true
/// }
/// for diagnostic in theme.diagnostics { print(diagnostic) }
/// ```
///
/// It is a theme in its own right, an adaptive one: register it, set it, or write it as a document
/// that holds all four variants, and a controller serves the variant for its appearance and
/// contrast:
///
/// ```swift
/// AppTheme.setTheme(theme)                          // follows light, dark and Increase Contrast
/// let json = ThemeDocument(theme).jsonString        // PaletteFormats; what `palette generate` prints
/// ```
public struct GeneratedTheme: Hashable, Sendable {
    /// One of the four palettes and the variant it is for.
    public struct Variant: Hashable, Sendable {
        /// Light or dark.
        public let appearance: ThemeAppearance
        /// Standard or increased contrast.
        public let contrast: ThemeContrast
        /// The colours.
        public let palette: ThemePalette

        /// The WCAG level every pair of ``palette`` reaches: AA in standard contrast, AAA in
        /// increased contrast.
        public var level: ContrastLevel { GeneratedTheme.level(for: contrast) }
    }

    /// The identifier: `generated-` and the seed's hex digits (`generated-1d4ed8`), with the
    /// style after them unless it is ``ThemeGenerator/Style/fidelity`` (`generated-1d4ed8-vibrant`),
    /// unless set.
    public var id: String
    /// The name people read: `Generated #1D4ED8` (`Generated #1D4ED8, vibrant`), unless set.
    public var name: String
    /// The generator, with the seeds and style, that made the theme.
    public let generator: ThemeGenerator
    /// The type styles: ``/Palette/DefaultTheme``'s.
    public let fontStyles: ThemeFontStyles
    /// Where the generator could not keep a promise the seeds made impossible, variant by variant
    /// in ``variants`` order; empty for most seeds.
    public let diagnostics: [Diagnostic]
    private let lightStandard: ThemePalette
    private let lightIncreased: ThemePalette
    private let darkStandard: ThemePalette
    private let darkIncreased: ThemePalette

    /// Builds the four variants with `build`, in ``variants`` order.
    init(
        generator: ThemeGenerator,
        build: (VariantSpec) -> (palette: ThemePalette, diagnostics: [Diagnostic])
    ) {
        let lightStandard = build(VariantSpec(appearance: .light, contrast: .standard))
        let lightIncreased = build(VariantSpec(appearance: .light, contrast: .increased))
        let darkStandard = build(VariantSpec(appearance: .dark, contrast: .standard))
        let darkIncreased = build(VariantSpec(appearance: .dark, contrast: .increased))
        self.generator = generator
        let digits = generator.seed.hex.dropFirst().lowercased()
        let style = generator.style == .fidelity ? nil : generator.style.rawValue
        id = "generated-\(digits)" + (style.map { "-\($0)" } ?? "")
        name = "Generated \(generator.seed.hex)" + (style.map { ", \($0)" } ?? "")
        fontStyles = DefaultTheme().fontStyles
        diagnostics = [lightStandard, lightIncreased, darkStandard, darkIncreased].flatMap(\.diagnostics)
        self.lightStandard = lightStandard.palette
        self.lightIncreased = lightIncreased.palette
        self.darkStandard = darkStandard.palette
        self.darkIncreased = darkIncreased.palette
    }

    /// The palette for an appearance and a contrast.
    ///
    /// - Parameters:
    ///   - appearance: Light or dark.
    ///   - contrast: Standard or increased.
    /// - Returns: The palette of that variant.
    public func palette(for appearance: ThemeAppearance, contrast: ThemeContrast) -> ThemePalette {
        switch (appearance, contrast) {
        case (.light, .standard): lightStandard
        case (.light, .increased): lightIncreased
        case (.dark, .standard): darkStandard
        case (.dark, .increased): darkIncreased
        }
    }

    /// The four variants: light standard, light increased, dark standard, dark increased.
    public var variants: [Variant] {
        ThemeAppearance.allCases.flatMap { appearance in
            ThemeContrast.allCases.map { contrast in
                Variant(
                    appearance: appearance,
                    contrast: contrast,
                    palette: palette(for: appearance, contrast: contrast)
                )
            }
        }
    }

    /// The diagnostics of one variant.
    public func diagnostics(for appearance: ThemeAppearance, contrast: ThemeContrast) -> [Diagnostic] {
        diagnostics.filter { $0.appearance == appearance && $0.contrast == contrast }
    }

    /// The roles the generator keeps apart: ``ColorVisionCheck/defaultPairs`` (`error/primary`,
    /// `error/secondary`, `primary/secondary`) and `highlight` against each of the three.
    ///
    /// `ColorVisionCheck(palette: palette, pairs: GeneratedTheme.separatedPairs)` checks them.
    public static let separatedPairs =
        ColorVisionCheck.defaultPairs + [
            ColorVisionCheck.RolePair(.highlight, .primary), ColorVisionCheck.RolePair(.highlight, .secondary),
            ColorVisionCheck.RolePair(.highlight, .error),
        ]

    /// The WCAG level a generated variant of this contrast reaches: ``/Palette/ContrastLevel/aa`` for
    /// standard contrast, ``/Palette/ContrastLevel/aaa`` for increased contrast.
    public static func level(for contrast: ThemeContrast) -> ContrastLevel {
        contrast.level
    }
}
