/// A value a data-defined style gives a property: what a style sheet's data holds.
///
/// The cases are the values SDThemeManager's style files use, decoded: `color:`/`c:` colours,
/// `font:`/`f:` fonts, numbers (`DIMENSION_` constants), `null`/`nil`, `point:`, `size:`,
/// `rect:`, `edge:`, and `style:`/`s:` lists of named styles to apply to the property's object.
/// Two more cases refer to the theme instead of holding a constant, so a data-defined style
/// follows theme switches: a colour role and a font style.
///
/// ```swift
/// let caption = StyleDefinition(name: "Caption", properties: [
///     StyleProperty("textColor", .role(.onSurface)),        // follows the theme
///     StyleProperty("font", .fontStyle(.caption)),
///     StyleProperty("layer.borderWidth", .number(2)),
///     StyleProperty("shadowColor", .null),
/// ])
/// ```
public enum StyleValue: Equatable, Sendable {
    /// `null` or `nil`: sets an optional property to `nil`.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A number: a dimension, a width, a count.
    case number(Double)
    /// Text.
    case string(String)
    /// A constant colour (`color:RRGGBBAA`).
    case color(ThemeColor)
    /// A constant font (`font:name,size`).
    case font(FontDescriptor)
    /// A point (`point:x,y`).
    case point(StylePoint)
    /// A size (`size:width,height`).
    case size(StyleSize)
    /// A rectangle (`rect:x,y,width,height`).
    case rect(StyleRect)
    /// Edge insets (`edge:top,left,bottom,right`).
    case edgeInsets(StyleEdgeInsets)
    /// The current theme's colour for a role; follows theme switches.
    case role(ColorRole)
    /// The current theme's font for a style; follows theme switches.
    case fontStyle(FontStyle)
    /// Named styles applied, in order, to the object the property holds (`style:A,B`).
    case styles([String])
    /// The current theme's custom token of a kind at a path, such as an SDThemeManager constant
    /// (`COLOR_TEXT_COMMON`); follows theme switches, falling back along the path as tokens do.
    case token(TokenKind, TokenPath)

    /// The colour this value gives in `theme`: a constant colour, or the theme's colour for a
    /// role; `nil` for any other value.
    public func color(in theme: ResolvedTheme) -> ThemeColor? {
        switch self {
        case .color(let color): color
        case .role(let role): theme.palette[role]
        case .token(.color, let path): theme.answer(ColorToken.self, at: path)
        default: nil
        }
    }

    /// The font this value gives in `theme`: a constant font, or the theme's font for a style;
    /// `nil` for any other value.
    public func font(in theme: ResolvedTheme) -> FontDescriptor? {
        switch self {
        case .font(let font): font
        case .fontStyle(let style): theme.fontStyles[style]
        case .token(.font, let path): theme.answer(FontToken.self, at: path)
        default: nil
        }
    }

    /// The number, or `nil` when this is not a number.
    var number: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The number this value gives in `theme`: a constant number, or the theme's dimension or
    /// number token; `nil` for any other value or a token no theme defines.
    public func number(in theme: ResolvedTheme) -> Double? {
        switch self {
        case .number(let number): number
        case .token(.dimension, let path): theme.answer(DimensionToken.self, at: path)
        case .token(.number, let path): theme.answer(NumberToken.self, at: path)
        default: nil
        }
    }

    /// What kind of value this is, for messages: `"a colour"`, `"null"`.
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .color: "a colour"
        case .font: "a font"
        case .point: "a point"
        case .size: "a size"
        case .rect: "a rectangle"
        case .edgeInsets: "edge insets"
        case .role: "a colour role"
        case .fontStyle: "a font style"
        case .styles: "a list of styles"
        case .token(let kind, let path): "the \(kind.rawValue) token '\(path)'"
        }
    }
}
