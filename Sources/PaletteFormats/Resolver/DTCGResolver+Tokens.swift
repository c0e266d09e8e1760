package import InternalPaletteUtilities
import Palette

extension DTCGResolver {
    /// Every token of one choice of contexts, resolved as the Resolver Module resolves them: the
    /// sources merged in order, then every alias followed, each value checked against its type.
    ///
    /// Keyed by token path (`color.text.default`), each value as DTCG writes it. Every problem is
    /// an error: inputs that choose nothing, a token and a group at one path after the merge, an
    /// alias to nothing or in a cycle, a type that cannot be determined. The tokens that resolve
    /// are there even when others do not, for a caller that looks at some of them.
    package func resolvedTokens(for inputs: [ModeInput], limits: FormatLimits = .default) -> ResolvedTokens {
        var reader = DocumentReader()
        let choices = choices(for: inputs, reader: &reader)
        guard reader.errors.isEmpty else { return ResolvedTokens(values: [:], errors: reader.errors) }
        var files = ResolverFiles(resolver: file, limits: limits)
        let sources = sources(for: choices, files: &files, reader: &reader)
        let tree = DTCGTokenTree(sources: sources, limits: limits, reader: &reader)
        tree.reportMergedCollisions(reader: &reader)
        var values = DTCGValueReader(tree: tree, limits: limits)
        var resolved: [String: JSONValue] = [:]
        for token in tree.tokens {
            reader.currentFile = token.file
            switch values.type(of: token, reader: &reader) {
            case .known(let type)?:
                if let value = values.value(of: token, as: type, reader: &reader) {
                    resolved[token.path] = value.jsonValue
                }
            case .unknown(let name)?:
                reader.error(
                    .unsupported(
                        feature: "token type '\(name)'",
                        reason: "DTCG 2025.10 has no such type",
                        location: token.location
                    )
                )
            case .undetermined(let reason)?:
                reader.error(.invalidValue(value: token.path, reason: reason, location: token.location))
            case nil:
                continue
            }
        }
        let report = reader.report(true)
        return ResolvedTokens(values: resolved, errors: report.errors, warnings: report.warnings)
    }
}

/// The tokens of one choice of a resolver's contexts, resolved, and the problems met.
package struct ResolvedTokens: Sendable {
    /// Each token that resolved, by path, its value as DTCG writes it.
    package var values: [String: JSONValue]
    /// What keeps the resolver from resolving: the whole choice is invalid when there are any.
    package var errors: [ThemeError]
    package var warnings: [ThemeWarning] = []
}
