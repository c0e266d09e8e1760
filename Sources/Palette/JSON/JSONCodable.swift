internal import InternalPaletteUtilities

/// A value whose `Codable` form is its JSON form: what a theme document holds, read by the same
/// located reader and written by the same writer.
///
/// The design values (dimensions, font stacks, shadows, gradients, borders, stroke styles,
/// durations, cubic Béziers, transitions) conform, so one pair of `Codable` witnesses serves them
/// all and each type says only how it reads and writes JSON. A bad value decoded through `Codable`
/// is `DecodingError.dataCorrupted` whose underlying error is the located ``ThemeError``.
protocol JSONCodable: Codable {
    /// Reads the value from its JSON form at `path`.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError)

    /// The value's JSON form.
    var jsonValue: JSONValue { get }
}

extension JSONCodable {
    /// Decodes the value from its JSON form, by the rules a theme document reads it with.
    public init(from decoder: any Decoder) throws {
        self = try JSONNode.decode(decoder, Self.init(json:at:))
    }

    /// Encodes the value's JSON form.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.write(to: encoder)
    }
}
