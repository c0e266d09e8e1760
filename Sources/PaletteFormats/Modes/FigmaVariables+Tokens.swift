internal import InternalPaletteUtilities
import Palette

extension FigmaVariables {
    /// The scopes of a `FLOAT` that is a length, in pixels.
    static let lengthScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING",
        "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT",
    ]

    /// The variables as one DTCG token document, each in the mode `choices` gives its collection
    /// (its default mode when none is chosen). A variable that cannot be a token (an alias to a
    /// variable the file does not hold, or to one that is left out; a path another variable has)
    /// is left out with a warning.
    func tokens(for choices: [String: String], reader: inout DocumentReader) -> JSONNode {
        reader.currentFile = file
        var modes: [String: String] = [:]
        let names = modifierNames
        for collection in collections {
            let chosen = names[collection.id].flatMap { choices[$0] }
            modes[collection.id] =
                collection.modes.first { $0.name == chosen }?.id ?? collection.defaultMode ?? collection.modes.first?.id
        }
        var byID: [String: Int] = [:]
        for (index, variable) in variables.enumerated() where byID[variable.id] == nil { byID[variable.id] = index }
        var paths: [Int: [String]] = [:]
        var tree = TokenGroup()
        // Local variables first: a library's copy of one yields to the file's own.
        let order = variables.indices.sorted { !variables[$0].isRemote && variables[$1].isRemote }
        for index in order {
            let names = tokenNames(variables[index], reader: &reader)
            if tree.insert(names, placeholder: variables[index].node) {
                paths[index] = names
            } else {
                reader.warning(
                    .unsupported(
                        feature: "variable '\(variables[index].name)'",
                        reason: "another variable has the token path '\(names.joined(separator: "."))' (or one inside "
                            + "it) and is read; this one was not imported",
                        location: variables[index].node.location(variables[index].path)
                    )
                )
            }
        }
        var importable: [Int: Bool] = [:]
        for index in order where paths[index] != nil {
            var visiting: Set<Int> = []
            guard
                isImportable(
                    index,
                    modes: modes,
                    byID: byID,
                    paths: paths,
                    memo: &importable,
                    visiting: &visiting,
                    reader: &reader
                ),
                let names = paths[index]
            else {
                if let names = paths[index] { tree.remove(names) }
                continue
            }
            tree.set(names, token(variables[index], mode: modes[variables[index].collection], byID: byID, paths: paths))
        }
        return tree.node(line: 1, column: 1)
    }

    /// A variable's token path: its name's parts between `/`, each made a name DTCG allows
    /// (`.`, `{` and `}` as `-`, a leading `$` as `_`), said in a warning when changed.
    private func tokenNames(_ variable: Variable, reader: inout DocumentReader) -> [String] {
        let parts = variable.name.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            var name = String(part).map { "{}.".contains($0) ? "-" : String($0) }.joined()
            if name.hasPrefix("$") { name = "_" + name.dropFirst() }
            return name.isEmpty ? "_" : name
        }
        let joined = parts.joined(separator: ".")
        if joined != variable.name.replacingOccurrences(of: "/", with: ".") {
            reader.warning(
                .interpreted(
                    what: "the Figma name '\(variable.name)'",
                    as: "the token path '\(joined)': DTCG names hold no '.', '{' or '}' and start with no '$'",
                    location: variable.node.location(variable.path)
                )
            )
        }
        return parts
    }

    /// Whether a variable's value in its chosen mode can be a token: a value, or an alias to a
    /// variable that can; each that cannot is said once.
    private func isImportable(
        _ index: Int,
        modes: [String: String],
        byID: [String: Int],
        paths: [Int: [String]],
        memo: inout [Int: Bool],
        visiting: inout Set<Int>,
        reader: inout DocumentReader
    ) -> Bool {
        if let known = memo[index] { return known }
        let variable = variables[index]
        guard paths[index] != nil, let value = value(of: variable, modes: modes) else {
            memo[index] = false
            return false
        }
        guard visiting.insert(index).inserted, visiting.count <= limits.maximumAliasChain else {
            reader.warning(
                UnreadableToken.warning(
                    feature: "alias",
                    because: "its aliases form a cycle or a chain longer than \(limits.maximumAliasChain)",
                    path: variable.name,
                    location: variable.node.location(variable.path)
                )
            )
            memo[index] = false
            return false
        }
        var result = true
        if let target = Self.aliasTarget(value) {
            let problem: String?
            if let targetIndex = byID[target] {
                let ok = isImportable(
                    targetIndex,
                    modes: modes,
                    byID: byID,
                    paths: paths,
                    memo: &memo,
                    visiting: &visiting,
                    reader: &reader
                )
                problem = ok ? nil : "it aliases " + UnreadableToken.leftOut(variables[targetIndex].name)
            } else {
                problem = "it aliases the variable '\(target)', which this file does not hold (a library's?)"
            }
            if let problem {
                reader.warning(
                    UnreadableToken.warning(
                        feature: "alias",
                        because: problem,
                        path: variable.name,
                        location: variable.node.location(variable.path, file: file)
                    )
                )
                result = false
            }
        }
        memo[index] = result
        return result
    }

    /// A variable's value in its collection's chosen mode, else in any mode it has.
    private func value(of variable: Variable, modes: [String: String]) -> JSONNode? {
        modes[variable.collection].flatMap { variable.values[$0] } ?? variable.values.values.first
    }

    /// The variable an alias value names.
    static func aliasTarget(_ value: JSONNode) -> String? {
        guard value["type"]?.string == "VARIABLE_ALIAS" else { return nil }
        return value["id"]?.string
    }

    /// A variable as a DTCG token object, placed at the variable for problems about it.
    private func token(_ variable: Variable, mode: String?, byID: [String: Int], paths: [Int: [String]]) -> JSONNode {
        let value = mode.flatMap { variable.values[$0] } ?? variable.values.values.first ?? JSONNode(.null)
        var members: [(String, JSONValue)] = []
        if let target = Self.aliasTarget(value), let names = byID[target].flatMap({ paths[$0] }) {
            // A length's scopes type its alias too: a font size that aliases a plain number is a size.
            if variable.type == "FLOAT", case let type = Self.floatType(of: variable), type != "number" {
                members.append(("$type", .string(type)))
            }
            members.append(("$value", .string("{" + names.joined(separator: ".") + "}")))
        } else {
            let (type, literal) = Self.literal(value, of: variable)
            members.append(("$type", .string(type)))
            members.append(("$value", literal))
        }
        if let description = variable.description { members.append(("$description", .string(description))) }
        members.append(("$extensions", .orderedObject([("com.figma", .orderedObject(variable.extensions))])))
        let node = variable.node
        return JSONNode(
            .object(members.map { JSONMember(key: $0.0, node: JSONNode($0.1, line: node.line, column: node.column)) }),
            line: node.line,
            column: node.column
        )
    }

    /// The DTCG type a `FLOAT` variable's scopes give it: `dimension` when every scope is a
    /// length, `fontWeight` for `FONT_WEIGHT`, else `number`.
    static func floatType(of variable: Variable) -> String {
        if !variable.scopes.isEmpty, variable.scopes.allSatisfy(lengthScopes.contains) { return "dimension" }
        return variable.scopes == ["FONT_WEIGHT"] ? "fontWeight" : "number"
    }

    /// A value of a variable's type as DTCG writes it: its type and value.
    static func literal(_ value: JSONNode, of variable: Variable) -> (type: String, value: JSONValue) {
        switch variable.type {
        case "COLOR":
            let components = ["r", "g", "b"].map { value[$0]?.number.map(JSONValue.number) ?? .null }
            return (
                "color",
                .orderedObject([
                    ("colorSpace", .string("srgb")), ("components", .array(components.map { JSONNode($0) })),
                    ("alpha", .number(value["a"]?.number ?? 1)),
                ])
            )
        case "FLOAT":
            let number = value.number.map(JSONValue.number) ?? value.value
            let type = floatType(of: variable)
            if type == "dimension" { return (type, .orderedObject([("value", number), ("unit", .string("px"))])) }
            return (type, number)
        case "STRING": return ("string", value.value)
        case "BOOLEAN": return ("boolean", value.value)
        default: return (variable.type.lowercased(), value.value)
        }
    }
}
