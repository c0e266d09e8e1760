internal import InternalPaletteUtilities
import Palette

/// The tokens and groups of a set of DTCG files, with their inherited types, group extensions
/// applied, and every structural rule of the format checked: names, the properties tokens and
/// groups may have, and what each property holds.
struct DTCGTokenTree {
    /// One token as written in a file, or inherited by a group that extends another.
    struct Token {
        /// The file the token is in, as an index into the sources and as a name.
        var source: Int
        var file: String?
        /// The names of the token's groups and its own (`$root` last for a group's root token).
        var names: [String] {
            didSet { path = names.joined(separator: ".") }
        }
        /// The token's path as references name it: `color.accent.$root`.
        private(set) var path: String
        /// Where the token object is in its file.
        var jsonPath: JSONPath
        /// The token object itself.
        var node: JSONNode
        /// `$type` as written on the token or on the nearest group that has one.
        var type: String?
        /// `$value`, unless the token uses `$ref`.
        var value: JSONNode?
        /// The key the value is under: `$value`, or `value` in formats before DTCG's prefixes.
        var valueKey = "$value"
        /// Style Dictionary's `attributes`, whose `category` and `type` may stand for the path's.
        var attributes: JSONNode?
        /// `$ref`, a JSON Pointer to the value.
        var reference: String?
        var description: String?
        /// `$extensions`, kept as written: tools must pass on what they do not understand.
        var extensions: JSONNode?
        /// `$deprecated`: `nil` when the token (and its groups) are not deprecated, else the
        /// explanation, empty when none is given.
        var deprecation: String?
        /// The group the token was inherited from through `$extends`, if it was.
        var inheritedFrom: String?
        /// Whether the token's file is held to DTCG 2025.10.
        var isStrict: Bool

        init(
            source: Int,
            file: String?,
            names: [String],
            jsonPath: JSONPath,
            node: JSONNode,
            type: String?,
            deprecation: String?,
            isStrict: Bool
        ) {
            self.source = source
            self.file = file
            self.names = names
            path = names.joined(separator: ".")
            self.jsonPath = jsonPath
            self.node = node
            self.type = type
            self.deprecation = deprecation
            self.isStrict = isStrict
        }

        /// The token's path in a Palette theme: a group's root token stands for its group.
        var palettePath: TokenPath {
            TokenPath((names.last == "$root" ? names.dropLast() : names[...]).joined(separator: "."))
        }

        /// Where the token is, for problems about it.
        var location: ThemeError.Location { node.location(jsonPath, file: file) }
    }

    /// One group, and the group it extends.
    struct Group {
        var names: [String]
        var node: JSONNode
        var jsonPath: JSONPath
        var source: Int
        /// `$type`, its own or the nearest enclosing group's.
        var type: String?
        /// `$extends` as written, and where.
        var extends: (text: String, location: ThemeError.Location)?
    }

    private(set) var sources: [Source]
    var tokens: [Token] = []
    /// Tokens by path (`color.accent.$root`).
    var index: [String: Int] = [:]
    /// Groups by path; the document itself is the group at `""`.
    var groups: [String: Group] = [:]
    /// The paths of groups that extend another, in document order.
    var extendingGroups: [String] = []
    /// By file, how many members of tokens in formats before DTCG's prefixes were metadata of
    /// their own (Tokens Studio's `scope`, Workday's `fallback`): those formats let a token carry
    /// any, and Palette has no use for them; counted for the file's one warning.
    var ignoredMetadata: [String?: Int] = [:]
    /// The `$description`s of groups (not of the file's root), by the group's path.
    private(set) var groupDescriptions: [(path: TokenPath, description: String)] = []
    /// For each file, how many names with dots were read as paths (Tokens Studio's `"primary.blue"`).
    private(set) var dottedNames: [String?: Int] = [:]

    /// The properties a token may have.
    static let tokenProperties = ["$value", "$type", "$ref", "$description", "$extensions", "$deprecated"]
    /// The properties a group may have.
    static let groupProperties: Set<String> = [
        "$type", "$description", "$extensions", "$deprecated", "$schema", "$extends", "$ref", "$root",
    ]

    /// Bounds the paths the groups' names make (``/Palette/ThemeLimits/maximumPathLength``): a name is
    /// copied into the path of everything under it. No token's path is longer, which bounds
    /// the work a reference's path takes.
    let limits: FormatLimits

    /// Collects the tokens of several files as one set, as Style Dictionary merges its sources
    /// (a path defined again in a later file replaces the earlier token, with a warning), then
    /// applies group extensions. A path longer than ``/Palette/ThemeLimits/maximumPathLength`` is an
    /// error, and nothing under it is read.
    init(sources: [Source], limits: FormatLimits, reader: inout DocumentReader) {
        self.sources = sources
        self.limits = limits
        for (index, source) in sources.enumerated() {
            reader.currentFile = source.file
            collect(
                group: source.root,
                names: [],
                jsonPath: source.rootPath,
                inherited: (type: nil, deprecation: nil),
                source: index,
                reader: &reader
            )
        }
        applyExtensions(limits: limits, reader: &reader)
    }

    func token(at path: String) -> Token? {
        index[path].map { tokens[$0] }
    }

    /// Whether an object is a token: it has `$value` (or `$ref` instead).
    /// A group may use JSON Schema's `$ref` for `$extends` (the format says they are the same),
    /// so an object with `$ref` is a token only when it holds no tokens or groups.
    static func isToken(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "$value" }
            || (members.contains { $0.key == "$ref" }
                && !members.contains { !$0.key.hasPrefix("$") && $0.node.members != nil })
    }

    private mutating func collect(
        group: JSONNode,
        names: [String],
        jsonPath: JSONPath,
        inherited: (type: String?, deprecation: String?),
        source: Int,
        reader: inout DocumentReader
    ) {
        guard let members = reader.object(group, at: jsonPath, expected: "a group or token object") else { return }
        var context = inherited
        var extends: (String, ThemeError.Location)?
        let dialect = TokenKeys(sources[source])
        for member in members {
            guard let property = dialect.groupProperty(member) else { continue }
            let memberPath = jsonPath.appending(member.key)
            switch property {
            case "$type": context.type = reader.string(member.node, at: memberPath) ?? context.type
            case "$description":
                if let description = reader.string(member.node, at: memberPath), !names.isEmpty {
                    groupDescriptions.append((TokenPath(names.joined(separator: ".")), description))
                }
            case "$extensions": _ = reader.object(member.node, at: memberPath)
            case "$deprecated":
                if let deprecation = Self.deprecation(member.node, at: memberPath, reader: &reader) {
                    context.deprecation = deprecation.isDeprecated ? deprecation.reason : nil
                }
            case "$extends", "$ref":
                if let text = reader.string(member.node, at: memberPath, expected: "a reference to a group") {
                    extends = (text, member.node.location(memberPath))
                }
            default: continue
            }
        }
        let path = names.joined(separator: ".")
        groups[path] = Group(
            names: names,
            node: group,
            jsonPath: jsonPath,
            source: source,
            type: context.type,
            extends: extends
        )
        if extends != nil { extendingGroups.append(path) }
        for member in members {
            let memberPath = jsonPath.appending(member.key)
            if member.key == "$root" {
                guard !names.isEmpty else {
                    reader.error(
                        .invalidValue(
                            value: "$root",
                            reason: "the document itself cannot have a root token; '$root' belongs in a group",
                            location: member.keyLocation(memberPath)
                        )
                    )
                    continue
                }
                guard let rootMembers = member.node.members, dialect.isToken(rootMembers) else {
                    reader.error(
                        .invalidValue(
                            value: "$root",
                            reason: "'$root' is a group's root token: an object with '$value'",
                            location: member.node.location(memberPath)
                        )
                    )
                    continue
                }
                addToken(
                    member.node,
                    names: names + ["$root"],
                    jsonPath: memberPath,
                    inherited: context,
                    source: source,
                    reader: &reader
                )
                continue
            }
            if dialect.groupProperty(member) != nil { continue }
            addMember(member, of: names, jsonPath: memberPath, inherited: context, source: source, reader: &reader)
        }
    }

    /// Adds a member of the group (or, in formats before DTCG's prefixes, of the token) at `names`:
    /// a token, or a group whose members are added in turn.
    mutating func addMember(
        _ member: JSONMember,
        of names: [String],
        jsonPath memberPath: JSONPath,
        inherited context: (type: String?, deprecation: String?),
        source: Int,
        reader: inout DocumentReader
    ) {
        let dialect = TokenKeys(sources[source])
        var names = names
        var key = member.key
        // Tokens Studio takes the dots in a name as its path's (`"primary.blue"` is `blue` in the
        // group `primary`); a file not held to DTCG 2025.10 is read so, with a warning.
        if !sources[source].isStrict, key.contains("."), !key.hasPrefix("."), !key.hasSuffix("."),
            case let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init),
            parts.allSatisfy({ Self.nameProblem($0) == nil })
        {
            names += parts.dropLast()
            key = parts[parts.count - 1]
            dottedNames[sources[source].file, default: 0] += 1
            reader.warning(
                .interpreted(
                    what: "the name '\(member.key)'",
                    as: "the path '\((names + [key]).joined(separator: "."))', as Tokens Studio reads dots in names;"
                        + " DTCG names have none",
                    location: member.keyLocation(memberPath)
                )
            )
        }
        if let problem = Self.nameProblem(key) {
            let error = ThemeError.invalidValue(
                value: member.key,
                reason: problem,
                location: member.keyLocation(memberPath)
            )
            // Formats before DTCG's prefixes had no such rule: their names are skipped.
            if dialect.isUnprefixed { reader.warning(error) } else { reader.error(error) }
            return
        }
        let expected = "a token (an object with '$value') or a group (an object)"
        guard let childMembers = reader.object(member.node, at: memberPath, expected: expected) else { return }
        let path = names.joined(separator: ".")
        let length = path.utf8.count + (names.isEmpty ? 0 : 1) + key.utf8.count
        if let problem = limits.pathProblem("a token path", length: length, at: member.keyLocation(memberPath)) {
            reader.error(problem)
            return
        }
        let childNames = names + [key]
        if dialect.isToken(childMembers) {
            addToken(
                member.node,
                names: childNames,
                jsonPath: memberPath,
                inherited: context,
                source: source,
                reader: &reader
            )
        } else {
            collect(
                group: member.node,
                names: childNames,
                jsonPath: memberPath,
                inherited: context,
                source: source,
                reader: &reader
            )
        }
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
