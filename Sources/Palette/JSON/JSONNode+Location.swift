package import InternalPaletteUtilities

extension JSONNode {
    /// A location for an error about this node; a node with no position (line 0, from a binary
    /// property list) gives only the path.
    /// Never inlined, as ``ThemeError``'s makers are not: it is called wherever a problem is found.
    @inline(never)
    package func location(_ path: JSONPath, file: String? = nil) -> ThemeError.Location {
        guard line > 0 else { return ThemeError.Location(file: file, path: path.description) }
        return ThemeError.Location(file: file, path: path.description, line: line, column: column)
    }
}

extension JSONMember {
    /// A location for an error about the key itself, such as an unknown key.
    @inline(never)
    package func keyLocation(_ path: JSONPath) -> ThemeError.Location {
        guard keyLine > 0 else { return ThemeError.Location(path: path.description) }
        return ThemeError.Location(path: path.description, line: keyLine, column: keyColumn)
    }
}
