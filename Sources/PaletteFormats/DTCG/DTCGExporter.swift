internal import InternalPaletteUtilities
import Palette

/// Writes a theme as DTCG 2025.10 design tokens that the official schema accepts.
///
/// Roles are colour tokens at `color.<role>`, styles typography tokens at `font.<style>`, custom
/// tokens sit at their own paths; every token carries its `$type`, colours are written in the
/// 2025.10 object form (`srgb` components) with a `hex` fallback, and a path that is both a token
/// and a group uses `$root`. What DTCG cannot say (the theme's identifier and name, the theme it
/// extends, font traits and text styles, and which typography parts a font did not have but DTCG
/// requires, which roles and styles the theme takes from the theme it extends, its styles' other
/// properties) goes under `$extensions["org.palette"]`, so ``DTCGImporter`` reads back the same
/// theme.
///
/// Nothing else is lost: references between tokens are written as references (`"{color.brand}"`)
/// wherever the token named is in the file with the same value, `$description`, `$deprecated` and
/// other tools' `$extensions` on tokens, groups and the document as they were read, font fallback lists as
/// lists, and styles as typography tokens (when they set a font) or groups under `style`. What
/// still does not fit (a token path DTCG cannot name) is counted in the ``ExportReport``.
public struct DTCGExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// The theme as a DTCG file's text.
    public func export(_ theme: ResolvedTheme) -> String {
        var report = ExportReport(format: .dtcg)
        return export(theme, report: &report)
    }

    /// The theme as a DTCG file's text, counting in `report` the styles written and what DTCG
    /// cannot hold.
    public func export(_ theme: ResolvedTheme, report: inout ExportReport) -> String {
        JSONWriter.string(jsonValue(theme, report: &report)) + "\n"
    }

    func jsonValue(_ theme: ResolvedTheme) -> JSONValue {
        var report = ExportReport(format: .dtcg)
        return jsonValue(theme, report: &report)
    }

    func jsonValue(_ theme: ResolvedTheme, report: inout ExportReport) -> JSONValue {
        var tree = Tree()
        let tokens = theme.tokens
        var written: [TokenSlot: TokenValue] = [:]
        for role in ColorRole.allCases { written[TokenSlot(role)] = .color(theme.palette[role]) }
        for style in FontStyle.allCases { written[TokenSlot(style)] = .font(theme.fontStyles[style]) }
        for (path, value) in tokens.all where !Self.extensionKinds.contains(value.kind) {
            if let problem = path.segments.lazy.compactMap({ DTCGTokenTree.nameProblem(String($0)) }).first {
                report.omit(
                    "path DTCG cannot name (\(problem))",
                    category: "tokens",
                    at: path.string,
                    placeNoun: "token"
                )
                continue
            }
            written[TokenSlot(value.kind, path)] = value
        }
        func inherited(_ slot: TokenSlot) -> Bool {
            if let role = slot.role { return !theme.setsItself(role) }
            if let style = slot.style { return !theme.setsItself(style) }
            return false
        }
        let order =
            ColorRole.allCases.map(TokenSlot.init) + FontStyle.allCases.map(TokenSlot.init)
            + written.keys.filter { $0.role == nil && $0.style == nil }.sorted()
        var writtenKinds: [TokenPath: Set<TokenKind>] = [:]
        if !tokens.memberAliases.isEmpty {
            for slot in written.keys { writtenKinds[slot.path, default: []].insert(slot.kind) }
        }
        for slot in order {
            guard let value = written[slot] else { continue }
            let inherited = inherited(slot)
            // A reference is written when what it names is in the file with the same value.
            let reference = tokens.aliases[slot].flatMap { path in
                written[TokenAliasResolver.target(of: slot, path)] == value ? path : nil
            }
            let metadata = inherited ? TokenMetadata() : TokenMetadata(of: tokens, at: slot.path)
            // So is a member's, when the token it names is in the file with the kind the member takes.
            let members = (tokens.memberAliases[slot] ?? [:]).filter { key, path in
                DTCGCompositeMembers.kind(of: key, in: value.kind).map { writtenKinds[path]?.contains($0) == true }
                    ?? false
            }
            tree.insert(
                slot.path,
                Self.token(
                    value,
                    reference: reference,
                    memberReferences: members,
                    metadata: metadata,
                    inherited: inherited
                )
            )
        }
        // An inherited role's or style's path may still be a group with metadata of its own.
        let valued = Set(written.keys.filter { slot in !inherited(slot) }.map(\.path))
        for path in tokens.groupPaths(besides: valued) {
            guard Self.canName(path) else {
                report.omit("group DTCG cannot name", category: "groups", at: path.string, placeNoun: "group")
                continue
            }
            tree.describeGroup(at: path, TokenMetadata(of: tokens, at: path))
        }
        insertStyles(of: theme, into: &tree, report: &report)
        var settings: [(String, JSONValue)] = [("id", .string(theme.id)), ("name", .string(theme.name))]
        if let parent = theme.parent { settings.append(("extends", .string(parent.id))) }
        // DTCG has no image type: images travel in Palette's extension.
        let images = tokens.paths(of: .image).compactMap { path in
            tokens[ImageAsset.self, path].map { asset in
                if tokens.aliases[TokenSlot(.image, path)] != nil {
                    report.omit("reference to another image", category: "tokens", at: path.string, placeNoun: "token")
                }
                return (path.string, TokenMetadata(of: tokens, at: path).wrapping(asset.jsonValue))
            }
        }
        if !images.isEmpty { settings.append(("images", .orderedObject(images))) }
        // Nor text or flags: they travel there too, by path, a reference as one (`"{font.name}"`, as
        // a Palette document writes it), so that it reads back as one.
        for kind in [TokenKind.text, .boolean] {
            let entries = tokens.paths(of: kind).compactMap { path in
                tokens[kind, path].map { value in
                    let written =
                        tokens.aliases[TokenSlot(kind, path)].map { JSONValue.string("{\($0.string)}") }
                        ?? Self.extensionValue(value)
                    return (path.string, TokenMetadata(of: tokens, at: path).wrapping(written))
                }
            }
            if !entries.isEmpty { settings.append((kind.sectionName, .orderedObject(entries))) }
        }
        // The document's own extensions (an asset catalog's layout, Figma's mode name) go at the
        // file's top, other tools' first, as a token's do.
        var extensions = (theme.sourceDocument?.extensions?.jsonValue.objectMembers ?? []).filter {
            $0.key != DTCGImporter.extensionKey
        }
        extensions.append(JSONMember(key: DTCGImporter.extensionKey, node: JSONNode(.orderedObject(settings))))
        let header: [(String, JSONValue)] = [
            ("$description", .string("Palette theme '\(theme.name)' (\(theme.id))")),
            ("$extensions", .object(extensions)),
        ]
        return .orderedObject(header + tree.members)
    }

    /// The kinds DTCG has no type for, written in Palette's extension of the file instead.
    static let extensionKinds: Set<TokenKind> = [.image, .text, .boolean]

    /// A text or boolean token's value as Palette's extension writes it.
    private static func extensionValue(_ value: TokenValue) -> JSONValue {
        switch value {
        case .boolean(let flag): .bool(flag)
        case .text(let text): .string(text)
        default: .string(value.description)
        }
    }
}
