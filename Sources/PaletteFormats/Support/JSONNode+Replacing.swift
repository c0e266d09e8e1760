internal import InternalPaletteUtilities

// JSONNode's and JSONMember's stored properties are constants, so that the app module keeps one
// getter for each instead of a getter, a setter and a modify accessor; the exporters and mode
// readers that rewrite parsed JSON make new nodes and members through these.

extension JSONNode {
    /// The same node, at the same position, holding `value`.
    func with(value: JSONValue) -> JSONNode {
        JSONNode(value, line: line, column: column)
    }
}

extension JSONMember {
    /// The same member, its key where it was, holding `node`.
    func with(node: JSONNode) -> JSONMember {
        JSONMember(key: key, node: node, keyLine: keyLine, keyColumn: keyColumn)
    }
}
