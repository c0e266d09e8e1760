package import InternalPaletteUtilities

/// What a theme document says about a token, a role or a group besides its value: its
/// description, whether it is deprecated, and other tools' extensions (DTCG's `$description`,
/// `$deprecated` and `$extensions`), kept in a ``TokenSet`` by path.
///
/// A document writes a value with metadata as `{"value": …, "description": "…", "deprecated":
/// true or "why", "extensions": {…}}`, and the metadata of a group (a path with no value) in the
/// `groups` section of `tokens`. A composite value whose members are references keeps them
/// beside it in the same object: `"memberAliases": {"0.color": "{color.shadow}"}`
/// (``TokenSet/memberAliases``).
package struct TokenMetadata {
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    package internal(set) var description: Optional<String>
    /// The explanation, empty when none is given; `nil` when not deprecated.
    package internal(set) var deprecation: Optional<String>
    package internal(set) var extensions: Optional<TokenExtensions>
    /// The members of a composite value written as references, by key; set for a slot, never
    /// by ``init(of:at:)`` (which reads by path).
    package internal(set) var memberAliases: Optional<[String: TokenPath]>

    /// The key of a value's member references.
    static let memberAliasesKey = "memberAliases"
    /// The keys of a value written with its metadata.
    static let describedKeys = ["value", "description", "deprecated", "extensions", memberAliasesKey]
    /// The keys of a group's entry in the `groups` section.
    static let groupKeys = ["description", "deprecated", "extensions"]

    var isEmpty: Bool {
        !description.hasValue && !deprecation.hasValue && !extensions.hasValue && !memberAliases.hasValue
    }

    /// The metadata a set holds for a path.
    package init(of tokens: TokenSet, at path: TokenPath) {
        description = tokens.descriptions[path]
        deprecation = tokens.deprecations[path]
        extensions = tokens.extensions[path]
        memberAliases = nil
    }

    package init(description: String? = nil, deprecation: String? = nil, extensions: TokenExtensions? = nil) {
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        memberAliases = nil
    }

    /// Puts this metadata in a set at `path`, leaving what it does not say. Not inlined: every
    /// reader of a token or group calls it.
    @inline(never)
    package func apply(to tokens: inout TokenSet, at path: TokenPath) {
        if let description { tokens.descriptions[path] = description }
        if let deprecation { tokens.deprecations[path] = deprecation }
        if let extensions { tokens.extensions[path] = extensions }
    }

    /// The members that write this metadata: `description`, `deprecated`, `extensions`.
    var members: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let description { members.append(("description", .string(description))) }
        if let deprecation { members.append(("deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation))) }
        if let extensions { members.append(("extensions", extensions.jsonValue)) }
        if let memberAliases, !memberAliases.isEmpty {
            let references = Unspecialized.sorted(memberAliases.keys).compactMap { key in
                memberAliases[key].map { (key, JSONValue.string("{\($0)}")) }
            }
            members.append((Self.memberAliasesKey, .orderedObject(references)))
        }
        return members
    }

    /// A value as a document writes it: as itself, or in an object with this metadata.
    package func wrapping(_ value: JSONValue) -> JSONValue {
        isEmpty ? value : .orderedObject([("value", value)] + members)
    }

    /// A value written as itself, or as `{"value": …}` with metadata: the value's node and path,
    /// and the metadata.
    package static func unwrap(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> (node: JSONNode, path: JSONPath, metadata: TokenMetadata) {
        guard let members = node.members, let value = node["value"] else { return (node, path, TokenMetadata()) }
        var metadata = TokenMetadata()
        for member in members where member.key != "value" {
            let memberPath = path.appending(member.key)
            if member.key == memberAliasesKey {
                metadata.memberAliases = readMemberAliases(member.node, at: memberPath, reader: &reader)
            } else if !metadata.read(member, at: memberPath, reader: &reader) {
                reader.unknown(member.key, expected: describedKeys, at: member.keyLocation(memberPath), asWarning: true)
            }
        }
        return (value, path.appending("value"), metadata)
    }

    /// `{"0.color": "{color.shadow}"}`: each member key with the reference it is written as.
    private static func readMemberAliases(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> [String: TokenPath]? {
        guard let members = reader.object(node, at: path, expected: "an object of members and their references")
        else { return nil }
        var references: [String: TokenPath] = [:]
        for member in members {
            let memberPath = path.appending(member.key)
            guard let text = reader.string(member.node, at: memberPath) else { continue }
            let named = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : ""
            guard !member.key.isEmpty, !named.isEmpty else {
                let reason = "a member's reference is a token path in braces, under the member's key"
                reader.error(.invalidValue(value: text, reason: reason, location: member.node.location(memberPath)))
                continue
            }
            references[member.key] = TokenPath(named)
        }
        return references.isEmpty ? nil : references
    }

    /// Reads `description`, `deprecated` or `extensions`; `false` for any other key.
    mutating func read(_ member: JSONMember, at path: JSONPath, reader: inout DocumentReader) -> Bool {
        switch member.key {
        case "description":
            description = reader.string(member.node, at: path)
        case "deprecated":
            switch member.node.value {
            case .bool(let flag): deprecation = flag ? "" : nil
            case .string(let reason): deprecation = reason
            default:
                reader.mismatch(
                    member.node,
                    at: path,
                    expected: "true, false or an explanation (a string)",
                    asWarning: false
                )
            }
        case "extensions":
            if reader.object(member.node, at: path, expected: "an object of other tools' data").hasValue {
                extensions = TokenExtensions(member.node.value)
            }
        default:
            return false
        }
        return true
    }
}

extension TokenSet {
    /// The paths with metadata but no value or reference of any kind, nor a role's or style's
    /// (`valued`): groups.
    package func groupPaths(besides valued: Set<TokenPath>) -> [TokenPath] {
        let described = Set(descriptions.keys).union(deprecations.keys).union(extensions.keys)
        let referring = Set(aliases.keys.map(\.path))
        return Unspecialized.sorted(
            Array(described).filter { path in
                !valued.contains(path) && !referring.contains(path)
                    && TokenKind.allCases.allSatisfy { !value(of: $0, at: path).hasValue }
            }
        )
    }
}
