import Palette

/// What one generated Swift file keeps at its top for its keys and tables, each written once: its
/// token paths, its texts (descriptions, deprecations, other tools' extensions, text tokens), the
/// arrays of values written as expressions, and the functions that read them.
///
/// Paths and texts are each one string literal, split at a separator no string holds, the first
/// time the file's keys or tokens are read:
///
/// ```swift
/// fileprivate let _PalettePaths: [Palette.TokenPath] = _PaletteSplit(
///     """
///     color.brand.accent
///     color.brand.accent-hover
///     """, "\n").map { Palette.TokenPath($0) }
/// ```
///
/// A string literal costs the compiler its bytes and nothing to optimise, where an array literal
/// of strings costs it a value per element to build (3.5 s of `-O` for 5,000 paths on the 2-core
/// machine, against 0.05 s for the same paths in one literal). Tables refer to a string by its
/// index, so the paths that the keys and every variant share, and texts equal across variants,
/// are stored once. The numbers of the tables are text too (``numbers(_:)``), since an array
/// literal of 20,000 numbers costs as much to optimise (3.2 s). Values written as expressions
/// (fonts, shadows: kinds whose tokens are few) are an array per kind, shared by the variants that
/// have the same.
///
/// Paths come first in the order of the keys, a run per kind, so that the keys of a kind are a
/// slice of ``paths`` (``keyRange(of:)``).
struct GeneratedTables {
    /// The token paths, by index.
    private(set) var paths: [String] = []
    private var pathIndex: [String: Int] = [:]
    /// The texts, by index.
    private(set) var texts: [String] = []
    private var textIndex: [String: Int] = [:]
    /// Each kind's keys, as a range of ``paths``.
    private var keyRanges: [TokenKind: Range<Int>] = [:]
    /// Whether a table of the file holds numbers, read by `_PaletteNumbers`.
    private(set) var hasNumbers = false
    /// Whether the file builds token sets, with `_PaletteFill` and `_PalettePairs`.
    var hasTokenSets = false
    /// The arrays of values written as expressions: each one's type and elements, by index.
    private var valueArrays: [(type: String, elements: [String])] = []
    private var valueArrayIndex: [String: Int] = [:]

    /// Strings that start with the paths of `keys`, a run per kind in the order of
    /// ``/Palette/TokenKind/allCases``.
    init(keys: TokenKeyNamespace) {
        for (kind, keyPaths) in keys.pathsByKind {
            let start = paths.count
            // Each key's path is distinct, so each run is a slice of its own.
            for path in keyPaths {
                pathIndex[path.string] = paths.count
                paths.append(path.string)
            }
            keyRanges[kind] = start..<paths.count
        }
    }

    /// The index of `path` in ``paths``, added when new.
    mutating func index(ofPath path: TokenPath) -> Int {
        if let index = pathIndex[path.string] { return index }
        pathIndex[path.string] = paths.count
        paths.append(path.string)
        return paths.count - 1
    }

    /// The index of `text` in ``texts``, added when new.
    mutating func index(ofText text: String) -> Int {
        if let index = textIndex[text] { return index }
        textIndex[text] = texts.count
        texts.append(text)
        return texts.count - 1
    }

    /// The name of the file-scope array of `type` holding `elements`, added when new:
    /// `_PaletteValues0`.
    mutating func array(of type: String, _ elements: [String]) -> String {
        let key = type + "[" + elements.joined(separator: ", ")
        if let index = valueArrayIndex[key] { return "_PaletteValues\(index)" }
        valueArrayIndex[key] = valueArrays.count
        valueArrays.append((type, elements))
        return "_PaletteValues\(valueArrays.count - 1)"
    }

    /// The keys of `kind` as a range of ``paths``; empty when there are none.
    func keyRange(of kind: TokenKind) -> Range<Int> {
        keyRanges[kind] ?? 0..<0
    }

    /// Numbers as the text `_PaletteNumbers` reads: separated by spaces, each in the shortest form
    /// that reads back as the same `Double` (`1` for 1.0, `0.07058823529411765`, `-0.0`).
    mutating func numbers(_ numbers: [Double]) -> String {
        hasNumbers = true
        return numbers.map(Self.number).joined(separator: " ")
    }

    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return "\(Int(value))"
        }
        return "\(value)"
    }

    /// Indices as the text `_PaletteIndices` reads: separated by spaces, a run of consecutive
    /// indices written as its first and last joined by `-` (`0-409 412`).
    static func indices(_ indices: [Int]) -> String {
        var parts: [String] = []
        var start = 0
        while start < indices.count {
            var end = start
            while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
            if end - start >= 2 {
                parts.append("\(indices[start])-\(indices[end])")
            } else {
                parts += indices[start...end].map { "\($0)" }
            }
            start = end + 1
        }
        return parts.joined(separator: " ")
    }

    /// Whether the file has any table: then it declares the functions that read tables.
    private var hasTables: Bool { !paths.isEmpty || !texts.isEmpty || !valueArrays.isEmpty }

    /// The file-scope declarations: the paths, the texts, the arrays of values and the functions
    /// that read the file's tables, each `fileprivate`, so that several generated files in one
    /// module each declare their own; and a blank line after them. Nothing when the file has no
    /// table.
    ///
    /// They come before any type of the file, so that no type or group it declares can hide the
    /// module they name; their names start with `_Palette`, a name no token path makes.
    var declarationLines: [String] {
        guard hasTables else { return [] }
        let path = SwiftSourceExporter.qualified("TokenPath")
        let tokenSet = SwiftSourceExporter.qualified("TokenSet")
        var lines: [String] = []
        if !paths.isEmpty {
            lines.append("/// The token paths of this file's keys and tables, each once.")
            lines += Self.pool(paths, name: "_PalettePaths", type: "[\(path)]", transform: ".map { \(path)($0) }")
        }
        if !texts.isEmpty {
            lines.append("/// The texts of this file's tables (descriptions, extensions, text tokens), each once.")
            lines += Self.pool(texts, name: "_PaletteTexts", type: "[String]", transform: "")
        }
        for (index, array) in valueArrays.enumerated() {
            lines.append(
                "fileprivate let _PaletteValues\(index): [\(array.type)] = [" + array.elements.joined(separator: ", ")
                    + "]"
            )
        }
        lines += [
            "/// `text` split at `separator`: each of the file's tables is one string literal, which costs the compiler",
            "/// nothing to optimise, split once, the first time it is read.",
            "fileprivate func _PaletteSplit(_ text: String, _ separator: Unicode.Scalar) -> [String] {",
            "    text.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map {",
            "        String(Substring($0))",
            "    }",
            "}",
        ]
        if hasTokenSets {
            lines += [
                "/// The indices of a table: `0-2 7` is 0, 1, 2 and 7.",
                "fileprivate func _PaletteIndices(_ text: String) -> [Int] {",
                "    text.split(separator: \" \").flatMap { part -> ClosedRange<Int> in",
                "        let bounds = part.split(separator: \"-\").map { Int($0) ?? 0 }",
                "        return (bounds.first ?? 0)...(bounds.last ?? 0)",
                "    }",
                "}",
                "/// Sets the token at each of `paths`, a table's indices into `_PalettePaths`, to `value` of its position.",
                "@inline(never) fileprivate func _PaletteFill(",
                "    _ tokens: inout \(tokenSet),",
                "    _ paths: String,",
                "    _ value: (Int) -> \(SwiftSourceExporter.qualified("TokenValue"))",
                ") {",
                "    for (index, path) in _PaletteIndices(paths).enumerated() { tokens[_PalettePaths[path]] = value(index) }",
                "}",
                "/// Calls `body` with each pair of a table: a path of `_PalettePaths`, and an index.",
                "@inline(never) fileprivate func _PalettePairs(_ pairs: String, _ body: (\(path), Int) -> Void) {",
                "    let pairs = _PaletteIndices(pairs)",
                "    for index in stride(from: 1, to: pairs.count, by: 2) { body(_PalettePaths[pairs[index - 1]], pairs[index]) }",
                "}",
            ]
        }
        if hasNumbers {
            lines += [
                "/// The numbers of a table, each written as the shortest text that reads back as it.",
                "fileprivate func _PaletteNumbers(_ text: String) -> [Double] {",
                "    text.split(separator: \" \").map { Double($0) ?? 0 }",
                "}",
            ]
        }
        return lines + [""]
    }

    /// A pool's declaration: its strings in one literal, a line each when no string has a line
    /// break, else on one line at a separator no string holds.
    private static func pool(_ strings: [String], name: String, type: String, transform: String) -> [String] {
        let separator = self.separator(for: strings)
        let escaped = strings.map { SwiftSourceExporter.literalContent($0) }
        let split = "fileprivate let \(name): \(type) = _PaletteSplit("
        let quotedSeparator = SwiftSourceExporter.literal(String(separator))
        guard separator == "\n" else {
            let text = escaped.joined(separator: SwiftSourceExporter.literalContent(String(separator)))
            return [split + "\"\(text)\", \(quotedSeparator))\(transform)"]
        }
        // A multi-line literal: its content is the lines between the delimiters, indented as the
        // closing one is; a quote or backslash in a string is escaped, so none ends the literal.
        return [split, "    \"\"\""] + escaped.map { "    " + $0 } + ["    \"\"\", \(quotedSeparator))\(transform)"]
    }

    /// A line break when no string has one, else the first control character none holds.
    private static func separator(for strings: [String]) -> Unicode.Scalar {
        var used: Set<Unicode.Scalar> = []
        for string in strings { used.formUnion(string.unicodeScalars) }
        let candidates: [Unicode.Scalar] = ["\n"] + (UInt8(1)...0x1F).reversed().map { Unicode.Scalar($0) }
        if let free = candidates.first(where: { !used.contains($0) }) { return free }
        // Every control character is in some string: the first private-use character none holds.
        return (UInt32(0xE000)...0xF8FF).lazy.compactMap(Unicode.Scalar.init).first { !used.contains($0) } ?? "\u{F8FF}"
    }
}
