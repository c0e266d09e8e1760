internal import InternalPaletteUtilities
import Palette

extension DTCGColorSpace {
    /// What one component of a colour space may be, as the DTCG 2025.10 colour module says.
    struct Component: Sendable {
        /// The component's name: `red`, `hue`, `lightness`.
        var name: String
        /// The least value, if there is one.
        var lower: Double?
        /// The greatest value, if there is one.
        var upper: Double?
        /// Whether the greatest value is itself excluded (hues are below 360).
        var upperIsExcluded = false

        /// Whether a value is in the component's range.
        func contains(_ value: Double) -> Bool {
            if let lower, value < lower { return false }
            guard let upper else { return true }
            return upperIsExcluded ? value < upper : value <= upper
        }

        /// The range in words: `from 0 to 1`, `from 0 up to but not including 360`.
        var range: String {
            switch (lower, upper) {
            case (let lower?, let upper?) where upperIsExcluded:
                "from \(NumberText.plain(lower)) up to but not including \(NumberText.plain(upper))"
            case (let lower?, let upper?): "from \(NumberText.plain(lower)) to \(NumberText.plain(upper))"
            case (let lower?, nil): "\(NumberText.plain(lower)) or more"
            default: "any number"
            }
        }
    }

    /// The space's three components in order, with their ranges.
    var components: [Component] {
        let unit = { (name: String) in Component(name: name, lower: 0, upper: 1) }
        let percentage = { (name: String) in Component(name: name, lower: 0, upper: 100) }
        let hue = Component(name: "hue", lower: 0, upper: 360, upperIsExcluded: true)
        let chroma = Component(name: "chroma", lower: 0)
        let axis = { (name: String) in Component(name: name) }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [unit("red"), unit("green"), unit("blue")]
        case .xyzD65, .xyzD50:
            return [unit("x"), unit("y"), unit("z")]
        case .hsl: return [hue, percentage("saturation"), percentage("lightness")]
        case .hwb: return [hue, percentage("whiteness"), percentage("blackness")]
        case .lab: return [percentage("lightness"), axis("a"), axis("b")]
        case .lch: return [percentage("lightness"), chroma, hue]
        case .oklab: return [unit("lightness"), axis("a"), axis("b")]
        case .oklch: return [unit("lightness"), chroma, hue]
        }
    }
}
