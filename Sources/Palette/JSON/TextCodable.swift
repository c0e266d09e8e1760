/// A value whose `Codable` form is one string, read by the parser that reads it everywhere else:
/// a colour's CSS text, a font family's name.
///
/// One pair of `Codable` witnesses serves every such type; a string the parser refuses is
/// `DecodingError.dataCorrupted` with the parser's message.
protocol TextCodable: Codable {
    /// Reads the value from the text `Codable` holds.
    init(codableText text: String) throws(ThemeError)

    /// The text the value encodes as.
    var codableText: String { get }
}

extension TextCodable {
    /// Decodes the value from a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(codableText: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the value as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(codableText)
    }
}
