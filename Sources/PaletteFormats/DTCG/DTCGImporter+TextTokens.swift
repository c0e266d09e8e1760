internal import InternalPaletteUtilities
import Palette

extension DTCGImporter {
    /// The off-spec types whose tokens become text or boolean tokens: Tokens Studio's `text`, `other`,
    /// `textCase`, `textDecoration` and `boolean`, Carbon's `link`, Style Dictionary's `content`
    /// (an icon font's glyphs, CSS `content` strings), and the `string` of Adobe Spectrum's files,
    /// Terrazzo and Figma's string variables.
    static let offSpecKinds: [String: TokenKind] = [
        "text": .text, "textCase": .text, "textDecoration": .text, "link": .text, "other": .text, "boolean": .boolean,
        "content": .text, stringTypeName: .text,
    ]

    /// The text or flag an off-spec token holds, following an alias to another token's; `nil`
    /// and one warning when its value is not one (`"true"` and `"false"` are flags, as Tokens
    /// Studio writes them).
    func offSpecValue(
        of token: DTCGTokenTree.Token,
        named name: String,
        values: inout DTCGValueReader,
        reader: inout DocumentReader
    ) -> TokenValue? {
        let mark = reader.errors.count
        let site =
            token.value == nil
            ? nil : values.resolveRaw(DTCGValueReader.valueSite(of: token), part: nil, reader: &reader)
        var value: TokenValue?
        switch (Self.offSpecKinds[name], site?.node.value) {
        case (.boolean, .bool(let flag)?): value = .boolean(flag)
        case (.boolean, .string("true")?): value = .boolean(true)
        case (.boolean, .string("false")?): value = .boolean(false)
        case (.text, .string(let text)?): value = .text(text)
        case (.text, .number(let number)?): value = .text(NumberText.plain(number))
        default: value = nil
        }
        guard let value else {
            if values.isLenient, reader.errors.count > mark {
                skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
            } else if reader.errors.count == mark {
                let expected = Self.offSpecKinds[name] == .boolean ? "true or false" : "text"
                skip(token, feature: "token type '\(name)'", because: "its value is not \(expected)", reader: &reader)
            }
            return nil
        }
        return value
    }

    /// The warning at a `string` token read as a text token: DTCG 2025.10 has no such type.
    static func stringConversion(_ token: DTCGTokenTree.Token, value: TokenValue) -> ThemeError {
        let text = if case .text(let text) = value { text } else { "" }
        return .unsupported(
            feature: "token type '\(stringTypeName)'",
            reason: "DTCG 2025.10 has no text tokens; '\(token.path)' ('\(text.clippedForMessage)') was read as a"
                + " text token",
            location: token.location
        )
    }

    /// Text and boolean tokens, which DTCG has no type for, as Palette's exporter writes them:
    /// under `$extensions["org.palette"].texts` and `.booleans`, by path; a reference to another
    /// of its kind (`"{font.name}"`) is kept as one, with the value of the token it names.
    func readTextAndBooleans(from settings: JSONNode?, into document: inout ThemeDocument, reader: inout DocumentReader)
    {
        for kind in [TokenKind.text, .boolean] {
            var references: [(slot: TokenSlot, target: TokenPath, text: String, location: ThemeError.Location?)] = []
            readExtensionSection(kind.sectionName, of: settings, into: &document, reader: &reader) {
                node,
                path,
                reader,
                tokenPath in
                if case .string(let text) = node.value, case .path(let names) = AliasSyntax.alias(in: text) {
                    let slot = TokenSlot(kind, tokenPath)
                    references.append((slot, TokenPath(names.joined(separator: ".")), text, node.location(path)))
                    return kind == .text ? .text(text) : .boolean(false)
                }
                switch (kind, node.value) {
                case (.text, .string(let text)): return .text(text)
                case (.boolean, .bool(let flag)): return .boolean(flag)
                default:
                    reader.mismatch(
                        node,
                        at: path,
                        expected: kind == .text ? "a string" : "true or false",
                        asWarning: false
                    )
                    return nil
                }
            }
            for reference in references { document.tokens.aliases[reference.slot] = reference.target }
            var resolved: [(slot: TokenSlot, value: TokenValue?)] = []
            for reference in references {
                var target = reference.target
                var seen: Set<TokenPath> = [reference.slot.path]
                // A chain of references ends at a value, within the limit on chains.
                while let next = document.tokens.aliases[TokenSlot(kind, target)] {
                    guard seen.insert(target).inserted, seen.count <= limits.maximumAliasChain else { break }
                    target = next
                }
                let isCycle = document.tokens.aliases[TokenSlot(kind, target)] != nil
                guard !isCycle, let value = document.tokens[kind, target] else {
                    reader.error(
                        .unresolvedReference(
                            reference: reference.text,
                            reason: isCycle
                                ? "its references form a cycle or a chain longer than \(limits.maximumAliasChain)"
                                : "no \(kind.rawValue) token has this path",
                            location: reference.location
                        )
                    )
                    resolved.append((reference.slot, nil))
                    continue
                }
                resolved.append((reference.slot, value))
            }
            for (slot, value) in resolved {
                document.tokens[kind, slot.path] = value
                if value == nil { document.tokens.aliases[slot] = nil }
            }
        }
    }

    /// Reads the tokens Palette's exporter wrote, by path, under `$extensions["org.palette"]
    /// [section]` for a kind DTCG has no type for (images, texts, flags): each path checked
    /// against the limits, its metadata unwrapped and applied, its value made by `value`.
    func readExtensionSection(
        _ section: String,
        of settings: JSONNode?,
        into document: inout ThemeDocument,
        reader: inout DocumentReader,
        value: (JSONNode, JSONPath, inout DocumentReader, TokenPath) -> TokenValue?
    ) {
        guard let entries = settings?[section] else { return }
        let path = JSONPath.root.appending("$extensions").appending(Self.extensionKey).appending(section)
        for member in reader.object(entries, at: path) ?? [] {
            let location = member.keyLocation(path.appending(member.key))
            if let problem = limits.pathProblem("a token path", length: member.key.utf8.count, at: location) {
                reader.error(problem)
                continue
            }
            let (node, valuePath, metadata) = TokenMetadata.unwrap(
                member.node,
                at: path.appending(member.key),
                reader: &reader
            )
            if let read = value(node, valuePath, &reader, TokenPath(member.key)) {
                document.tokens[TokenPath(member.key)] = read
                metadata.apply(to: &document.tokens, at: TokenPath(member.key))
            }
        }
    }
}
