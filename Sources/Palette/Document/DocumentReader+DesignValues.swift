import Foundation
internal import InternalPaletteUtilities

extension DocumentReader {
    /// A token of one of the kinds ``TokenSet`` keeps in its one store for design values, as a
    /// theme document writes it: the value type's `Codable` form, which is DTCG's shape with
    /// colours as CSS text and lengths as points or text with their unit (`"1.5rem"`).
    mutating func designValue(of kind: TokenKind, _ node: JSONNode, at path: JSONPath) -> TokenValue? {
        switch kind {
        case .text:
            return string(node, at: path).map(TokenValue.text)
        case .boolean:
            guard case .bool(let flag) = node.value else {
                mismatch(node, at: path, expected: "true or false")
                return nil
            }
            return .boolean(flag)
        case .fontWeight:
            return decoded(FontWeight.self, node, at: path).map(TokenValue.fontWeight)
        case .fontFamily:
            return decoded(FontStack.self, node, at: path).map(TokenValue.fontFamily)
        case .duration:
            return decoded(ThemeDuration.self, node, at: path).map(TokenValue.duration)
        case .cubicBezier:
            return decoded(CubicBezier.self, node, at: path).map(TokenValue.cubicBezier)
        case .shadow:
            return decoded(ThemeShadow.self, node, at: path).map(TokenValue.shadow)
        case .gradient:
            return decoded(ThemeGradient.self, node, at: path).map(TokenValue.gradient)
        case .border:
            return decoded(ThemeBorder.self, node, at: path).map(TokenValue.border)
        case .strokeStyle:
            return decoded(ThemeStrokeStyle.self, node, at: path).map(TokenValue.strokeStyle)
        case .transition:
            return decoded(ThemeTransition.self, node, at: path).map(TokenValue.transition)
        case .color, .dimension, .font, .number, .image:
            return nil
        }
    }

    /// A value its `Decodable` conformance reads from `node`, or `nil` and an error at the part
    /// of `node` it could not read.
    private mutating func decoded<Value: Decodable>(_ type: Value.Type, _ node: JSONNode, at path: JSONPath) -> Value? {
        decodedValue(type, node, at: path) as? Value
    }

    /// `decoded(_:_:at:)`'s work, for any type: one copy of it, not one specialised per type.
    @inline(never)
    private mutating func decodedValue(
        _ type: any Decodable.Type,
        _ node: JSONNode,
        at path: JSONPath
    ) -> (any Decodable)? {
        let text = JSONWriter.string(node.value, pretty: false)
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch let DecodingError.dataCorrupted(context),
            let DecodingError.typeMismatch(_, context),
            let DecodingError.valueNotFound(_, context)
        {
            report(context, text: text, node: node, at: path)
        } catch let DecodingError.keyNotFound(key, context) {
            let location = node.location(Self.path(path, appending: context.codingPath))
            self.error(.missingKey(key: key.stringValue, location: location))
        } catch {
            self.error(.invalidValue(value: text.clippedForMessage, reason: "\(error)", location: node.location(path)))
        }
        return nil
    }

    private mutating func report(_ context: DecodingError.Context, text: String, node: JSONNode, at path: JSONPath) {
        let location = node.location(Self.path(path, appending: context.codingPath))
        self.error(.invalidValue(value: text.clippedForMessage, reason: context.debugDescription, location: location))
    }

    /// `path` with the keys and indices of a decoder's coding path.
    private static func path(_ path: JSONPath, appending codingPath: [any CodingKey]) -> JSONPath {
        codingPath.reduce(path) { path, key in
            if let index = key.intValue { return path.appending(index: index) }
            return path.appending(key.stringValue)
        }
    }
}
