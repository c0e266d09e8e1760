package import InternalPaletteUtilities

extension DocumentReader {
    /// Reports every member named again in an object of `node`, where it is named again, and keeps
    /// the last: what `JSONNode`'s subscript reads, and what `NSJSONSerialization`, which the
    /// legacy formats were read with, keeps.
    ///
    /// JSON leaves what such an object means to each reader (the first, the last, an error), so two
    /// programs can read one file as two themes. In Palette's own documents and payloads each is
    /// an error; in a legacy file (`asWarnings`), written for a lenient reader, a warning that
    /// names the place of the definition it replaces.
    ///
    /// - Returns: `node` itself when no object in it names a member twice (nothing is copied);
    ///   else the tree with one member per name, in the order of their last definitions.
    package mutating func keepingLastDefinitions(_ node: JSONNode, at path: JSONPath, asWarnings: Bool) -> JSONNode {
        lastDefinitions(node, at: path, asWarnings: asWarnings) ?? node
    }

    /// The tree with one member per name, or `nil` when `node` has no object that names one twice.
    private mutating func lastDefinitions(_ node: JSONNode, at path: JSONPath, asWarnings: Bool) -> JSONNode? {
        switch node.value {
        case .object(let members):
            // Where each name is last defined; a table only for an object that could name one twice.
            var last: [String: Int] = [:]
            var duplicated = false
            if members.count > 1 {
                for (index, member) in members.enumerated() {
                    if let earlier = last[member.key] {
                        duplicated = true
                        report(member, replacing: members[earlier], at: path, asWarning: asWarnings)
                    }
                    last[member.key] = index
                }
            }
            var changed: [Int: JSONNode] = [:]
            for (index, member) in members.enumerated() where !duplicated || last[member.key] == index {
                if let child = lastDefinitions(member.node, at: path.appending(member.key), asWarnings: asWarnings) {
                    changed[index] = child
                }
            }
            guard duplicated || !changed.isEmpty else { return nil }
            let kept = members.indices.filter { !duplicated || last[members[$0].key] == $0 }.map { index in
                let member = members[index]
                return JSONMember(
                    key: member.key,
                    node: changed[index] ?? member.node,
                    keyLine: member.keyLine,
                    keyColumn: member.keyColumn
                )
            }
            return JSONNode(.object(kept), line: node.line, column: node.column)
        case .array(let elements):
            var changed: [Int: JSONNode] = [:]
            for (index, element) in elements.enumerated() {
                if let child = lastDefinitions(element, at: path.appending(index: index), asWarnings: asWarnings) {
                    changed[index] = child
                }
            }
            guard !changed.isEmpty else { return nil }
            return JSONNode(
                .array(elements.indices.map { changed[$0] ?? elements[$0] }),
                line: node.line,
                column: node.column
            )
        default:
            return nil
        }
    }

    /// Reports `member`, which names `earlier`'s member again, in the object at `path`.
    private mutating func report(
        _ member: JSONMember,
        replacing earlier: JSONMember,
        at path: JSONPath,
        asWarning: Bool
    ) {
        let object = path.description.isEmpty ? "the top level" : "'\(path.description.clippedForMessage)'"
        let location = member.keyLocation(path.appending(member.key))
        if asWarning {
            let place = "\(object) at \(earlier.keyLine):\(earlier.keyColumn)"
            warning(.duplicateDefinition(name: member.key, previous: place, location: location))
        } else {
            error(.duplicateDefinition(name: member.key, previous: nil, location: location))
        }
    }
}
