internal import InternalPaletteUtilities

extension ThemeGradient.Stop {
    /// Reads `{"color", "position"}`; a position outside `0...1` is clamped into it.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        let expected = "a gradient stop object with a 'color' and a 'position'"
        let positionPath = path.appending("position")
        self.init(
            color: try ThemeColor(json: try node.member("color", at: path, in: expected), at: path.appending("color")),
            position: try node.member("position", at: path, in: expected).number(at: positionPath, expected: "a number")
        )
    }

    /// `{"color", "position"}`.
    var jsonValue: JSONValue { .orderedObject([("color", .string(color.cssText)), ("position", .number(position))]) }
}

extension ThemeGradient {
    /// Reads a list of stops.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        var stops: [Stop] = []
        for (index, element) in try node.elements(at: path, expected: "a list of gradient stops").enumerated() {
            stops.append(try Stop(json: element, at: path.appending(index: index)))
        }
        self.init(stops)
    }

    /// The stops, as a list.
    var jsonValue: JSONValue { .array(stops.map { JSONNode($0.jsonValue) }) }
}

extension ThemeGradient.Stop: Codable, JSONCodable {}

extension ThemeGradient: Codable, JSONCodable {}
