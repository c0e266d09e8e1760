internal import InternalPaletteUtilities

/// Reading the parts of a value from its JSON, each problem a ``ThemeError`` at the part's path:
/// what the value types' JSON readers share, so that each of them states only its own rules.
extension JSONNode {
    /// The member `key` of an object, or an error: the value is not an object, or has no `key`.
    ///
    /// - Parameter expected: What the object is, for the message when the value is not one.
    func member(_ key: String, at path: JSONPath, in expected: String) throws(ThemeError) -> JSONNode {
        guard members.hasValue else {
            throw .typeMismatch(expected: expected, found: value.typeDescription, location: location(path))
        }
        guard let node = self[key], node.value != .null else {
            throw .missingKey(key: key, location: location(path))
        }
        return node
    }

    /// The member `key` of an object, or `nil` when it is absent or `null`.
    func optionalMember(_ key: String) -> JSONNode? {
        guard let node = self[key], node.value != .null else { return nil }
        return node
    }

    /// The string, or an error that the value is not one.
    func string(at path: JSONPath, expected: String) throws(ThemeError) -> String {
        guard let string else { throw mismatch(at: path, expected: expected) }
        return string
    }

    /// The number, or an error that the value is not one.
    func number(at path: JSONPath, expected: String) throws(ThemeError) -> Double {
        guard let number else { throw mismatch(at: path, expected: expected) }
        return number
    }

    /// The elements of an array, or an error that the value is not one.
    func elements(at path: JSONPath, expected: String) throws(ThemeError) -> [JSONNode] {
        guard let elements else { throw mismatch(at: path, expected: expected) }
        return elements
    }

    /// The error that this value is not what was expected.
    func mismatch(at path: JSONPath, expected: String) -> ThemeError {
        .typeMismatch(expected: expected, found: value.typeDescription, location: location(path))
    }

    /// An error that this value, written as `text`, breaks `rule`.
    func invalid(_ text: String, at path: JSONPath, _ rule: String) -> ThemeError {
        .invalidValue(value: text, reason: rule, location: location(path))
    }

    /// A value read from what `decoder` holds by `read`, a reader of the value's JSON form: how a
    /// `Decodable` conformance reads the same form, by the same rules, as a theme document does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the decoder's coding path, whose message is the
    ///   ``ThemeError``'s (which says where inside the value) and whose underlying error it is.
    static func decode<Value>(
        _ decoder: any Decoder,
        _ read: (JSONNode, JSONPath) throws(ThemeError) -> Value
    ) throws -> Value {
        let node = try JSONNode(decoding: decoder, limits: .default)
        do {
            return try read(node, .root)
        } catch {
            throw error.decodingError(at: decoder.codingPath)
        }
    }
}
