internal import InternalPaletteUtilities
import Palette

/// A design token drawn beside its text in the preview's token table: a shadowed card, a
/// gradient swatch, a border sample, the easing curve of a cubic Bézier or a transition, or a
/// specimen set in a font stack or a typography token with its line height and letter spacing.
///
/// The CSS is the CSS export's (``CSSExporter``), written as an inline style through
/// ``MarkupWriter``, so it is escaped as every other value from a theme.
struct PreviewTokenSample: Equatable {
    /// How a token is drawn.
    enum Drawing: Equatable {
        /// A small box with a class of the style sheet and an inline style.
        case box(className: String, style: String)
        /// The curve of a timing function, as an SVG path.
        case curve(CubicBezier)
        /// A line of text in an inline style.
        case specimen(style: String)
    }

    /// The text a specimen shows.
    static let specimenText = "Sphinx of black quartz, judge my vow"

    let drawing: Drawing

    /// The drawing of `value`; `nil` for kinds the table shows as text only (colours have their
    /// chip).
    init?(_ value: TokenValue) {
        switch value {
        case .shadow(let shadow):
            drawing = .box(className: "sample sample-card", style: "box-shadow:\(CSSExporter.shadow(shadow))")
        case .gradient(let gradient):
            drawing = .box(className: "sample", style: "background-image:\(CSSExporter.gradient(gradient))")
        case .border(let border):
            drawing = .box(className: "sample sample-border", style: "border:\(CSSExporter.border(border))")
        case .strokeStyle(let style):
            drawing = .box(
                className: "sample sample-border",
                style: "border:2px \(CSSExporter.strokeStyle(style)) currentColor"
            )
        case .cubicBezier(let curve): drawing = .curve(curve)
        case .transition(let transition): drawing = .curve(transition.timingFunction)
        case .fontFamily(let stack): drawing = .specimen(style: "font-family:\(stack.css)")
        case .font(let font):
            let spacing = font.letterSpacing.map { ";letter-spacing:\(CSSExporter.length($0))" } ?? ""
            drawing = .specimen(style: "font:\(CSSExporter.font(font))\(spacing)")
        default: return nil
        }
    }

    /// The curve's path in a 100 × 100 box, y up: from (0, 0) to (1, 1) through the two control
    /// points.
    static func path(of curve: CubicBezier) -> String {
        func x(_ value: Double) -> String { NumberText.plain((value * 100 * 1000).rounded() / 1000) }
        func y(_ value: Double) -> String { NumberText.plain(((1 - value) * 100 * 1000).rounded() / 1000) }
        let points = curve.points
        return "M0 100C\(x(points[0])) \(y(points[1])) \(x(points[2])) \(y(points[3])) 100 0"
    }

    /// Writes the drawing.
    func write(to page: inout MarkupWriter) {
        switch drawing {
        case .box(let className, let style):
            page.element("span", [("class", className), ("style", style)], text: "")
        case .curve(let curve):
            // Room above and below the unit square for curves that overshoot.
            page.open(
                "svg",
                [
                    ("class", "sample-curve"), ("viewBox", "-10 -40 120 180"), ("width", "36"), ("height", "54"),
                    ("aria-hidden", "true"),
                ]
            )
            page.empty("rect", [("x", "0"), ("y", "0"), ("width", "100"), ("height", "100"), ("class", "curve-box")])
            page.empty("path", [("d", Self.path(of: curve)), ("class", "curve-line")])
            page.close("svg")
        case .specimen(let style):
            page.element("span", [("class", "specimen"), ("style", style)], text: Self.specimenText)
        }
    }
}
