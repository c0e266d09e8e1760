/// The tokens of a DTCG file, collected from its groups with their inherited types.
struct DTCGTokenTree {
    /// One parsed file.
    struct Source {
        var root: JSONNode
        var file: String?
    }

    /// One token as written in the file.
    struct Token {
        /// The file the token is in, as an index into the sources and as a name.
        var source: Int
        var file: String?
        /// The token's path: its group names and its own name (a `$root` token has its group's).
        var path: TokenPath
        /// Where the token object is in the file.
        var jsonPath: JSONPath
        /// The token object itself.
        var node: JSONNode
        /// `$type`, its own or inherited from the nearest group that has one.
        var type: String?
        /// `$value`, unless the token uses `$ref`.
        var value: JSONNode?
        /// `$ref`, a JSON Pointer to the value.
        var reference: String?
        var description: String?
        /// `$extensions`.
        var extensions: JSONNode?
    }

    private(set) var tokens: [Token] = []
    private(set) var index: [TokenPath: Int] = [:]
    /// The `$description`s of groups (not of the file's root), by the group's path.
    private(set) var groupDescriptions: [(path: TokenPath, description: String)] = []

    /// The keys of a group that are not child names.
    static let groupProperties: Set<String> = [
        "$type", "$description", "$extensions", "$deprecated", "$schema", "$extends", "$root",
    ]

    /// Bounds the length of the paths the groups' names make.
    private let limits: ThemeLimits

    /// Collects the tokens of several files as one set, as Style Dictionary merges its sources;
    /// a path defined again in a later file replaces the earlier token, with a warning. A path
    /// longer than ``ThemeLimits/maximumPathLength`` is an error, and nothing under it is read.
    init(sources: [Source], limits: ThemeLimits, reader: inout DocumentReader) {
        self.limits = limits
        for (index, source) in sources.enumerated() {
            reader.currentFile = source.file
            collect(
                group: source.root,
                names: [],
                pathLength: 0,
                jsonPath: .root,
                inheritedType: nil,
                source: index,
                reader: &reader
            )
        }
    }

    func token(at path: TokenPath) -> Token? {
        index[path].map { tokens[$0] }
    }

    private mutating func collect(
        group: JSONNode,
        names: [String],
        pathLength: Int,
        jsonPath: JSONPath,
        inheritedType: String?,
        source: Int,
        reader: inout DocumentReader
    ) {
        guard let members = reader.object(group, at: jsonPath, expected: "a group or token object") else { return }
        var type = inheritedType
        if let typeNode = group["$type"], let own = reader.string(typeNode, at: jsonPath.appending("$type")) {
            type = own
        }
        if !names.isEmpty, let node = group["$description"],
            let description = reader.string(node, at: jsonPath.appending("$description"))
        {
            groupDescriptions.append((TokenPath(names.joined(separator: ".")), description))
        }
        if let extends = group["$extends"] {
            reader.warning(
                .unsupported(
                    feature: "group '$extends'",
                    reason: "the group's own tokens are read, the extended group's are not",
                    location: extends.location(jsonPath.appending("$extends"))
                )
            )
        }
        for member in members {
            let memberPath = jsonPath.appending(member.key)
            if member.key == "$root" {
                addToken(member.node, names: names, jsonPath: memberPath, type: type, source: source, reader: &reader)
                continue
            }
            if Self.groupProperties.contains(member.key) { continue }
            if let problem = Self.nameProblem(member.key) {
                reader.error(
                    .invalidValue(value: member.key, reason: problem, location: member.node.location(memberPath))
                )
                continue
            }
            let length = pathLength + (names.isEmpty ? 0 : 1) + member.key.utf8.count
            if let problem = limits.pathProblem("a token path", length: length, at: member.keyLocation(memberPath)) {
                reader.error(problem)
                continue
            }
            guard let childMembers = member.node.members else {
                reader.error(
                    .typeMismatch(
                        expected: "a token (an object with '$value') or a group (an object)",
                        found: member.node.value.typeDescription,
                        location: member.node.location(memberPath)
                    )
                )
                continue
            }
            if childMembers.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
                addToken(
                    member.node,
                    names: names + [member.key],
                    jsonPath: memberPath,
                    type: type,
                    source: source,
                    reader: &reader
                )
            } else {
                collect(
                    group: member.node,
                    names: names + [member.key],
                    pathLength: length,
                    jsonPath: memberPath,
                    inheritedType: type,
                    source: source,
                    reader: &reader
                )
            }
        }
    }

    private mutating func addToken(
        _ node: JSONNode,
        names: [String],
        jsonPath: JSONPath,
        type inherited: String?,
        source: Int,
        reader: inout DocumentReader
    ) {
        guard let members = reader.object(node, at: jsonPath, expected: "a token object") else { return }
        var token = Token(
            source: source,
            file: reader.currentFile,
            path: TokenPath(names.joined(separator: ".")),
            jsonPath: jsonPath,
            node: node,
            type: inherited
        )
        for member in members {
            let memberPath = jsonPath.appending(member.key)
            switch member.key {
            case "$value": token.value = member.node
            case "$type": token.type = reader.string(member.node, at: memberPath) ?? token.type
            case "$ref": token.reference = reader.string(member.node, at: memberPath)
            case "$description": token.description = reader.string(member.node, at: memberPath)
            case "$extensions": token.extensions = member.node
            case "$deprecated": continue
            default:
                reader.warning(
                    .unknownKey(
                        key: member.key,
                        expected: ["$value", "$type", "$ref", "$description", "$extensions", "$deprecated"],
                        suggestion: nil,
                        location: member.keyLocation(memberPath)
                    )
                )
            }
        }
        guard !token.path.isEmpty else {
            reader.error(
                .invalidValue(
                    value: "$root",
                    reason: "the document itself cannot be a token",
                    location: node.location(jsonPath)
                )
            )
            return
        }
        if token.value != nil, token.reference != nil {
            reader.error(
                .invalidValue(
                    value: token.path.string,
                    reason: "a token has either '$value' or '$ref', not both",
                    location: node.location(jsonPath)
                )
            )
            return
        }
        if let existing = index[token.path] {
            if tokens[existing].source == source {
                reader.error(
                    .duplicateDefinition(name: token.path.string, previous: nil, location: node.location(jsonPath))
                )
                return
            }
            let earlier = tokens[existing].file.map { "'\($0)'" } ?? "an earlier file"
            reader.warning(
                .duplicateDefinition(name: token.path.string, previous: earlier, location: node.location(jsonPath))
            )
            tokens[existing] = token
            return
        }
        index[token.path] = tokens.count
        tokens.append(token)
    }

    /// Why a name cannot name a token or group (DTCG: no leading `$`, no `{`, `}` or `.`).
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a token or group name cannot be empty" }
        if name.hasPrefix("$") { return "names starting with '$' are reserved for DTCG properties" }
        if name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
            return "a token or group name cannot contain '.', '{' or '}'"
        }
        return nil
    }
}
