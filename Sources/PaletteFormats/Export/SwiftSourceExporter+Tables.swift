import Palette

/// A generated type's custom tokens as tables, from which its token set is built once, on first
/// use: each table is its paths, as indices into the file's paths, and its values, as indices
/// into the file's numbers or texts, or an array of expressions (``GeneratedTables``). The code
/// that builds it is a function at file scope, which names its tables by position, so that the
/// types whose tables differ only in their indices (a theme's variants) share it.
///
/// ```swift
/// public var tokens: Palette.TokenSet { Self.tokenSet }
/// private static let tokenSet = _PaletteTokenSet0(_PaletteTables[5])  // the indices of its tables
///
/// fileprivate func _PaletteTokenSet0(_ t: [Int]) -> Palette.TokenSet {
///     var tokens = Palette.TokenSet()
///     do {  // colors, sRGB
///         let values = _PaletteDoubles(t[1])  // a table of indices into the numbers
///         _PaletteFill(&tokens, t[0]) { index in  // a table of indices into the paths
///             let i = index * 4
///             return .color(Palette.ThemeColor(red: values[i], …))
///         }
///     }
///     return tokens
/// }
/// ```
///
/// A dictionary literal of hundreds of `.color(…)` cases made the type checker infer every
/// element and the optimiser compile a call per value; an array literal of strings or numbers is
/// checked in one step but still costs the optimiser a value per element. A string literal costs
/// it nothing, so the paths, texts and numbers of the tables are text, read once. How each kind is
/// tabled is ``GeneratedTokenKind/tabling``.
extension SwiftSourceExporter {
    /// One table: the paths of its values, and the values as numbers, expressions or texts.
    private struct Table {
        var comment: String
        var paths: [Int] = []
        var numbers: [Double] = []
        var expressions: [String] = []
        var texts: [Int] = []
        var elementType: String
        var width: Int
        var make: String
    }

    /// The `tokens` property, the builder of the token set and its tables, whose strings go into
    /// `strings`.
    func tokenTableLines(
        _ tokens: TokenSet,
        access: String,
        indent outerIndent: String,
        strings: inout GeneratedTables
    ) -> [String] {
        var tables: [Table] = []
        var index: [String: Int] = [:]
        func table(_ key: String, _ make: () -> Table) -> Int {
            if let existing = index[key] { return existing }
            index[key] = tables.count
            tables.append(make())
            return tables.count - 1
        }
        for (path, value) in tokens.all {
            let kind = value.kind
            switch GeneratedTokenKind.of(kind).tabling {
            case .numbers(let width, let describe):
                guard let (name, numbers, make) = describe(value) else { continue }
                let number = table("\(kind.rawValue) \(name)") {
                    Table(comment: name, elementType: "Double", width: width, make: make)
                }
                tables[number].paths.append(strings.index(ofPath: path))
                tables[number].numbers += numbers
            case .expressions(let type, let expression, let make):
                guard let written = expression(value) else { continue }
                let number = table(kind.rawValue) {
                    Table(comment: kind.sectionName, elementType: type, width: 0, make: make)
                }
                tables[number].paths.append(strings.index(ofPath: path))
                tables[number].expressions.append(written)
            case .texts(let text, let make):
                guard let text = text(value) else { continue }
                let number = table(kind.rawValue) {
                    Table(comment: kind.sectionName, elementType: "String", width: 0, make: make)
                }
                tables[number].paths.append(strings.index(ofPath: path))
                tables[number].texts.append(strings.index(ofText: text))
            }
        }
        strings.hasTokenSets = true
        let tokenSet = Self.qualified("TokenSet")
        // The builder's body names its tables as `t[0]`, `t[1]` …, so that types whose tables
        // differ only in their indices (a theme's variants) share one builder.
        var indices: [Int] = []
        func slot(_ table: Int) -> String {
            indices.append(table)
            return "t[\(indices.count - 1)]"
        }
        let indent = ""
        var lines: [String] = []
        let body = indent + "        "
        for table in tables {
            let paths = slot(strings.table(table.paths))
            lines.append("\(indent)    do {  // \(table.comment)")
            if table.width > 0 {
                lines += [
                    "\(body)let values = _PaletteDoubles(\(slot(strings.table(ofNumbers: table.numbers, columns: table.width))))",
                    "\(body)_PaletteFill(&tokens, \(paths)) { index in",
                    "\(body)    let i = index * \(table.width)",
                    "\(body)    return \(table.make)",
                    "\(body)}",
                ]
            } else if table.texts.isEmpty {
                let array = strings.array(of: table.elementType, table.expressions)
                lines += [
                    "\(body)let values = \(array)",
                    "\(body)_PaletteFill(&tokens, \(paths)) { index in \(table.make) }",
                ]
            } else {
                lines += [
                    "\(body)let values = _PaletteTables[\(slot(strings.table(table.texts)))]",
                    "\(body)_PaletteFill(&tokens, \(paths)) { index in",
                    "\(body)    let value = _PaletteTexts[values[index]]",
                    "\(body)    return \(table.make)",
                    "\(body)}",
                ]
            }
            lines.append("\(indent)    }")
        }
        for table in Self.metadataTables(tokens) {
            var pairs: [Int] = []
            for (path, value) in table.pairs {
                pairs.append(strings.index(ofPath: path))
                switch value {
                case .path(let target): pairs.append(strings.index(ofPath: target))
                case .text(let text): pairs.append(strings.index(ofText: text))
                }
            }
            let pool = table.valuesArePaths ? "_PalettePaths" : "_PaletteTexts"
            lines += [
                "\(indent)    // \(table.comment): path, then value",
                "\(indent)    _PalettePairs(\(slot(strings.table(pairs, columns: 2)))) { path, index in",
                "\(indent)        let value = \(pool)[index]",
                "\(indent)        \(table.statement)",
                "\(indent)    }",
            ]
        }
        let builder = strings.tokenSetBuilder(lines)
        return [
            "\(outerIndent)\(access)var tokens: \(tokenSet) { Self.tokenSet }",
            "",
            "\(outerIndent)/// The tokens, built once from the file's tables.",
            "\(outerIndent)private static let tokenSet = \(builder)(_PaletteTables[\(strings.table(indices))])",
            "",
        ]
    }

    /// A table of token metadata: paths, each with a path or a text, and the statement that sets
    /// one.
    private struct MetadataTable {
        enum Value {
            case path(TokenPath)
            case text(String)
        }
        var comment: String
        var pairs: [(TokenPath, Value)]
        var valuesArePaths: Bool
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
                    pairs: aliases.map { ($0.key.path, .path($0.value)) },
                    valuesArePaths: true,
                    statement: "tokens.aliases[\(qualified("TokenSlot"))(.\(kind.rawValue), path)] = value"
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
                        aliases.sorted { $0.key < $1.key }.map { (slot.path, .text("\($0.key)=\($0.value)")) }
                    },
                    valuesArePaths: false,
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
                MetadataTable(
                    comment: name,
                    pairs: sorted.map { ($0.key, .text($0.value)) },
                    valuesArePaths: false,
                    statement: statement
                )
            )
        }
        return tables
    }
}
