import Foundation

/// A small structural check of the CSS Palette writes: comments closed, strings closed, rules of
/// `selector { property: value; … }` (inside `@media` blocks too), property names that are CSS
/// identifiers or custom properties, values with balanced parentheses, and every `var(--…)`
/// naming a custom property the sheet declares.
///
/// It is not a CSS parser; it is strict about the subset the exporter writes, so that a broken
/// escape, a lost brace or a reference to nothing fails a test.
struct CSSStructure {
    /// What is wrong, one message each; empty for a sound sheet.
    private(set) var problems: [String] = []
    /// The custom properties declared, and those `var()` uses.
    private(set) var declared: Set<String> = []
    private var used: [String] = []
    /// The rules, by selector, with their declarations.
    private(set) var rules: [(selector: String, declarations: [(String, String)])] = []

    init(_ css: String) {
        var text = ""
        var index = css.startIndex
        // Comments out, strings kept as they are (a string cannot hold `/*`).
        while index < css.endIndex {
            if css[index...].hasPrefix("/*") {
                guard let end = css[index...].range(of: "*/") else {
                    problems.append("a comment is not closed")
                    break
                }
                text += " "
                index = end.upperBound
                continue
            }
            if css[index] == "\"" {
                var cursor = css.index(after: index)
                while cursor < css.endIndex, css[cursor] != "\"" {
                    if css[cursor] == "\n" || css[cursor] == "\r\n" { problems.append("a string holds a line break") }
                    if css[cursor] == "\\" { cursor = css.index(after: cursor) }
                    if cursor < css.endIndex { cursor = css.index(after: cursor) }
                }
                guard cursor < css.endIndex else {
                    problems.append("a string is not closed")
                    break
                }
                // The string's text cannot end a rule, a declaration or a parenthesis.
                text += "\"" + String(repeating: "_", count: css.distance(from: index, to: cursor) - 1) + "\""
                index = css.index(after: cursor)
                continue
            }
            text.append(css[index])
            index = css.index(after: index)
        }
        parseRules(Substring(text), depth: 0)
        for name in used where !declared.contains(name) { problems.append("var(\(name)) names nothing declared") }
    }

    var isSound: Bool { problems.isEmpty }

    private mutating func parseRules(_ text: Substring, depth: Int) {
        var rest = text
        while let open = rest.firstIndex(of: "{") {
            let selector = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let close = Self.matchingBrace(in: rest, from: open) else {
                problems.append("'\(selector)' is not closed")
                return
            }
            let body = rest[rest.index(after: open)..<close]
            if selector.isEmpty || selector.contains(";") || selector.contains("}") {
                problems.append("a rule has no selector, or a broken one: '\(selector)'")
            }
            if selector.hasPrefix("@") {
                if depth > 0 { problems.append("'\(selector)' is nested too deeply") }
                parseRules(body, depth: depth + 1)
            } else {
                if body.contains("{") { problems.append("'\(selector)' holds a block") }
                rules.append((selector, parseDeclarations(body, in: selector)))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append("text outside any rule: '\(rest.trimmingCharacters(in: .whitespacesAndNewlines))'")
        }
    }

    private mutating func parseDeclarations(_ body: Substring, in selector: String) -> [(String, String)] {
        var declarations: [(String, String)] = []
        let parts = body.split(separator: ";", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let declaration = part.trimmingCharacters(in: .whitespacesAndNewlines)
            if declaration.isEmpty { continue }
            if index == parts.count - 1 { problems.append("'\(declaration)' in '\(selector)' has no ';'") }
            guard let colon = declaration.firstIndex(of: ":") else {
                problems.append("'\(declaration)' in '\(selector)' is not 'property: value'")
                continue
            }
            let property = String(declaration[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(declaration[declaration.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if !Self.isPropertyName(property) { problems.append("'\(property)' is not a property name") }
            if value.isEmpty { problems.append("'\(property)' in '\(selector)' has no value") }
            if value.filter({ $0 == "(" }).count != value.filter({ $0 == ")" }).count {
                problems.append("'\(property): \(value)' has unbalanced parentheses")
            }
            if property.hasPrefix("--") { declared.insert(property) }
            var search = value[...]
            while let range = search.range(of: "var(") {
                let name = search[range.upperBound...].prefix { $0 != ")" && $0 != "," }
                used.append(name.trimmingCharacters(in: .whitespaces))
                search = search[range.upperBound...]
            }
            declarations.append((property, value))
        }
        return declarations
    }

    private static func isPropertyName(_ name: String) -> Bool {
        let body = name.hasPrefix("--") ? name.dropFirst(2) : name[...]
        guard let first = body.first, first.isLetter || first == "-" || first == "_" || name.hasPrefix("--") else {
            return false
        }
        return !body.isEmpty && body.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    private static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
