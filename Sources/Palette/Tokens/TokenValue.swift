/// The value of a custom token: a colour, a dimension, a font, a number or an image.
public enum TokenValue: Hashable, Sendable {
    /// A colour.
    case color(ThemeColor)
    /// A length in points (DTCG's `px`, which is iOS's point), or relative to a font size.
    case dimension(Dimension)
    /// A font.
    case font(FontDescriptor)
    /// A plain number: an opacity, a line-height multiplier, a duration in seconds.
    case number(Double)
    /// An image: bundled, a file in the theme's folder, a solid colour or a remote URL.
    case image(ImageAsset)

    /// The kind of value.
    public var kind: TokenKind {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .font: .font
        case .number: .number
        case .image: .image
        }
    }
}

/// The kinds of custom token; each kind has its own namespace of paths.
public enum TokenKind: String, CaseIterable, Codable, Hashable, Sendable {
    case color
    case dimension
    case font
    case number
    case image

    /// The name of the kind's section in a Palette theme document's `tokens`: `colors`,
    /// `dimensions`, `fonts`, `numbers`, `images`.
    package var sectionName: String { rawValue + "s" }
}

extension TokenValue: CustomStringConvertible {
    /// The value as people read it: a hex colour (CSS colour text for a Display P3 or
    /// extended-range one), `16pt`, a font's short form, a number.
    public var description: String {
        switch self {
        case .color(let color): color.description
        case .dimension(let dimension): dimension.description
        case .font(let font): font.shortForm
        case .number(let number): NumberText.plain(number)
        case .image(let asset): asset.description
        }
    }
}
