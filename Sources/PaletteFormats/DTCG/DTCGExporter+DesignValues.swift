internal import InternalPaletteUtilities
import Palette

extension DTCGExporter {
    /// A font family: one name as a string, several as an array, in order.
    static func fontFamily(_ stack: FontStack) -> JSONValue {
        stack.names.count == 1
            ? .string(stack.names[0]) : .array(stack.names.map { JSONNode(.string($0)) })
    }

    /// A duration in the unit it was written in: `{"value": 250, "unit": "ms"}`.
    static func duration(_ duration: ThemeDuration) -> JSONValue {
        .orderedObject([("value", .number(duration.value)), ("unit", .string(duration.unit.rawValue))])
    }

    /// A cubic Bézier's four numbers.
    static func cubicBezier(_ curve: CubicBezier) -> JSONValue {
        .array(curve.points.map { JSONNode(.number($0)) })
    }

    /// A shadow: one layer as an object, several as an array. DTCG has no shadow of no layers:
    /// ``/Palette/ThemeShadow/none`` is one clear layer of no size, which draws nothing either.
    static func shadow(_ shadow: ThemeShadow) -> JSONValue {
        let drawn =
            shadow.layers.isEmpty
            ? [ThemeShadow.Layer(color: .clear, offsetX: 0, offsetY: 0, blur: 0, spread: 0)] : shadow.layers
        let layers = drawn.map { layer -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("color", colorValue(layer.color)), ("offsetX", dimension(layer.offsetX)),
                ("offsetY", dimension(layer.offsetY)), ("blur", dimension(layer.blur)),
                ("spread", dimension(layer.spread)),
            ]
            if layer.inset { members.append(("inset", .bool(true))) }
            return .orderedObject(members)
        }
        return layers.count == 1 ? layers[0] : .array(layers.map { JSONNode($0) })
    }

    /// A gradient's stops, in the order they were written.
    static func gradient(_ gradient: ThemeGradient) -> JSONValue {
        .array(
            gradient.stops.map { stop in
                JSONNode(.orderedObject([("color", colorValue(stop.color)), ("position", .number(stop.position))]))
            }
        )
    }

    /// A border: colour, width and stroke style.
    static func border(_ border: ThemeBorder) -> JSONValue {
        .orderedObject([
            ("color", colorValue(border.color)), ("width", dimension(border.width)),
            ("style", strokeStyle(border.style)),
        ])
    }

    /// A stroke style: its keyword, or its dashes and line cap.
    static func strokeStyle(_ style: ThemeStrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashes(let lengths, let cap):
            .orderedObject([
                ("dashArray", .array(lengths.map { JSONNode(dimension($0)) })), ("lineCap", .string(cap.rawValue)),
            ])
        }
    }

    /// A transition: duration, delay and timing function.
    static func transition(_ transition: ThemeTransition) -> JSONValue {
        .orderedObject([
            ("duration", duration(transition.duration)), ("delay", duration(transition.delay)),
            ("timingFunction", cubicBezier(transition.timingFunction)),
        ])
    }
}
