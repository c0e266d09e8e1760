internal import InternalPaletteUtilities

extension ThemeDuration {
    /// Reads text such as `"150ms"` or `"0.3s"`, or DTCG's `{"value": 150, "unit": "ms"}`.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        if let text = node.string {
            guard let duration = ThemeDuration(text: text) else {
                throw node.invalid(text, at: path, "'\(text)' is not a duration such as '150ms' or '0.3s'")
            }
            self = duration
            return
        }
        let expected = "a duration such as '150ms' or {\"value\": 150, \"unit\": \"ms\"}"
        let valuePath = path.appending("value")
        let value = try node.member("value", at: path, in: expected).number(at: valuePath, expected: "a number")
        let unitPath = path.appending("unit")
        let unitNode = try node.member("unit", at: path, in: expected)
        let unitText = try unitNode.string(at: unitPath, expected: "'ms' or 's'")
        guard let unit = Unit(rawValue: unitText), value.isFinite, value >= 0 else {
            let text = NumberText.plain(value) + unitText
            throw unitNode.invalid(text, at: unitPath, "'\(text)' is not a duration in 'ms' or 's'")
        }
        self.init(value, unit)
    }

    /// Text with its unit: `"150ms"`.
    var jsonValue: JSONValue { .string(description) }
}

extension ThemeDuration: Codable, JSONCodable {}
