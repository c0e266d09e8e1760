internal import InternalPaletteUtilities
import Palette

extension DTCGTokenTree {
    /// Adds a token object, checking the properties it has: only the token properties of DTCG
    /// 2025.10 (others are errors, or warnings in files of older drafts), each of its kind.
    mutating func addToken(
        _ node: JSONNode,
        names: [String],
        jsonPath: JSONPath,
        inherited: (type: String?, deprecation: String?),
        source: Int,
        reader: inout DocumentReader
    ) {
        guard let members = reader.object(node, at: jsonPath, expected: "a token object") else { return }
        let isStrict = sources[source].isStrict
        var token = Token(
            source: source,
            file: reader.currentFile,
            names: names,
            jsonPath: jsonPath,
            node: node,
            type: inherited.type,
            deprecation: inherited.deprecation,
            isStrict: isStrict
        )
        let keys = TokenKeys(sources[source])
        var inner: [(member: JSONMember, path: JSONPath)] = []
        for member in members {
            let memberPath = jsonPath.appending(member.key)
            switch keys.tokenProperty(member.key) {
            case "": continue
            case "attributes": token.attributes = member.node
            case "$value":
                token.value = member.node
                token.valueKey = member.key
            case "$type": token.type = reader.string(member.node, at: memberPath) ?? token.type
            case "$ref":
                token.reference = reader.string(
                    member.node,
                    at: memberPath,
                    expected: "a JSON Pointer such as '#/a/b/$value'"
                )
            case "$description": token.description = reader.string(member.node, at: memberPath)
            case "$extensions": token.extensions = reader.object(member.node, at: memberPath) != nil ? member.node : nil
            case "$deprecated":
                if let deprecation = Self.deprecation(member.node, at: memberPath, reader: &reader) {
                    token.deprecation = deprecation.isDeprecated ? deprecation.reason : nil
                }
            default:
                let isInner =
                    member.node.members != nil && !member.key.hasPrefix("$")
                    && (keys.isUnprefixed ? FileShape.holdsUnprefixedToken(member.node) : true)
                let problem: ThemeError =
                    isInner
                    ? .invalidValue(
                        value: member.key,
                        reason: "an object with '\(keys.isUnprefixed ? "value" : "$value")' is a token, so it cannot "
                            + "also hold tokens or groups",
                        location: member.keyLocation(memberPath)
                    )
                    : .unknownKey(
                        key: member.key,
                        expected: Self.tokenProperties,
                        suggestion: Suggestion.closest(to: member.key, in: Self.tokenProperties),
                        location: member.keyLocation(memberPath)
                    )
                if isInner, keys.isUnprefixed {
                    // Style Dictionary and Tokens Studio read the token; what it holds is read too,
                    // under its path, as DTCG 2025.10 writes a group with a root token.
                    inner.append((member, memberPath))
                } else if keys.isUnprefixed, !member.key.hasPrefix("$") {
                    ignoredMetadata[reader.currentFile, default: 0] += 1
                } else if isStrict, !sources[source].isLenient {
                    reader.error(problem)
                } else {
                    reader.warning(problem)
                }
            }
        }
        if token.value != nil, token.reference != nil {
            reader.error(
                .invalidValue(
                    value: token.path,
                    reason: "a token has either '$value' or '$ref', not both",
                    location: node.location(jsonPath)
                )
            )
            return
        }
        add(token, reader: &reader)
        guard let first = inner.first else { return }
        reader.warning(
            .interpreted(
                what: "'\(token.path)', a token that holds tokens,",
                as: "the root token of their group, as DTCG 2025.10 writes it ('$root'); Style Dictionary and "
                    + "Tokens Studio read only its value",
                location: first.member.keyLocation(first.path)
            )
        )
        for (member, memberPath) in inner {
            addMember(
                member,
                of: names,
                jsonPath: memberPath,
                inherited: (token.type, inherited.deprecation),
                source: source,
                reader: &reader
            )
        }
    }

    /// Adds a token, or replaces the one a previous file defined at its path.
    private mutating func add(_ token: Token, reader: inout DocumentReader) {
        let path = token.path
        guard let existing = index[path] else {
            index[path] = tokens.count
            tokens.append(token)
            return
        }
        let location = token.node.location(token.jsonPath)
        if tokens[existing].source == token.source {
            reader.error(.duplicateDefinition(name: path, previous: nil, location: location))
            return
        }
        let earlier = tokens[existing]
        if sources[token.source].replacesQuietly {
            tokens[existing] = token
            return
        }
        let position = earlier.node.line > 0 ? " at \(earlier.node.line):\(earlier.node.column)" : ""
        let previous = sources[earlier.source].place + position
        reader.warning(.duplicateDefinition(name: path, previous: previous, location: location))
        tokens[existing] = token
    }

    /// `$deprecated`: `true`, `false` or an explanation.
    static func deprecation(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> (isDeprecated: Bool, reason: String)? {
        switch node.value {
        case .bool(let flag): return (flag, "")
        case .string(let reason): return (true, reason)
        default:
            reader.mismatch(node, at: path, expected: "true, false or an explanation (a string)", asWarning: false)
            return nil
        }
    }
}
