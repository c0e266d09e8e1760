internal import InternalPaletteUtilities
import Palette

/// A modifier whose contexts are variants: appearances (`light`, `dark`, perhaps in increased
/// contrast too, as Apple's `light_ax`), or contrasts alone (`standard`, `high`).
struct VariantAxis: Sendable {
    var modifier: String
    /// What each context that is a variant says, by context name; contexts that are none are
    /// left out.
    var contexts: [(name: String, recognition: VariantRecognition)]
    /// Whether its contexts are appearances (else contrasts alone).
    var isAppearance: Bool {
        contexts.contains { $0.recognition.appearance != nil }
    }
    /// Whether its contexts say contrast too (`light_ax`), so no other modifier's may.
    var coversContrast: Bool {
        contexts.contains { $0.recognition.contrast == .increased }
    }

    /// The context whose variant, light and standard contrast filling in what it does not say,
    /// is `variant`.
    func context(for variant: ThemeVariant) -> String? {
        contexts.first { $0.recognition.variant == variant }?.name
    }

    /// The modifier as an axis: its contexts each read as `explicit` maps it or as its name says.
    /// `nil` when it is none: fewer than two contexts are variants (one when named explicitly),
    /// two are the same variant, or it lacks the variant every theme has (light, or standard
    /// contrast). Problems with an explicit naming are errors; the contexts that are no variant
    /// are returned for a warning.
    static func make(
        _ modifier: ModeModifier,
        explicit: VariantModifier?,
        reader: inout DocumentReader
    ) -> (axis: VariantAxis, leftOut: [String])? {
        var recognised: [(name: String, recognition: VariantRecognition)] = []
        var leftOut: [String] = []
        let named = VariantRecognition.recognitions(of: modifier.contexts)
        for (context, byName) in zip(modifier.contexts, named) {
            let mapped = explicit?.contexts.first {
                $0.key == context || $0.key.asciiCaseFolded == context.asciiCaseFolded
            }
            if let recognition = mapped.map({ VariantRecognition($0.value) }) ?? byName {
                recognised.append((context, recognition))
            } else {
                leftOut.append(context)
            }
        }
        if let explicit {
            for name in explicit.contexts.keys.sorted() where modifier.context(matching: name) == nil {
                reader.error(
                    .invalidValue(
                        value: name,
                        reason:
                            "'--variant-modifier \(explicit)' maps a context the \(modifier.noun) '\(modifier.name)' "
                            + "does not have; its contexts are \(modifier.listedContexts)"
                            + Suggestion.didYouMean(Suggestion.closest(to: name, in: modifier.contexts)),
                        location: modifier.location
                    )
                )
            }
        }
        let axis = VariantAxis(modifier: modifier.name, contexts: recognised)
        var problem: String?
        let variants = recognised.map(\.recognition.variant)
        if recognised.count < (explicit == nil ? 2 : 1) {
            problem = "none of its contexts is named as an appearance or a contrast"
        } else if Set(variants).count < variants.count {
            problem = "two of its contexts are the same variant"
        } else if !variants.contains(.light) {
            problem = "none of its contexts is the light (or standard contrast) variant every adaptive theme has"
        }
        guard let problem else { return (axis, leftOut) }
        if let explicit {
            reader.error(
                .invalidValue(
                    value: explicit.description,
                    reason: "the \(modifier.noun) '\(modifier.name)' cannot be the variants: \(problem); map its "
                        + "contexts as NAME:CONTEXT=VARIANT,… (light, dark, lightIncreasedContrast, darkIncreasedContrast)",
                    location: modifier.location
                )
            )
        }
        return nil
    }
}
