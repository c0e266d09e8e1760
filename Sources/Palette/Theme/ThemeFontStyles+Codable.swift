extension ThemeFontStyles: Codable {
    /// The styles in the order the styles encode them, their stored properties' order.
    private static let codedStyles: [FontStyle] = [
        .heading, .body, .caption, .quote, .title, .subheading, .label, .code,
    ]

    /// Decodes an object with every style as a font: `{"heading": {"size": 22, "weight": 700}, …}`.
    ///
    /// - Throws: `DecodingError` naming the style that is missing or not a font.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        func font(_ style: FontStyle) throws -> FontDescriptor {
            try container.decode(FontDescriptor.self, forKey: AnyCodingKey(style.rawValue))
        }
        self.init(
            heading: try font(.heading),
            body: try font(.body),
            caption: try font(.caption),
            quote: try font(.quote),
            title: try font(.title),
            subheading: try font(.subheading),
            label: try font(.label),
            code: try font(.code)
        )
    }

    /// Encodes every style as its font, keyed by the style's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for style in Self.codedStyles { try container.encode(self[style], forKey: AnyCodingKey(style.rawValue)) }
    }
}
