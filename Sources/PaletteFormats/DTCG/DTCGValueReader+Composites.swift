internal import InternalPaletteUtilities
import Palette

extension DTCGValueReader {
    /// A value of `type` that is a part of a composite value: any value of the type, or a
    /// reference to a token of the type.
    mutating func part<Value>(
        _ type: DTCGType,
        _ site: Site?,
        reader: inout DocumentReader,
        _ extract: (DTCGValue) -> Value?
    ) -> Value? {
        guard let site, let value = read(type, site, reader: &reader) else { return nil }
        return extract(value)
    }

    mutating func color(part site: Site?, reader: inout DocumentReader) -> DTCGColor? {
        part(.color, site, reader: &reader) { if case .color(let color) = $0 { color } else { nil } }
    }

    mutating func dimension(part site: Site?, reader: inout DocumentReader) -> DTCGDimension? {
        part(.dimension, site, reader: &reader) { if case .dimension(let dimension) = $0 { dimension } else { nil } }
    }

    mutating func duration(part site: Site?, reader: inout DocumentReader) -> DTCGDuration? {
        part(.duration, site, reader: &reader) { if case .duration(let duration) = $0 { duration } else { nil } }
    }

    mutating func number(part site: Site?, reader: inout DocumentReader) -> Double? {
        part(.number, site, reader: &reader) { if case .number(let number) = $0 { number } else { nil } }
    }

    /// A stroke style: one of CSS's line style keywords, or `{"dashArray", "lineCap"}`.
    mutating func strokeStyle(_ site: Site, reader: inout DocumentReader) -> DTCGStrokeStyle? {
        if case .string(let keyword) = site.node.value {
            guard DTCGStrokeStyle.keywords.contains(keyword) else {
                let rule =
                    "a stroke style keyword is one of " + DTCGStrokeStyle.keywords.sorted().joined(separator: ", ")
                Self.invalid(site, keyword, rule, &reader)
                return nil
            }
            return .keyword(keyword)
        }
        guard let fields = fields(site, of: .strokeStyle, required: ["dashArray", "lineCap"], reader: &reader),
            let dashSite = fields["dashArray"].flatMap({ resolveRaw($0, part: "a stroke style", reader: &reader) }),
            let capSite = fields["lineCap"].flatMap({ resolveRaw($0, part: "a stroke style", reader: &reader) })
        else { return nil }
        guard case .array(let elements) = dashSite.node.value else {
            Self.mismatch(dashSite, expected: "an array of dimensions (dashes and gaps)", &reader)
            return nil
        }
        guard !elements.isEmpty else {
            Self.invalid(dashSite, "[]", "a dash array has at least one dimension", &reader)
            return nil
        }
        let dashes = elements.enumerated().map { index, element in
            dimension(part: dashSite.element(element, at: index), reader: &reader)
        }
        guard let lineCap = capSite.node.string, DTCGStrokeStyle.lineCaps.contains(lineCap) else {
            let rule = "a line cap is " + DTCGStrokeStyle.lineCaps.sorted().joined(separator: ", ")
            Self.invalid(capSite, capSite.node.string ?? capSite.node.value.typeDescription, rule, &reader)
            return nil
        }
        let valid = dashes.compactMap { $0 }
        return valid.count == dashes.count ? .dashes(valid, lineCap: lineCap) : nil
    }

    /// A border: `{"color", "width", "style"}`; in files not held to DTCG 2025.10 also CSS's
    /// `border` shorthand (`"1px solid #d0d7de"`).
    mutating func border(_ site: Site, reader: inout DocumentReader) -> DTCGValue? {
        if !site.isStrict, case .string(let text) = site.node.value {
            return cssBorder(text, at: site, reader: &reader)
        }
        guard let fields = fields(site, of: .border, required: ["color", "width", "style"], reader: &reader) else {
            return nil
        }
        let color = color(part: fields["color"], reader: &reader)
        let width = dimension(part: fields["width"], reader: &reader)
        let style = part(.strokeStyle, fields["style"], reader: &reader) {
            if case .strokeStyle(let style) = $0 { style } else { nil }
        }
        guard let color, let width, let style else { return nil }
        return .border(color: color, width: width, style: style)
    }

    /// A transition: `{"duration", "delay", "timingFunction"}`; in files not held to DTCG 2025.10
    /// also CSS's `transition` shorthand (`"opacity 200ms ease-in-out"`).
    mutating func transition(_ site: Site, reader: inout DocumentReader) -> DTCGValue? {
        if !site.isStrict, case .string(let text) = site.node.value {
            return cssTransition(text, at: site, reader: &reader)
        }
        guard
            let fields = fields(
                site,
                of: .transition,
                required: ["duration", "delay", "timingFunction"],
                reader: &reader
            )
        else { return nil }
        let length = duration(part: fields["duration"], reader: &reader)
        let delay = duration(part: fields["delay"], reader: &reader)
        let curve = part(.cubicBezier, fields["timingFunction"], reader: &reader) {
            if case .cubicBezier(let points) = $0 { points } else { nil }
        }
        guard let length, let delay, let curve else { return nil }
        return .transition(duration: length, delay: delay, timingFunction: curve)
    }

    /// A shadow, or a non-empty array of shadows and references to shadow tokens (each naming
    /// one shadow); in files not held to DTCG 2025.10 also CSS's `box-shadow`
    /// (`"0 1px 2px #0003, 0 4px 8px #0002"`).
    mutating func shadow(_ site: Site, reader: inout DocumentReader) -> [DTCGShadow]? {
        if !site.isStrict, case .string(let text) = site.node.value {
            return cssShadow(text, at: site, reader: &reader)
        }
        guard case .array(let elements) = site.node.value else {
            return shadowObject(site, reader: &reader).map { [$0] }
        }
        guard !elements.isEmpty else {
            Self.invalid(site, "[]", "a list of shadows has at least one shadow", &reader)
            return nil
        }
        var shadows: [DTCGShadow] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            let elementSite = site.element(element, at: index)
            let isReference =
                Self.pointerReference(in: element) != nil
                || element.string.map { AliasSyntax.alias(in: $0) != .none } == true
            if !site.isStrict, !isReference, case .string(let text) = element.value {
                // A list of layers each written as CSS.
                if let layers = cssShadow(text, at: elementSite, reader: &reader) {
                    shadows += layers
                } else {
                    valid = false
                }
                continue
            }
            guard isReference else {
                if element.members == nil {
                    Self.mismatch(elementSite, expected: "a shadow object or a reference to a shadow token", &reader)
                    valid = false
                } else if let shadow = shadowObject(elementSite, reader: &reader) {
                    shadows.append(shadow)
                } else {
                    valid = false
                }
                continue
            }
            guard case .shadow(let referenced)? = read(.shadow, elementSite, reader: &reader) else {
                valid = false
                continue
            }
            guard referenced.count == 1 else {
                Self.invalid(
                    elementSite,
                    "\(referenced.count) shadows",
                    "a reference in a list of shadows names one shadow",
                    &reader
                )
                valid = false
                continue
            }
            shadows += referenced
        }
        return valid ? shadows : nil
    }

    private mutating func shadowObject(_ site: Site, reader: inout DocumentReader) -> DTCGShadow? {
        if !site.isStrict, site.node.members?.contains(where: { $0.key == "x" || $0.key == "y" }) == true {
            return tokensStudioShadow(site, reader: &reader)
        }
        // Older drafts and Style Dictionary leave out a spread of 0.
        let parts = ["color", "offsetX", "offsetY", "blur"] + (site.isStrict ? ["spread"] : [])
        let optional = ["inset"] + (site.isStrict ? [] : ["spread"])
        guard let fields = fields(site, of: .shadow, required: parts, optional: optional, reader: &reader) else {
            return nil
        }
        let color = color(part: fields["color"], reader: &reader)
        let offsetX = dimension(part: fields["offsetX"], reader: &reader)
        let offsetY = dimension(part: fields["offsetY"], reader: &reader)
        let blur = dimension(part: fields["blur"], reader: &reader)
        let spread =
            fields["spread"] == nil
            ? DTCGDimension(value: 0, unit: "px") : dimension(part: fields["spread"], reader: &reader)
        var inset: Bool? = false
        if let insetSite = fields["inset"] {
            let plain = resolveRaw(insetSite, part: "a shadow", reader: &reader)
            if case .bool(let flag)? = plain?.node.value {
                inset = flag
            } else {
                if let plain { Self.mismatch(plain, expected: "true or false", &reader) }
                inset = nil
            }
        }
        guard let color, let offsetX, let offsetY, let blur, let spread, let inset else { return nil }
        return DTCGShadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// A gradient: a non-empty array of stops and references to gradient tokens or stops.
    mutating func gradient(_ site: Site, reader: inout DocumentReader) -> [DTCGGradientStop]? {
        if !site.isStrict, case .string(let text) = site.node.value, CSSLinearGradient.isGradient(text) {
            return cssGradient(text, at: site, reader: &reader)
        }
        guard case .array(let elements) = site.node.value else {
            Self.mismatch(site, expected: "an array of gradient stops", &reader)
            return nil
        }
        guard !elements.isEmpty else {
            Self.invalid(site, "[]", "a gradient has at least one stop", &reader)
            return nil
        }
        var stops: [DTCGGradientStop] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            let elementSite = site.element(element, at: index)
            guard let plain = resolveRaw(elementSite, part: nil, reader: &reader),
                let found = read(
                    through: elementSite,
                    text: element.string ?? Self.pointerReference(in: element) ?? "",
                    to: plain,
                    as: "a gradient stop",
                    reader: &reader,
                    { this, plain, reader in this.gradientStops(plain, reader: &reader) }
                )
            else {
                valid = false
                continue
            }
            stops += found
        }
        return valid ? stops : nil
    }

    /// The stops of CSS's `linear-gradient(…)` (``CSSLinearGradient``), each colour read as a
    /// colour string is (a reference too). A direction other than CSS's default, top to bottom, is
    /// no part of a gradient token: it is counted for the file's one warning.
    private mutating func cssGradient(
        _ text: String,
        at site: Site,
        reader: inout DocumentReader
    ) -> [DTCGGradientStop]? {
        let parsed: CSSLinearGradient.Parsed
        do throws(CSSLinearGradient.Problem) {
            parsed = try CSSLinearGradient.parse(text)
        } catch {
            Self.invalid(site, text, error.reason, &reader)
            return nil
        }
        var stops: [DTCGGradientStop] = []
        for stop in parsed.stops {
            guard case .color(let color)? = read(.color, site.holding(stop.color), reader: &reader) else { return nil }
            stops.append(DTCGGradientStop(color: color, position: min(max(stop.position, 0), 1)))
        }
        if let angle = parsed.angle, angle.truncatingRemainder(dividingBy: 360) != 180 {
            tally.convert(OffSpecTally.gradientDirection, file: site.file)
        }
        return stops
    }

    /// One stop, or the stops of a gradient a reference leads to.
    private mutating func gradientStops(_ site: Site, reader: inout DocumentReader) -> [DTCGGradientStop]? {
        switch site.node.value {
        case .object: return gradientStop(site, reader: &reader).map { [$0] }
        case .array: return gradient(site, reader: &reader)
        default:
            Self.mismatch(site, expected: "a gradient stop {\"color\", \"position\"} or a reference to one", &reader)
            return nil
        }
    }

    /// A stop; a position outside `0...1` counts as the nearest end, as the format says.
    private mutating func gradientStop(_ site: Site, reader: inout DocumentReader) -> DTCGGradientStop? {
        guard let fields = fields(site, of: .gradient, required: ["color", "position"], reader: &reader) else {
            return nil
        }
        let color = color(part: fields["color"], reader: &reader)
        let position = number(part: fields["position"], reader: &reader)
        guard let color, let position else { return nil }
        return DTCGGradientStop(color: color, position: min(max(position, 0), 1))
    }
}
