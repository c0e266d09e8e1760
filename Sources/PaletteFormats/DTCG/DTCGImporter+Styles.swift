internal import InternalPaletteUtilities
import Palette

/// Styles written by ``DTCGExporter``: tokens and groups with `$extensions["org.palette"].style`
/// (see ``DTCGExporter``), read back into ``StyleDefinition``s in the order the file has them.
extension DTCGImporter {
    /// A style read from a file, and where it is, to keep the file's order.
    struct PlacedStyle {
        var definition: StyleDefinition
        var source: Int
        var line: Int
        var column: Int
    }

    /// Palette's description of a style on a token or group object.
    static func styleExtension(of node: JSONNode) -> JSONNode? {
        node["$extensions"]?[extensionKey]?["style"]
    }

    /// The style a typography token stands for, its font property given by the token's value: a
    /// reference to a font style (`{font.body}`) or font token, or the font itself.
    func style(
        of token: DTCGTokenTree.Token,
        typography: TokenValue?,
        tree: DTCGTokenTree,
        reader: inout DocumentReader
    ) -> PlacedStyle? {
        guard let style = Self.styleExtension(of: token.node) else { return nil }
        var font: StyleValue?
        if let target = Self.referencedToken(by: token, in: tree) {
            let path = target.palettePath
            font = TokenSlot(.font, path).style.map(StyleValue.fontStyle) ?? .token(.font, path)
        } else if case .font(let value)? = typography {
            font = .font(value)
        }
        let path = token.jsonPath.appending("$extensions").appending(Self.extensionKey).appending("style")
        guard var definition = Self.definition(style, at: path, reader: &reader) else { return nil }
        if let font, let key = style["typography"]?.string {
            definition.properties = definition.properties.map { $0.key == key ? StyleProperty(key, font) : $0 }
        }
        return PlacedStyle(
            definition: definition,
            source: token.source,
            line: token.node.line,
            column: token.node.column
        )
    }

    /// The styles groups stand for.
    func groupStyles(of tree: DTCGTokenTree, reader: inout DocumentReader) -> [PlacedStyle] {
        tree.groups.values.compactMap { group in
            guard let style = Self.styleExtension(of: group.node) else { return nil }
            reader.currentFile = tree.sources.indices.contains(group.source) ? tree.sources[group.source].file : nil
            let path = group.jsonPath.appending("$extensions").appending(Self.extensionKey).appending("style")
            return Self.definition(style, at: path, reader: &reader).map {
                PlacedStyle(definition: $0, source: group.source, line: group.node.line, column: group.node.column)
            }
        }
    }

    /// A style from its description: `{"name", "typography", "properties"}`.
    private static func definition(
        _ style: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> StyleDefinition? {
        guard reader.object(style, at: path, expected: "a style: {\"name\", \"properties\"}") != nil else { return nil }
        guard let nameNode = style["name"], let name = reader.string(nameNode, at: path.appending("name")) else {
            if style["name"] == nil { reader.error(.missingKey(key: "name", location: style.location(path))) }
            return nil
        }
        guard let properties = style["properties"] else { return StyleDefinition(name: name) }
        return StyleDefinition.decode(named: name, properties, at: path.appending("properties"), reader: &reader)
    }

    /// Styles in the order of the files, and of their positions in each.
    static func inFileOrder(_ styles: [PlacedStyle]) -> [StyleDefinition] {
        styles.sorted { ($0.source, $0.line, $0.column) < ($1.source, $1.line, $1.column) }.map(\.definition)
    }
}
