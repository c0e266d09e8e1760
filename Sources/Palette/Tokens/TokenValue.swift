internal import InternalPaletteUtilities

/// The value of a custom token: a colour, a dimension, a font, a number, an image, or one of the
/// values design tokens carry (a shadow, a gradient, a border, motion, a font family, text).
public enum TokenValue: Hashable, Sendable {
    /// A colour.
    case color(ThemeColor)
    /// A length in points (DTCG's `px`, which is iOS's point), or relative to a font size.
    case dimension(Dimension)
    /// A font: DTCG's typography.
    case font(FontDescriptor)
    /// A plain number: an opacity, a line-height multiplier.
    case number(Double)
    /// An image: bundled, a file in the theme's folder, a solid colour or a remote URL.
    case image(ImageAsset)
    /// An ordered list of font families, generic families kept as written.
    case fontFamily(FontStack)
    /// A font weight.
    case fontWeight(FontWeight)
    /// A length of time.
    case duration(ThemeDuration)
    /// A timing function.
    case cubicBezier(CubicBezier)
    /// A shadow of one or more layers.
    case shadow(ThemeShadow)
    /// A gradient's colour stops.
    case gradient(ThemeGradient)
    /// A border: colour, width and stroke style.
    case border(ThemeBorder)
    /// A line style: a keyword, or dashes with a line cap.
    case strokeStyle(ThemeStrokeStyle)
    /// An animated transition: duration, delay and timing function.
    case transition(ThemeTransition)
    /// Text that is not any of the above (Tokens Studio's `text`, `textCase`, a link).
    case text(String)
    /// A flag.
    case boolean(Bool)

    /// The kind of value.
    public var kind: TokenKind {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .font: .font
        case .number: .number
        case .image: .image
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .shadow: .shadow
        case .gradient: .gradient
        case .border: .border
        case .strokeStyle: .strokeStyle
        case .transition: .transition
        case .text: .text
        case .boolean: .boolean
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
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case shadow
    case gradient
    case border
    case strokeStyle
    case transition
    case text
    case boolean

    /// The name of the kind's section in a Palette theme document's `tokens`: `colors`,
    /// `dimensions`, `fonts`, `numbers`, `images`, `fontFamilies`, `fontWeights`, `durations`,
    /// `cubicBeziers`, `shadows`, `gradients`, `borders`, `strokeStyles`, `transitions`,
    /// `texts`, `booleans`.
    package var sectionName: String {
        switch self {
        case .fontFamily: "fontFamilies"
        default: rawValue + "s"
        }
    }

    /// Whether the kind is one of the values design tokens carry beyond colours, dimensions,
    /// fonts, numbers and images, kept in ``TokenSet``'s one store for them.
    var isDesignValue: Bool {
        switch self {
        case .color, .dimension, .font, .number, .image: false
        default: true
        }
    }
}

extension TokenValue: CustomStringConvertible {
    /// The value as people read it: a hex colour (CSS colour text for a Display P3 or
    /// extended-range one), `16pt`, a font's short form, a number, CSS text for the others.
    public var description: String {
        switch self {
        case .color(let color): color.description
        case .dimension(let dimension): dimension.description
        case .font(let font): font.shortForm
        case .number(let number): NumberText.plain(number)
        case .image(let asset): asset.description
        case .fontFamily(let stack): stack.description
        case .fontWeight(let weight): String(weight.rawValue)
        case .duration(let duration): duration.description
        case .cubicBezier(let curve): curve.description
        case .shadow(let shadow): shadow.description
        case .gradient(let gradient): gradient.description
        case .border(let border): border.description
        case .strokeStyle(let style): style.description
        case .transition(let transition): transition.description
        case .text(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        }
    }
}
