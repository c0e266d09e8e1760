internal import InternalPaletteUtilities
import Palette

/// A modifier as inputs choose between its contexts, whatever wrote it: a resolver's modifier, a
/// Tokens Studio theme group, a Figma variable collection's modes, Terrazzo's `$extensions.mode`.
struct ModeModifier: Sendable {
    var name: String
    /// Its contexts, in the order written.
    var contexts: [String]
    /// The context read when no input chooses one: a resolver's `default`, a Figma collection's
    /// default mode; `nil` when there is none.
    var defaultContext: String?
    /// Where it is defined.
    var location: ThemeError.Location?
    /// What its source calls it, for messages: `modifier`, `theme group`, `collection`.
    var noun = "modifier"

    /// The context an input names: the one spelled so, else the only one spelled so in another
    /// letter case.
    func context(matching name: String) -> String? {
        if contexts.contains(name) { return name }
        let folded = name.asciiCaseFolded
        let matches = contexts.filter { $0.asciiCaseFolded == folded }
        return matches.count == 1 ? matches.first : nil
    }

    /// `'light', 'dark' and 1 more`.
    var listedContexts: String { contexts.map { "'\($0)'" }.summarisedForMessage() }

    /// The Resolver Module's rule for a modifier without a default that no input chooses: a tool
    /// MUST refuse to resolve it. The error `validate` and `--strict` give, at the modifier.
    var missingInputError: ThemeError {
        .invalidValue(
            value: name,
            reason: "the \(noun) '\(name)' has no default, so an input must choose one of its contexts, "
                + "\(listedContexts) (--input \(name)=CONTEXT)",
            location: location
        )
    }

    /// The warning the looking commands give for it instead, reading each context as a theme of
    /// its own.
    var missingInputWarning: ThemeError {
        .invalidValue(
            value: name,
            reason: "the \(noun) '\(name)' has no default and no input chooses one of its contexts, "
                + "\(listedContexts), so each is read as a theme of its own; the Resolver Module says a tool must "
                + "refuse this, as validate and --strict do (--input \(name)=CONTEXT)",
            location: location
        )
    }
}

extension [ModeModifier] {
    /// The modifier an input names: the one spelled so, else the only one spelled so in another
    /// letter case.
    func modifier(matching name: String) -> ModeModifier? {
        if let exact = first(where: { $0.name == name }) { return exact }
        let folded = name.asciiCaseFolded
        let matches = filter { $0.name.asciiCaseFolded == folded }
        return matches.count == 1 ? matches.first : nil
    }

    /// The contexts `inputs` choose, by modifier name as written in the file.
    ///
    /// An input that names no modifier is an error naming the closest one; an input that names no
    /// context of its modifier is an error at the modifier, naming the closest context (with
    /// `unknownModifiers`, either is collected there instead, for a caller that reads several
    /// files, any of which may have it); an unknown modifier is reported at `place`, where the file
    /// lists its modifiers; two inputs that choose different contexts of one modifier are an error.
    func choices(
        for inputs: [ModeInput],
        definedAt place: ThemeError.Location?,
        reader: inout DocumentReader,
        unknownModifiers: inout [ModeInput]?
    ) -> [String: String] {
        var chosen: [String: String] = [:]
        for input in inputs {
            guard let modifier = modifier(matching: input.modifier) else {
                if unknownModifiers != nil {
                    unknownModifiers?.append(input)
                    continue
                }
                let names = map(\.name)
                let noun = first?.noun ?? "modifier"
                let listed =
                    names.isEmpty
                    ? "there are none" : "the \(noun)s are " + names.map { "'\($0)'" }.summarisedForMessage()
                reader.error(
                    .unresolvedReference(
                        reference: "--input \(input)",
                        reason: "no \(noun) is named '\(input.modifier)'; \(listed)"
                            + Suggestion.didYouMean(Suggestion.closest(to: input.modifier, in: names)),
                        location: place ?? .init(path: "--input")
                    )
                )
                continue
            }
            guard let context = modifier.context(matching: input.context) else {
                // Read with other files, the input may be for another file's modifier of the name.
                if unknownModifiers != nil {
                    unknownModifiers?.append(input)
                    continue
                }
                reader.error(
                    .invalidValue(
                        value: input.context,
                        reason: "the input '\(input)' names no context of the \(modifier.noun) '\(modifier.name)', "
                            + "whose contexts are \(modifier.listedContexts)"
                            + Suggestion.didYouMean(Suggestion.closest(to: input.context, in: modifier.contexts)),
                        location: modifier.location
                    )
                )
                continue
            }
            if let earlier = chosen[modifier.name], earlier != context {
                reader.error(
                    .invalidValue(
                        value: input.description,
                        reason: "another input already chose '\(earlier)' of the \(modifier.noun) '\(modifier.name)'",
                        location: .init(path: "--input \(input)")
                    )
                )
                continue
            }
            chosen[modifier.name] = context
        }
        return chosen
    }
}
