internal import InternalPaletteUtilities
import Palette

extension DTCGTokenTree {
    /// What applying the extensions keeps track of.
    struct ExtensionState {
        var finished: Set<String> = []
        /// The groups being extended, innermost last.
        var chain: [String] = []
        /// Extending groups by each group they are in, themselves included.
        var extendingUnder: [String: [String]] = [:]
        /// Token indices by each group they are in.
        var tokensUnder: [String: [Int]] = [:]
        let limits: FormatLimits
    }

    /// Applies every group's `$extends`, as DTCG 2025.10 defines it: the extending group gets the
    /// tokens of the group it names, at the same paths below it, except where it defines a token
    /// or group of its own (a deep merge where local definitions win whole), and the named
    /// group's `$type` when it has none. Chains are followed; a cycle, a missing group or a
    /// reference to a token is an error, and the group keeps only its own tokens. Chains longer
    /// than the alias limit are refused, and copying stops past the token limit.
    mutating func applyExtensions(limits: FormatLimits, reader: inout DocumentReader) {
        guard !extendingGroups.isEmpty else { return }
        var state = ExtensionState(limits: limits)
        for path in extendingGroups {
            let names = groups[path]?.names ?? []
            for count in 0...names.count {
                state.extendingUnder[names.prefix(count).joined(separator: "."), default: []].append(path)
            }
        }
        for position in tokens.indices { register(position, in: &state) }
        for path in extendingGroups { extend(path, state: &state, reader: &reader) }
    }

    /// Files a token under each group it is in.
    private func register(_ position: Int, in state: inout ExtensionState) {
        let names = tokens[position].names
        for count in 0..<names.count {
            state.tokensUnder[names.prefix(count).joined(separator: "."), default: []].append(position)
        }
    }

    private mutating func extend(_ path: String, state: inout ExtensionState, reader: inout DocumentReader) {
        guard !state.finished.contains(path), let group = groups[path], let extends = group.extends else { return }
        if let start = state.chain.firstIndex(of: path) {
            let cycle = Array(state.chain[start...]) + [path]
            for member in cycle.dropLast() {
                state.finished.insert(member)
                if let location = groups[member]?.extends?.location {
                    reader.error(
                        .referenceCycle(kind: "group extension", chain: cycle.map(Self.display), location: location)
                    )
                }
            }
            return
        }
        guard state.chain.count < state.limits.maximumAliasChain else {
            state.finished.insert(path)
            let what = "the chain of group extensions from '\(Self.display(state.chain.first ?? path))'"
            reader.error(.limitExceeded(what: what, limit: state.limits.maximumAliasChain, location: extends.location))
            return
        }
        guard let target = targetGroup(of: extends.text, at: extends.location, from: path, reader: &reader) else {
            state.finished.insert(path)
            return
        }
        state.chain.append(path)
        // The target's own extensions, and those of groups inside it, come first.
        for inner in state.extendingUnder[target] ?? [] { extend(inner, state: &state, reader: &reader) }
        state.chain.removeLast()
        guard !state.finished.contains(path) else { return }
        state.finished.insert(path)
        inherit(from: target, into: path, state: &state)
    }

    /// The path of the group an `$extends` names, or `nil` (and an error) when it names none.
    private func targetGroup(
        of text: String,
        at location: ThemeError.Location,
        from path: String,
        reader: inout DocumentReader
    ) -> String? {
        var names: [String]
        if text.hasPrefix("#") {
            do throws(DTCGReference.PointerSyntax) {
                names = try DTCGReference.pointer(text)
            } catch {
                reader.error(.unresolvedReference(reference: text, reason: error.reason, location: location))
                return nil
            }
        } else {
            switch AliasSyntax.alias(in: text) {
            case .path(let parsed): names = parsed
            case .malformed(let reason):
                reader.error(.unresolvedReference(reference: text, reason: reason, location: location))
                return nil
            case .none:
                reader.error(
                    .unresolvedReference(
                        reference: text,
                        reason: "'$extends' names a group as '{group.name}' or '#/group/name'",
                        location: location
                    )
                )
                return nil
            }
        }
        let target = names.joined(separator: ".")
        if index[target] != nil {
            reader.error(
                .unresolvedReference(
                    reference: text,
                    reason: "this is a token; '$extends' must name a group",
                    location: location
                )
            )
            return nil
        }
        guard groups[target] != nil else {
            reader.error(.unresolvedReference(reference: text, reason: "no group has this path", location: location))
            return nil
        }
        if target.isEmpty || path == target || path.hasPrefix(target + ".") {
            reader.error(
                .referenceCycle(
                    kind: "group extension",
                    chain: [Self.display(path), Self.display(target)],
                    location: location
                )
            )
            return nil
        }
        return target
    }

    /// Copies the tokens below `target` to the same places below `path`, where `path` has none.
    private mutating func inherit(from target: String, into path: String, state: inout ExtensionState) {
        let inheritedType = groups[target]?.type
        if groups[path]?.type == nil { groups[path]?.type = inheritedType }
        for position in state.tokensUnder[path] ?? [] where tokens[position].type == nil {
            tokens[position].type = inheritedType
        }
        let depth = groups[target]?.names.count ?? 0
        let base = groups[path]?.names ?? []
        for position in state.tokensUnder[target] ?? [] {
            // One past the limit, so that the importer reports it.
            guard tokens.count <= state.limits.maximumTokenCount else { return }
            let original = tokens[position]
            var copy = original
            copy.names = base + original.names.dropFirst(depth)
            let copyPath = copy.path
            guard index[copyPath] == nil, groups[copyPath] == nil, !isInsideLocalToken(copy.names) else { continue }
            copy.type = original.type ?? groups[path]?.type
            copy.inheritedFrom = original.inheritedFrom ?? target
            index[copyPath] = tokens.count
            tokens.append(copy)
            register(tokens.count - 1, in: &state)
        }
    }

    /// Whether a path lies inside a token (a token cannot hold tokens).
    private func isInsideLocalToken(_ names: [String]) -> Bool {
        (1..<max(names.count, 1)).contains { index[names.prefix($0).joined(separator: ".")] != nil }
    }

    /// A group path for messages; the document is `#`.
    private static func display(_ path: String) -> String {
        path.isEmpty ? "#" : path
    }
}
