import Palette

extension DTCGResolver {
    /// Every token of one choice of contexts, resolved as the Resolver Module resolves them: the
    /// sources merged in order, then every alias followed, each value checked against its type.
    ///
    /// Keyed by token path (`color.text.default`), each value as DTCG writes it. Every problem is
    /// an error: inputs that choose nothing, a token and a group at one path after the merge, an
    /// alias to nothing or in a cycle, a type that cannot be determined.
    package func resolvedTokens(
        for inputs: [ModeInput],
        limits: ThemeLimits = .default
    ) -> DecodingReport<[String: JSONValue]> {
        var reader = DocumentReader()
        let choices = choices(for: inputs, reader: &reader)
        guard reader.errors.isEmpty else { return reader.report(nil) }
        var files = ResolverFiles(resolver: file, limits: limits)
        let sources = sources(for: choices, files: &files, reader: &reader)
        let tree = DTCGTokenTree(sources: sources, limits: limits, reader: &reader)
        Self.checkMerge(of: tree, reader: &reader)
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
        return reader.report(resolved)
    }

    /// Reports each path that is a token in one source and a group in another once the sources
    /// are merged: DTCG says a document with both is invalid, and a resolver's merge must not make
    /// one.
    static func checkMerge(of tree: DTCGTokenTree, reader: inout DocumentReader) {
        for token in tree.tokens where token.names.last != "$root" {
            guard let group = tree.groups[token.path] else { continue }
            let place = tree.sources[group.source].place
            let position = group.node.line > 0 ? " at \(group.node.line):\(group.node.column)" : ""
            reader.error(
                .invalidValue(
                    value: token.path,
                    reason: "this is a token here and a group in \(place)\(position); once a resolver's sources are "
                        + "merged, a path is one or the other",
                    location: token.location
                )
            )
        }
    }
}
