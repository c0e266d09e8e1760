extension DTCGTokenTree {
    /// Applies every group's `$extends`, as DTCG 2025.10 defines it: the extending group gets the
    /// tokens of the group it names, at the same paths below it, except where it defines a token
    /// or group of its own (a deep merge where local definitions win whole), and the named
    /// group's `$type` when it has none. Chains are followed; a cycle, a missing group or a
    /// reference to a token is an error, and the group keeps only its own tokens.
    mutating func applyExtensions(reader: inout DocumentReader) {
        var finished: Set<String> = []
        for path in extendingGroups {
            var chain: [String] = []
            extend(path, chain: &chain, finished: &finished, reader: &reader)
        }
    }

    private mutating func extend(
        _ path: String,
        chain: inout [String],
        finished: inout Set<String>,
        reader: inout DocumentReader
    ) {
        guard !finished.contains(path), let group = groups[path], let extends = group.extends else { return }
        if let start = chain.firstIndex(of: path) {
            let cycle = Array(chain[start...]) + [path]
            for member in cycle.dropLast() {
                finished.insert(member)
                if let location = groups[member]?.extends?.location {
                    reader.error(
                        .referenceCycle(kind: "group extension", chain: cycle.map(Self.display), location: location)
                    )
                }
            }
            return
        }
        guard let target = targetGroup(of: extends.text, at: extends.location, from: path, reader: &reader) else {
            finished.insert(path)
            return
        }
        chain.append(path)
        // The target's own extensions, and those of groups inside it, come first.
        for inner in extendingGroups where inner == target || inner.hasPrefix(target + ".") {
            extend(inner, chain: &chain, finished: &finished, reader: &reader)
        }
        chain.removeLast()
        guard !finished.contains(path) else { return }
        finished.insert(path)
        inherit(from: target, into: path)
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
            switch DTCGReference.alias(in: text) {
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
    private mutating func inherit(from target: String, into path: String) {
        let prefix = target + "."
        let inheritedType = groups[target]?.type
        if groups[path]?.type == nil { groups[path]?.type = inheritedType }
        let localPrefix = path + "."
        for position in tokens.indices
        where tokens[position].type == nil && tokens[position].path.hasPrefix(localPrefix) {
            tokens[position].type = inheritedType
        }
        for original in tokens where original.path.hasPrefix(prefix) {
            let relative = original.names.dropFirst(target.isEmpty ? 0 : groups[target]?.names.count ?? 0)
            var copy = original
            copy.names = (groups[path]?.names ?? []) + relative
            let copyPath = copy.path
            guard index[copyPath] == nil, groups[copyPath] == nil, !isInsideLocalToken(copy.names) else { continue }
            copy.type = original.type ?? groups[path]?.type
            copy.inheritedFrom = original.inheritedFrom ?? target
            index[copyPath] = tokens.count
            tokens.append(copy)
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
