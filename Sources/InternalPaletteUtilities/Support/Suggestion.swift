/// The "did you mean" rule: the known name a mistyped one most likely meant.
///
/// Every suggestion Palette makes goes through here: unknown themes, document keys, style and
/// role names, and the CLI's commands and options.
@usableFromInline package enum Suggestion {
    /// How a message offers a suggestion: `; did you mean 'alternative'?`, or nothing without one.
    ///
    /// - Parameters:
    ///   - suggestion: What ``closest(to:in:)`` found.
    ///   - separator: What comes before the question (`"; "` after a clause).
    ///   - terminator: What comes after it.
    ///   - quoting: How the suggestion is written inside the quotes (`--\($0)` for an option).
    @_alwaysEmitIntoClient package static func didYouMean(
        _ suggestion: String?,
        separator: String = "; ",
        terminator: String = "",
        quoting: (String) -> String = { $0 }
    ) -> String {
        suggestion.map { "\(separator)did you mean '\(quoting($0))'?\(terminator)" } ?? ""
    }

    /// The candidate closest to `name` ignoring case, if one is close enough to be a likely typo.
    @_alwaysEmitIntoClient package static func closest(to name: String, in candidates: [String]) -> String? {
        closest(to: name, among: candidates.map { (name: $0, value: $0) })
    }

    /// The value of the candidate whose name is closest to `name` ignoring case, if one is close
    /// enough to be a likely typo (a theme's type name suggests the theme's identifier).
    ///
    /// A candidate is close when a third of `name`'s length in edits (insertions, deletions,
    /// substitutions) turns one into the other, or up to half its length (at least 2) when they
    /// start with the same letter; never as many edits as `name` has letters. So `shw` and `shwo`
    /// suggest `show` and `midnite` suggests `midnight`, while `v` suggests nothing and `persist`
    /// does not suggest `version`. A candidate that starts with `name` is close too, once `name` has
    /// 3 characters (`sel` suggests `select`). The fewest edits win; on a tie a candidate that
    /// starts with `name`, then the first given.
    @usableFromInline
    package static func closest<Value>(to name: String, among candidates: [(name: String, value: Value)]) -> Value? {
        let query = Array(name.lowercased())
        guard let first = query.first else { return nil }
        let strictLimit = min(query.count / 3, query.count - 1)
        let limit = min(max(2, query.count / 2), query.count - 1)
        var best: (value: Value, score: Int)?
        for candidate in candidates {
            let lowered = Array(candidate.name.lowercased())
            var distance = EditDistance.between(query, lowered, limit: limit)
            let isPrefix = query.count >= 3 && lowered.starts(with: query)
            if isPrefix { distance = min(distance, limit) }
            guard distance <= strictLimit || (distance <= limit && lowered.first == first) else { continue }
            // Twice the distance, plus one unless it is a prefix: prefixes win ties.
            let score = distance * 2 + (isPrefix ? 0 : 1)
            if score < (best?.score ?? .max) { best = (candidate.value, score) }
        }
        return best?.value
    }
}

/// Levenshtein distance, for suggesting the name a mistyped one meant.
enum EditDistance {
    /// The edit distance between two strings, or a value above `limit` once it is certain to
    /// exceed it (which keeps a search over many names cheap).
    static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
