internal import InternalPaletteUtilities

extension ThemeBorder {
    /// Reads `{"color", "width", "style"}`; the style is solid when absent.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        let expected = "a border object with a 'color' and a 'width'"
        // `if let`, not `Optional.map`: the map of older SDKs' standard library rethrows `any
        // Error`, which a typed-throws initialiser cannot throw.
        var style = ThemeStrokeStyle.solid
        if let member = node.optionalMember("style") {
            style = try ThemeStrokeStyle(json: member, at: path.appending("style"))
        }
        self.init(
            color: try ThemeColor(json: try node.member("color", at: path, in: expected), at: path.appending("color")),
            width: try Dimension(json: try node.member("width", at: path, in: expected), at: path.appending("width")),
            style: style
        )
    }

    /// `{"color", "style", "width"}`, keys in alphabetical order.
    var jsonValue: JSONValue {
        .orderedObject([("color", .string(color.cssText)), ("style", style.jsonValue), ("width", width.jsonValue)])
    }
}

extension ThemeBorder: Codable, JSONCodable {}
