/// Reads AUUTheme's JSON themes (seed 000) into Palette theme documents, with the meaning the
/// seed gives every part.
///
/// - `colors`: dotted identifiers become colour tokens that fall back as AUUTheme's do:
///   `color.text.title` -> `color.text` -> `color` -> `__default__` -> ``defaultColor`` (the
///   manager's default colour), then the key's fallback. Colour strings in every form the seed
///   shows: `ffffff`, `0xffffff`, `#ffffff`.
/// - `images`: `type` 0 (bundled name), 1 (a file in the theme's folder), 2 (solid colour) and 3
///   (remote URL) become image tokens; entries without `type`, as real files have, are read by
///   what they give: `path` a remote URL, `color` a solid colour, `name` a bundled image.
/// - `appearance`: each group (`appearance.segment`) becomes a group of tokens under its
///   identifier (`appearance.segment.titlecolor`).
/// - Well-known identifiers also set palette roles (``roles``): by default `color.background`
///   is the background (and neutral) and `color.text` the text on it.
///
/// Hand-written files have comments and trailing commas: they are read, with a warning. A value
/// that cannot be read is reported with its place, as a warning, and the rest is imported.
public struct AUUThemeImporter: Sendable {
    /// Identifiers that also set palette roles.
    public var roles: [TokenPath: [ColorRole]]
    /// The colour answered when neither an identifier, its parents nor `__default__` is defined:
    /// AUUTheme manager's `defaultColor`. Stored as the `__default__` token when the file has none.
    public var defaultColor: ThemeColor?
    /// The theme a file extends for the roles and fonts AUUTheme does not describe.
    public var extends: String
    /// The theme identifier; by default made from the file name (`white.json` gives `white`).
    public var id: String?
    /// The theme name; by default the identifier.
    public var name: String?
    /// Bounds on the input.
    public var limits: ThemeLimits

    /// The default role mapping: `color.background` -> neutral and background, `color.text` ->
    /// onBackground, `color.text.highlighted` (and the seed's `hightlighted`) -> highlight.
    public static let defaultRoles: [TokenPath: [ColorRole]] = [
        "color.background": [.neutral, .background],
        "color.text": [.onBackground],
        "color.text.highlighted": [.highlight],
        "color.text.hightlighted": [.highlight],
    ]

    /// The sections of an AUUTheme file.
    static let sections = ["colors", "images", "appearance"]

    /// Creates an importer.
    public init(
        roles: [TokenPath: [ColorRole]] = AUUThemeImporter.defaultRoles,
        defaultColor: ThemeColor? = nil,
        extends: String = "default",
        id: String? = nil,
        name: String? = nil,
        limits: ThemeLimits = .default
    ) {
        self.roles = roles
        self.defaultColor = defaultColor
        self.extends = extends
        self.id = id
        self.name = name
        self.limits = limits
    }

    /// Whether parsed JSON looks like an AUUTheme file: an object of `colors`, `images` and
    /// `appearance` sections only.
    static func recognizes(_ root: JSONNode) -> Bool {
        guard let members = root.members, !members.isEmpty else { return false }
        return members.allSatisfy { sections.contains($0.key) && $0.node.members != nil }
    }

    /// Reads an AUUTheme file.
    public func decode(json: some Collection<UInt8>, file: String? = nil) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        reader.currentFile = file
        guard let root = LegacyJSON.parse(json, limits: limits, reader: &reader),
            let members = reader.object(
                root,
                at: .root,
                expected: "an AUUTheme object with colors, images and appearance"
            )
        else { return reader.report(nil) }
        let identifier = id ?? DTCGImporter.identifier(fromFile: file)
        var document = ThemeDocument(id: identifier, name: name ?? identifier, extends: extends)
        for member in members {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "colors": readColors(member.node, at: path, into: &document, reader: &reader)
            case "images": readImages(member.node, at: path, into: &document, reader: &reader)
            case "appearance": readAppearance(member.node, at: path, into: &document, reader: &reader)
            default:
                reader.unknown(member.key, expected: Self.sections, at: member.keyLocation(path))
            }
        }
        if document.tokens.colors[.catchAll] == nil, let defaultColor {
            document.tokens.colors[.catchAll] = defaultColor
        }
        LegacyJSON.warnAboutInheritedValues(of: document, root: root, reader: &reader)
        return reader.report(document)
    }

    private func readColors(
        _ node: JSONNode,
        at path: JSONPath,
        into document: inout ThemeDocument,
        reader: inout DocumentReader
    ) {
        for entry in reader.object(node, at: path) ?? [] {
            let entryPath = path.appending(entry.key)
            guard let tokenPath = LegacyJSON.tokenPath(entry, at: entryPath, reader: &reader),
                let color = LegacyJSON.color(entry.node, at: entryPath, reader: &reader)
            else { continue }
            for role in roles[tokenPath] ?? [] { document.palette[role] = color }
            if ThemeOverrides.reservedOwner(of: tokenPath, kind: .color) == nil {
                document.tokens.colors[tokenPath] = color
            }
        }
    }

    private func readImages(
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
        for member in members where member.key != "type" && member.key != field[kind] {
            let expected = ["type", field[kind]]
            reader.warning(
                .unknownKey(
                    key: member.key,
                    expected: expected,
                    suggestion: nil,
                    location: member.keyLocation(path.appending(member.key))
                )
            )
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

    /// `appearance` groups: each value under `appearance.<name>` becomes a token at
    /// `appearance.<name>.<key>`: a colour, or a number.
    private func readAppearance(
        _ node: JSONNode,
        at path: JSONPath,
        into document: inout ThemeDocument,
        reader: inout DocumentReader
    ) {
        for group in reader.object(node, at: path) ?? [] {
            let groupPath = path.appending(group.key)
            guard let groupToken = LegacyJSON.tokenPath(group, at: groupPath, reader: &reader),
                let entries = reader.object(group.node, at: groupPath, expected: "an appearance group object")
            else { continue }
            for entry in entries {
                let entryPath = groupPath.appending(entry.key)
                let tokenPath = groupToken.appending(entry.key)
                if case .number(let number) = entry.node.value {
                    document.tokens.numbers[tokenPath] = number
                } else if let color = LegacyJSON.color(entry.node, at: entryPath, reader: &reader) {
                    document.tokens.colors[tokenPath] = color
                }
            }
        }
    }
}

/// What the legacy importers share: lenient JSON, warnings instead of errors for bad entries.
enum LegacyJSON {
    /// Parses hand-written JSON: strict first, then with comments and trailing commas accepted
    /// and a warning.
    static func parse(_ json: some Collection<UInt8>, limits: ThemeLimits, reader: inout DocumentReader) -> JSONNode? {
        do throws(ThemeError) {
            return try JSONParser.parse(json, options: limits.documentParserOptions())
        } catch {
            guard case .malformedInput = error,
                let lenient = try? JSONParser.parse(json, options: limits.documentParserOptions(lenient: true))
            else {
                reader.error(error)
                return nil
            }
            reader.warning(
                .malformedInput(
                    reason: "comments and trailing commas are not JSON; they were accepted",
                    location: error.location
                )
            )
            return lenient
        }
    }

    /// A member's key as a token path; an empty one is reported and skipped.
    static func tokenPath(_ member: JSONMember, at path: JSONPath, reader: inout DocumentReader) -> TokenPath? {
        let tokenPath = TokenPath(member.key)
        guard !tokenPath.isEmpty else {
            reader.warning(
                .invalidValue(
                    value: member.key,
                    reason: "an identifier needs at least one name; skipped",
                    location: member.keyLocation(path)
                )
            )
            return nil
        }
        return tokenPath
    }

    /// A colour in any hex form, or a warning and `nil`.
    static func color(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> ThemeColor? {
        guard let text = reader.string(node, at: path, expected: "a colour string such as \"ffffff\"", asWarning: true)
        else { return nil }
        guard let color = ThemeColor.parseHex(text) else {
            reader.warning(.invalidColor(value: text, location: node.location(path)))
            return nil
        }
        return color
    }

    /// Says which required roles and styles come from the extended theme.
    static func warnAboutInheritedValues(of document: ThemeDocument, root: JSONNode, reader: inout DocumentReader) {
        guard let extends = document.extends else { return }
        let missing =
            ColorRole.allCases.filter { $0.isRequired && document.palette[$0] == nil }.map { "color.\($0.rawValue)" }
            + FontStyle.allCases.filter { $0.isRequired && document.fonts[$0] == nil }.map { "font.\($0.rawValue)" }
        if !missing.isEmpty {
            reader.warning(.inheritedValues(keys: missing, from: extends, location: root.location(.root)))
        }
    }
}
