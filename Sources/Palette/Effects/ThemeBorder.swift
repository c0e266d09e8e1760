/// A border: its colour, width and stroke style (DTCG's `border`).
///
/// Encodes as DTCG writes it: `{"color": "#D0D7DE", "width": 1, "style": "solid"}`.
public struct ThemeBorder: Hashable, Sendable {
    /// The line's colour.
    public let color: ThemeColor
    /// The line's width.
    public let width: Dimension
    /// How the line is drawn.
    public let style: ThemeStrokeStyle

    /// Creates a border.
    @_alwaysEmitIntoClient public init(color: ThemeColor, width: Dimension, style: ThemeStrokeStyle = .solid) {
        self.color = color
        self.width = width
        self.style = style
    }
}

extension ThemeBorder: CustomStringConvertible {
    /// CSS's shorthand order: `1pt solid #D0D7DE`.
    @_alwaysEmitIntoClient public var description: String { "\(width) \(style) \(color)" }
}
