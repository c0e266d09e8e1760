internal import InternalPaletteUtilities

extension ThemeStrokeStyle {
    /// Reads a keyword (`"dashed"`) or DTCG's `{"dashArray": [4, "0.5rem"], "lineCap": "round"}`.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        if let text = node.string {
            guard let keyword = Keyword(rawValue: text.trimmingSpaces.asciiCaseFolded) else {
                throw node.invalid(
                    text,
                    at: path,
                    "'\(text)' is not a stroke style; expected \(Keyword.quotedNames)"
                )
            }
            self = .keyword(keyword)
            return
        }
        let expected = "a stroke style keyword or an object with a 'dashArray'"
        let dashPath = path.appending("dashArray")
        var lengths: [Dimension] = []
        for (index, element) in try node.member("dashArray", at: path, in: expected)
            .elements(at: dashPath, expected: "a list of dimensions").enumerated()
        {
            lengths.append(try Dimension(json: element, at: dashPath.appending(index: index)))
        }
        var cap = LineCap.butt
        if let capNode = node.optionalMember("lineCap") {
            let capPath = path.appending("lineCap")
            let text = try capNode.string(at: capPath, expected: "a line cap")
            guard let named = LineCap(rawValue: text) else {
                throw capNode.invalid(
                    text,
                    at: capPath,
                    "'\(text)' is not a line cap; expected \(LineCap.quotedNames)"
                )
            }
            cap = named
        }
        self = .dashes(lengths, lineCap: cap)
    }

    /// A keyword as a string, dashes as `{"dashArray", "lineCap"}`.
    var jsonValue: JSONValue {
        switch self {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashes(let lengths, let cap):
            .orderedObject([
                ("dashArray", .array(lengths.map { JSONNode($0.jsonValue) })), ("lineCap", .string(cap.rawValue)),
            ])
        }
    }
}

extension ThemeStrokeStyle: Codable, JSONCodable {}
