/// A data-defined style after inheritance: every property it sets, and what was wrong.
package struct StyleResolution: Equatable, Sendable {
    /// One property after inheritance, with the style that set it.
    package struct Entry: Equatable, Sendable {
        /// The property's name: one name, comma-separated lists having been split.
        package let name: String
        /// The value that won.
        package let value: StyleValue
        /// The style that gave the value.
        package let style: String
    }

    /// The properties in the order they were first set; where several styles set one, the value
    /// is the last one's (SDThemeManager: superstyles first, in order, then the style itself).
    package let entries: [Entry]
    /// Unknown styles, cycles, too-deep inheritance and empty property names met on the way.
    package let problems: [StyleProblem]

    /// The value of the property `name`, if the style sets it.
    subscript(name: String) -> StyleValue? {
        entries.first { $0.name == name }?.value
    }
}

extension StyleSheet {
    /// The style `name` after inheritance: what `palette style NAME` prints.
    ///
    /// Superstyles are applied first, each in the order listed and each with its own
    /// superstyles first, then the style's own properties; a property set again wins, as
    /// SDThemeManager's `_superstyle` describes. A style that appears twice through different
    /// parents is applied both times (that is not a cycle); a style that extends itself,
    /// directly or through others, is reported as a cycle and that link is skipped.
    package func resolve(_ name: String) -> StyleResolution {
        resolve([name])
    }

    /// Several styles applied in order, as `style:A,B` applies them.
    func resolve(_ names: [String]) -> StyleResolution {
        var resolver = Resolver(sheet: self)
        for name in names { resolver.visit(name, referencedBy: nil) }
        return StyleResolution(entries: resolver.entries, problems: resolver.problems)
    }

    private struct Resolver {
        let sheet: StyleSheet
        var entries: [StyleResolution.Entry] = []
        var positions: [String: Int] = [:]
        var problems: [StyleProblem] = []
        var stack: [String] = []
        var visits = 0

        init(sheet: StyleSheet) {
            self.sheet = sheet
        }

        mutating func visit(_ name: String, referencedBy: String?) {
            guard let definition = sheet.definition(named: name) else {
                report(.unknownStyle(name: name, referencedBy: referencedBy))
                return
            }
            if let start = stack.firstIndex(of: name) {
                report(.inheritanceCycle(styles: Array(stack[start...]) + [name]))
                return
            }
            visits += 1
            guard stack.count < sheet.limits.maximumStyleDepth, visits <= sheet.limits.maximumStyleVisits else {
                report(.inheritanceTooDeep(style: stack.first ?? name, limit: sheet.limits.maximumStyleDepth))
                return
            }
            stack.append(name)
            for superstyle in definition.superstyles { visit(superstyle, referencedBy: name) }
            for property in definition.properties {
                for key in StyleDefinition.splitList(property.key) {
                    guard !key.isEmpty else {
                        report(.emptyPropertyName(key: property.key, style: name))
                        continue
                    }
                    set(key, property.value, style: name)
                }
            }
            stack.removeLast()
        }

        private mutating func set(_ key: String, _ value: StyleValue, style: String) {
            let entry = StyleResolution.Entry(name: key, value: value, style: style)
            if let position = positions[key] {
                entries[position] = entry
            } else {
                positions[key] = entries.count
                entries.append(entry)
            }
        }

        private mutating func report(_ problem: StyleProblem) {
            if !problems.contains(problem) { problems.append(problem) }
        }
    }
}
