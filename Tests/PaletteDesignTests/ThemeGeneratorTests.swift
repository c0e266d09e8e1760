import Palette
import PaletteDesign
import Testing

/// `ThemeGenerator`: what it makes from a seed, and what it refuses.
struct ThemeGeneratorTests {
    private static let blue = ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8)
    private static let yellow = ThemeColor(red8: 0xFF, green8: 0xD5, blue8: 0x00)

    private static func hueDifference(_ first: ThemeColor, _ second: ThemeColor) -> Double {
        abs((first.oklch.hue - second.oklch.hue + 540).truncatingRemainder(dividingBy: 360) - 180)
    }

    @Test func makesLightAndDarkVariantsInStandardAndIncreasedContrast() throws {
        let theme = try ThemeGenerator(seed: Self.blue).generate()
        #expect(theme.variants.map(\.appearance) == [.light, .light, .dark, .dark])
        #expect(theme.variants.map(\.contrast) == [.standard, .increased, .standard, .increased])
        #expect(theme.variants.map(\.level) == [.aa, .aaa, .aa, .aaa])
        for variant in theme.variants {
            #expect(variant.palette == theme.palette(for: variant.appearance, contrast: variant.contrast))
            let page = variant.palette.background.relativeLuminance
            #expect(variant.appearance == .light ? page > 0.8 : page < 0.02, "\(variant.appearance)")
            #expect(ContrastAudit(palette: variant.palette, fontStyles: theme.fontStyles).passes(variant.level))
        }
        #expect(theme.fontStyles == DefaultTheme().fontStyles)
        #expect(theme.diagnostics.count == 3, "fidelity moves #1D4ED8 for 7:1 or the dark page, and says so")
        #expect(theme.generator.style == .fidelity, "the default keeps the brand")
    }

    @Test func increasedContrastMovesTextAndAccentsFurtherFromThePage() throws {
        let theme = try ThemeGenerator(seed: Self.blue).generate()
        for appearance in ThemeAppearance.allCases {
            let standard = theme.palette(for: appearance, contrast: .standard)
            let increased = theme.palette(for: appearance, contrast: .increased)
            #expect(
                increased.onBackground.contrastRatio(with: increased.background)
                    > standard.onBackground.contrastRatio(with: standard.background)
            )
            #expect(increased.primary.contrastRatio(with: increased.onPrimary) >= 7)
            #expect(standard.primary.contrastRatio(with: standard.onPrimary) < 7, "standard stays more colourful")
        }
    }

    @Test(arguments: ["seed", "secondary", "highlight", "error"])
    func refusesATranslucentSeedNamingIt(name: String) throws {
        let translucent = Self.blue.withAlpha(0.5)
        let error = #expect(throws: ThemeError.self) {
            try ThemeGenerator(
                seed: name == "seed" ? translucent : Self.blue,
                secondary: name == "secondary" ? translucent : nil,
                highlight: name == "highlight" ? translucent : nil,
                error: name == "error" ? translucent : nil
            )
        }
        #expect(error?.code == .invalidValue, "expected invalidValue, got \(String(describing: error))")
        #expect(error?.subject == "#1D4ED880")
        #expect(error?.reason?.contains("opaque") == true && error?.reason?.contains("50%") == true)
        #expect(error?.location?.path == name)
        #expect(error?.description.hasPrefix("invalid value '#1D4ED880' at '\(name)'") == true)
    }

    @Test func usesSeedsAsTheirHexSays() throws {
        let seed = ThemeColor(red: 0.1136, green: 0.3061, blue: 0.8471)
        let generator = try ThemeGenerator(
            seed: seed,
            error: ThemeColor(red: 0.701, green: 0.1, blue: 0.1),
            style: .fidelity
        )
        #expect(generator.seed == seed.quantized)
        #expect(generator.seed.hex == "#1D4ED8")
        #expect(generator.error == ThemeColor(red: 0.701, green: 0.1, blue: 0.1).quantized)
        #expect(generator.generate().palette(for: .light, contrast: .standard).primary == generator.seed)
    }

    @Test func theStaticCallMakesWhatTheInstanceMakes() throws {
        let theme = try ThemeGenerator.generate(seed: Self.yellow, style: .vibrant)
        #expect(theme == (try ThemeGenerator(seed: Self.yellow, style: .vibrant).generate()))
    }

    @Test func fidelityKeepsTheBrandColourWhereItReachesTheRatio() throws {
        let theme = try ThemeGenerator(seed: Self.blue, style: .fidelity).generate()
        // #1D4ED8 carries white text at 6.7:1 (AA, not AAA) and stands out from a light page.
        let light = theme.palette(for: .light, contrast: .standard)
        #expect(light.primary == Self.blue)
        #expect(light.onPrimary == .white)
        #expect(theme.diagnostics(for: .light, contrast: .standard).isEmpty)
        // Elsewhere it moves, the least it can, and says why: 7:1 text, a dark page, or both.
        let moves: [(ThemeAppearance, ThemeContrast, String)] = [
            (
                .light, .increased,
                "(ΔE_OK 0.011 away): the seed reaches only 6.7:1 with white text and 3.13:1 with black text, "
                    + "below 7:1; this is"
            ),
            (
                .dark, .standard,
                "(ΔE_OK 0.033 away): the seed reaches only 2.82:1 against background and 2.6:1 against surface, "
                    + "below 3:1, the ratio a control filled with it needs to be told from the page (a graphical "
                    + "object, WCAG 1.4.11); this is"
            ),
            (.dark, .increased, "below 7:1, and only 3:1 against background and 2.86:1 against surface, below 4.5:1"),
        ]
        #expect(theme.diagnostics.count == moves.count)
        for (appearance, contrast, reason) in moves {
            let palette = theme.palette(for: appearance, contrast: contrast)
            let diagnostics = theme.diagnostics(for: appearance, contrast: contrast)
            #expect(
                diagnostics.map(\.kind) == [
                    .seedAdjusted(role: .primary, seed: Self.blue, replacement: palette.primary)
                ]
            )
            let text = contrast == .standard ? 4.5 : 7
            let page = contrast == .standard ? 3.0 : 4.5
            #expect(palette.primary.contrastRatio(with: palette.onPrimary) >= text)
            #expect(palette.primary.contrastRatio(with: palette.background) >= page)
            #expect(palette.primary.contrastRatio(with: palette.surface) >= page)
            #expect(Self.hueDifference(palette.primary, Self.blue) < 1)
            let description = diagnostics.first?.description ?? ""
            #expect(
                description.hasPrefix(
                    "\(appearance.rawValue), \(contrast.rawValue) contrast: primary is \(palette.primary.hex) instead of "
                        + "the seed #1D4ED8"
                ),
                "\(description)"
            )
            #expect(description.contains(reason), "\(description)")
        }
    }

    /// A red brand colour that carries white text is the generated primary as it is, in the
    /// default style: the README's promise that the generator keeps the brand.
    @Test func theDefaultKeepsABrandRedThatPassesAA() throws {
        let brand = try ThemeColor(hex: "#E4002B")
        #expect(brand.contrastRatio(with: .white) >= 4.5)
        let theme = try ThemeGenerator(seed: brand).generate()
        #expect(theme.palette(for: .light, contrast: .standard).primary == brand)
        let tonal = try ThemeGenerator(seed: brand, style: .tonal).generate()
        #expect(tonal.palette(for: .light, contrast: .standard).primary != brand, "tonal lowers chroma to 0.13")
    }

    @Test func fidelityKeepsALightBrandColourUnderDarkTextOnADarkPage() throws {
        let theme = try ThemeGenerator(seed: Self.yellow, style: .fidelity).generate()
        for contrast in ThemeContrast.allCases {
            let dark = theme.palette(for: .dark, contrast: contrast)
            #expect(dark.primary == Self.yellow)
            #expect(dark.onPrimary.relativeLuminance < 0.01)
            #expect(theme.diagnostics(for: .dark, contrast: contrast).isEmpty)
        }
    }

    /// A yellow button on a near-white page cannot be told from it (WCAG 1.4.11): on a light page
    /// the seed darkens, keeping its hue, until it stands out, and the theme says so.
    @Test func fidelityDarkensALightBrandColourThatVanishesOnALightPage() throws {
        let theme = try ThemeGenerator(seed: Self.yellow, style: .fidelity).generate()
        #expect(Self.yellow.contrastRatio(with: theme.palette(for: .light, contrast: .standard).background) < 3)
        for (contrast, ratio) in [(ThemeContrast.standard, 3.0), (.increased, 4.5)] {
            let light = theme.palette(for: .light, contrast: contrast)
            #expect(light.primary.relativeLuminance < Self.yellow.relativeLuminance)
            #expect(light.primary.contrastRatio(with: light.background) >= ratio)
            #expect(light.primary.contrastRatio(with: light.surface) >= ratio)
            #expect(Self.hueDifference(light.primary, Self.yellow) < 5)
            let diagnostics = theme.diagnostics(for: .light, contrast: contrast)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.reason.contains("told from the page") == true, "\(diagnostics)")
        }
    }

    @Test(arguments: [ThemeGenerator.Style.tonal, .vibrant, .neutral])
    func otherStylesKeepTheSeedsHueAndSolveItsLightness(style: ThemeGenerator.Style) throws {
        let theme = try ThemeGenerator(seed: Self.yellow, style: style).generate()
        let light = theme.palette(for: .light, contrast: .standard)
        // A yellow cannot carry white text; the generator's yellow is a darker one that can.
        #expect(light.onPrimary == .white)
        #expect(light.primary.relativeLuminance < Self.yellow.relativeLuminance)
        #expect(Self.hueDifference(light.primary, Self.yellow) < 5)
    }

    @Test func stylesDifferInColourfulness() throws {
        func chroma(_ style: ThemeGenerator.Style) throws -> Double {
            try ThemeGenerator(seed: Self.blue, style: style).generate()
                .palette(for: .light, contrast: .standard).primary.oklch.chroma
        }
        #expect(try chroma(.vibrant) > chroma(.tonal))
        #expect(try chroma(.tonal) > chroma(.neutral))
        #expect(try chroma(.neutral) < 0.05)
    }

    @Test func givenSeedsGiveTheirRolesTheirHue() throws {
        let green = ThemeColor(red8: 0x16, green8: 0xA3, blue8: 0x4A)
        let teal = ThemeColor(red8: 0x0F, green8: 0x76, blue8: 0x6E)
        let theme = try ThemeGenerator(seed: Self.blue, secondary: teal, error: green).generate()
        for variant in theme.variants {
            #expect(Self.hueDifference(variant.palette.error, green) < 5, "\(variant.appearance) \(variant.contrast)")
            #expect(
                Self.hueDifference(variant.palette.secondary, teal) < 8,
                "\(variant.appearance) \(variant.contrast)"
            )
        }
    }

    @Test func aGreySeedMakesAGreyThemeWithTheDefaultHighlightHue() throws {
        let grey = ThemeColor(white: 0.5)
        let theme = try ThemeGenerator(seed: grey).generate()
        let amber = DefaultTheme().palette.highlight
        for variant in theme.variants {
            #expect(variant.palette.primary.oklch.chroma < 0.01)
            #expect(variant.palette.highlight.oklch.chroma > 0.03)
            #expect(Self.hueDifference(variant.palette.highlight, amber) < 10)
        }
    }

    @Test func keepsTheFourAccentsApartForEveryReader() throws {
        let red = ThemeColor(red8: 0xFF, green8: 0, blue8: 0)
        // Every role seeded with the same red: only lightness can tell them apart.
        let theme = try ThemeGenerator(seed: red, secondary: red, highlight: red, error: red, style: .tonal).generate()
        #expect(theme.diagnostics.isEmpty)
        for variant in theme.variants {
            let check = ColorVisionCheck(palette: variant.palette, pairs: GeneratedTheme.separatedPairs)
            #expect(check.warnings.isEmpty)
            #expect(check.results.allSatisfy { $0.typicalDistance >= ThemeGenerator.minimumDistance })
        }
    }

    @Test func separatedPairsAreTheCheckDefaultsAndHighlight() {
        #expect(Array(GeneratedTheme.separatedPairs.prefix(3)) == ColorVisionCheck.defaultPairs)
        #expect(
            GeneratedTheme.separatedPairs.map(\.description).suffix(3) == [
                "highlight/primary", "highlight/secondary", "highlight/error",
            ]
        )
        #expect(ThemeGenerator.minimumDistance == ColorVisionCheck.defaultMinimumDistance)
    }

    @Test(arguments: [("tonal", ThemeGenerator.Style.tonal), ("VIBRANT", .vibrant), ("Fidelity", .fidelity)])
    func styleNamesParseInAnyCase(name: String, style: ThemeGenerator.Style) {
        #expect(ThemeGenerator.Style(name: name) == style)
    }

    @Test func unknownNamesParseAsNil() {
        #expect(ThemeGenerator.Style(name: "expressive") == nil)
        #expect(ThemeContrast.named("high") == nil)
        #expect(ThemeContrast.named("Increased") == .increased)
        #expect(ThemeContrast.named("STANDARD") == .standard)
    }
}
