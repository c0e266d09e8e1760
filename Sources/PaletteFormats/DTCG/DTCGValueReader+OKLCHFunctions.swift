internal import InternalPaletteUtilities
import Palette

/// The OKLCH functions Tokens Studio's expressions write, with which a design system builds its
/// colour ramps from a few anchors (Equinor's: `set_chroma(set_lightness({palette.blue}, 0.9),
/// {gaussian.1} * {anchor.blue.c})`): `set_lightness`, `set_chroma` and `set_hue` give the colour
/// with that OKLCH part replaced (lightness 0 to 1, chroma from 0, hue in degrees), and
/// `lightness`, `chroma` and `hue` give the part of a colour as a number. Each colour argument is
/// read as a colour value is (a reference, another call, any colour text), each number as a
/// number value is (a reference, math, a number). Files held to DTCG 2025.10 have none of them.
extension DTCGValueReader {
    /// The functions, by the name files write.
    enum OKLCHFunction: String, CaseIterable {
        case setLightness = "set_lightness"
        case setChroma = "set_chroma"
        case setHue = "set_hue"
        case lightness
        case chroma
        case hue

        /// Whether it gives a colour (the setters) rather than a number.
        var givesColor: Bool {
            switch self {
            case .setLightness, .setChroma, .setHue: true
            case .lightness, .chroma, .hue: false
            }
        }

        /// The call a text is, with its arguments, or `nil` when it calls none of these.
        static func call(_ text: String) -> (function: OKLCHFunction, arguments: [String])? {
            guard let (name, inner) = CSSColorFunction.parts(of: text),
                let function = OKLCHFunction(rawValue: name.asciiCaseFolded)
            else { return nil }
            return (function, CSSColorFunction.split(inner, at: ","))
        }
    }

    /// The colour a setter computes; `.some(nil)` when it cannot (the problem is reported), `nil`
    /// when the text calls no setter.
    mutating func oklchColor(_ text: String, at site: Site, reader: inout DocumentReader) -> DTCGColor?? {
        guard let (function, arguments) = OKLCHFunction.call(text), function.givesColor else { return nil }
        guard arguments.count == 2 else {
            Self.invalid(site, text, "\(function.rawValue)() takes a colour and a number", &reader)
            return .some(nil)
        }
        guard let color = oklch(of: arguments[0], at: site, reader: &reader),
            case .number(let number)? = read(.number, argument(arguments[1], at: site), reader: &reader)
        else { return .some(nil) }
        let changed: OKLCH =
            switch function {
            case .setLightness:
                OKLCH(lightness: number, chroma: color.chroma, hue: color.hue, alpha: color.alpha)
            case .setChroma: OKLCH(lightness: color.lightness, chroma: number, hue: color.hue, alpha: color.alpha)
            default: OKLCH(lightness: color.lightness, chroma: color.chroma, hue: number, alpha: color.alpha)
            }
        guard (0...1).contains(changed.lightness), changed.chroma >= 0, changed.chroma.isFinite else {
            let rule = "an OKLCH lightness is from 0 to 1 and a chroma is 0 or more"
            Self.invalid(site, text, "\(rule); this gives \(NumberText.plain(number))", &reader)
            return .some(nil)
        }
        return .some(
            DTCGColor(
                colorSpace: DTCGColorSpace.oklch.rawValue,
                components: [changed.lightness, changed.chroma, changed.hue],
                alpha: changed.alpha
            )
        )
    }

    /// The number a getter computes; `.some(nil)` when it cannot, `nil` when the text calls no
    /// getter.
    mutating func oklchNumber(_ text: String, at site: Site, reader: inout DocumentReader) -> Double?? {
        guard let (function, arguments) = OKLCHFunction.call(text), !function.givesColor else { return nil }
        guard arguments.count == 1 else {
            Self.invalid(site, text, "\(function.rawValue)() takes a colour", &reader)
            return .some(nil)
        }
        guard let color = oklch(of: arguments[0], at: site, reader: &reader) else { return .some(nil) }
        switch function {
        case .lightness: return color.lightness
        case .chroma: return color.chroma
        default: return color.hue
        }
    }

    /// A colour argument in OKLCH: an OKLCH colour's own components, any other colour's converted.
    private mutating func oklch(of text: String, at site: Site, reader: inout DocumentReader) -> OKLCH? {
        guard case .color(let color)? = read(.color, argument(text, at: site), reader: &reader) else { return nil }
        if color.colorSpace == DTCGColorSpace.oklch.rawValue, color.components.count == 3 {
            let c = color.components.map { $0 ?? 0 }
            return OKLCH(lightness: c[0], chroma: c[1], hue: c[2], alpha: color.alpha)
        }
        return color.kept?.color.oklch
    }

    /// The site of an argument: its text where the call is.
    private func argument(_ text: String, at site: Site) -> Site {
        Site(
            node: JSONNode(.string(text), line: site.node.line, column: site.node.column),
            path: site.path,
            source: site.source,
            file: site.file,
            isStrict: site.isStrict
        )
    }
}
