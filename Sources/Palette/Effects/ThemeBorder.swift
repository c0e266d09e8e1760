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

    private enum CodingKeys: String, CodingKey { case color, width, style }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(ThemeColor.self, forKey: .color)
        width = try container.decode(Dimension.self, forKey: .width)
        style = try container.decodeIfPresent(ThemeStrokeStyle.self, forKey: .style) ?? .solid
    }
}

extension ThemeBorder: CustomStringConvertible {
    /// CSS's shorthand order: `1pt solid #D0D7DE`.
    public var description: String { "\(width) \(style) \(color)" }
}
