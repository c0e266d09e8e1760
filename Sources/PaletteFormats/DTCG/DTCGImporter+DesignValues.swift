internal import InternalPaletteUtilities
import Palette

extension DTCGImporter {
    /// A font family, font weight, duration, cubic Bézier, stroke style, border, transition,
    /// shadow or gradient as Palette's value of its kind, or `nil` (and one warning naming the
    /// token and why) when a part has no Palette form (a length in `%`).
    func designValue(
        of value: DTCGValue,
        type: DTCGType,
        token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> TokenValue? {
        var problem: String?
        func length(_ dimension: DTCGDimension) -> Dimension {
            guard let kept = Self.dimension(dimension), kept.hasFinitePoints else {
                problem = problem ?? "length '\(NumberText.plain(dimension.value))\(dimension.unit)'"
                return 0
            }
            return kept
        }
        func color(_ color: DTCGColor) -> ThemeColor { themeColor(color, of: token, reader: &reader) }
        func stroke(_ style: DTCGStrokeStyle) -> ThemeStrokeStyle {
            switch style {
            case .keyword(let name):
                return ThemeStrokeStyle.Keyword(rawValue: name).map(ThemeStrokeStyle.keyword) ?? .solid
            case .dashes(let lengths, let cap):
                return .dashes(lengths.map(length), lineCap: ThemeStrokeStyle.LineCap(rawValue: cap) ?? .butt)
            }
        }
        func curve(_ points: [Double]) -> CubicBezier {
            guard let curve = CubicBezier(points) else {
                problem = problem ?? "cubic Bézier \(points.map(NumberText.plain))"
                return .ease
            }
            return curve
        }
        let result: TokenValue
        switch value {
        case .fontFamily(let names):
            result = .fontFamily(FontStack(names))
        case .fontWeight(let number):
            guard let weight = FontWeight(rawValue: Int(number.rounded())) else {
                problem = "font weight \(NumberText.plain(number))"
                result = .fontWeight(.regular)
                break
            }
            result = .fontWeight(weight)
        case .duration(let duration):
            result = .duration(Self.duration(duration))
        case .cubicBezier(let points):
            result = .cubicBezier(curve(points))
        case .strokeStyle(let style):
            result = .strokeStyle(stroke(style))
        case .border(let borderColor, let width, let style):
            result = .border(ThemeBorder(color: color(borderColor), width: length(width), style: stroke(style)))
        case .transition(let duration, let delay, let timing):
            result = .transition(
                ThemeTransition(
                    duration: Self.duration(duration),
                    delay: Self.duration(delay),
                    timingFunction: curve(timing)
                )
            )
        case .shadow(let layers):
            result = .shadow(
                ThemeShadow(
                    layers.map { layer in
                        ThemeShadow.Layer(
                            color: color(layer.color),
                            offsetX: length(layer.offsetX),
                            offsetY: length(layer.offsetY),
                            blur: length(layer.blur),
                            spread: length(layer.spread),
                            inset: layer.inset
                        )
                    }
                )
            )
        case .gradient(let stops):
            result = .gradient(ThemeGradient(stops.map { .init(color: color($0.color), position: $0.position) }))
        case .color, .dimension, .number, .typography:
            return nil
        }
        if let problem {
            skip(token, feature: problem, because: "Palette has no such \(type.rawValue) values", reader: &reader)
            return nil
        }
        return result
    }

    /// A duration in the unit it was written in.
    static func duration(_ duration: DTCGDuration) -> ThemeDuration {
        ThemeDuration(duration.value, duration.unit == "s" ? .seconds : .milliseconds)
    }
}
