import Palette

/// One theme a file with modes was read as.
package struct ModeTheme: Sendable {
    /// The theme: adaptive when the file's modes include appearances or contrasts.
    package var document: ThemeDocument
    /// The inputs that read this theme alone (`brand=acme`): the contexts of the modifiers that
    /// made several themes; empty when the file makes one.
    package var inputs: [ModeInput]
    /// Whether the identifier was made from names (the file's, the contexts') rather than written.
    package var isNamedAfterFile: Bool
    /// The identifier to take when ``document``'s is taken (`microsoft-fluent-default`).
    package var alternativeID: String?
}

/// Reads a file with modes into themes: each theme of its ``ModePlan``, each variant imported by
/// the DTCG importer from the sources its contexts merge, the variants made one adaptive
/// document. Problems of every permutation are reported once each.
struct ModeImport {
    var importer: DTCGImporter
    var options: ModeOptions
    /// Whether an input naming no modifier of the file is left to the caller, which reads other
    /// files that may have it.
    var toleratesUnknownInputs = false

    /// The themes, and the inputs that named no modifier when those are tolerated.
    func themes(of source: inout some ModeSource) -> (report: DecodingReport<[ModeTheme]>, unknownInputs: [ModeInput]) {
        var reader = DocumentReader()
        let plan = ModePlan(
            source,
            options: options,
            limits: importer.limits,
            toleratesUnknownInputs: toleratesUnknownInputs,
            reader: &reader
        )
        guard reader.errors.isEmpty else { return (reader.report(nil), plan.unknownInputs) }
        var themes: [ModeTheme] = []
        // A theme named after a context that is the theme the file extends (Fluent's `default`
        // modifier context, extending Palette's `default`) would extend itself: every theme of
        // the file takes the file's name joined to its contexts (`microsoft-fluent-default`).
        let extended = importer.extends?.asciiCaseFolded
        let joinsNames = plan.themes.contains { $0.alternativeID != nil && $0.id.asciiCaseFolded == extended }
        for theme in plan.themes {
            var documents: [ThemeVariant: ThemeDocument] = [:]
            var importer = self.importer
            importer.id = joinsNames ? theme.alternativeID ?? theme.id : theme.id
            importer.name = theme.name
            for (variant, choices) in theme.variants {
                if let document = read(choices, of: &source, with: importer, into: &reader) {
                    documents[variant] = document
                }
            }
            guard documents.count == theme.variants.count else { continue }
            // A variant that reads as the one that would serve it anyway is no variant of its own
            // (Palette's own resolvers point a missing variant at the set of its fallback).
            for variant in ThemeVariant.allCases where variant != .light {
                guard let document = documents[variant],
                    let fallback = variant.fallbacks.dropFirst().first(where: { documents[$0] != nil })
                else { continue }
                if documents[fallback] == document { documents[variant] = nil }
            }
            let id = importer.id ?? theme.id
            guard let document = ThemeDocument.adaptive(id: id, name: theme.name, variants: documents) else {
                continue
            }
            themes.append(
                ModeTheme(
                    document: document,
                    inputs: theme.inputs,
                    isNamedAfterFile: theme.isNamedAfterFile,
                    alternativeID: theme.alternativeID
                )
            )
        }
        return (reader.report(themes), plan.unknownInputs)
    }

    /// One permutation's document, its problems recorded in `reader` (each once, however many
    /// permutations share the file it is in).
    private func read(
        _ choices: [String: String],
        of source: inout some ModeSource,
        with importer: DTCGImporter,
        into reader: inout DocumentReader
    ) -> ThemeDocument? {
        var own = DocumentReader()
        let document: ThemeDocument?
        switch source.sources(for: choices, reader: &own) {
        case .files(let members) where own.errors.isEmpty:
            document = importer.decode(parsed: members, reader: &own)
        case .trees(var trees) where own.errors.isEmpty:
            for index in trees.indices { trees[index].isLenient = importer.conformance == .lenient }
            if let first = trees.first(where: { !$0.isReferenceOnly }) ?? trees.first {
                document = importer.decode(trees, first: first, reader: &own)
            } else {
                document = nil
            }
        default:
            document = nil
        }
        for problem in own.errors { reader.error(problem) }
        for problem in own.warnings { reader.warning(problem) }
        return own.errors.isEmpty ? document : nil
    }
}
