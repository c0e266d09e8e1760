package import InternalPaletteUtilities

extension ThemeDocument {
    /// The top-level keys of a document.
    static let topLevelKeys = [
        "$schema", "formatVersion", "id", "name", "extends", "palette", "fonts", "tokens", "styles", "variants",
        "extensions",
    ]

    /// Reads a Palette theme document, reporting every problem at once.
    ///
    /// Errors: text that is not JSON, a member named twice in one object (the last is read), a
    /// value of the wrong type, a bad colour or font, an
    /// unsupported `formatVersion`, a missing `id`, a document that extends nothing yet lacks a
    /// required role or style (in any variant it makes), too many tokens (counting every
    /// variant's), an unknown variant in `variants`, `variants` that all name registered themes
    /// beside colours, fonts, tokens, styles or `extends` that would serve none of them. Warnings:
    /// unknown keys, roles and styles (with the closest known name), a missing `formatVersion`
    /// (read as 1), each variant `variants` lacks, with the variant that serves it instead.
    ///
    /// - Parameters:
    ///   - json: The document's bytes. Comments and trailing commas are accepted with a warning.
    ///   - file: The file name, for locations.
    ///   - limits: Size, depth and token-count bounds.
    public static func decode(
        json: some Collection<UInt8>,
        file: String? = nil,
        limits: ThemeLimits = .default
    ) -> DecodingReport<ThemeDocument> {
        do throws(ThemeError) {
            let parsed = try JSONParser.readNotingDeviations(
                json,
                options: .document(limits, lenient: true)
            )
            return decode(root: parsed.root, firstDeviation: parsed.firstDeviation, file: file, limits: limits)
        } catch {
            return DecodingReport(value: nil, errors: [error.inFile(file)])
        }
    }

    /// Reads a document already parsed (leniently), warning about the comment or trailing comma
    /// at `firstDeviation`.
    package static func decode(
        root: JSONNode,
        firstDeviation: ThemeError.Location?,
        file: String?,
        limits: ThemeLimits
    ) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        if let firstDeviation {
            // Hand-written files often have comments or trailing commas: accept them, but say so.
            reader.warning(
                .malformedInput(
                    reason: "comments and trailing commas are not JSON; other tools may reject this file",
                    location: firstDeviation
                )
            )
        }
        let root = reader.keepingLastDefinitions(root, at: .root, asWarnings: false)
        let document = decode(root, reader: &reader, limits: limits)
        return reader.report(document).inFile(file)
    }

    /// Reads a Palette theme document, throwing when it has errors.
    ///
    /// - Throws: ``ThemeError/Code/invalidDocument`` listing every error.
    public init(json: some Collection<UInt8>, file: String? = nil, limits: ThemeLimits = .default) throws(ThemeError) {
        self = try Self.decode(json: json, file: file, limits: limits).get(file: file)
    }

    /// Reads a document from text.
    @_alwaysEmitIntoClient public init(
        json: String,
        file: String? = nil,
        limits: ThemeLimits = .default
    ) throws(ThemeError) {
        try self.init(json: Array(json.utf8), file: file, limits: limits)
    }

    static func decode(_ root: JSONNode, reader: inout DocumentReader, limits: ThemeLimits) -> ThemeDocument? {
        guard let members = reader.object(root, at: .root, expected: "a theme document object") else { return nil }
        var document = ThemeDocument(id: "")
        // The `palette`, `fonts` and `tokens` sections, read as a payload's overrides are.
        var written = ThemeOverrides()
        var hasID = false
        var hasFormatVersion = false
        for member in members {
            let path = JSONPath.root.appending(member.key)
            let node = member.node
            switch member.key {
            case "$schema":
                continue
            case "formatVersion":
                hasFormatVersion = true
                if let version = formatVersion(node, at: path, reader: &reader) { document.formatVersion = version }
            case "id":
                hasID = true
                if let id = identifier(node, at: path, reader: &reader) { document.id = id }
            case "name":
                if let name = reader.string(node, at: path) { document.name = name }
            case "extends":
                if let extends = identifier(node, at: path, reader: &reader) { document.extends = extends }
            case "variants":
                document.variants = variants(node, at: path, reader: &reader, limits: limits)
            case "styles":
                document.styles = StyleDefinition.decodeSection(node, at: path, reader: &reader)
            case "extensions":
                if reader.object(node, at: path, expected: "an object of other tools' data").hasValue {
                    document.extensions = TokenExtensions(node.value)
                }
            case "palette", "fonts", "tokens":
                written.decodeSection(member, at: path, reader: &reader, limits: limits)
            default:
                reader.warning(
                    .unknownKey(
                        key: member.key,
                        expected: topLevelKeys.filter { $0 != "$schema" },
                        suggestion: Suggestion.closest(to: member.key, in: topLevelKeys),
                        location: member.keyLocation(path)
                    )
                )
            }
        }
        written.followReferences(mayInherit: document.extends.hasValue, reader: &reader, limits: limits)
        (document.palette, document.fonts, document.tokens) = (written.palette, written.fonts, written.tokens)
        if !hasFormatVersion {
            reader.warning(
                .missingKey(key: "formatVersion", location: root.location(.root))
            )
        }
        if !hasID {
            reader.error(.missingKey(key: "id", location: root.location(.root)))
        }
        if document.name.isEmpty { document.name = document.id }
        if let variants = document.variants {
            checkVariants(variants, in: root, reader: &reader)
        } else if !root["variants"].hasValue, !document.extends.hasValue {
            GivenSections(root).reportMissing(prefix: "", at: root.location(.root), reader: &reader)
        }
        reader.limitTokens(
            document.tokenCount,
            limits,
            at: root["tokens"]?.location(JSONPath.root.appending("tokens")) ?? root.location(.root)
        )
        return document
    }

    private static func formatVersion(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> Int? {
        let location = node.location(path)
        switch node.value {
        case .number(let number):
            // `Int(exactly:)`: a version such as 1e308 or 1.5 is no Int, and converting it would trap.
            if let version = Int(exactly: number), supportedFormatVersions.contains(version) { return version }
            reader.error(
                .unsupportedFormatVersion(
                    version: NumberText.plain(number),
                    supported: supportedFormatVersions,
                    location: location
                )
            )
        case .string(let text) where Int(text).map(supportedFormatVersions.contains) == true:
            reader.error(
                .typeMismatch(
                    expected: "a format version number (\(text), not \"\(text)\")",
                    found: "a string",
                    location: location
                )
            )
        case .string(let text):
            reader.error(
                .unsupportedFormatVersion(
                    version: "\"\(text)\"",
                    supported: supportedFormatVersions,
                    location: location
                )
            )
        default:
            reader.mismatch(node, at: path, expected: "a format version number", asWarning: false)
        }
        return nil
    }

    /// A theme identifier: non-empty, at most 128 characters, no spaces around it or control
    /// characters in it. Not inlined: `id`, `extends` and each variant are read by it.
    @inline(never)
    static func identifier(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> String? {
        guard let id = reader.string(node, at: path) else { return nil }
        if let problem = identifierProblem(id) {
            reader.error(.invalidValue(value: id, reason: problem, location: node.location(path)))
            return nil
        }
        return id
    }

    /// What is wrong with `id` as a theme identifier in a document (`id`, `extends`, `variants`),
    /// or `nil` when it is usable: it must be non-empty, at most 128 characters, without spaces
    /// around it or control characters in it.
    package static func identifierProblem(_ id: String) -> String? {
        if id.isEmpty { return "an identifier cannot be empty" }
        if id.count > 128 { return "an identifier is at most 128 characters" }
        if id.trimmingSpaces != id { return "an identifier cannot start or end with spaces" }
        if id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "an identifier cannot contain control characters"
        }
        return nil
    }
}

extension DecodingReport {
    /// The report with every location's file set.
    func inFile(_ file: String?) -> DecodingReport {
        guard file != nil else { return self }
        return DecodingReport(
            value: value,
            errors: errors.map { $0.inFile(file) },
            warnings: warnings.map { $0.inFile(file) }
        )
    }
}
