import Palette

/// The token types of DTCG 2025.10: seven of single values and six composites.
enum DTCGType: String, CaseIterable, Hashable, Sendable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// Whether values of this type are made of sub-values that may be references to tokens
    /// (`"{color.brand}"`). The sub-values of other types (a colour's `alpha`, a dimension's
    /// `value`) may only be JSON Pointer references (`{"$ref": "#/…"}`).
    var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    /// The names older drafts, Style Dictionary and Tokens Studio give the types; read in files
    /// that do not declare DTCG 2025.10.
    static let legacyNames: [String: DTCGType] = [
        "fontSize": .dimension, "fontSizes": .dimension, "size": .dimension, "sizing": .dimension,
        "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension, "letterSpacing": .dimension,
        "paragraphSpacing": .dimension, "paragraphIndent": .dimension, "lineHeight": .number, "lineHeights": .number,
        "opacity": .number, "fontWeights": .fontWeight, "fontFamilies": .fontFamily, "boxShadow": .shadow,
        "time": .duration,
    ]

    /// The type names only Tokens Studio writes: its own names for DTCG's types, and its types
    /// DTCG has none for (`textCase`, `composition`, `other`, …). Its `asset` is Style
    /// Dictionary's too, so it tells neither.
    static let tokensStudioNames: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
        "letterSpacing", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "boxShadow",
        "composition", "other", "text", "boolean",
    ]

    /// The type names only Style Dictionary writes, as its transforms match them (`size/rem` a
    /// `fontSize`, `time/seconds` a `time`, `content/icon` a `content`).
    static let styleDictionaryNames: Set<String> = ["fontSize", "time", "content"]

    /// The type with an article, for messages: "a colour", "a font weight".
    var noun: String {
        switch self {
        case .color: "a colour"
        case .dimension: "a dimension"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .duration: "a duration"
        case .cubicBezier: "a cubic Bézier curve"
        case .number: "a number"
        case .strokeStyle: "a stroke style"
        case .border: "a border"
        case .transition: "a transition"
        case .shadow: "a shadow"
        case .gradient: "a gradient"
        case .typography: "a typography value"
        }
    }
}
