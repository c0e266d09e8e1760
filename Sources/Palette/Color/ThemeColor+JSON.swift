internal import InternalPaletteUtilities

extension ThemeColor {
    /// Reads a colour from its JSON form, a string ``init(cssText:)`` accepts, as the `Codable`
    /// conformance does.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        let text = try node.string(at: path, expected: "a colour string such as '#1D4ED8'")
        do {
            try self.init(cssText: text)
        } catch {
            throw error.located(node.location(path))
        }
    }
}
