internal import InternalPaletteUtilities

extension FontStack {
    /// Reads one name (a string, which may be a CSS stack with commas) or a list of names.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        if let css = node.string {
            self.init(css: css)
        } else {
            var names: [String] = []
            for (index, element) in try node.elements(at: path, expected: "a font family name or a list of names")
                .enumerated()
            {
                names.append(try element.string(at: path.appending(index: index), expected: "a font family name"))
            }
            self.init(names)
        }
        guard !names.isEmpty else {
            throw node.invalid(JSONWriter.string(node.value, pretty: false), at: path, "a font family cannot be empty")
        }
    }

    /// One name as a string, several as a list.
    var jsonValue: JSONValue {
        if names.count == 1, let name = names.first { return .string(name) }
        return .array(names.map { JSONNode(.string($0)) })
    }
}

extension FontStack: Codable, JSONCodable {}
