import Palette

/// A modifier named as an adaptive theme's variants, with the variant of each context whose name
/// does not say it: `--variant-modifier theme:default=light,inverted=dark`.
///
/// Palette recognises a modifier of appearances and contrasts by its contexts' names (`light`,
/// `dark`, `dark_ax`, `light-hc`, `high-contrast`, …; see ``ModeOptions``). One named here is
/// the variants whatever its contexts are called: each context is the variant the map gives it,
/// else the one its name says; a context that is neither is left out, with a warning.
public struct VariantModifier: Hashable, Sendable, CustomStringConvertible {
    /// The modifier's name (or theme group's, or collection's), as the file writes it.
    public var modifier: String
    /// The variant of each context the map names, by the context's name as written.
    public var contexts: [String: ThemeVariant]

    /// Names `modifier` as the variants, with `contexts` mapped.
    public init(modifier: String, contexts: [String: ThemeVariant] = [:]) {
        self.modifier = modifier
        self.contexts = contexts
    }

    /// Reads `NAME` or `NAME:CONTEXT=VARIANT,…`; a variant is `light`, `dark`,
    /// `lightIncreasedContrast`, `darkIncreasedContrast`, or any name Palette recognises
    /// (`dark-hc`, `light_ax`).
    ///
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for an empty name, an
    ///   entry without `=`, or a variant that is none of these.
    public init(_ text: String) throws(ThemeError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard !parts[0].isEmpty else {
            throw .invalidValue(
                value: text,
                reason: "a variant modifier is NAME or NAME:CONTEXT=VARIANT,…",
                location: nil
            )
        }
        var contexts: [String: ThemeVariant] = [:]
        if parts.count == 2 {
            for entry in parts[1].split(separator: ",").map(String.init) {
                let sides = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard sides.count == 2, !sides[0].isEmpty else {
                    throw .invalidValue(value: entry, reason: "a context is mapped as CONTEXT=VARIANT", location: nil)
                }
                guard let variant = ThemeVariant(key: sides[1]) ?? VariantRecognition(sides[1])?.variant else {
                    throw .invalidValue(
                        value: sides[1],
                        reason: "a variant is light, dark, lightIncreasedContrast or darkIncreasedContrast",
                        location: nil
                    )
                }
                contexts[sides[0]] = variant
            }
        }
        self.init(modifier: parts[0], contexts: contexts)
    }

    /// `theme:default=light,inverted=dark`.
    public var description: String {
        guard !contexts.isEmpty else { return modifier }
        return modifier + ":" + contexts.keys.sorted().map { "\($0)=\(contexts[$0]?.key ?? "")" }.joined(separator: ",")
    }
}
