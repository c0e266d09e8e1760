extension ThemePalette: Codable {
    /// The roles in the order a palette encodes them, its stored properties' order.
    private static let codedRoles: [ColorRole] = [
        .primary, .secondary, .neutral, .highlight, .background, .onBackground, .surface, .onSurface, .onPrimary,
        .onSecondary, .error, .onError, .outline,
    ]

    /// Decodes an object with every role as a colour: `{"primary": "#1D4ED8", …, "outline": "#94A3B8"}`.
    ///
    /// - Throws: `DecodingError` naming the role that is missing or not a colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        func color(_ role: ColorRole) throws -> ThemeColor {
            try container.decode(ThemeColor.self, forKey: AnyCodingKey(role.rawValue))
        }
        self.init(
            primary: try color(.primary),
            secondary: try color(.secondary),
            neutral: try color(.neutral),
            highlight: try color(.highlight),
            background: try color(.background),
            onBackground: try color(.onBackground),
            surface: try color(.surface),
            onSurface: try color(.onSurface),
            onPrimary: try color(.onPrimary),
            onSecondary: try color(.onSecondary),
            error: try color(.error),
            onError: try color(.onError),
            outline: try color(.outline)
        )
    }

    /// Encodes every role as its colour's CSS text, keyed by the role's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for role in Self.codedRoles { try container.encode(self[role], forKey: AnyCodingKey(role.rawValue)) }
    }
}
