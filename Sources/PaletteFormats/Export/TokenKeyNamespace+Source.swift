import Palette

/// The namespace as Swift source: a table of keys per kind at the top of the file, made from the
/// file's paths (``GeneratedTables``), the enums, nested by path, then an extension of each group
/// that has keys, declaring them.
///
/// ```swift
/// fileprivate let _PalettePaths: [Palette.TokenPath] = _PaletteStrings("""
///     color.brand.accent
///     """, "\n").map { Palette.TokenPath($0) }
/// fileprivate let _PaletteColorTokens: [Palette.ColorToken] = _PalettePaths[0..<1].map { Palette.ColorToken($0) }
/// @inline(never) fileprivate func _PaletteColorToken(_ index: Int) -> Palette.ColorToken { … }
///
/// public enum Tokens {
///     public enum Color {
///         /// Keys of the tokens under `color.brand`.
///         public enum Brand {}
///     }
/// }
///
/// extension Tokens.Color.Brand {
///     /// The colour token `color.brand.accent`.
///     public static var accent: Palette.ColorToken { _PaletteColorToken(0) }
/// }
/// ```
///
/// The keys are declared in extensions, outside the enums they belong to, so that `Palette`
/// names the module there even when a group of the namespace is called `Palette`
/// (`palette.blue.500`); only a group's own members are seen from its extension.
extension TokenKeyNamespace {
    /// Whether the namespace has no keys.
    package var isEmpty: Bool { keys.isEmpty }

    /// The paths of the keys, a list per kind that has keys, in the order of
    /// ``/Palette/TokenKind/allCases``; a key's index in its kind's list is its index in its
    /// kind's table.
    var pathsByKind: [(kind: TokenKind, paths: [TokenPath])] {
        var paths: [TokenKind: [TokenPath]] = [:]
        for key in declared { paths[key.kind, default: []].append(key.path) }
        return TokenKind.allCases.compactMap { kind in paths[kind].map { (kind, $0) } }
    }

    /// The file-scope function that makes the keys of each kind (see
    /// ``GeneratedTokenKind/keyDeclaration``), and a blank line after them; nothing when there are
    /// no keys. They come before any type of the file, after its tables' declarations, so that no
    /// type or group it declares can hide the module they name.
    var keyFunctionLines: [String] {
        let declarations = pathsByKind.map { kind, _ in GeneratedTokenKind.of(kind).keyDeclaration }
        return declarations.isEmpty ? [] : declarations + [""]
    }

    /// A key to show in the namespace's doc comment: the first whose name needs no backticks,
    /// which a comment's code span cannot hold.
    var exampleKey: String? {
        keys.lazy.map { $0.qualifiedName(in: name) }.first { !$0.contains("`") }
    }

    /// The enums, nested: `enumName` and its groups.
    ///
    /// - Parameters:
    ///   - enumName: The outermost enum's name, the last part of ``name``.
    ///   - documentation: The outermost enum's doc comment, a line each.
    ///   - access: `public ` or nothing.
    ///   - indent: The outermost enum's indentation.
    package func declarationLines(
        enumName: String,
        documentation: [String],
        access: String,
        indent: String
    ) -> [String] {
        documentation.map { "\(indent)/// \($0)" }
            + enumLines(0, name: enumName, depth: 0, access: access, indent: indent)
    }

    private func enumLines(_ group: Int, name: String, depth: Int, access: String, indent: String) -> [String] {
        let groups = tree[group].groups.sorted { $0.key < $1.key }
        guard !groups.isEmpty else { return ["\(indent)\(access)enum \(name) {}"] }
        var lines = ["\(indent)\(access)enum \(name) {"]
        for (groupName, entry) in groups {
            let path = declared[entry.firstKey].path.prefix(depth + 1)
            lines.append("\(indent)    /// Keys of the tokens under `\(SwiftSourceExporter.comment(path.string))`.")
            lines += enumLines(entry.index, name: groupName, depth: depth + 1, access: access, indent: indent + "    ")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// An extension of each group that has keys, declaring them; each preceded by a blank line.
    ///
    /// A key is a computed property that reads its kind's table at its index: no initialiser and
    /// no once-token per key. Where a group of the extended group is called `Palette`, which would
    /// hide the module in the property's type, the keys are constants whose type the compiler
    /// infers from the function that reads the table.
    ///
    /// - Parameters:
    ///   - access: `public ` or nothing.
    ///   - listsFiles: Whether each key's comment names the files that define its token.
    ///   - place: The pool of paths a key points into and the place of its path there.
    package func extensionLines(
        access: String,
        listsFiles: Bool,
        place: (Key) -> (pool: String, index: Int)
    ) -> [String] {
        var lines: [String] = []
        var pending: [(group: Int, scope: String)] = [(0, name)]
        while let (group, scope) = pending.popLast() {
            let keyNames = tree[group].keys.sorted { $0.key < $1.key }
            let hidesModule = tree[group].groups[SwiftSourceExporter.module] != nil
            if !keyNames.isEmpty {
                lines += ["", "extension \(scope) {"]
                for (keyName, index) in keyNames {
                    let key = declared[index]
                    let kind = GeneratedTokenKind.of(key.kind)
                    let (pool, place) = place(key)
                    let read = "\(kind.keyAlias)(\(pool), \(place))"
                    lines.append("    /// " + documentation(of: key, listsFiles: listsFiles))
                    lines.append(
                        hidesModule
                            ? "    \(access)static let \(keyName) = \(read)"
                            : "    \(access)static var \(keyName): \(kind.qualifiedKeyType) { \(read) }"
                    )
                }
                lines.append("}")
            }
            // Depth first, in name order: pushed in reverse, so the first name is popped first.
            for (groupName, entry) in tree[group].groups.sorted(by: { $0.key > $1.key }) {
                pending.append((entry.index, scope + "." + groupName))
            }
        }
        return lines
    }

    /// `The colour token `color.brand.accent`, in acme.palette.json and globex.palette.json.`
    private func documentation(of key: Key, listsFiles: Bool) -> String {
        var text = "The \(Self.noun(key.kind)) token `\(SwiftSourceExporter.comment(key.path.string))`"
        var files: [String] = []
        for file in key.places.compactMap(\.file) {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if !files.contains(name) { files.append(name) }
        }
        if listsFiles, !files.isEmpty {
            let listed =
                files.count < 3
                ? files.joined(separator: " and ")
                : files.dropLast().joined(separator: ", ")
                    + " and " + (files.last ?? "")
            text += ", in " + SwiftSourceExporter.comment(listed)
        }
        return text + "."
    }
}
