import Palette

/// Paths a user mapped to roles or styles (`--map colors.brand=primary`, ``DTCGMapping``) that
/// name nothing in the file: an error each, with the closest path the file has.
package enum MappedPaths {
    /// An error for each path of `mapped` that is not in `known`, in the order given.
    package static func unmatched(_ mapped: [String], known: Set<String>) -> [ThemeError] {
        let candidates = known.sorted()
        return mapped.filter { !known.contains($0) }.map { path in
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: path, in: candidates))
            return .unresolvedReference(
                reference: path,
                reason: "it is mapped to a role or style, but no token has this path\(suggestion)",
                location: nil
            )
        }
    }
}
