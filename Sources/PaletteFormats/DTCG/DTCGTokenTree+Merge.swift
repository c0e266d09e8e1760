import Palette

extension DTCGTokenTree {
    /// Reports each path that is a token in one source and a group in another once the sources
    /// are merged: DTCG says a document with both is invalid, so a resolver's merge (or a
    /// Tokens Studio theme's) must not make one.
    func reportMergedCollisions(reader: inout DocumentReader) {
        for token in tokens where token.names.last != "$root" {
            guard let group = groups[token.path] else { continue }
            let place = sources[group.source].place
            let position = group.node.line > 0 ? " at \(group.node.line):\(group.node.column)" : ""
            reader.currentFile = token.file
            reader.error(
                .invalidValue(
                    value: token.path,
                    reason: "this is a token here and a group in \(place)\(position); once the sources are merged, a "
                        + "path is one or the other",
                    location: token.location
                )
            )
        }
    }
}
