import Palette

/// Problems grouped by kind, so that a file with two thousand warnings of one kind can be told
/// in one line.
///
/// Two problems are of one kind when they are the same case of ``ThemeError`` and their messages
/// are the same once the values they quote are set aside: `unknown key 'em': expected one of px,
/// rem` and `unknown key 'dp': expected one of px, rem` are one kind, at different paths.
///
/// ```swift
/// let summary = ProblemSummary(report.warnings)
/// for group in summary.groups where group.problems.count > 3 {
///     print("\(group.problems.count) × \(group.problems[0].message)")
/// }
/// ```
package struct ProblemSummary: Sendable {
    /// The problems of one kind, in the order they were given.
    package struct Group: Sendable {
        /// The kind's key: the case and the message with its quoted values set aside.
        package var kind: String
        /// Every problem of the kind, in order; never empty.
        package var problems: [ThemeError]
    }

    /// The groups, in the order of their first problem.
    package private(set) var groups: [Group] = []
    /// For each problem given, the index of its group in ``groups``.
    package private(set) var groupIndex: [Int] = []

    /// Groups `problems` by kind.
    package init(_ problems: [ThemeError]) {
        var indices: [String: Int] = [:]
        for problem in problems {
            let kind = Self.kind(of: problem)
            if let index = indices[kind] {
                groups[index].problems.append(problem)
                groupIndex.append(index)
            } else {
                indices[kind] = groups.count
                groupIndex.append(groups.count)
                groups.append(Group(kind: kind, problems: [problem]))
            }
        }
    }

    /// The kind of a problem: its case, then its message with every quoted value replaced by `…`.
    package static func kind(of problem: ThemeError) -> String {
        let label = Mirror(reflecting: problem).children.first?.label ?? ""
        return label + ": " + maskingQuotes(problem.message)
    }

    /// The text with each single-quoted value replaced by `'…'`, and each number (a line and
    /// column, `at 3:24`) by `#`: two problems that differ only in the values and places they name
    /// are of one kind. A quote between two letters is an apostrophe (`SDThemeManager's`) and is
    /// kept.
    static func maskingQuotes(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let isOpening =
                character == "'" && (index == 0 || !characters[index - 1].isLetter)
                && index + 1 < characters.count
            if isOpening, let end = closingQuote(in: characters, after: index) {
                result += "'…'"
                index = end + 1
            } else if character.isASCIIDigit {
                result += "#"
                while index < characters.count, characters[index].isASCIIDigit { index += 1 }
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }

    private static func closingQuote(in characters: [Character], after start: Int) -> Int? {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "'", index + 1 == characters.count || !characters[index + 1].isLetter {
                return index
            }
            index += 1
        }
        return nil
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
