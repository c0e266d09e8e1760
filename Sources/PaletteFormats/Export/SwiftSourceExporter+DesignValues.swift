import Palette

extension SwiftSourceExporter {
    /// A shadow, gradient, border, stroke style, duration, cubic Bézier, transition, font family,
    /// font weight, text or flag written as its own type's expression.
    static func designLiteral(_ value: TokenValue) -> String {
        switch value {
        case .fontFamily(let stack): "\(qualified("FontStack"))([\(stack.names.map(literal).joined(separator: ", "))])"
        case .fontWeight(let value): weight(value)
        case .duration(let value): duration(value)
        case .cubicBezier(let curve): cubicBezier(curve)
        case .shadow(let shadow):
            "\(qualified("ThemeShadow"))([\(shadow.layers.map(layer).joined(separator: ", "))])"
        case .gradient(let gradient):
            "\(qualified("ThemeGradient"))([\(gradient.stops.map(stop).joined(separator: ", "))])"
        case .border(let border):
            "\(qualified("ThemeBorder"))(color: \(color(border.color)), width: \(dimension(border.width)), "
                + "style: \(strokeStyle(border.style)))"
        case .strokeStyle(let style): strokeStyle(style)
        case .transition(let transition):
            "\(qualified("ThemeTransition"))(duration: \(duration(transition.duration)), "
                + "delay: \(duration(transition.delay)), timingFunction: \(cubicBezier(transition.timingFunction)))"
        case .text(let text): literal(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .color(let value): color(value)
        case .dimension(let value): dimension(value)
        case .font(let value): font(value)
        case .number(let number): "\(number)"
        case .image(let asset): image(asset)
        }
    }

    private static func duration(_ duration: ThemeDuration) -> String {
        "\(qualified("ThemeDuration"))(\(duration.value), .\(duration.unit == .seconds ? "seconds" : "milliseconds"))"
    }

    private static func cubicBezier(_ curve: CubicBezier) -> String {
        "(\(qualified("CubicBezier"))(\(curve.points.map { "\($0)" }.joined(separator: ", "))) ?? .ease)"
    }

    private static func layer(_ layer: ThemeShadow.Layer) -> String {
        "\(qualified("ThemeShadow")).Layer(color: \(color(layer.color)), offsetX: \(dimension(layer.offsetX)), "
            + "offsetY: \(dimension(layer.offsetY)), blur: \(dimension(layer.blur)), "
            + "spread: \(dimension(layer.spread)), inset: \(layer.inset))"
    }

    private static func stop(_ stop: ThemeGradient.Stop) -> String {
        "\(qualified("ThemeGradient")).Stop(color: \(color(stop.color)), position: \(stop.position))"
    }

    private static func strokeStyle(_ style: ThemeStrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): "\(qualified("ThemeStrokeStyle")).keyword(.\(keyword.rawValue))"
        case .dashes(let lengths, let cap):
            "\(qualified("ThemeStrokeStyle")).dashes([\(lengths.map(dimension).joined(separator: ", "))], "
                + "lineCap: .\(cap.rawValue))"
        }
    }
}
