internal import InternalPaletteUtilities
import Palette

/// Paths a user mapped to roles or styles (`--map colors.brand=primary`, ``DTCGMapping``) that
/// name nothing in the file: an error each, with the closest path the file has.
package enum MappedPaths {
    /// An error for each path of `mapped` that is not in `known`, in the order given; `missing`
    /// says what the file lacks (a token at the path, a colour set of the name).
    package static func unmatched(
        _ mapped: [String],
        known: Set<String>,
        missing: String = "no token has this path"
    ) -> [ThemeError] {
        let candidates = known.sorted()
        return mapped.filter { !known.contains($0) }.map { path in
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: path, in: candidates))
            return .unresolvedReference(
                reference: path,
                reason: "it is mapped to a role or style, but \(missing)\(suggestion)",
                location: nil
            )
        }
    }
}
