extension DTCGValueReader {
    /// A value of `type` that is a part of a composite value: any value of the type, or a
    /// reference to a token of the type.
    private mutating func part<Value>(
        _ type: DTCGType,
        _ site: Site?,
        reader: inout DocumentReader,
        _ extract: (DTCGValue) -> Value?
    ) -> Value? {
        guard let site, let value = read(type, site, reader: &reader) else { return nil }
        return extract(value)
    }

    private mutating func color(part site: Site?, reader: inout DocumentReader) -> DTCGColor? {
        part(.color, site, reader: &reader) { if case .color(let color) = $0 { color } else { nil } }
    }

    private mutating func dimension(part site: Site?, reader: inout DocumentReader) -> DTCGDimension? {
        part(.dimension, site, reader: &reader) { if case .dimension(let dimension) = $0 { dimension } else { nil } }
    }

    private mutating func duration(part site: Site?, reader: inout DocumentReader) -> DTCGDuration? {
        part(.duration, site, reader: &reader) { if case .duration(let duration) = $0 { duration } else { nil } }
    }

    private mutating func number(part site: Site?, reader: inout DocumentReader) -> Double? {
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

    /// A border: `{"color", "width", "style"}`.
    mutating func border(_ site: Site, reader: inout DocumentReader) -> DTCGValue? {
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

    /// A transition: `{"duration", "delay", "timingFunction"}`.
    mutating func transition(_ site: Site, reader: inout DocumentReader) -> DTCGValue? {
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
    /// one shadow).
    mutating func shadow(_ site: Site, reader: inout DocumentReader) -> [DTCGShadow]? {
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
                || element.string.map { DTCGReference.alias(in: $0) != .none } == true
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
        let parts = ["color", "offsetX", "offsetY", "blur", "spread"]
        guard let fields = fields(site, of: .shadow, required: parts, optional: ["inset"], reader: &reader) else {
            return nil
        }
        let color = color(part: fields["color"], reader: &reader)
        let offsetX = dimension(part: fields["offsetX"], reader: &reader)
        let offsetY = dimension(part: fields["offsetY"], reader: &reader)
        let blur = dimension(part: fields["blur"], reader: &reader)
        let spread = dimension(part: fields["spread"], reader: &reader)
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

    /// A typography value: `{"fontFamily", "fontSize", "fontWeight", "letterSpacing",
    /// "lineHeight"}`, all required in DTCG 2025.10. Files of older drafts may leave parts out
    /// and write the line height as a percentage (`"150%"`).
    mutating func typography(_ site: Site, reader: inout DocumentReader) -> DTCGTypography? {
        let parts = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        let strict = site.isStrict
        guard
            let fields = fields(
                site,
                of: .typography,
                required: strict ? parts : [],
                optional: strict ? [] : parts + Self.tokensStudioTypographyParts,
                reader: &reader
            )
        else { return nil }
        var typography = DTCGTypography()
        var valid = true
        func check<Value>(_ value: Value?, _ key: String) -> Value? {
            if value == nil, fields[key] != nil { valid = false }
            return value
        }
        typography.fontFamily = check(
            part(.fontFamily, fields["fontFamily"], reader: &reader) {
                if case .fontFamily(let names) = $0 { names } else { nil }
            },
            "fontFamily"
        )
        typography.fontSize = check(dimension(part: fields["fontSize"], reader: &reader), "fontSize")
        typography.fontWeight = check(
            part(.fontWeight, fields["fontWeight"], reader: &reader) {
                if case .fontWeight(let weight) = $0 { weight } else { nil }
            },
            "fontWeight"
        )
        if !strict {
            // Tokens Studio writes letter spacing in % of the size, and italics in the weight.
            let outer = conventions.units
            conventions.units.percentIsEm = true
            typography.letterSpacing = check(dimension(part: fields["letterSpacing"], reader: &reader), "letterSpacing")
            conventions.units = outer
            if let weightSite = fields["fontWeight"], let plain = resolveRaw(weightSite, part: nil, reader: &reader),
                let name = plain.node.string
            {
                typography.isItalic = Self.styleFree(name).isItalic
            }
        } else {
            typography.letterSpacing = check(dimension(part: fields["letterSpacing"], reader: &reader), "letterSpacing")
        }
        if let lineHeightSite = fields["lineHeight"], !strict {
            let read = olderLineHeight(lineHeightSite, size: typography.fontSize, reader: &reader)
            typography.lineHeight = read.value
            valid = valid && !read.failed
        } else {
            typography.lineHeight = check(number(part: fields["lineHeight"], reader: &reader), "lineHeight")
        }
        return valid ? typography : nil
    }

    /// The parts of Tokens Studio's typography that DTCG's has not, read past: Palette's fonts
    /// have no paragraph spacing, indent, case or decoration.
    static let tokensStudioTypographyParts = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// A line height as older drafts and Tokens Studio write it: a number (a multiple of the
    /// size), a percentage (`"150%"`), a length (`"24px"`, divided by the size), or `"AUTO"`
    /// (the font's own, which is no line height at all here).
    private mutating func olderLineHeight(
        _ site: Site,
        size: DTCGDimension?,
        reader: inout DocumentReader
    ) -> (value: Double?, failed: Bool) {
        guard let plain = resolveRaw(site, part: nil, reader: &reader) else { return (nil, true) }
        guard let text = plain.node.string, let (value, unit) = Dimension.split(text), !unit.isEmpty, unit != "%"
        else {
            if plain.node.string?.trimmingSpaces.lowercased() == "auto" { return (nil, false) }
            let number = number(part: site, reader: &reader)
            return (number, number == nil)
        }
        guard let size, let points = DTCGImporter.dimension(size)?.points(), points > 0,
            let height = Dimension.unit(named: unit).map({ Dimension(value, $0).points(fontSize: points) })
        else {
            Self.invalid(
                plain,
                text,
                "a line height in a unit needs a font size in points to be a multiple of",
                &reader
            )
            return (nil, true)
        }
        return (height / points, false)
    }
}
