internal import InternalPaletteUtilities
import Palette

/// Reads a resolver document's JSON into a ``DTCGResolver``, recording every problem with its
/// place instead of stopping at the first.
struct ResolverParser {
    var reader = DocumentReader()
    /// The document being read.
    let root: JSONNode
    /// Its path, as given; file references are relative to it.
    let file: String?
    /// Whether what the specification says tools *should* refuse is an error.
    let isStrict: Bool
    let limits: FormatLimits
    /// The sets and modifiers defined under `sets` and `modifiers`, by name, in the order written.
    private(set) var sets: [String: ResolverSet] = [:]
    private(set) var modifiers: [String: ResolverModifier] = [:]
    private(set) var setOrder: [String] = []
    private(set) var modifierOrder: [String] = []
    /// The names of the sets and modifiers `resolutionOrder` uses, to tell which are not.
    var usedSets: Set<String> = []
    var usedModifiers: Set<String> = []

    /// The members a resolver document may have at its top level.
    static let rootKeys = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$extensions", "$defs",
    ]

    init(root: JSONNode, file: String?, isStrict: Bool, limits: FormatLimits) {
        self.root = root
        self.file = file
        self.isStrict = isStrict
        self.limits = limits
        reader.currentFile = file
    }

    /// A problem the specification says a tool *should* refuse: an error when strict, else a
    /// warning.
    mutating func shouldRefuse(_ problem: ThemeError) {
        if isStrict { reader.error(problem) } else { reader.warning(problem) }
    }

    /// Reads the whole document; `nil` when it is not a resolver document at all.
    mutating func read(files: inout ResolverFiles) -> DTCGResolver? {
        guard let members = reader.object(root, at: .root, expected: "a DTCG resolver document (an object)") else {
            return nil
        }
        for member in members where !Self.rootKeys.contains(member.key) {
            reader.unknown(
                member.key,
                expected: Self.rootKeys,
                at: member.keyLocation(JSONPath.root.appending(member.key)),
                asWarning: true
            )
        }
        readVersion()
        let name = root["name"].flatMap { reader.string($0, at: JSONPath.root.appending("name")) }
        let description = root["description"].flatMap { reader.string($0, at: JSONPath.root.appending("description")) }
        if let node = root["$extensions"] { _ = reader.object(node, at: JSONPath.root.appending("$extensions")) }
        readDefinitions()
        let steps = readResolutionOrder(files: &files)
        checkReferences(steps)
        let unusedSets = reportUnused(steps)
        return DTCGResolver(
            name: name,
            description: description,
            file: file,
            steps: steps,
            sets: sets,
            orderLocation: root["resolutionOrder"]?.location(JSONPath.root.appending("resolutionOrder"), file: file),
            extensions: root["$extensions"],
            unusedSets: unusedSets
        )
    }

    /// `version`, which the Resolver Module requires to be `2025.10`.
    private mutating func readVersion() {
        let path = JSONPath.root.appending("version")
        guard let node = root["version"] else {
            reader.error(.missingKey(key: "version", location: root.location(.root)))
            return
        }
        guard let version = reader.string(node, at: path, expected: "the string \"2025.10\"") else { return }
        if version != DTCGResolver.version {
            reader.error(
                .invalidValue(
                    value: version,
                    reason: "a resolver document of the DTCG Resolver Module this reads has \"version\": \"2025.10\"",
                    location: node.location(path)
                )
            )
        }
    }

    /// `sets` and `modifiers`: objects of definitions by name.
    private mutating func readDefinitions() {
        if let node = root["sets"], let members = reader.object(node, at: JSONPath.root.appending("sets")) {
            for member in members {
                let path = JSONPath.root.appending("sets").appending(member.key)
                guard sets[member.key] == nil else {
                    reader.error(
                        .duplicateDefinition(name: member.key, previous: nil, location: member.keyLocation(path))
                    )
                    continue
                }
                guard let fields = reader.object(member.node, at: path, expected: "a set: an object with 'sources'")
                else {
                    continue
                }
                sets[member.key] = set(
                    named: member.key,
                    fields: fields.map { ($0, path.appending($0.key)) },
                    at: member.node.location(path)
                )
                setOrder.append(member.key)
            }
        }
        if let node = root["modifiers"], let members = reader.object(node, at: JSONPath.root.appending("modifiers")) {
            for member in members {
                let path = JSONPath.root.appending("modifiers").appending(member.key)
                guard modifiers[member.key] == nil else {
                    reader.error(
                        .duplicateDefinition(name: member.key, previous: nil, location: member.keyLocation(path))
                    )
                    continue
                }
                guard
                    let fields = reader.object(member.node, at: path, expected: "a modifier: an object with 'contexts'")
                else { continue }
                modifiers[member.key] = modifier(
                    named: member.key,
                    fields: fields.map { ($0, path.appending($0.key)) },
                    at: member.node.location(path)
                )
                modifierOrder.append(member.key)
            }
        }
    }

    /// The members a set may have, besides an inline set's `type` and `name`.
    static let setKeys = ["sources", "description", "$extensions"]
    /// The members a modifier may have, besides an inline modifier's `type` and `name`.
    static let modifierKeys = ["contexts", "default", "description", "$extensions"]

    /// A set from its members (each with its own path: those written beside a `$ref` override
    /// the referenced set's).
    mutating func set(
        named name: String,
        fields: [(JSONMember, JSONPath)],
        at location: ThemeError.Location
    )
        -> ResolverSet
    {
        var set = ResolverSet(name: name, sources: [], location: location)
        var hasSources = false
        for (member, path) in fields {
            switch member.key {
            case "sources":
                hasSources = true
                guard let elements = reader.array(member.node, at: path, expected: "an array of sources") else {
                    continue
                }
                set.sources = elements.enumerated().compactMap { index, element in
                    source(element, at: path.appending(index: index), in: "the set '\(name)'")
                }
            case "description": set.description = reader.string(member.node, at: path)
            case "$extensions": set.extensions = reader.object(member.node, at: path) == nil ? nil : member.node
            default: reader.unknown(member.key, expected: Self.setKeys, at: member.keyLocation(path), asWarning: true)
            }
        }
        if !hasSources { reader.error(.missingKey(key: "sources", location: location)) }
        return set
    }

    /// A modifier from its members (each with its own path, as for ``set(named:fields:at:)``).
    mutating func modifier(
        named name: String,
        fields: [(JSONMember, JSONPath)],
        at location: ThemeError.Location
    )
        -> ResolverModifier
    {
        var modifier = ResolverModifier(name: name, contexts: [], location: location)
        var contextsMember: (member: JSONMember, path: JSONPath)?
        var defaultMember: (member: JSONMember, path: JSONPath)?
        for (member, path) in fields {
            switch member.key {
            case "contexts": contextsMember = (member, path)
            case "context":
                shouldRefuse(
                    .interpreted(
                        what: "'context'",
                        as:
                            "'contexts', as the specification's examples write it; the Resolver Module's name is 'contexts'",
                        location: member.keyLocation(path)
                    )
                )
                if contextsMember == nil { contextsMember = (member, path) }
            case "default": defaultMember = (member, path)
            case "description": modifier.description = reader.string(member.node, at: path)
            case "$extensions": modifier.extensions = reader.object(member.node, at: path) == nil ? nil : member.node
            default:
                reader.unknown(member.key, expected: Self.modifierKeys, at: member.keyLocation(path), asWarning: true)
            }
        }
        guard let (member, path) = contextsMember else {
            reader.error(.missingKey(key: "contexts", location: location))
            return modifier
        }
        readContexts(member, at: path, of: &modifier)
        if let (member, path) = defaultMember,
            let name = reader.string(member.node, at: path, expected: "the name of one of the contexts")
        {
            if modifier.contexts.contains(where: { $0.name == name }) {
                modifier.defaultContext = name
            } else if !modifier.contexts.isEmpty {
                let names = modifier.contexts.map(\.name)
                let listed = names.map { "'\($0)'" }.summarisedForMessage()
                reader.error(
                    .invalidValue(
                        value: name,
                        reason: "'default' names one of the modifier's contexts, \(listed)"
                            + Suggestion.didYouMean(Suggestion.closest(to: name, in: names)),
                        location: member.node.location(path)
                    )
                )
            }
        }
        return modifier
    }

    /// The contexts of a modifier: an object of arrays of sources, at least one (two, the
    /// specification says tools should insist).
    private mutating func readContexts(_ member: JSONMember, at path: JSONPath, of modifier: inout ResolverModifier) {
        let expected = "an object of contexts, each an array of sources"
        guard let contexts = reader.object(member.node, at: path, expected: expected) else { return }
        for context in contexts {
            let contextPath = path.appending(context.key)
            guard !modifier.contexts.contains(where: { $0.name == context.key }) else {
                reader.error(
                    .duplicateDefinition(name: context.key, previous: nil, location: context.keyLocation(contextPath))
                )
                continue
            }
            let owner = "the context '\(context.key)' of the modifier '\(modifier.name)'"
            guard
                let elements = reader.array(
                    context.node,
                    at: contextPath,
                    expected: "an array of sources (a context is a list, even of one source)"
                )
            else { continue }
            let sources = elements.enumerated().compactMap { index, element in
                source(element, at: contextPath.appending(index: index), in: owner)
            }
            modifier.contexts.append(
                ResolverModifier.Context(
                    name: context.key,
                    sources: sources,
                    location: context.keyLocation(contextPath)
                )
            )
        }
        if contexts.isEmpty {
            reader.error(
                .invalidValue(
                    value: "{}",
                    reason: "the modifier '\(modifier.name)' has no contexts to choose between",
                    location: member.node.location(path)
                )
            )
        } else if contexts.count == 1 {
            shouldRefuse(
                .invalidValue(
                    value: contexts[0].key,
                    reason: "the modifier '\(modifier.name)' has one context, so it chooses nothing; the Resolver "
                        + "Module says a modifier should have two or more (make it a set)",
                    location: member.node.location(path)
                )
            )
        }
    }
}
