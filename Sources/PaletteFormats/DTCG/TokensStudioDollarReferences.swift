internal import InternalPaletteUtilities
import Palette

/// Tokens Studio's older reference syntax, `$colors.primary` for `{colors.primary}`: a whole value,
/// or inside math and colour functions (`$spacing.base * 2`, `rgba($colors.red, 0.5)`). Tokens
/// Studio (Figma Tokens before it) still reads it: a `$`, then everything up to a space or a comma
/// that ends in a letter, a digit or `_`.
///
/// A file read in Tokens Studio's format has each such reference read as the alias in braces, when
/// it names a token of the files read together, from the top or inside one of their top-level
/// groups (Tokens Studio's sets); other text with a `$` (`$5`) is kept as written.
struct TokensStudioDollarReferences {
    /// The paths a reference may name: every token's, and every token's inside its set.
    private var paths: Set<Substring> = []
    private let limits: FormatLimits
    /// How many references ``rewrite(_:)`` read in braces.
    private(set) var count = 0

    /// Collects the token paths of the files read together.
    init(roots: [JSONNode], limits: FormatLimits) {
        self.limits = limits
        for root in roots { collect(root, path: "", depth: 0) }
    }

    /// Whether a whole string is one `$` reference (`$colors.primary`): what marks a file as
    /// Tokens Studio's when nothing else does.
    static func isReference(_ text: String) -> Bool {
        guard let reference = references(in: text).first else { return false }
        return reference.range == text.startIndex..<text.endIndex
    }

    /// Whether text holds something written as a `$` reference (`$space * 2`).
    static func containsReference(_ text: String) -> Bool {
        text.contains("$") && !references(in: text).isEmpty
    }

    /// The tokens' values in `root` with their `$` references written in braces.
    mutating func rewrite(_ root: JSONNode) -> JSONNode {
        rewrite(root, depth: 0, inValue: false)
    }

    // MARK: Reading the syntax

    /// The `$` references in text, as Tokens Studio finds them: `$`, a letter or `_`, then
    /// everything up to a space or a comma, less what trails the last letter, digit or `_`
    /// (`rgba($colors.red)` names `colors.red`).
    private static func references(in text: String) -> [(range: Range<String.Index>, path: Substring)] {
        var found: [(range: Range<String.Index>, path: Substring)] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let start = text.index(after: dollar)
            var end = text[start...].firstIndex { $0.isWhitespace || $0 == "," } ?? text.endIndex
            while end > start, let last = text[..<end].last, !isWordCharacter(last) { end = text.index(before: end) }
            if let first = text[start...].first, first.isLetter || first == "_", end > start {
                found.append((dollar..<end, text[start..<end]))
            }
            index = max(end, start)
        }
        return found
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    // MARK: Walking the files

    private mutating func collect(_ node: JSONNode, path: String, depth: Int) {
        guard depth <= limits.maximumDepth, let members = node.members else { return }
        if FileShape.isUnprefixedToken(members) {
            paths.insert(path[...])
            // Inside its set: `colors.blue` for the set `global`'s `global.colors.blue`.
            if let dot = path.firstIndex(of: ".") { paths.insert(path[path.index(after: dot)...]) }
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.node, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1)
        }
    }

    /// `node` with the `$` references in its tokens' values in braces; `inValue` when it is (in) a
    /// token's `value`.
    private mutating func rewrite(_ node: JSONNode, depth: Int, inValue: Bool) -> JSONNode {
        guard depth <= limits.maximumDepth else { return node }
        switch node.value {
        case .string(let text) where inValue:
            let rewritten = braced(text)
            return rewritten == text ? node : JSONNode(.string(rewritten), line: node.line, column: node.column)
        case .array(let elements) where inValue:
            return JSONNode(
                .array(elements.map { rewrite($0, depth: depth + 1, inValue: true) }),
                line: node.line,
                column: node.column
            )
        case .object(let members):
            let isToken = !inValue && FileShape.isUnprefixedToken(members)
            let rewritten = members.map { member in
                let isValue = inValue || (isToken && member.key == "value")
                guard isValue || (!isToken && !member.key.hasPrefix("$")) else { return member }
                return JSONMember(
                    key: member.key,
                    node: rewrite(member.node, depth: depth + 1, inValue: isValue),
                    keyLine: member.keyLine,
                    keyColumn: member.keyColumn
                )
            }
            return JSONNode(.object(rewritten), line: node.line, column: node.column)
        default:
            return node
        }
    }

    /// Text with each `$` reference that names a token written in braces.
    private mutating func braced(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = text.startIndex
        for (range, path) in Self.references(in: text) where paths.contains(path) {
            result += text[rest..<range.lowerBound] + "{" + path + "}"
            rest = range.upperBound
            count += 1
        }
        return result + text[rest...]
    }
}
