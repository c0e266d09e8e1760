import Palette

/// A generated type's custom tokens as tables: static arrays of one concrete type each, from
/// which its token set is built once, on first use.
///
/// ```swift
/// public var tokens: Palette.TokenSet { Self.tokenSet }
/// private static let tokenSet: Palette.TokenSet = {
///     var tokens = Palette.TokenSet()
///     for (index, path) in tokenPaths1.enumerated() {
///         let values = tokenValues1, i = index * 4
///         tokens[Palette.TokenPath(path)] = .color(Palette.ThemeColor(red: values[i], …))
///     }
///     return tokens
/// }()
/// /// colors, sRGB
/// private static let tokenPaths1: [String] = ["color.brand.accent", …]
/// private static let tokenValues1: [Double] = [0.85, 0.18, 0.13, 1.0, …]
/// ```
///
/// A dictionary literal of hundreds of `.color(…)` cases made the type checker infer every
/// element and the optimiser compile a call per value; a typed array literal is checked in one
/// step and, as a static constant, compiled into data. How each kind is tabled is
/// ``GeneratedTokenKind/tabling``.
extension SwiftSourceExporter {
    /// One table: the paths of its values, and the values as numbers or expressions.
    private struct Table {
        var comment: String
        var paths: [String] = []
        var numbers: [Double] = []
        var expressions: [String] = []
        var elementType: String
        var width: Int
        var make: String
    }

    /// The `tokens` property, the builder of the token set and its tables.
    func tokenTableLines(_ tokens: TokenSet, access: String, indent: String) -> [String] {
        var tables: [Table] = []
        var index: [String: Int] = [:]
        for (path, value) in tokens.all {
            let kind = value.kind
            switch GeneratedTokenKind.of(kind).tabling {
            case .numbers(let width, let table):
                guard let (name, numbers, make) = table(value) else { continue }
                let key = "\(kind.rawValue) \(name)"
                if index[key] == nil {
                    index[key] = tables.count
                    tables.append(Table(comment: name, elementType: "Double", width: width, make: make))
                }
                tables[index[key] ?? 0].paths.append(path.string)
                tables[index[key] ?? 0].numbers += numbers
            case .expressions(let type, let expression, let make):
                guard let written = expression(value) else { continue }
                let key = kind.rawValue
                if index[key] == nil {
                    index[key] = tables.count
                    tables.append(Table(comment: "\(kind.sectionName)", elementType: type, width: 0, make: make))
                }
                tables[index[key] ?? 0].paths.append(path.string)
                tables[index[key] ?? 0].expressions.append(written)
            }
        }
        let metadata = Self.metadataTables(tokens)
        let tokenSet = Self.qualified("TokenSet")
        let path = Self.qualified("TokenPath")
        var lines = [
            "\(indent)\(access)var tokens: \(tokenSet) { Self.tokenSet }",
            "",
            "\(indent)/// The tokens, built once from the tables below.",
            "\(indent)private static let tokenSet: \(tokenSet) = {",
            "\(indent)    var tokens = \(tokenSet)()",
        ]
        for (number, table) in tables.enumerated() {
            let stride =
                table.width > 0
                ? "let values = Self.tokenValues\(number), i = index * \(table.width)"
                : "let values = Self.tokenValues\(number)"
            lines += [
                "\(indent)    for (index, path) in Self.tokenPaths\(number).enumerated() {",
                "\(indent)        \(stride)",
                "\(indent)        tokens[\(path)(path)] = \(table.make)",
                "\(indent)    }",
            ]
        }
        for (number, table) in metadata.enumerated() {
            lines += [
                "\(indent)    for index in stride(from: 0, to: Self.tokenMetadata\(number).count, by: 2) {",
                "\(indent)        let path = \(path)(Self.tokenMetadata\(number)[index]), value = Self.tokenMetadata\(number)[index + 1]",
                "\(indent)        \(table.statement)",
                "\(indent)    }",
            ]
        }
        lines += ["\(indent)    return tokens", "\(indent)}()"]
        for (number, table) in tables.enumerated() {
            lines += [
                "",
                "\(indent)/// \(table.comment)",
                "\(indent)private static let tokenPaths\(number): [String] = "
                    + Self.arrayLiteral(table.paths.map(Self.literal)),
                "\(indent)private static let tokenValues\(number): [\(table.elementType)] = "
                    + Self.arrayLiteral(table.width > 0 ? table.numbers.map { "\($0)" } : table.expressions),
            ]
        }
        for (number, table) in metadata.enumerated() {
            lines += [
                "",
                "\(indent)/// \(table.comment): path, then value",
                "\(indent)private static let tokenMetadata\(number): [String] = "
                    + Self.arrayLiteral(table.pairs.map(Self.literal)),
            ]
        }
        return lines + [""]
    }

    /// An array literal on one line: a line per element would only make the file longer.
    private static func arrayLiteral(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    /// A table of token metadata: path and value strings in turn, and the statement that sets one.
    private struct MetadataTable {
        var comment: String
        var pairs: [String]
        var statement: String
    }

    /// The references (a table per kind, and one per kind for references inside composites),
    /// descriptions, deprecations and extensions of `tokens`.
    private static func metadataTables(_ tokens: TokenSet) -> [MetadataTable] {
        var tables: [MetadataTable] = []
        let path = qualified("TokenPath")
        for kind in TokenKind.allCases {
            let aliases = tokens.aliases.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }
            guard !aliases.isEmpty else { continue }
            tables.append(
                MetadataTable(
                    comment: "references of \(kind.sectionName)",
                    pairs: aliases.flatMap { [$0.key.path.string, $0.value.string] },
                    statement: "tokens.aliases[\(qualified("TokenSlot"))(.\(kind.rawValue), path)] = \(path)(value)"
                )
            )
        }
        for kind in TokenKind.allCases {
            // A composite's members that name tokens: `member=path` beside the token's path.
            let members = tokens.memberAliases.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }
            guard !members.isEmpty else { continue }
            tables.append(
                MetadataTable(
                    comment: "references inside \(kind.sectionName), as member=path",
                    pairs: members.flatMap { slot, aliases in
                        aliases.sorted { $0.key < $1.key }.flatMap { [slot.path.string, "\($0.key)=\($0.value)"] }
                    },
                    statement:
                        "if let split = value.firstIndex(of: \"=\") { tokens.memberAliases[\(qualified("TokenSlot"))"
                        + "(.\(kind.rawValue), path), default: [:]][String(value[..<split])] = "
                        + "\(path)(String(value[value.index(after: split)...])) }"
                )
            )
        }
        let texts: [(String, [TokenPath: String], String)] = [
            ("descriptions", tokens.descriptions, "tokens.descriptions[path] = value"),
            ("deprecations", tokens.deprecations, "tokens.deprecations[path] = value"),
            (
                "extensions", tokens.extensions.mapValues(\.json),
                "tokens.extensions[path] = try? \(qualified("TokenExtensions"))(json: value)"
            ),
        ]
        for (name, entries, statement) in texts where !entries.isEmpty {
            let sorted = entries.sorted { $0.key < $1.key }
            tables.append(
                MetadataTable(comment: name, pairs: sorted.flatMap { [$0.key.string, $0.value] }, statement: statement)
            )
        }
        return tables
    }
}
