/// Cases a `Decoder` gives by name, read by the one rule for names (``NamedCases/named(_:)``): any
/// ASCII case, hyphens, underscores and spaces ignored. They encode as their canonical raw value.
///
/// Colour roles, font styles, text styles, appearances and contrasts conform, so one `Decodable`
/// witness serves them all and each says only what its values are called in messages.
protocol DecodableByName: NamedCases, Codable {
    /// What a value is, in the message of a name no case has: `"colour role"`.
    static var nameKind: String { get }
}

extension DecodableByName {
    /// Decodes the case a string names, read by the one rule for names.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the value and every allowed name when no case
    ///   matches; `DecodingError.typeMismatch` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeNamed(from: decoder, kind: Self.nameKind)
    }
}
