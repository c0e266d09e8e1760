import Palette

/// A DTCG value as the file gives it, checked against its type, with every reference in it
/// followed: what a token means before Palette maps it to a role, a style or a custom token.
///
/// Units stay as written (a dimension in `rem` is not turned into points here), so the mapping
/// can keep them, skip a value Palette cannot hold with a warning, or write the value back.
indirect enum DTCGValue: Hashable, Sendable {
    case color(DTCGColor)
    case dimension(DTCGDimension)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(DTCGDuration)
    case cubicBezier([Double])
    case number(Double)
    case strokeStyle(DTCGStrokeStyle)
    case border(color: DTCGColor, width: DTCGDimension, style: DTCGStrokeStyle)
    case transition(duration: DTCGDuration, delay: DTCGDuration, timingFunction: [Double])
    case shadow([DTCGShadow])
    case gradient([DTCGGradientStop])
    case typography(DTCGTypography)
}

/// A colour: its space, its components (`nil` for `none`), its alpha and its `hex` fallback.
struct DTCGColor: Hashable, Sendable {
    /// The `colorSpace` as written; in files of older drafts it may be one Palette does not know
    /// when there is a `hex` fallback.
    var colorSpace: String
    var components: [Double?]
    var alpha: Double
    var hex: String?
}

/// A number and its unit as written: `px` or `rem` in DTCG 2025.10; older files also write
/// `pt`, `em`, `%` and no unit.
struct DTCGDimension: Hashable, Sendable {
    var value: Double
    var unit: String
}

/// A duration: `ms` or `s`.
struct DTCGDuration: Hashable, Sendable {
    var value: Double
    var unit: String

    /// The duration in seconds.
    var seconds: Double { unit == "ms" ? value / 1000 : value }
}

/// A stroke style: a CSS line style keyword, or dashes and gaps with a line cap.
enum DTCGStrokeStyle: Hashable, Sendable {
    case keyword(String)
    case dashes([DTCGDimension], lineCap: String)

    /// The keywords a string stroke style may be.
    static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps of a dashed stroke style.
    static let lineCaps: Set<String> = ["round", "butt", "square"]
}

/// One shadow.
struct DTCGShadow: Hashable, Sendable {
    var color: DTCGColor
    var offsetX: DTCGDimension
    var offsetY: DTCGDimension
    var blur: DTCGDimension
    var spread: DTCGDimension
    var inset: Bool
}

/// One stop of a gradient; the position is clamped to `0...1`, as the format says.
struct DTCGGradientStop: Hashable, Sendable {
    var color: DTCGColor
    var position: Double
}

/// A typography value. DTCG 2025.10 requires every part; older files leave some out.
struct DTCGTypography: Hashable, Sendable {
    var fontFamily: [String]?
    var fontSize: DTCGDimension?
    var fontWeight: Double?
    var letterSpacing: DTCGDimension?
    var lineHeight: Double?
    /// Whether the weight was written with a slant (Tokens Studio's `"Bold Italic"`).
    var isItalic = false
}
