/// The `images` section of AUUTheme files: AUUTheme's four image kinds.
extension AUUThemeImporter {
    /// Reads every entry of `images` into image tokens.
    func readImages(
        _ node: JSONNode,
        at path: JSONPath,
        into document: inout ThemeDocument,
        reader: inout DocumentReader
    ) {
        for entry in reader.object(node, at: path) ?? [] {
            let entryPath = path.appending(entry.key)
            guard let tokenPath = LegacyJSON.tokenPath(entry, at: entryPath, reader: &reader),
                let asset = image(entry.node, at: entryPath, reader: &reader)
            else { continue }
            document.tokens.images[tokenPath] = asset
        }
    }

    /// What each image `type` is, for messages.
    static let imageKinds = ["a bundled image", "a file in the theme's folder", "a solid colour", "a remote image"]

    /// One image entry: `{"type": 0-3, "name" | "color" | "path": …}`, `type` optional.
    private func image(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> ImageAsset? {
        guard let members = reader.object(node, at: path, expected: "an image object", asWarning: true) else {
            return nil
        }
        var type: Int?
        if let typeNode = node["type"] {
            guard case .number(let number) = typeNode.value, let kind = Int(exactly: number), (0...3).contains(kind)
            else {
                reader.warning(
                    .invalidValue(
                        value: JSONWriter.string(typeNode.value, pretty: false),
                        reason: "an image type is 0 (bundled), 1 (file), 2 (colour) or 3 (remote)",
                        location: typeNode.location(path.appending("type"))
                    )
                )
                return nil
            }
            type = kind
        }
        // Without a type, real files say what the image is by the key they give.
        let kind = type ?? (node["path"] != nil ? 3 : node["color"] != nil ? 2 : node["name"] != nil ? 0 : nil)
        let field = ["name", "name", "color", "path"]
        guard let kind else {
            reader.warning(
                .invalidValue(
                    value: path.description,
                    reason: "an image gives a 'type' with 'name', 'color' or 'path'; skipped",
                    location: node.location(path)
                )
            )
            return nil
        }
        guard let valueNode = node[field[kind]] else {
            reader.warning(.missingKey(key: field[kind], location: node.location(path)))
            return nil
        }
        let valuePath = path.appending(field[kind])
        // AUUTheme: beside `type` and its field, an entry may hold anything ("其他的都随意了"). Only
        // an entry without a type that gives two image fields is ambiguous: say which is ignored.
        if type == nil {
            for member in members where member.key != field[kind] && ["name", "color", "path"].contains(member.key) {
                reader.warning(
                    .invalidValue(
                        value: member.key,
                        reason: """
                            '\(member.key)' is ignored: without a 'type', an image that gives '\(field[kind])' \
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
