internal import InternalPaletteUtilities
import Palette

extension DTCGValue {
    /// The value as DTCG 2025.10 writes it, every reference in it followed: what a resolver
    /// resolves a token to.
    var jsonValue: JSONValue {
        switch self {
        case .color(let color): color.jsonValue
        case .dimension(let dimension): dimension.jsonValue
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : Self.array(names.map(JSONValue.string))
        case .fontWeight(let weight): .number(weight)
        case .duration(let duration):
            .orderedObject([("value", .number(duration.value)), ("unit", .string(duration.unit))])
        case .cubicBezier(let points): Self.array(points.map(JSONValue.number))
        case .number(let number): .number(number)
        case .strokeStyle(let style): style.jsonValue
        case .border(let color, let width, let style):
            .orderedObject([("color", color.jsonValue), ("width", width.jsonValue), ("style", style.jsonValue)])
        case .transition(let duration, let delay, let timingFunction):
            .orderedObject([
                ("duration", DTCGValue.duration(duration).jsonValue), ("delay", DTCGValue.duration(delay).jsonValue),
                ("timingFunction", Self.array(timingFunction.map(JSONValue.number))),
            ])
        case .shadow(let shadows):
            shadows.count == 1 ? shadows[0].jsonValue : Self.array(shadows.map(\.jsonValue))
        case .gradient(let stops):
            Self.array(
                stops.map { .orderedObject([("color", $0.color.jsonValue), ("position", .number($0.position))]) }
            )
        case .typography(let typography): typography.jsonValue
        }
    }

    static func array(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }
}

extension DTCGColor {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(colorSpace)),
            ("components", DTCGValue.array(components.map { $0.map(JSONValue.number) ?? .string("none") })),
            ("alpha", .number(alpha)),
        ]
        if let hex { members.append(("hex", .string(hex))) }
        return .orderedObject(members)
    }
}

extension DTCGDimension {
    var jsonValue: JSONValue { .orderedObject([("value", .number(value)), ("unit", .string(unit))]) }
}

extension DTCGStrokeStyle {
    var jsonValue: JSONValue {
        switch self {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashes, let lineCap):
            .orderedObject([
                ("dashArray", DTCGValue.array(dashes.map(\.jsonValue))), ("lineCap", .string(lineCap)),
            ])
        }
    }
}

extension DTCGShadow {
    var jsonValue: JSONValue {
        .orderedObject([
            ("color", color.jsonValue), ("offsetX", offsetX.jsonValue), ("offsetY", offsetY.jsonValue),
            ("blur", blur.jsonValue), ("spread", spread.jsonValue), ("inset", .bool(inset)),
        ])
    }
}

extension DTCGTypography {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = []
        if let fontFamily { members.append(("fontFamily", DTCGValue.fontFamily(fontFamily).jsonValue)) }
        if let fontSize { members.append(("fontSize", fontSize.jsonValue)) }
        if let fontWeight { members.append(("fontWeight", .number(fontWeight))) }
        if let letterSpacing { members.append(("letterSpacing", letterSpacing.jsonValue)) }
        if let lineHeight { members.append(("lineHeight", .number(lineHeight))) }
        return .orderedObject(members)
    }
}
