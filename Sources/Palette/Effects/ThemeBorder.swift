/// A border: its colour, width and stroke style (DTCG's `border`).
///
/// Encodes as DTCG writes it: `{"color": "#D0D7DE", "width": 1, "style": "solid"}`.
public struct ThemeBorder: Hashable, Sendable, Codable {
    /// The line's colour.
    public var color: ThemeColor
    /// The line's width.
    public var width: Dimension
    /// How the line is drawn.
    public var style: ThemeStrokeStyle

    /// Creates a border.
    public init(color: ThemeColor, width: Dimension, style: ThemeStrokeStyle = .solid) {
        self.color = color
        self.width = width
        self.style = style
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        color = try container.decode(ThemeColor.self, forKey: AnyCodingKey("color"))
        width = try container.decode(Dimension.self, forKey: AnyCodingKey("width"))
        style = try container.decodeIfPresent(ThemeStrokeStyle.self, forKey: AnyCodingKey("style")) ?? .solid
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(color, forKey: AnyCodingKey("color"))
        try container.encode(width, forKey: AnyCodingKey("width"))
        try container.encode(style, forKey: AnyCodingKey("style"))
    }
}

extension ThemeBorder: CustomStringConvertible {
    /// CSS's shorthand order: `1pt solid #D0D7DE`.
    public var description: String { "\(width) \(style) \(color)" }
}
