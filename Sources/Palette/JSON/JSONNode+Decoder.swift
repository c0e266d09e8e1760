internal import InternalPaletteUtilities

/// Reading what a `Decoder` holds as JSON, so that `Codable` conformances run the same located
/// decoder as `ThemeSelection(json:)` and theme documents do: one rule for each value, the same
/// answer whatever the input came through.
extension JSONNode {
    /// The value `decoder` holds, as a JSON tree without positions (its nodes have line 0, so
    /// problems are located by path).
    ///
    /// - Parameters:
    ///   - decoder: Any decoder: `JSONDecoder`, `PropertyListDecoder`, a custom one.
    ///   - limits: How deep the value may nest (``ThemeLimits/maximumDepth``).
    /// - Throws: `DecodingError` for a value none of JSON's types reads, or nested too deeply.
    init(decoding decoder: any Decoder, limits: ThemeLimits) throws {
        self = try Self.read(decoder, depth: 0, limits: limits)
    }

    private static func read(_ decoder: any Decoder, depth: Int, limits: ThemeLimits) throws -> JSONNode {
        guard depth <= limits.maximumDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: ThemeError.nestingTooDeep(limit: limits.maximumDepth, location: nil).message
                )
            )
        }
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [JSONMember] = []
            for key in object.allKeys {
                let child = try object.superDecoder(forKey: key)
                members.append(
                    JSONMember(key: key.stringValue, node: try read(child, depth: depth + 1, limits: limits))
                )
            }
            return JSONNode(.object(members), line: 0, column: 0)
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONNode] = []
            while !array.isAtEnd {
                elements.append(try read(try array.superDecoder(), depth: depth + 1, limits: limits))
            }
            return JSONNode(.array(elements), line: 0, column: 0)
        }
        let single = try decoder.singleValueContainer()
        let value: JSONValue
        if single.decodeNil() {
            value = .null
        } else if let bool = try? single.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            // A decoder set to read "NaN" or "Infinity" gives numbers JSON cannot hold.
            guard number.isFinite else {
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "'\(number)' is not a finite number"
                )
            }
            value = .number(number)
        } else {
            value = .string(try single.decode(String.self))
        }
        return JSONNode(value, line: 0, column: 0)
    }
}

/// A coding key for any member name.
struct AnyCodingKey: CodingKey, Hashable, Sendable {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ThemeError {
    /// The error as `Codable` reports it: `DataCorrupted` at `codingPath`, with this error's
    /// message (which says where inside the value) and the error itself as the underlying error.
    func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: self)
        )
    }
}
