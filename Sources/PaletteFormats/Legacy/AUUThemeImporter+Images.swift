internal import InternalPaletteUtilities
import Palette

/// The `images` section of AUUTheme files: AUUTheme's four image kinds.
extension AUUThemeImporter {
    /// Reads every entry of `images` into image tokens.
    func readImages(
        _ node: JSONNode,
        at path: JSONPath,
        as meaning: ImageTypes,
        into document: inout ThemeDocument,
        reader: inout DocumentReader
    ) {
        for entry in reader.object(node, at: path) ?? [] {
            let entryPath = path.appending(entry.key)
            let read = LegacyJSON.entry(entry, at: entryPath, limits: limits, reader: &reader) {
                image(entry.node, at: entryPath, as: meaning, reader: &$0)
            }
            if let read { document.tokens[read.path] = .image(read.value) }
        }
    }

    /// What each image `type` is, for messages.
    static let imageKinds = ["a bundled image", "a file in the theme's folder", "a solid colour", "a remote image"]

    /// One image entry: `{"type": 0-3, "name" | "color" | "path": …}`, `type` optional, 0 and 1
    /// read with `meaning`.
    private func image(
        _ node: JSONNode,
        at path: JSONPath,
        as meaning: ImageTypes,
        reader: inout DocumentReader
    ) -> ImageAsset? {
        guard let members = reader.object(node, at: path, expected: "an image object", asWarning: true) else {
            return nil
        }
        let isFirstRevision = meaning == .firstRevision
        var kind: Int?
        var field: String?
        if let typeNode = node["type"] {
            guard case .number(let number) = typeNode.value, let type = Int(exactly: number), (0...3).contains(type)
            else {
                reader.warning(
                    .invalidValue(
                        value: JSONWriter.string(typeNode.value, pretty: false),
                        reason: isFirstRevision
                            ? "an image type is 1 (bundled), 0 (file), 2 (colour) or 3 (remote)"
                            : "an image type is 0 (bundled), 1 (file), 2 (colour) or 3 (remote)",
                        location: typeNode.location(path.appending("type"))
                    )
                )
                return nil
            }
            kind = isFirstRevision && type < 2 ? 1 - type : type
            field = ["name", "name", "color", "path"][type]
        } else if let key = ["path", "color", "file", "name"].first(where: { node[$0] != nil }) {
            // Without a type, files say what the image is by the key they give; in the first
            // revision an image without a type was type 0, a file.
            field = key
            kind = ["path": 3, "color": 2, "file": 1, "name": isFirstRevision ? 1 : 0][key]
        }
        guard let kind, let field else {
            reader.warning(
                .invalidValue(
                    value: path.description,
                    reason: "an image gives a 'type' with 'name', 'color' or 'path', or one of 'name', 'file', "
                        + "'color' and 'path'",
                    location: node.location(path)
                )
            )
            return nil
        }
        guard let valueNode = node[field] else {
            reader.warning(.missingKey(key: field, location: node.location(path)))
            return nil
        }
        let valuePath = path.appending(field)
        // AUUTheme: beside `type` and its field, an entry may hold anything ("其他的都随意了"). Only
        // an entry without a type that gives two image fields is ambiguous: say which is ignored.
        if node["type"] == nil {
            for member in members where member.key != field && ["name", "file", "color", "path"].contains(member.key) {
                reader.warning(
                    .invalidValue(
                        value: member.key,
                        reason: """
                            '\(member.key)' is ignored: without a 'type', an image that gives '\(field)' \
                            is \(Self.imageKinds[kind])
                            """,
                        location: member.keyLocation(path.appending(member.key))
                    )
                )
            }
        }
        if kind == 2 { return LegacyJSON.color(valueNode, at: valuePath, reader: &reader).map(ImageAsset.solidColor) }
        guard let text = reader.string(valueNode, at: valuePath, asWarning: true) else { return nil }
        do throws(ThemeError) {
            switch kind {
            case 0:
                guard !text.isEmpty else {
                    throw .invalidValue(value: text, reason: "a bundled image needs a name", location: nil)
                }
                return .bundled(name: text)
            case 1: return try .file(relativePath: text)
            default: return try .remote(string: text)
            }
        } catch {
            reader.warning(error.located(valueNode.location(valuePath)))
            return nil
        }
    }
}
