internal import InternalPaletteUtilities

extension JSONValue {
    /// Writes this value through an `Encoder`, so that a `Codable` conformance writes what Palette's
    /// own writer does (``ThemeOverrides``' sections, say): one rule for each value, whichever way
    /// it is written, as `JSONNode(decoding:limits:)` is for reading.
    func write(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for member in members {
                try container.encode(EncodableJSON(member.node.value), forKey: AnyCodingKey(member.key))
            }
        case .array(let nodes):
            var container = encoder.unkeyedContainer()
            for node in nodes { try container.encode(EncodableJSON(node.value)) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}

/// A JSON value as an `Encodable`, for the members and elements ``JSONValue/write(to:)`` nests.
private struct EncodableJSON: Encodable {
    let value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    func encode(to encoder: any Encoder) throws { try value.write(to: encoder) }
}
