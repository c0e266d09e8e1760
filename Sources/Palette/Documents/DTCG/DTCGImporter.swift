/// Reads design tokens in the DTCG 2025.10 format into a Palette theme document.
///
/// Reads what designers' tools write: colour objects in any 2025.10 colour space (converted to
/// sRGB, with a warning when a colour had to be clipped), the hex-string colours and `"16px"`
/// dimensions of older drafts and Style Dictionary, `$type` inherited from groups, aliases
/// (`"{color.brand}"`) and JSON Pointer `$ref`s through chains (cycles are errors), font weight
/// names, `typography` tokens as ``FontDescriptor``s, `duration` tokens as numbers of seconds,
/// and `$description`s, which are kept.
///
/// Tokens become palette roles, font styles or custom tokens as ``DTCGMapping`` says. When the
/// file does not set every required role and style, the document extends ``extends``
/// (`"default"` unless you choose another) and a warning lists what comes from there.
///
/// ```swift
/// let report = DTCGImporter().decode(json: data, file: "brand.tokens.json")
/// let document = try report.get(file: "brand.tokens.json")
/// ```
public struct DTCGImporter: Sendable {
    /// Which tokens are roles and styles.
    public var mapping: DTCGMapping
    /// Bounds on the input.
    public var limits: ThemeLimits
    /// The theme identifier; when `nil`, the file's `$extensions["org.palette"].id`, else a name
    /// made from the file name.
    public var id: String?
    /// The theme name; when `nil`, the file's `$extensions["org.palette"].name`, else the identifier.
    public var name: String?
    /// The theme a file that lacks required roles or styles extends; `nil` makes that an error.
    public var extends: String?

    /// The `$extensions` key under which Palette keeps what DTCG does not describe.
    public static let extensionKey = "org.palette"

    /// Creates an importer.
    public init(
        mapping: DTCGMapping = .default,
        limits: ThemeLimits = .default,
        id: String? = nil,
        name: String? = nil,
        extends: String? = "default"
    ) {
        self.mapping = mapping
        self.limits = limits
        self.id = id
        self.name = name
        self.extends = extends
    }

    /// Reads a DTCG file, reporting every problem at once.
    public func decode(json: some Collection<UInt8>, file: String? = nil) -> DecodingReport<ThemeDocument> {
        decode(files: [(Array(json), file)])
    }

    /// Reads several DTCG files as one set of tokens, as Style Dictionary merges its sources:
    /// aliases may point into any of them, and a token defined again in a later file replaces
    /// the earlier one (with a warning). The theme is named after the first file.
    public func decode(files: [(json: [UInt8], file: String?)]) -> DecodingReport<ThemeDocument> {
        var sources: [DTCGTokenTree.Source] = []
        var reader = DocumentReader()
        for (json, file) in files {
            reader.currentFile = file
            do throws(ThemeError) {
                let root = try JSONParser.parse(json, options: limits.documentParserOptions(lenient: true))
                guard root.members != nil else {
                    _ = reader.object(root, at: .root, expected: "a DTCG token file (an object of groups and tokens)")
                    continue
                }
                sources.append(DTCGTokenTree.Source(root: root, file: file))
            } catch {
                reader.error(error)
            }
        }
        guard reader.errors.isEmpty, let first = sources.first else { return reader.report(nil) }
        let document = decode(sources, first: first, reader: &reader)
        return reader.report(document)
    }

    private func decode(
        _ sources: [DTCGTokenTree.Source],
        first: DTCGTokenTree.Source,
        reader: inout DocumentReader
    ) -> ThemeDocument? {
        let root = first.root
        let file = first.file
        let tree = DTCGTokenTree(sources: sources, limits: limits, reader: &reader)
        reader.currentFile = file
        if tree.tokens.count > limits.maximumTokenCount {
            reader.error(
                .limitExceeded(
                    what: "\(tree.tokens.count) tokens",
                    limit: limits.maximumTokenCount,
                    location: root.location(.root)
                )
            )
            return nil
        }
        let resolver = DTCGReferenceResolver(tree: tree, sources: sources, maximumChain: limits.maximumAliasChain)
        var values = DTCGValueReader(resolver: resolver)
        let settings = root["$extensions"]?[Self.extensionKey]
        let identifier = id ?? settings?["id"]?.string ?? Self.identifier(fromFile: file)
        var document = ThemeDocument(id: identifier, name: name ?? settings?["name"]?.string ?? identifier)
        var fontFamilies: [DTCGTokenTree.Token] = []

        for token in tree.tokens {
            reader.currentFile = token.file
            let resolved: DTCGReferenceResolver.Resolved
            do throws(ThemeError) {
                resolved = try resolver.value(of: token)
            } catch {
                reader.error(error)
                continue
            }
            let location = token.node.location(token.jsonPath)
            guard let type = Self.type(of: token, resolved: resolved, location: location, reader: &reader) else {
                continue
            }
            let value: TokenValue?
            switch type {
            case "color": value = values.color(resolved, owner: token.path, reader: &reader).map(TokenValue.color)
            case "dimension":
                value = values.dimension(resolved, owner: token.path, reader: &reader).map(TokenValue.dimension)
            case "number": value = reader.number(resolved.node, at: resolved.jsonPath).map(TokenValue.number)
            case "fontWeight": value = values.fontWeight(resolved, reader: &reader).map { .number(Double($0.rawValue)) }
            case "duration":
                value = values.duration(resolved, owner: token.path, reader: &reader).map(TokenValue.number)
            case "typography": value = values.typography(resolved, token: token, reader: &reader).map(TokenValue.font)
            case "fontFamily":
                if values.fontFamily(resolved, owner: token.path, reader: &reader) != nil { fontFamilies.append(token) }
                continue
            default:
                reader.warning(
                    .unsupported(
                        feature: "token type '\(type.clippedForMessage)'",
                        reason: "Palette has no such tokens; '\(token.path.string.clippedForMessage)' was not imported",
                        location: location
                    )
                )
                continue
            }
            guard let value else { continue }
            reader.currentFile = token.file
            place(value, of: token, in: &document, location: location, reader: &reader)
        }
        for token in fontFamilies where !values.usedAliases.contains(token.path) {
            reader.currentFile = token.file
            reader.warning(
                .unsupported(
                    feature: "font family on its own",
                    reason:
                        "Palette keeps fonts as typography tokens; '\(token.path.string.clippedForMessage)' was not imported",
                    location: token.node.location(token.jsonPath)
                )
            )
        }
        for group in tree.groupDescriptions where document.tokens.descriptions[group.path] == nil {
            document.tokens.descriptions[group.path] = group.description
        }
        reader.currentFile = file
        readImages(from: settings, into: &document, reader: &reader)
        completeRequiredValues(of: &document, settings: settings, root: root, reader: &reader)
        return document
    }

    /// Puts a value where the mapping says: a role, a style, and a custom token unless its path
    /// is the role's or style's own.
    private func place(
        _ value: TokenValue,
        of token: DTCGTokenTree.Token,
        in document: inout ThemeDocument,
        location: ThemeError.Location,
        reader: inout DocumentReader
    ) {
        let path = token.path
        for role in mapping.roles(for: path) {
            guard case .color(let color) = value else {
                reader.warning(
                    .invalidValue(
                        value: path.string,
                        reason: "this path names the role '\(role.rawValue)' but the token is not a colour",
                        location: location
                    )
                )
                continue
            }
            document.palette[role] = color
            if let description = token.description {
                document.tokens.descriptions[TokenTable.path(for: role)] = description
            }
        }
        for style in mapping.styles(for: path) {
            guard case .font(let font) = value else {
                reader.warning(
                    .invalidValue(
                        value: path.string,
                        reason: "this path names the style '\(style.rawValue)' but the token is not typography",
                        location: location
                    )
                )
                continue
            }
            document.fonts[style] = font
            if let description = token.description {
                document.tokens.descriptions[TokenTable.path(for: style)] = description
            }
        }
        guard ThemeOverrides.reservedOwner(of: path, kind: value.kind) == nil else { return }
        document.tokens[path] = value
        if let description = token.description { document.tokens.descriptions[path] = description }
    }

    /// Images, which DTCG has no type for, travel under `$extensions["org.palette"].images`.
    private func readImages(from settings: JSONNode?, into document: inout ThemeDocument, reader: inout DocumentReader)
    {
        guard let images = settings?["images"] else { return }
        let path = JSONPath.root.appending("$extensions").appending(Self.extensionKey).appending("images")
        for member in reader.object(images, at: path) ?? [] {
            let location = member.keyLocation(path.appending(member.key))
            if let problem = limits.pathProblem("a token path", length: member.key.utf8.count, at: location) {
                reader.error(problem)
                continue
            }
            if let asset = reader.image(member.node, at: path.appending(member.key)) {
                document.tokens.images[TokenPath(member.key)] = asset
            }
        }
    }

    private func completeRequiredValues(
        of document: inout ThemeDocument,
        settings: JSONNode?,
        root: JSONNode,
        reader: inout DocumentReader
    ) {
        let missingRoles = ColorRole.allCases.filter { $0.isRequired && document.palette[$0] == nil }.map(\.rawValue)
        let missingStyles = FontStyle.allCases.filter { $0.isRequired && document.fonts[$0] == nil }.map(\.rawValue)
        if let declared = settings?["extends"]?.string {
            document.extends = declared
        } else if !missingRoles.isEmpty || !missingStyles.isEmpty {
            let missing = missingRoles.map { "color.\($0)" } + missingStyles.map { "font.\($0)" }
            if let extends {
                document.extends = extends
                reader.warning(.inheritedValues(keys: missing, from: extends, location: root.location(.root)))
            } else {
                for key in missing { reader.error(.missingKey(key: key, location: root.location(.root))) }
            }
        }
    }

    /// The token's type: its own or inherited `$type`, else the aliased token's, else read from
    /// the value's form for files written before `$type` was required. Legacy Style Dictionary
    /// types (`fontSize`, `spacing`, `lineHeight`, …) are read as the DTCG type they mean.
    private static func type(
        of token: DTCGTokenTree.Token,
        resolved: DTCGReferenceResolver.Resolved,
        location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> String? {
        guard let declared = token.type ?? resolved.type else {
            if let inferred = inferredType(of: resolved.node) { return inferred }
            reader.error(
                .invalidValue(
                    value: token.path.string,
                    reason: "the token has no '$type' and its value does not show one",
                    location: location
                )
            )
            return nil
        }
        if let standard = legacyTypes[declared] {
            reader.warning(
                .unsupported(
                    feature: "type '\(declared.clippedForMessage)'",
                    reason:
                        "not a DTCG 2025.10 type; '\(token.path.string.clippedForMessage)' was read as '\(standard)'",
                    location: location
                )
            )
            return standard
        }
        return declared
    }

    static let legacyTypes: [String: String] = [
        "fontSize": "dimension", "fontSizes": "dimension", "size": "dimension", "sizing": "dimension",
        "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension", "letterSpacing": "dimension",
        "lineHeight": "number", "lineHeights": "number", "opacity": "number", "fontWeights": "fontWeight",
        "fontFamilies": "fontFamily",
    ]

    private static func inferredType(of node: JSONNode) -> String? {
        switch node.value {
        case .string(let text):
            if ThemeColor.parseHex(text) != nil, text.hasPrefix("#") { return "color" }
            if Dimension.points(text) != nil, text.lowercased().hasSuffix("px") || text.lowercased().hasSuffix("rem") {
                return "dimension"
            }
            return nil
        case .number:
            return "number"
        case .object:
            if node["colorSpace"] != nil { return "color" }
            if node["unit"] != nil, node["value"] != nil { return "dimension" }
            if node["fontSize"] != nil { return "typography" }
            return nil
        default:
            return nil
        }
    }

    /// An identifier from a file name: `Brand Tokens.tokens.json` gives `brand-tokens`.
    static func identifier(fromFile file: String?) -> String {
        guard let file, let last = file.split(separator: "/").last else { return "imported" }
        var name = String(last)
        for suffix in [".json", ".plist", ".tokens"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "imported" : words.joined(separator: "-")
    }
}
