internal import InternalPaletteUtilities
import Palette

/// Which themes a file with modes makes, and which choice of contexts reads each variant of each.
///
/// - A modifier an input chooses is fixed to that context, whatever it is.
/// - The modifiers of appearances and contrasts (``VariantAxis``; one of each at most, the first
///   in the file's order) become the variants of an adaptive theme.
/// - Every other modifier is read as the source says (``UnchosenModifier``): its default, its
///   first context, or none, each said in a warning naming the input that chooses another; or,
///   for a resolver's modifier without a default, one theme per context (a `brand` modifier with
///   `acme` and `globex` makes the themes `acme` and `globex`, each with its variants), with a
///   warning, since the Resolver Module says a tool must refuse it: an error when
///   ``ModeOptions/isStrict``.
///
/// The themes times their variants are bounded by ``FormatLimits/maximumModePermutations``.
struct ModePlan {
    struct Theme {
        var id: String
        var name: String
        /// Whether ``id`` was made from names (the file's, the contexts') rather than written.
        var isNamedAfterFile: Bool
        /// The identifier to take when ``id`` is taken: the file's joined to the contexts'.
        var alternativeID: String?
        /// The inputs that read this theme alone: the contexts of the modifiers that made themes.
        var inputs: [ModeInput]
        /// Each variant and the contexts that read it, light first.
        var variants: [(variant: ThemeVariant, choices: [String: String])]
    }

    private(set) var themes: [Theme] = []
    /// The inputs that name no modifier of the file, when the caller reads other files that may
    /// have them (``ThemeLoader``); else they are errors.
    private(set) var unknownInputs: [ModeInput] = []

    init(
        _ source: some ModeSource,
        options: ModeOptions,
        limits: FormatLimits,
        toleratesUnknownInputs: Bool,
        reader: inout DocumentReader
    ) {
        let modifiers = source.modifiers
        var unknown: [ModeInput]? = toleratesUnknownInputs ? [] : nil
        var fixed = modifiers.choices(
            for: options.inputs,
            definedAt: source.modifiersLocation,
            reader: &reader,
            unknownModifiers: &unknown
        )
        unknownInputs = unknown ?? []
        let (appearance, contrast) = Self.axes(modifiers, fixed: fixed, options: options, reader: &reader)
        let axisNames = Set([appearance?.modifier, contrast?.modifier].compactMap { $0 })
        var expanded: [ModeModifier] = []
        for modifier in modifiers where !axisNames.contains(modifier.name) {
            if let context = fixed[modifier.name] {
                // A theme an input chooses keeps the identifier it has among the others.
                if source.unchosen == .defaultElseThemes, modifier.defaultContext == nil, modifier.contexts.count > 1 {
                    fixed[modifier.name] = nil
                    expanded.append(ModeModifier(name: modifier.name, contexts: [context], location: modifier.location))
                }
                continue
            }
            if let context = Self.unchosen(modifier, rule: source.unchosen, reader: &reader) {
                fixed[modifier.name] = context
            } else if source.unchosen == .defaultElseThemes {
                // The Resolver Module: a tool MUST refuse a modifier without a default that no
                // input chooses. The looking commands make a theme of each context instead.
                if options.isStrict {
                    reader.error(modifier.missingInputError)
                } else {
                    reader.warning(modifier.missingInputWarning)
                }
                expanded.append(modifier)
            }
        }
        let variants = Self.variants(appearance: appearance, contrast: contrast)
        let combinations = Self.combinations(of: expanded)
        let count = combinations.count * variants.count
        guard count <= limits.maximumModePermutations else {
            let made =
                expanded.map { "'\($0.name)' (\($0.contexts.count))" }
                + [(appearance ?? contrast).map { "'\($0.modifier)' (\(variants.count) variants)" }].compactMap { $0 }
            reader.error(
                .limitExceeded(
                    what: "the \(count) themes and variants that \(made.joined(separator: " × ")) make (--input "
                        + "NAME=CONTEXT chooses fewer)",
                    limit: limits.maximumModePermutations,
                    location: source.modifiersLocation
                )
            )
            return
        }
        for combination in combinations {
            var base = fixed
            for (modifier, context) in combination { base[modifier] = context }
            let contexts = combination.map(\.context)
            let slug = Self.slug(contexts.joined(separator: " "))
            themes.append(
                Theme(
                    id: contexts.isEmpty ? source.id : slug,
                    name: contexts.isEmpty ? source.name : "\(source.name): \(contexts.joined(separator: ", "))",
                    isNamedAfterFile: contexts.isEmpty ? source.isNamedAfterFile : true,
                    alternativeID: contexts.isEmpty ? nil : "\(source.id)-\(slug)",
                    inputs: combination.map { ModeInput(modifier: $0.modifier, context: $0.context) },
                    variants: variants.map { variant in (variant.variant, base.merging(variant.choices) { $1 }) }
                )
            )
        }
    }

    /// The appearance and contrast axes among the modifiers no input fixes: those named by
    /// `--variant-modifier`, else those recognised by their contexts' names, the first of each.
    private static func axes(
        _ modifiers: [ModeModifier],
        fixed: [String: String],
        options: ModeOptions,
        reader: inout DocumentReader
    ) -> (appearance: VariantAxis?, contrast: VariantAxis?) {
        for named in options.variantModifiers where modifiers.modifier(matching: named.modifier) == nil {
            reader.error(
                .unresolvedReference(
                    reference: "--variant-modifier \(named)",
                    reason: "there is no modifier '\(named.modifier)'; the modifiers are "
                        + modifiers.map { "'\($0.name)'" }.summarisedForMessage()
                        + Suggestion.didYouMean(Suggestion.closest(to: named.modifier, in: modifiers.map(\.name))),
                    location: nil
                )
            )
        }
        var appearance: VariantAxis?
        var contrast: VariantAxis?
        for modifier in modifiers where fixed[modifier.name] == nil {
            let explicit = options.variantModifiers.first {
                modifiers.modifier(matching: $0.modifier)?.name == modifier.name
            }
            guard explicit != nil || options.variantModifiers.isEmpty,
                let (axis, leftOut) = VariantAxis.make(modifier, explicit: explicit, reader: &reader)
            else { continue }
            if axis.isAppearance ? appearance != nil : contrast != nil { continue }
            if axis.isAppearance { appearance = axis } else { contrast = axis }
            for context in leftOut {
                reader.warning(
                    .unsupported(
                        feature: "context '\(context)' of the \(modifier.noun) '\(modifier.name)'",
                        reason: "its name is no appearance or contrast, so it is no variant and is left out; --input "
                            + "'\(modifier.name)=\(context)' reads it as a theme, --variant-modifier maps it to a variant",
                        location: modifier.location
                    )
                )
            }
        }
        return (appearance, contrast)
    }

    /// The context a modifier that is no variants and that no input chooses is read in, said in
    /// a warning when there was a choice; `nil` when it makes themes or is read as none.
    private static func unchosen(
        _ modifier: ModeModifier,
        rule: UnchosenModifier,
        reader: inout DocumentReader
    ) -> String? {
        if modifier.contexts.count == 1, let only = modifier.contexts.first { return only }
        let others = "--input '\(modifier.name)=CONTEXT' chooses one of \(modifier.listedContexts)"
        let context: String
        let why: String
        if rule != .base, let defaultContext = modifier.defaultContext {
            context = defaultContext
            why = "its default"
        } else if rule == .defaultElseFirst, let first = modifier.contexts.first {
            context = first
            why = "its first"
        } else {
            if rule == .base {
                reader.warning(
                    .interpreted(
                        what: "the \(modifier.noun) '\(modifier.name)'",
                        as: "none of its contexts: the values written outside them are read; \(others)",
                        location: modifier.location
                    )
                )
            }
            return nil
        }
        if modifier.contexts.count > 1 {
            reader.warning(
                .interpreted(
                    what: "the \(modifier.noun) '\(modifier.name)'",
                    as: "'\(context)', \(why); \(others)",
                    location: modifier.location
                )
            )
        }
        return context
    }

    /// Each variant the axes give, with the contexts that read it; just light without axes.
    private static func variants(
        appearance: VariantAxis?,
        contrast: VariantAxis?
    ) -> [(variant: ThemeVariant, choices: [String: String])] {
        guard appearance != nil || contrast != nil else { return [(.light, [:])] }
        return ThemeVariant.allCases.compactMap { variant in
            var choices: [String: String] = [:]
            if let appearance {
                let covers = appearance.coversContrast || contrast == nil
                let wanted = covers ? variant : ThemeVariant(variant.appearance)
                guard let context = appearance.context(for: wanted) else { return nil }
                choices[appearance.modifier] = context
                if covers { return (variant, choices) }
            } else if variant.appearance == .dark {
                return nil
            }
            guard let contrast, let context = contrast.context(for: ThemeVariant(.light, variant.contrast)) else {
                return variant.contrast == .standard ? (variant, choices) : nil
            }
            choices[contrast.modifier] = context
            return (variant, choices)
        }
    }

    /// Every combination of one context of each modifier, in order; one empty combination for none.
    private static func combinations(of modifiers: [ModeModifier]) -> [[(modifier: String, context: String)]] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0)] } }
            // Bounded before it grows: the caller refuses more than the limit anyway.
            if result.count > 100_000 { break }
        }
        return result
    }

    /// An identifier made from names: lowercased, words joined with `-` (`Dark Blue` is `dark-blue`).
    static func slug(_ text: String) -> String {
        let words = text.asciiCaseFolded.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "theme" : words.joined(separator: "-")
    }
}
