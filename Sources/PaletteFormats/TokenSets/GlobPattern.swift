import Palette

/// A file pattern as Style Dictionary's `source` and `include` lists write them: `/`-separated
/// names in which `*` is any run of characters but `/`, `?` one such character, `{a,b}` either
/// word, and a name `**` any number of folders (`tokens/**/*.json`).
struct GlobPattern: Hashable, Sendable {
    /// The pattern's names; a leading `./` is dropped.
    let names: [String]
    /// How many alternatives a name's braces may expand to (``FormatLimits/maximumGlobAlternatives``).
    let maximumAlternatives: Int
    /// Whether the pattern is no longer than ``/Palette/ThemeLimits/maximumPathLength``; a longer one
    /// matches nothing, as no path it could name is that long.
    let isWithinLimits: Bool

    /// A pattern read under `limits`.
    init(_ pattern: String, limits: FormatLimits) {
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.first == "." { parts.removeFirst() }
        isWithinLimits = pattern.utf8.count <= limits.maximumPathLength
        names = isWithinLimits ? parts : []
        maximumAlternatives = limits.maximumGlobAlternatives
    }

    /// Whether a relative path (`tokens/color/base.json`) matches.
    func matches(_ path: String) -> Bool {
        guard isWithinLimits else { return false }
        let path = path.split(separator: "/").map(String.init)
        // matched[i][j]: whether the pattern's names from i on match the path's names from j on,
        // filled from the ends, so any number of `**` costs patterns × names steps.
        var matched = Array(repeating: Array(repeating: false, count: path.count + 1), count: names.count + 1)
        matched[names.count][path.count] = true
        for i in stride(from: names.count - 1, through: 0, by: -1) {
            for j in stride(from: path.count, through: 0, by: -1) {
                if names[i] == "**" {
                    matched[i][j] = matched[i + 1][j] || (j < path.count && matched[i][j + 1])
                } else {
                    matched[i][j] = j < path.count && matchesName(names[i], path[j]) && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }

    /// Whether one name matches a pattern name with `*`, `?` and `{a,b}`.
    func matchesName(_ pattern: String, _ name: String) -> Bool {
        alternatives(of: pattern).contains { Self.wildcard(Array($0)[...], Array(name)[...]) }
    }

    /// The pattern with every `{a,b}` expanded (`*.{json,tokens}` gives `*.json` and
    /// `*.tokens`), at most ``maximumAlternatives`` of them.
    private func alternatives(of pattern: String) -> [String] {
        var done: [String] = []
        var pending = [pattern]
        while let next = pending.popLast(), done.count + pending.count < maximumAlternatives {
            guard let open = next.firstIndex(of: "{"), let close = next[open...].firstIndex(of: "}") else {
                done.append(next)
                continue
            }
            let head = next[..<open]
            let tail = next[next.index(after: close)...]
            for word in next[next.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false) {
                pending.append(String(head + word + tail))
            }
        }
        return done
    }

    private static func wildcard(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var pattern = pattern
        var name = name
        // The last `*` seen and where the name stood then, to retry from when a match fails.
        var star: (pattern: ArraySlice<Character>, name: ArraySlice<Character>)?
        while !name.isEmpty {
            if let next = pattern.first, next == "*" {
                pattern = pattern.dropFirst()
                star = (pattern, name)
            } else if let next = pattern.first, next == "?" || next == name.first {
                pattern = pattern.dropFirst()
                name = name.dropFirst()
            } else if let retry = star, !retry.name.isEmpty {
                pattern = retry.pattern
                name = retry.name.dropFirst()
                star = (retry.pattern, name)
            } else {
                return false
            }
        }
        return pattern.allSatisfy { $0 == "*" }
    }
}
