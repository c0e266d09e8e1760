import Palette

/// What one generated Swift file keeps at its top for its keys and tables, each written once: its
/// token paths, its texts (descriptions, deprecations, other tools' extensions, text tokens), its
/// numbers, its tables of integers, the arrays of values written as expressions, and the functions
/// that read them.
///
/// Each is one string literal, read the first time the file's keys or tokens are read:
///
/// ```swift
/// fileprivate let _PalettePaths: [Palette.TokenPath] = _PaletteStrings(
///     """
///     ##color.brand.accent
///     5#-hover
///     """, "\n").map { Palette.TokenPath($0) }
/// fileprivate let _PaletteNumbers: [Double] = "1 0.5 12".split(separator: " ").map { Double($0) ?? 0 }
/// // Paths 0, 1, 2; and the pairs (0, 3), (1, 4).
/// fileprivate let _PaletteTables: [[Int]] = "$### %#)##".split(separator: " ").map(_PaletteIntegers)
/// ```
///
/// A string literal costs the compiler its bytes and nothing to optimise, where an array literal
/// of strings costs it a value per element to build (3.5 s of `-O` for 5,000 paths on the 2-core
/// machine, against 0.05 s for the same paths in one literal; an array literal of 20,000 numbers
/// 3.2 s). Its bytes are the object's read-only data, so each is written small
/// (``frontCoded(_:)``, ``integers(_:columns:)``): a path or text is written as what it does not
/// share with the one before it, a number once however many values have it, and a table (a
/// variant's paths of one kind, its values as indices into the numbers or texts, its references as
/// pairs of paths) as differences a character each where they run. Tables refer to a string, a
/// number or a table by its index, so what the keys and every variant share is stored once. Values
/// written as expressions (fonts, shadows: kinds whose tokens are few) are an array per kind,
/// shared by the variants that have the same.
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
    /// The numbers of the tables, by index.
    private(set) var numbers: [Double] = []
    private var numberIndex: [UInt64: Int] = [:]
    /// The tables of integers, as text, by index.
    private(set) var tables: [String] = []
    private var tableIndex: [String: Int] = [:]
    /// Each kind's keys, as a range of ``paths``.
    private var keyRanges: [TokenKind: Range<Int>] = [:]
    /// Whether the file builds token sets, with `_PaletteFill` and `_PalettePairs`.
    var hasTokenSets = false
    /// The name of the function that gives the file's pool of paths
    /// (`Palette._GeneratedPathPool`), whose address its keys hold: `_PalettePathPool`,
    /// `fileprivate`, unless ``poolOwner`` names the type it is then named after and internal to
    /// the module, so that another file (a target's registry) can make keys in it.
    var poolName: String { poolOwner.map { "_PalettePathPool" + $0 } ?? "_PalettePathPool" }
    /// The type whose file declares the pool for the module, if it does; see ``poolName``.
    var poolOwner: String?
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

    /// The bodies of the file's token-set builders, by index.
    private var builders: [[String]] = []
    private var builderIndex: [String: Int] = [:]
    /// The constants of the file, each a type's initialiser with its arguments, a line each.
    private var constants: [(type: String, arguments: [String])] = []
    private var constantIndex: [String: Int] = [:]

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

    /// The name of the file-scope constant made by `type`'s initialiser with `arguments` (a line
    /// each), added when new: `_PaletteConstant0`. Types whose palette or font styles are the same
    /// (a variant and the theme it extends, the theme two variants extend) share one.
    mutating func constant(type: String, arguments: [String]) -> String {
        let key = ([type] + arguments).joined(separator: "\n")
        if let index = constantIndex[key] { return "_PaletteConstant\(index)" }
        constantIndex[key] = constants.count
        constants.append((type, arguments))
        return "_PaletteConstant\(constants.count - 1)"
    }

    /// The name of the file-scope function that builds a token set with `body` (its statements,
    /// which name their tables as `t[0]`, `t[1]` …), added when new: `_PaletteTokenSet0`. Types
    /// whose tables differ only in their indices, such as a theme's variants, share one.
    mutating func tokenSetBuilder(_ body: [String]) -> String {
        let key = body.joined(separator: "\n")
        if let index = builderIndex[key] { return "_PaletteTokenSet\(index)" }
        builderIndex[key] = builders.count
        builders.append(body)
        return "_PaletteTokenSet\(builders.count - 1)"
    }

    /// The keys of `kind` as a range of ``paths``; empty when there are none.
    func keyRange(of kind: TokenKind) -> Range<Int> {
        keyRanges[kind] ?? 0..<0
    }

    /// Where a key of `kind` at `path` lies in ``paths``, if the file has that key.
    func keyIndex(of path: TokenPath, kind: TokenKind) -> Int? {
        guard let index = pathIndex[path.string], keyRange(of: kind).contains(index) else { return nil }
        return index
    }

    /// The index in the file's tables of `values`, rows of `columns` integers, added when new.
    mutating func table(_ values: [Int], columns: Int = 1) -> Int {
        let text = Self.integers(values, columns: columns)
        if let index = tableIndex[text] { return index }
        tableIndex[text] = tables.count
        tables.append(text)
        return tables.count - 1
    }

    /// The index in the file's tables of `values`, rows of `columns` numbers, as indices into the
    /// file's numbers: `_PaletteDoubles` reads it back as the numbers.
    mutating func table(ofNumbers values: [Double], columns: Int) -> Int {
        let indices = values.map { value in
            if let index = numberIndex[value.bitPattern] { return index }
            numberIndex[value.bitPattern] = numbers.count
            numbers.append(value)
            return numbers.count - 1
        }
        return table(indices, columns: columns)
    }

    /// A number as the shortest text that reads back as the same `Double`: `1` for 1.0,
    /// `0.07058823529411765`, `-0.0`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return "\(Int(value))"
        }
        return "\(value)"
    }

    /// Whether the file has any table: then it declares the functions that read tables.
    private var hasTables: Bool {
        !paths.isEmpty || !texts.isEmpty || !valueArrays.isEmpty || !tables.isEmpty || !constants.isEmpty
    }

    /// The file-scope declarations: the paths, the texts, the numbers, the tables, the arrays of
    /// values and the functions that read them, each `fileprivate`, so that several generated files
    /// in one module each declare their own; and a blank line after them. Nothing when the file has
    /// no table.
    ///
    /// They come before any type of the file, so that no type or group it declares can hide the
    /// module they name; their names start with `_Palette`, a name no token path makes.
    var declarationLines: [String] {
        guard hasTables else { return [] }
        let path = SwiftSourceExporter.qualified("TokenPath")
        let tokenSet = SwiftSourceExporter.qualified("TokenSet")
        var lines: [String] = []
        if !paths.isEmpty {
            lines.append(
                "/// The token paths of this file's keys and tables, each once: a key is this function and its path's place."
            )
            let access = poolOwner == nil ? "fileprivate " : ""
            lines += Self.pool(
                paths,
                declaration: "\(access)func \(poolName)(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? { "
                    + "\(tokenSet)._generatedPool(count, _PaletteKeyLookups, ",
                end: ") }"
            )
            lines += [
                "/// The paths' lookups, made when a key is first read on a theme not made from this file.",
                "fileprivate let _PaletteKeyLookups = \(SwiftSourceExporter.qualified("_GeneratedKeyLookups"))(\(poolName))",
                "fileprivate let _PalettePaths: [\(path)] = \(tokenSet)._generatedPaths(\(poolName))",
            ]
        }
        if !texts.isEmpty {
            lines.append("/// The texts of this file's tables (descriptions, extensions, text tokens), each once.")
            lines += Self.pool(
                texts,
                declaration: "fileprivate let _PaletteTexts: [String] = \(Self.strings)(",
                end: ")"
            )
        }
        if !numbers.isEmpty {
            lines += [
                "/// The numbers of this file's tables, each once, as the shortest text that reads back as it.",
                "fileprivate let _PaletteNumbers: [Double] = \"" + numbers.map(Self.number).joined(separator: " ")
                    + "\".split(separator: \" \").map { Double($0) ?? 0 }",
            ]
        }
        if !tables.isEmpty {
            lines += [
                "/// The tables of this file's token sets: paths, and values as indices, each once.",
                "fileprivate let _PaletteTables: [[Int]] = \"" + tables.joined(separator: " ")
                    + "\".split(separator: \" \").map(\(SwiftSourceExporter.qualified("TokenSet"))._generatedIntegers)",
            ]
        }
        for (index, array) in valueArrays.enumerated() {
            lines.append(
                "fileprivate let _PaletteValues\(index): [\(array.type)] = [" + array.elements.joined(separator: ", ")
                    + "]"
            )
        }
        for (index, constant) in constants.enumerated() {
            lines.append("fileprivate let _PaletteConstant\(index) = \(constant.type)(")
            lines += constant.arguments
            lines.append(")")
        }
        if hasTokenSets {
            lines += [
                "/// Sets the token at each path of table `paths` (indices into `_PalettePaths`) to `value` of its position.",
                "@inline(never) fileprivate func _PaletteFill(",
                "    _ tokens: inout \(tokenSet),",
                "    _ paths: Int,",
                "    _ value: (Int) -> \(SwiftSourceExporter.qualified("TokenValue"))",
                ") {",
                "    for (index, path) in _PaletteTables[paths].enumerated() { tokens[_PalettePaths[path]] = value(index) }",
                "}",
                "/// Calls `body` with each row of table `pairs`: a path of `_PalettePaths`, and an index.",
                "@inline(never) fileprivate func _PalettePairs(_ pairs: Int, _ body: (\(path), Int) -> Void) {",
                "    let pairs = _PaletteTables[pairs]",
                "    for index in stride(from: 1, to: pairs.count, by: 2) { body(_PalettePaths[pairs[index - 1]], pairs[index]) }",
                "}",
            ]
        }
        for (index, body) in builders.enumerated() {
            lines += [
                "/// A token set built from the tables `t` names.",
                "fileprivate func _PaletteTokenSet\(index)(_ t: [Int]) -> \(tokenSet) {",
                "    var tokens = \(tokenSet)(\(generatedKeysArguments))",
            ]
            lines += body
            lines += ["    return tokens", "}"]
        }
        if !numbers.isEmpty {
            lines += [
                "/// The numbers of a table of indices into `_PaletteNumbers`.",
                "fileprivate func _PaletteDoubles(_ table: Int) -> [Double] {",
                "    _PaletteTables[table].map { _PaletteNumbers[$0] }",
                "}",
            ]
        }
        return lines + [""]
    }

    /// What the file's token sets are made with: its pool of paths and where each kind's keys lie
    /// in it (``/Palette/TokenSet/init(generatedKeysIn:_:)``), so that a theme made from them
    /// answers the keys by their place; nothing when the file has no keys.
    private var generatedKeysArguments: String {
        let runs = TokenKind.allCases.compactMap { kind in
            keyRanges[kind].map { ".\(kind.rawValue): \($0.lowerBound)..<\($0.upperBound)" }
        }
        return runs.isEmpty ? "" : "generatedKeysIn: \(poolName), [\(runs.joined(separator: ", "))]"
    }

    /// The function that reads a pool: `Palette.TokenSet._generatedStrings`.
    private static let strings = SwiftSourceExporter.qualified("TokenSet") + "._generatedStrings"

    /// A pool's declaration, `declaration`, the literal, then `end`: the separator, then the
    /// strings front-coded (``frontCoded(_:)``) after it, as Palette reads them
    /// (`TokenSet._generatedStrings(_:)`), a line each when no string has a line
    /// break, else on one line at a separator no string holds.
    private static func pool(_ strings: [String], declaration: String, end: String) -> [String] {
        let separator = self.separator(for: strings)
        let escaped = Self.frontCoded(strings).map { SwiftSourceExporter.literalContent($0) }
        guard separator == "\n" else {
            let quotedSeparator = SwiftSourceExporter.literalContent(String(separator))
            return [declaration + "\"" + quotedSeparator + escaped.joined(separator: quotedSeparator) + "\"" + end]
        }
        // A multi-line literal: its content is the lines between the delimiters, indented as the
        // closing one is, the first line empty (the separator); a quote or backslash in a string is
        // escaped, so none ends the literal.
        return [declaration + "\"\"\"", ""] + escaped.map { "    " + $0 } + ["    \"\"\"" + end]
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
