internal import InternalPaletteUtilities
import Palette

/// What the legacy importers share: lenient JSON, and an entry that cannot be read left out with
/// the one warning ``UnreadableToken`` makes, so that the rest of the file is read.
enum LegacyJSON {
    /// Parses hand-written JSON: strict first, then with comments and trailing commas accepted
    /// and one warning that counts them and says where the first of each is. A key given twice
    /// in an object is reported where it is given again, and the last definition is kept.
    static func parse(_ json: some Collection<UInt8>, limits: FormatLimits, reader: inout DocumentReader) -> JSONNode? {
        do throws(ThemeError) {
            let bytes = Array(json)
            let parsed = try JSONParser.readNotingDeviations(
                bytes,
                options: .document(limits.theme, lenient: true)
            )
            return prepare(parsed.root, firstDeviation: parsed.firstDeviation, bytes: bytes, reader: &reader)
        } catch {
            reader.error(error)
            return nil
        }
    }

    /// What ``parse(_:limits:reader:)`` does after parsing, for JSON already parsed leniently:
    /// one warning about its comments and trailing commas (counted in `bytes`), and keys given
    /// twice reported.
    static func prepare(
        _ root: JSONNode,
        firstDeviation: ThemeError.Location?,
        bytes: [UInt8],
        reader: inout DocumentReader
    ) -> JSONNode {
        if let firstDeviation {
            let found = deviations(in: bytes)
            let location = found.first.map {
                ThemeError.Location(path: "", line: $0.line, column: $0.column)
            }
            reader.warning(
                .malformedInput(
                    reason: "comments and trailing commas are not JSON; accepted \(found.summary ?? "them")",
                    location: location ?? firstDeviation
                )
            )
        }
        return reader.keepingLastDefinitions(root, at: .root, asWarnings: true)
    }

    /// A member's key as a token path, under `prefix` when it has one; an empty one, or one
    /// longer than ``/Palette/ThemeLimits/maximumPathLength``, is reported and skipped.
    static func tokenPath(
        _ member: JSONMember,
        under prefix: TokenPath? = nil,
        at path: JSONPath,
        limits: FormatLimits,
        reader: inout DocumentReader
    ) -> TokenPath? {
        let length = (prefix.map { $0.string.utf8.count + 1 } ?? 0) + member.key.utf8.count
        if let problem = limits.pathProblem("an identifier", length: length, at: member.keyLocation(path)) {
            reader.warning(problem)
            return nil
        }
        let tokenPath = prefix?.appending(member.key) ?? TokenPath(member.key)
        guard !tokenPath.string.isEmpty else {
            reader.warning(
                .invalidValue(
                    value: member.key,
                    reason: "an identifier needs at least one name",
                    location: member.keyLocation(path)
                )
            )
            return nil
        }
        return tokenPath
    }

    /// One entry of a legacy file read as a token: its key as a token path under `prefix`
    /// (``tokenPath(_:under:at:limits:reader:)``), then its value with `read`. An entry of which
    /// either cannot be read is left out with the one warning ``UnreadableToken`` makes, at the
    /// problem that stopped it, and the rest of the file is read.
    static func entry<Value>(
        _ member: JSONMember,
        under prefix: TokenPath? = nil,
        at path: JSONPath,
        limits: FormatLimits,
        reader: inout DocumentReader,
        _ read: (inout DocumentReader) -> Value?
    ) -> (path: TokenPath, value: Value)? {
        let written = prefix.map { "\($0).\(member.key)" } ?? member.key
        return reader.readingToken(written.clippedForMessage, at: member.keyLocation(path)) { reader in
            guard let tokenPath = tokenPath(member, under: prefix, at: path, limits: limits, reader: &reader),
                let value = read(&reader)
            else { return nil }
            return (tokenPath, value)
        }
    }

    /// Puts a value read at `path` where a Palette document holds it: a font at a font style's own
    /// path (`font.body`) sets that style; another value at a path a role or style owns is no
    /// token (a colour at `color.primary` sets the role through the importer's roles); any other
    /// value is a token at its path.
    static func place(_ value: TokenValue, at path: TokenPath, in document: inout ThemeDocument) {
        if case .font(let font) = value, let style = FontStyle(path: path) {
            document.fonts[style] = font
        } else if ThemeOverrides.reservedOwner(of: path, kind: value.kind) == nil {
            document.tokens[path] = value
        }
    }

    /// Puts text read at `path` where a Palette document holds it: a text token, as
    /// ``place(_:at:in:)`` places it. Legacy formats have no references, but a Palette document
    /// reads text in braces (`{brand}`) as one, so such text is kept in the token's extensions
    /// under ``literalTextExtensionKey``, where no reader looks for references, with a warning at
    /// `location` that says so.
    static func placeText(
        _ text: String,
        at path: TokenPath,
        in document: inout ThemeDocument,
        location: ThemeError.Location,
        reader: inout DocumentReader
    ) {
        guard AliasSyntax.alias(in: text) != .none else {
            place(.text(text), at: path, in: &document)
            return
        }
        let members = [JSONMember(key: literalTextExtensionKey, node: JSONNode(.string(text)))]
        document.tokens.extensions[path] = TokenExtensions(.object(members))
        reader.warning(
            .interpreted(
                what: "the text '\(text.clippedForMessage)'",
                as: "text in the token's extensions ('\(literalTextExtensionKey)'), not a text token: a"
                    + " Palette document reads text in braces as a reference",
                location: location
            )
        )
    }

    /// The vendor under which text a Palette document would read as a reference is kept.
    static let literalTextExtensionKey = "org.palette.string"

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

    /// Makes a file of which every entry was skipped (``UnreadableToken``) an error: such a file
    /// would import as an empty theme, and even `--skip-invalid` must not write that.
    ///
    /// Call it once the entries are read, before warnings about the file as a whole. A file with
    /// no entries at all (`{"colors": {}}`) is no such file: nothing was skipped.
    static func refuseWhenNothingWasRead(_ document: ThemeDocument, root: JSONNode, reader: inout DocumentReader) {
        guard document.holdsNothing else { return }
        let skipped = UnreadableToken.unreadable(in: reader.warnings)
        guard !skipped.isEmpty else { return }
        let entries = skipped.count == 1 ? "its one entry was" : "all \(skipped.count) of its entries were"
        reader.error(
            .malformedInput(
                reason: "nothing in this file could be read: \(entries) skipped, each reported at its place; "
                    + "it would give an empty theme",
                location: root.location(.root)
            )
        )
    }

    /// Says which required roles and styles come from the extended theme.
    static func warnAboutInheritedValues(of document: ThemeDocument, root: JSONNode, reader: inout DocumentReader) {
        guard let extends = document.extends else { return }
        let missing = document.unsetRequiredTokenPaths
        if !missing.isEmpty {
            reader.warning(
                .inheritedValues(keys: missing, from: extends, mappable: true, location: root.location(.root))
            )
        }
    }
}
