internal import InternalPaletteUtilities
import Palette

/// Reads AUUTheme's JSON themes into Palette theme documents, with the meaning AUUTheme's
/// documentation gives every part.
///
/// - `colors`: dotted identifiers become colour tokens that fall back as AUUTheme's do:
///   `color.text.title` -> `color.text` -> `color` -> `__default__` -> ``defaultColor`` (the
///   manager's default colour), then the key's fallback. Colour strings in every form AUUTheme
///   shows: `ffffff`, `0xffffff`, `#ffffff`, and the 2018 revision's `{"hex": "ffffff"}`.
/// - `images`: `type` 0 (bundled name), 1 (a file in the theme's folder), 2 (solid colour) and 3
///   (remote URL) become image tokens; entries without `type`, as real files have, are read by
///   what they give: `path` a remote URL, `color` a solid colour, `file` a file in the theme's
///   folder, `name` a bundled image. AUUTheme's first revision had 0 and 1 the other way round;
///   ``ImportOptions/auuImageTypes`` says which meaning applies, and by default it is told from the file
///   (``ImageTypes``).
/// - `appearance`: each group (`appearance.segment`) becomes a group of tokens under its
///   identifier (`appearance.segment.titlecolor`).
/// - Well-known identifiers also set palette roles (``roles``): by default `color.background`
///   is the background (and neutral) and `color.text` the text on it; and an identifier
///   `color.<role>` (`color.primary`, `color.onSurface`) always sets the role it names.
/// - Where a file's `color` or `__default__` would have answered a role path under AUUTheme's
///   fallback, Palette answers it from the extended theme, and says so in a warning.
///
/// Hand-written files have comments and trailing commas: they are read, with a warning. An entry
/// that cannot be read (a colour that is no colour, an image that leaves the theme's folder) is
/// left out with a warning at it (``UnreadableToken``), and the rest is imported.
public struct AUUThemeImporter: Sendable {
    /// Identifiers that also set palette roles.
    public var roles: [TokenPath: [ColorRole]]
    /// The colour answered when neither an identifier, its parents nor `__default__` is defined:
    /// AUUTheme manager's `defaultColor`. Stored as the `__default__` token when the file has none.
    public var defaultColor: ThemeColor?
    /// The theme a file extends for the roles and fonts AUUTheme does not describe.
    public var extends: String
    /// What image types 0 and 1 mean, the theme's identifier and name, and the bounds on the
    /// input: the ``ImportOptions`` a file is read with (``decode(_:file:options:)``) set them.
    var imageTypes: ImageTypes = .detect
    var id: String?
    var name: String?
    var limits: FormatLimits = .default

    /// The default role mapping: `color.background` -> neutral and background, `color.text` ->
    /// onBackground, `color.text.highlighted` (and AUUTheme's example's `hightlighted`) -> highlight.
    public static let defaultRoles: [TokenPath: [ColorRole]] = [
        "color.background": [.neutral, .background],
        "color.text": [.onBackground],
        "color.text.highlighted": [.highlight],
        "color.text.hightlighted": [.highlight],
    ]

    /// Creates an importer; what every format's reader is told (the theme's identifier and name,
    /// bounds, mapped paths, image types) is given to ``decode(_:file:options:)``.
    public init(
        roles: [TokenPath: [ColorRole]] = AUUThemeImporter.defaultRoles,
        defaultColor: ThemeColor? = nil,
        extends: String = "default"
    ) {
        self.roles = roles
        self.defaultColor = defaultColor
        self.extends = extends
    }

    /// Reads an AUUTheme file's bytes, which are not JSON when this is called from a parse.
    func read(json: some Collection<UInt8>, file: String?) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        reader.currentFile = file
        guard let root = LegacyJSON.parse(json, limits: limits, reader: &reader) else { return reader.report(nil) }
        return read(prepared: root, file: file, reader: &reader)
    }

    /// Reads an AUUTheme file already parsed.
    package func read(_ parsed: ParsedThemeFile) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        reader.currentFile = parsed.path
        guard case .json(let root, let deviation) = parsed.content else {
            return read(json: parsed.bytes, file: parsed.path)
        }
        let prepared = LegacyJSON.prepare(root, firstDeviation: deviation, bytes: parsed.bytes, reader: &reader)
        return read(prepared: prepared, file: parsed.path, reader: &reader)
    }

    private func read(
        prepared root: JSONNode,
        file: String?,
        reader: inout DocumentReader
    ) -> DecodingReport<ThemeDocument> {
        guard FileShape.isAUUTheme(root), let members = root.members else {
            // Nothing of AUUTheme's: reading on would give an empty theme.
            reader.error(
                .wrongFormat(
                    expected: ThemeFileFormat.auutheme.expectation,
                    found: FileLook.json(root, limits: limits),
                    location: root.location(.root)
                )
            )
            return reader.report(nil)
        }
        let imageTypes = imageTypeMeaning(of: root, reader: &reader)
        let identifier = id ?? FileShape.identifier(fromFile: file)
        var document = ThemeDocument(id: identifier, name: name ?? identifier, extends: extends)
        for member in members {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "colors": readColors(member.node, at: path, into: &document, reader: &reader)
            case "images": readImages(member.node, at: path, as: imageTypes, into: &document, reader: &reader)
            case "appearance": readAppearance(member.node, at: path, into: &document, reader: &reader)
            default:
                reader.unknown(
                    member.key,
                    expected: FileShape.auuThemeSections,
                    at: member.keyLocation(path),
                    asWarning: true
                )
            }
        }
        if document.tokens[ThemeColor.self, .catchAll] == nil, let defaultColor {
            document.tokens[.catchAll] = .color(defaultColor)
        }
        LegacyJSON.refuseWhenNothingWasRead(document, root: root, reader: &reader)
        LegacyJSON.warnAboutInheritedValues(of: document, root: root, reader: &reader)
        Self.warnAboutRolesLeftToFallback(in: document, root: root, reader: &reader)
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
            // The 2018 revision also writes a colour as an object with its hex string under `hex`.
            let hex = entry.node.members != nil ? entry.node["hex"] : nil
            let colorNode = hex ?? entry.node
            let colorPath = hex == nil ? entryPath : entryPath.appending("hex")
            let read = LegacyJSON.entry(entry, at: entryPath, limits: limits, reader: &reader) {
                LegacyJSON.color(colorNode, at: colorPath, reader: &$0)
            }
            guard let (tokenPath, color) = read else { continue }
            for role in roles(for: tokenPath) { document.palette[role] = color }
            LegacyJSON.place(.color(color), at: tokenPath, in: &document)
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
            // The group's name as a token path; nothing else of it is read here.
            let named = LegacyJSON.entry(group, at: groupPath, limits: limits, reader: &reader) { _ in () }
            guard let groupToken = named?.path,
                let entries = reader.object(group.node, at: groupPath, expected: "an appearance group object")
            else { continue }
            for entry in entries {
                let entryPath = groupPath.appending(entry.key)
                let read = LegacyJSON.entry(entry, under: groupToken, at: entryPath, limits: limits, reader: &reader) {
                    Self.appearanceValue(entry.node, at: entryPath, reader: &$0)
                }
                if let read { document.tokens[read.path] = read.value }
            }
        }
    }

    /// An `appearance` value: a number, or a colour in any hex form.
    private static func appearanceValue(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> TokenValue? {
        if case .number(let number) = node.value { return .number(number) }
        return LegacyJSON.color(node, at: path, reader: &reader).map(TokenValue.color)
    }
}
