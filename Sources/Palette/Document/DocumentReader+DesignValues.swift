internal import InternalPaletteUtilities

extension DocumentReader {
    /// A token of one of the kinds ``TokenSet`` keeps in its one store for design values, as a
    /// theme document writes it: the value type's JSON form (its `Codable` form), which is DTCG's
    /// shape with colours as CSS text and lengths as points or text with their unit (`"1.5rem"`).
    mutating func designValue(of kind: TokenKind, _ node: JSONNode, at path: JSONPath) -> TokenValue? {
        switch kind {
        case .text:
            return string(node, at: path).map(TokenValue.text)
        case .boolean:
            guard case .bool(let flag) = node.value else {
                mismatch(node, at: path, expected: "true or false", asWarning: false)
                return nil
            }
            return .boolean(flag)
        case .fontWeight:
            return fontWeight(node, at: path).map(TokenValue.fontWeight)
        case .fontFamily:
            return read { () throws(ThemeError) in .fontFamily(try FontStack(json: node, at: path)) }
        case .duration:
            return read { () throws(ThemeError) in .duration(try ThemeDuration(json: node, at: path)) }
        case .cubicBezier:
            return read { () throws(ThemeError) in .cubicBezier(try CubicBezier(json: node, at: path)) }
        case .shadow:
            return read { () throws(ThemeError) in .shadow(try ThemeShadow(json: node, at: path)) }
        case .gradient:
            return read { () throws(ThemeError) in .gradient(try ThemeGradient(json: node, at: path)) }
        case .border:
            return read { () throws(ThemeError) in .border(try ThemeBorder(json: node, at: path)) }
        case .strokeStyle:
            return read { () throws(ThemeError) in .strokeStyle(try ThemeStrokeStyle(json: node, at: path)) }
        case .transition:
            return read { () throws(ThemeError) in .transition(try ThemeTransition(json: node, at: path)) }
        case .color, .dimension, .font, .number, .image:
            return nil
        }
    }

    /// The value `readValue` reads, or `nil` and its error recorded.
    private mutating func read(_ readValue: () throws(ThemeError) -> TokenValue) -> TokenValue? {
        do {
            return try readValue()
        } catch {
            self.error(error)
            return nil
        }
    }
}
