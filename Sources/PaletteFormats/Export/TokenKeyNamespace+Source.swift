import Palette

/// The namespace as Swift source: the enums, nested by path, then an extension of each group
/// that has keys, declaring them.
///
/// ```swift
/// public enum Tokens {
///     public enum Color {
///         /// Keys of the tokens under `color.brand`.
///         public enum Brand {}
///     }
/// }
///
/// extension Tokens.Color.Brand {
///     /// The colour token `color.brand.accent`.
///     public static let accent = Palette.ColorToken("color.brand.accent")
/// }
/// ```
///
/// The keys are declared in extensions, outside the enums they belong to, so that `Palette`
/// names the module there even when a group of the namespace is called `Palette`
/// (`palette.blue.500`); only a group's own members are seen from its extension.
extension TokenKeyNamespace {
    /// Whether the namespace has no keys.
    package var isEmpty: Bool { keys.isEmpty }

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
    /// - Parameters:
    ///   - access: `public ` or nothing.
    ///   - listsFiles: Whether each key's comment names the files that define its token.
    package func extensionLines(access: String, listsFiles: Bool) -> [String] {
        var lines: [String] = []
        var pending: [(group: Int, scope: String)] = [(0, name)]
        while let (group, scope) = pending.popLast() {
            let keyNames = tree[group].keys.sorted { $0.key < $1.key }
            if !keyNames.isEmpty {
                lines += ["", "extension \(scope) {"]
                for (keyName, index) in keyNames {
                    let key = declared[index]
                    lines.append("    /// " + documentation(of: key, listsFiles: listsFiles))
                    lines.append(
                        "    \(access)static let \(keyName) = "
                            + "\(SwiftSourceExporter.qualified(Self.typeName(of: key.kind)))"
                            + "(\(SwiftSourceExporter.literal(key.path.string)))"
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

    /// The key type of a kind: `ColorToken`, `DimensionToken`, `FontToken`, `NumberToken`,
    /// `ImageToken`.
    static func typeName(of kind: TokenKind) -> String {
        switch kind {
        case .color: "ColorToken"
        case .dimension: "DimensionToken"
        case .font: "FontToken"
        case .number: "NumberToken"
        case .image: "ImageToken"
        case .fontFamily: "FontFamilyToken"
        case .fontWeight: "FontWeightToken"
        case .duration: "DurationToken"
        case .cubicBezier: "CubicBezierToken"
        case .shadow: "ShadowToken"
        case .gradient: "GradientToken"
        case .border: "BorderToken"
        case .strokeStyle: "StrokeStyleToken"
        case .transition: "TransitionToken"
        case .text: "TextToken"
        case .boolean: "BooleanToken"
        }
    }
}
