import Palette
import PaletteDesign

/// Checks the generator's promises on one input and keeps the figures the documentation quotes.
///
/// Everything is measured the way a user would: every colour is written as hex and read back,
/// the palette of hex colours goes through ``ContrastAudit`` and ``ColorVisionCheck``, and the
/// diagnostics must name exactly the pairs those checks find too close.
struct GeneratorGuarantees {
    /// Seeds with less OKLCH chroma than this are greys, whose hue means nothing.
    static let hueChroma = 0.02
    /// How far `primary`'s hue may be from the seed's, in degrees, for a seed with a hue.
    static let hueTolerance = 5.0

    /// Promises broken, each with the input and variant: must stay empty.
    var problems: [String] = []
    /// Per variant ("light standard"): the lowest text ratio of each theme.
    var worstTextRatios: [String: [Double]] = [:]
    /// Per variant: the outline ratio of each theme.
    var outlineRatios: [String: [Double]] = [:]
    /// Per variant: the lower of `primary`'s ratios against `background` and `surface`.
    var primaryOnPageRatios: [String: [Double]] = [:]
    /// "variant: pair under view" → how many themes had that pair too close.
    var separationMisses: [String: Int] = [:]
    /// Per variant: how many fidelity themes could not keep the seed.
    var seedsAdjusted: [String: Int] = [:]
    /// The largest hue difference between a seed and its primary, in degrees.
    var largestHueDifference = 0.0
    /// How many themes were checked, and how many of them in fidelity.
    var themes = 0
    var fidelityThemes = 0

    /// What a control filled with `primary` reaches against the page and a surface: WCAG 1.4.11's
    /// 3:1 in standard contrast, and the 4.5:1 the generator asks of increased contrast, more
    /// than the audit's 3:1 at AAA.
    static func nonTextRatio(_ contrast: ThemeContrast) -> Double {
        contrast == .standard ? 3 : 4.5
    }

    /// How many promises were broken.
    var brokenPromises: Int { problems.count }
    /// The first ten broken promises, one a line, for a failure message.
    var firstProblems: String { problems.prefix(10).joined(separator: "\n") }

    /// Checks one input; `throughHex` sends every colour through its hex string as well (the
    /// string round trip is the slowest part of a check, so the random batches do it for one theme
    /// in ten).
    mutating func check(_ input: GeneratorCorpus.Case, throughHex: Bool = true) {
        themes += 1
        if input.style == .fidelity { fidelityThemes += 1 }
        let theme: GeneratedTheme
        do {
            theme = try input.generate()
        } catch {
            problems.append("\(input): \(error)")
            return
        }
        for variant in theme.variants {
            check(variant, of: theme, input: input, throughHex: throughHex)
        }
    }

    private mutating func check(
        _ variant: GeneratedTheme.Variant,
        of theme: GeneratedTheme,
        input: GeneratorCorpus.Case,
        throughHex: Bool
    ) {
        let name = "\(variant.appearance.rawValue) \(variant.contrast.rawValue)"
        let context = "\(input), \(name)"
        guard let palette = Self.readBack(variant.palette, throughHex: throughHex) else {
            problems.append("\(context): a colour is not exactly what its hex says")
            return
        }
        // Contrast.
        let audit = ContrastAudit(palette: palette, fontStyles: theme.fontStyles)
        for failure in audit.failures(at: variant.level) {
            problems.append("\(context): \(failure.pair.name) is \(failure.ratio), below \(variant.level.rawValue)")
        }
        // Primary stands out from the page by more in increased contrast than the audit asks.
        let nonText = Self.nonTextRatio(variant.contrast)
        for role in [ColorRole.background, .surface] where palette.primary.contrastRatio(with: palette[role]) < nonText
        {
            problems.append("\(context): primary on \(role.rawValue) is below \(nonText)")
        }
        if palette.outline.contrastRatio(with: palette.surface) < nonText {
            problems.append("\(context): outline on surface is below \(nonText)")
        }
        worstTextRatios[name, default: []].append(
            audit.results.filter { $0.pair.kind != .nonText }.map(\.ratio).min() ?? 0
        )
        outlineRatios[name, default: []].append(
            audit.results.filter { $0.pair.foregroundRole == .outline }.map(\.ratio).min() ?? 0
        )
        primaryOnPageRatios[name, default: []].append(
            audit.results.filter { $0.pair.kind == .nonText && $0.pair.foregroundRole == .primary }.map(\.ratio)
                .min() ?? 0
        )

        // Separation: the diagnostics name exactly the pairs the public check finds too close.
        let diagnostics = theme.diagnostics(for: variant.appearance, contrast: variant.contrast)
        let reported = Set(
            diagnostics.compactMap { diagnostic -> String? in
                guard case .rolesTooClose(let pair, _, _) = diagnostic.kind else { return nil }
                return pair.description
            }
        )
        let check = ColorVisionCheck(
            palette: palette,
            pairs: GeneratedTheme.separatedPairs,
            minimumDistance: ThemeGenerator.minimumDistance
        )
        var tooClose: Set<String> = []
        for result in check.results where result.isTooClose || result.typicalDistance < ThemeGenerator.minimumDistance {
            let view = result.isTooClose ? result.deficiency.rawValue : "typical vision"
            if !tooClose.contains(result.pair.description) {
                separationMisses["\(name): \(result.pair) under \(view)", default: 0] += 1
            }
            tooClose.insert(result.pair.description)
        }
        if tooClose != reported {
            problems.append("\(context): too close \(tooClose.sorted()), diagnosed \(reported.sorted())")
        }

        // The seed as primary.
        let seed = input.seed.oklch
        let primary = palette.primary
        let adjusted = diagnostics.contains { if case .seedAdjusted = $0.kind { true } else { false } }
        if input.style == .fidelity {
            // The seed can stay when some text reaches the ratio on it and a control filled with
            // it stands out from the page and from a surface.
            let text = ContrastAudit.Kind.text.minimumRatio(at: variant.level)
            let canPass =
                max(input.seed.contrastRatio(with: .white), input.seed.contrastRatio(with: .black)) >= text
                && [palette.background, palette.surface].allSatisfy { input.seed.contrastRatio(with: $0) >= nonText }
            if canPass && primary != input.seed {
                problems.append("\(context): the seed can pass but primary is \(primary.hex)")
            }
            if canPass == adjusted {
                problems.append("\(context): seed \(canPass ? "passes" : "fails") but adjusted is \(adjusted)")
            }
            if adjusted { seedsAdjusted[name, default: 0] += 1 }
        } else if adjusted {
            problems.append("\(context): only fidelity keeps the seed, yet a seed was adjusted")
        }
        if seed.chroma >= Self.hueChroma && primary != input.seed {
            let difference = abs((primary.oklch.hue - seed.hue + 540).truncatingRemainder(dividingBy: 360) - 180)
            largestHueDifference = max(largestHueDifference, difference)
            if difference > Self.hueTolerance {
                problems.append("\(context): primary \(primary.hex) is \(difference)° from the seed's hue")
            }
        }
    }

    /// The palette as its hex says: `nil` unless every role is exactly an 8-bit colour.
    ///
    /// For an opaque colour, writing ``ThemeColor/hex`` and reading it back is rounding each
    /// component to 8 bits (``ThemeColor/quantized``), so a palette that equals its rounding reads
    /// back as it is. With `throughHex`, every colour also makes the trip through its hex string.
    private static func readBack(_ palette: ThemePalette, throughHex: Bool) -> ThemePalette? {
        for role in ColorRole.allCases {
            let color = palette[role]
            guard color.isOpaque, color.quantized == color else { return nil }
            if throughHex, (try? ThemeColor(hex: color.hex)) != color { return nil }
        }
        return palette
    }
}
