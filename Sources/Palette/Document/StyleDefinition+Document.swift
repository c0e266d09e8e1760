package import InternalPaletteUtilities

/// How a theme document's `styles` section is read (and how `PaletteFormats` writes it):
///
/// ```json
/// "styles": {
///   "CommonLabel": { "textColor": { "colorToken": "COLOR_TEXT_COMMON" }, "font": { "font": "system 16" } },
///   "CommonBoldLabel": { "_superstyle": ["CommonLabel"], "font": { "fontToken": "FONT_BOLD" } },
///   "Card": { "layer.cornerRadius": 8, "backgroundColor": { "role": "surface" }, "shadowColor": null }
/// }
/// ```
///
/// Numbers, text, `true`/`false` and `null` are written as themselves; every other value is an
/// object with one key saying what it is: `color`, `font` (a short form, or a font object when
/// the font has more than a short form says), `point`, `size`,
/// `rect`, `edgeInsets` (arrays of numbers), `role`, `fontStyle`, `styles` (names), or a token
/// reference `colorToken`, `dimensionToken`, `fontToken`, `numberToken`, `imageToken`.
extension StyleDefinition {
    /// Reads the `styles` section.
    static func decodeSection(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> [StyleDefinition] {
        guard let members = reader.object(node, at: path) else { return [] }
        var definitions: [StyleDefinition] = []
        var names: Set<String> = []
        for member in members {
            let stylePath = path.appending(member.key)
            guard let definition = decode(named: member.key, member.node, at: stylePath, reader: &reader) else {
                continue
            }
            guard names.insert(member.key).inserted else {
                reader.error(
                    .duplicateDefinition(name: member.key, previous: nil, location: member.keyLocation(stylePath))
                )
                continue
            }
            definitions.append(definition)
        }
        return definitions
    }

    /// Reads one style: `{"_superstyle": [...], property: value, …}`.
    package static func decode(
        named name: String,
        _ node: JSONNode,
        at stylePath: JSONPath,
        reader: inout DocumentReader
    ) -> StyleDefinition? {
        guard let entries = reader.object(node, at: stylePath, expected: "a style object") else { return nil }
        var definition = StyleDefinition(name: name)
        for entry in entries {
            let entryPath = stylePath.appending(entry.key)
            if entry.key == superstyleKey {
                switch entry.node.value {
                case .string(let list): definition.superstyles += StyleDefinition.splitList(list)
                case .array(let names):
                    for (index, name) in names.enumerated() {
                        if let text = reader.string(name, at: entryPath.appending(index: index)) {
                            definition.superstyles.append(text)
                        }
                    }
                default:
                    reader.mismatch(entry.node, at: entryPath, expected: "a list of style names", asWarning: false)
                }
            } else if let value = StyleValue.decode(entry.node, at: entryPath, reader: &reader) {
                definition.properties.append(StyleProperty(entry.key, value))
            }
        }
        return definition
    }
}

extension StyleValue {
    /// The keys of the object forms.
    static let documentKeys = [
        "color", "font", "point", "size", "rect", "edgeInsets", "role", "fontStyle", "styles", "colorToken",
        "dimensionToken", "fontToken", "numberToken", "imageToken",
    ]

    static func decode(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> StyleValue? {
        switch node.value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array:
            reader.error(.typeMismatch(expected: "a style value", found: "an array", location: node.location(path)))
            return nil
        case .object(let members):
            let rule = "a style value object has one key saying what it is"
            guard let member = reader.soleMember(members, of: node, at: path, rule: rule) else { return nil }
            return decode(member, at: path.appending(member.key), reader: &reader)
        }
    }

    private static func decode(_ member: JSONMember, at path: JSONPath, reader: inout DocumentReader) -> StyleValue? {
        let node = member.node
        if member.key.hasSuffix("Token"), let kind = TokenKind(rawValue: String(member.key.dropLast(5))) {
            return reader.string(node, at: path).map { .token(kind, TokenPath($0)) }
        }
        switch member.key {
        case "color":
            return reader.color(node, at: path).map(StyleValue.color)
        case "font":
            return reader.font(node, at: path).map(StyleValue.font)
        case "point", "size", "rect", "edgeInsets":
            let count = member.key == "point" || member.key == "size" ? 2 : 4
            guard let elements = node.elements, elements.count == count else {
                reader.mismatch(node, at: path, expected: "an array of \(count) numbers", asWarning: false)
                return nil
            }
            let values = elements.enumerated().compactMap { reader.number($1, at: path.appending(index: $0)) }
            guard values.count == count else { return nil }
            switch member.key {
            case "point": return .point(StylePoint(x: values[0], y: values[1]))
            case "size": return .size(StyleSize(width: values[0], height: values[1]))
            case "rect": return .rect(StyleRect(x: values[0], y: values[1], width: values[2], height: values[3]))
            default:
                return .edgeInsets(
                    StyleEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
                )
            }
        case "role":
            guard let name = reader.string(node, at: path) else { return nil }
            let role = reader.named(ColorRole.self, name, at: node.location(path), asWarning: false)
            return role.map(StyleValue.role)
        case "fontStyle":
            guard let name = reader.string(node, at: path) else { return nil }
            let style = reader.named(FontStyle.self, name, at: node.location(path), asWarning: false)
            return style.map(StyleValue.fontStyle)
        case "styles":
            guard let elements = reader.array(node, at: path, expected: "an array of style names") else { return nil }
            let names = elements.enumerated().compactMap { reader.string($1, at: path.appending(index: $0)) }
            return names.count == elements.count ? .styles(names) : nil
        default:
            reader.unknown(member.key, expected: documentKeys, at: member.keyLocation(path), asWarning: false)
            return nil
        }
    }
}
