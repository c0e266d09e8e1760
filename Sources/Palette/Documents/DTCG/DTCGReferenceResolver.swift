/// Follows DTCG references to values: curly-brace aliases (`"{color.brand}"`) and JSON Pointer
/// references (`{"$ref": "#/color/brand/$value"}`), through chains, finding cycles.
struct DTCGReferenceResolver {
    let tree: DTCGTokenTree
    let sources: [DTCGTokenTree.Source]
    let maximumChain: Int

    /// A value with every reference at its top level followed, and the type of the token it
    /// came from.
    struct Resolved {
        var node: JSONNode
        var type: String?
        /// The JSON path of the value, for errors about it.
        var jsonPath: JSONPath
        /// The file the value is in, as an index into the sources.
        var source: Int

        /// Where the value is, for errors about it.
        func location(in sources: [DTCGTokenTree.Source]) -> ThemeError.Location {
            node.location(jsonPath, file: sources.indices.contains(source) ? sources[source].file : nil)
        }
    }

    /// The file name of a source.
    func file(_ source: Int) -> String? {
        sources.indices.contains(source) ? sources[source].file : nil
    }

    /// The value of a token, following its `$ref` or an alias `$value`.
    func value(of token: DTCGTokenTree.Token) throws(ThemeError) -> Resolved {
        var visited: [String] = [token.path.string]
        let location = token.node.location(token.jsonPath, file: token.file)
        if let pointer = token.reference {
            return try follow(
                pointer: pointer,
                from: location,
                source: token.source,
                type: token.type,
                visited: &visited
            )
        }
        guard let node = token.value else { throw .missingKey(key: "$value", location: location) }
        return try follow(
            node,
            at: token.jsonPath.appending("$value"),
            source: token.source,
            type: token.type,
            visited: &visited
        )
    }

    /// A value inside a composite (a typography field, a colour component), following any
    /// reference it is.
    func field(_ parent: Resolved, _ node: JSONNode, at path: JSONPath, owner: TokenPath) throws(ThemeError) -> Resolved
    {
        var visited = [owner.string]
        return try follow(node, at: path, source: parent.source, type: nil, visited: &visited)
    }

    private func follow(
        _ node: JSONNode,
        at path: JSONPath,
        source: Int,
        type: String?,
        visited: inout [String]
    ) throws(ThemeError)
        -> Resolved
    {
        let location = node.location(path, file: file(source))
        if let alias = Self.alias(in: node) {
            return try follow(alias: alias, from: location, type: type, visited: &visited)
        }
        if let members = node.members, members.count == 1, let pointer = node["$ref"]?.string {
            return try follow(pointer: pointer, from: location, source: source, type: type, visited: &visited)
        }
        return Resolved(node: node, type: type, jsonPath: path, source: source)
    }

    private func follow(
        alias: String,
        from location: ThemeError.Location,
        type: String?,
        visited: inout [String]
    ) throws(ThemeError) -> Resolved {
        try enter(alias, location: location, visited: &visited)
        guard let target = tree.token(at: TokenPath(alias)) else {
            throw .unresolvedReference(reference: "{\(alias)}", reason: "no token has this path", location: location)
        }
        let targetLocation = target.node.location(target.jsonPath, file: target.file)
        if let pointer = target.reference {
            return try follow(
                pointer: pointer,
                from: targetLocation,
                source: target.source,
                type: type ?? target.type,
                visited: &visited
            )
        }
        guard let value = target.value else { throw .missingKey(key: "$value", location: targetLocation) }
        return try follow(
            value,
            at: target.jsonPath.appending("$value"),
            source: target.source,
            type: type ?? target.type,
            visited: &visited
        )
    }

    private func follow(
        pointer: String,
        from location: ThemeError.Location,
        source: Int,
        type: String?,
        visited: inout [String]
    )
        throws(ThemeError) -> Resolved
    {
        try enter(pointer, location: location, visited: &visited)
        guard pointer.hasPrefix("#"), sources.indices.contains(source) else {
            throw .unresolvedReference(
                reference: pointer,
                reason: "only references within the same file ('#/…') are supported",
                location: location
            )
        }
        var node = sources[source].root
        var path = JSONPath.root
        var inferredType = type
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let segment = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let members = node.members {
                guard let child = members.last(where: { $0.key == segment }) else {
                    throw .unresolvedReference(
                        reference: pointer,
                        reason: "there is nothing at '\(segment.clippedForMessage)'",
                        location: location
                    )
                }
                if inferredType == nil, let ownType = node["$type"]?.string { inferredType = ownType }
                node = child.node
                path = path.appending(segment)
            } else if case .array(let elements) = node.value, let index = Int(segment), elements.indices.contains(index)
            {
                node = elements[index]
                path = path.appending(index: index)
            } else {
                throw .unresolvedReference(
                    reference: pointer,
                    reason: "there is nothing at '\(segment.clippedForMessage)'",
                    location: location
                )
            }
        }
        return try follow(node, at: path, source: source, type: inferredType, visited: &visited)
    }

    private func enter(_ reference: String, location: ThemeError.Location, visited: inout [String]) throws(ThemeError) {
        if visited.contains(reference) {
            throw .referenceCycle(kind: "alias", chain: visited + [reference], location: location)
        }
        visited.append(reference)
        if visited.count > maximumChain {
            throw .limitExceeded(
                what: "the alias chain from '\(visited[0].clippedForMessage)'",
                limit: maximumChain,
                location: location
            )
        }
    }

    /// The path in a curly-brace alias (`"{a.b}"` gives `a.b`), or `nil` if the value is not one.
    static func alias(in node: JSONNode) -> String? {
        node.string.flatMap(alias(in:))
    }

    /// The path in text written as a curly-brace alias, or `nil` if it is not one.
    static func alias(in text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
