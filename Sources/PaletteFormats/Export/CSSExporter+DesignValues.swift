internal import InternalPaletteUtilities
import Palette

extension CSSExporter {
    /// `box-shadow` text: every layer, the first on top, `inset` where a layer is one;
    /// `none` for no layer.
    static func shadow(_ shadow: ThemeShadow) -> String {
        guard !shadow.layers.isEmpty else { return "none" }
        return shadow.layers.map { layer in
            let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length)
            return ((layer.inset ? ["inset"] : []) + lengths + [layer.color.cssText]).joined(separator: " ")
        }
        .joined(separator: ", ")
    }

    /// `linear-gradient(...)` from top to bottom, CSS's default direction, with each stop at its
    /// position.
    static func gradient(_ gradient: ThemeGradient) -> String {
        let stops = gradient.stops.map { "\($0.color.cssText) \(NumberText.plain($0.position * 100))%" }
        return "linear-gradient(\(stops.joined(separator: ", ")))"
    }

    /// The `border` shorthand: width, style, colour.
    static func border(_ border: ThemeBorder) -> String {
        "\(length(border.width)) \(strokeStyle(border.style)) \(border.color.cssText)"
    }

    /// A `border-style`: the keyword, or `dashed` for dashes CSS cannot draw as written.
    static func strokeStyle(_ style: ThemeStrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }

    /// `cubic-bezier(x1, y1, x2, y2)`.
    static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(\(curve.points.map(NumberText.plain).joined(separator: ", ")))"
    }

    /// The `transition` shorthand's time and easing: duration, timing function, delay.
    static func transition(_ transition: ThemeTransition) -> String {
        "\(transition.duration) \(cubicBezier(transition.timingFunction)) \(transition.delay)"
    }
}
