internal import InternalPaletteUtilities
import Palette

extension DTCGValueReader {
    /// A dimension: `{"value": number, "unit": "px" | "rem"}`. Files of older drafts may also
    /// write a number (points), text (`"16px"`, `"1rem"`), and other units, which are read with
    /// a warning (`pt` and `dp` as points, `em` kept as `em`) or, when Palette has no such unit,
    /// kept for the importer to skip.
    mutating func dimension(_ site: Site, reader: inout DocumentReader) -> DTCGDimension? {
        if !site.isStrict {
            let bare = conventions.units.dimension
            switch site.node.value {
            case .number(let number): return DTCGDimension(value: number, unit: bare ?? "px")
            case .string(let written):
                var text = written
                if Dimension.split(text) == nil, let decimal = Self.decimalPoint(in: text) {
                    // A designer's decimal comma (`"2,5px"`): one number with a unit, so no list.
                    text = decimal
                    tally.convert(OffSpecTally.decimalComma, file: site.file)
                    reader.warning(
                        .interpreted(
                            what: "'\(written.clippedForMessage)'",
                            as: "'\(decimal)': a comma between digits in one length is a decimal comma",
                            location: site.location
                        )
                    )
                }
                guard let (value, unit) = Dimension.split(text) else {
                    Self.invalid(site, text, "a dimension is written like '16px' or '1rem'", &reader)
                    return nil
                }
                if unit.isEmpty, let bare { return DTCGDimension(value: value, unit: bare) }
                if unit == "%", conventions.units.percentIsEm { return DTCGDimension(value: value / 100, unit: "em") }
                let dimension = DTCGDimension(value: value, unit: unit)
                warnAboutUnit(of: dimension, written: text, at: site, reader: &reader)
                return dimension
            default: break
            }
        }
        // A lenient reading takes a bare number (Fluent's `"letterSpacing": 0`) as a length
        // without a unit, as it takes `{"value": 0, "unit": ""}`.
        let read: (value: Double, unit: String)?
        if site.isStrict, isLenient, case .number(let number) = site.node.value {
            read = (number, "")
        } else {
            read = measure(site, of: .dimension, units: Self.dimensionUnits, reader: &reader)
        }
        guard let measure = read else { return nil }
        let dimension = DTCGDimension(value: measure.value, unit: measure.unit)
        if site.isStrict, !Self.dimensionUnits.contains(dimension.unit), Dimension.unit(named: dimension.unit) != nil {
            tally.convert(dimension.unit, file: site.file)
        }
        warnAboutUnit(
            of: dimension,
            written: "\(NumberText.plain(measure.value))\(measure.unit)",
            at: site,
            reader: &reader
        )
        return dimension
    }

    /// A length written with a decimal comma (`"2,5px"`, `"-0,75rem"`) with a decimal point instead;
    /// `nil` for anything else: text with no unit (`"2,5"` may be a list of two numbers), more than
    /// one comma, or no digit on either side of it.
    static func decimalPoint(in text: String) -> String? {
        let trimmed = text.trimmingSpaces
        let unit = trimmed.reversed().prefix { $0.isLetter || $0 == "%" }
        let number = trimmed.dropLast(unit.count)
        let halves = number.split(separator: ",", omittingEmptySubsequences: false)
        guard !unit.isEmpty, halves.count == 2, let whole = halves.first, let fraction = halves.last,
            whole.last.map(Self.isDigit) == true, !fraction.isEmpty, fraction.allSatisfy(Self.isDigit)
        else { return nil }
        let decimal = "\(whole).\(fraction)\(String(unit.reversed()))"
        return Dimension.split(decimal) == nil ? nil : decimal
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// The units of DTCG 2025.10 dimensions.
    static let dimensionUnits = ["px", "rem"]

    /// A warning for a unit of an older draft that Palette reads as something else or keeps.
    private func warnAboutUnit(
        of dimension: DTCGDimension,
        written: String,
        at site: Site,
        reader: inout DocumentReader
    ) {
        guard !Self.dimensionUnits.contains(dimension.unit), let unit = Dimension.unit(named: dimension.unit) else {
            return
        }
        let how =
            switch unit {
            case .points: "was read as points"
            case .em: "was kept in em, relative to the font size"
            default: "was kept in \(unit.rawValue)"
            }
        reader.warning(
            .unsupported(
                feature: dimension.unit.isEmpty ? "dimension without a unit" : "unit '\(dimension.unit)'",
                reason: "DTCG dimensions are in 'px' or 'rem'; '\(written)' \(how)",
                location: site.location
            )
        )
    }

    /// A duration: `{"value": number, "unit": "ms" | "s"}`; files of older drafts may also
    /// write `"300ms"` or `"0.3s"`.
    mutating func duration(_ site: Site, reader: inout DocumentReader) -> DTCGDuration? {
        if !site.isStrict, let bare = conventions.units.duration, case .number(let number) = site.node.value {
            return DTCGDuration(value: number, unit: bare)
        }
        if !site.isStrict, case .string(let text) = site.node.value {
            if let bare = conventions.units.duration, let (value, unit) = Dimension.split(text), unit.isEmpty {
                return DTCGDuration(value: value, unit: bare)
            }
            guard let (value, unit) = Dimension.split(text), Self.durationUnits.contains(unit) else {
                Self.invalid(site, text, "a duration is {\"value\": 300, \"unit\": \"ms\"} or '300ms'", &reader)
                return nil
            }
            return DTCGDuration(value: value, unit: unit)
        }
        return measure(site, of: .duration, units: Self.durationUnits, reader: &reader).map {
            DTCGDuration(value: $0.value, unit: $0.unit)
        }
    }

    /// The units of DTCG 2025.10 durations.
    static let durationUnits = ["ms", "s"]

    /// The `value` and `unit` of a dimension or duration object. In files of older drafts a
    /// dimension may have other units; a duration may not.
    private mutating func measure(
        _ site: Site,
        of type: DTCGType,
        units: [String],
        reader: inout DocumentReader
    ) -> (value: Double, unit: String)? {
        guard let fields = fields(site, of: type, required: ["value", "unit"], reader: &reader),
            let valueSite = fields["value"].flatMap({ resolveRaw($0, part: type.noun, reader: &reader) }),
            let unitSite = fields["unit"].flatMap({ resolveRaw($0, part: type.noun, reader: &reader) })
        else { return nil }
        guard case .number(let value) = valueSite.node.value else {
            Self.mismatch(valueSite, expected: "a number", &reader)
            return nil
        }
        guard let unit = unitSite.node.string else {
            Self.mismatch(unitSite, expected: "a unit, " + units.map { "'\($0)'" }.joined(separator: " or "), &reader)
            return nil
        }
        let allowsOtherUnits = type == .dimension && (!unitSite.isStrict || isLenient)
        guard units.contains(unit) || allowsOtherUnits else {
            let names = units.map { "'\($0)'" }.joined(separator: " or ")
            Self.invalid(unitSite, unit, "the unit of \(type.noun) is \(names) in DTCG 2025.10", &reader)
            return nil
        }
        return (value, unit)
    }

    /// A number.
    mutating func number(_ site: Site, reader: inout DocumentReader) -> Double? {
        // Tokens Studio and Style Dictionary write numbers as text, opacities in percent.
        if !site.isStrict, let text = site.node.string {
            if let (value, unit) = Dimension.split(text), unit.isEmpty || unit == "%" {
                return unit.isEmpty ? value : value / 100
            }
            if text.trimmingSpaces.asciiCaseFolded == "auto" {
                // Tokens Studio's line height that is the font's own: no number to keep. Typography
                // that names it leaves its line height to the font; the token itself has no place.
                leaveOut(
                    feature: "value '\(text.clippedForMessage)'",
                    because: "it is the font's own line height, not a number, which only a typography token's"
                        + " line height can be (there it leaves the line height to the font)",
                    at: site,
                    reader: &reader
                )
                return nil
            }
        }
        guard case .number(let number) = site.node.value else {
            Self.mismatch(site, expected: "a number", &reader)
            return nil
        }
        return number
    }

    /// A font weight: a number from 1 to 1000 or one of DTCG's names, exactly as written there
    /// (files of older drafts may write names in any case and without hyphens).
    mutating func fontWeight(_ site: Site, reader: inout DocumentReader) -> Double? {
        switch site.node.value {
        case .number(let number):
            guard (1...1000).contains(number) else {
                Self.invalid(site, NumberText.plain(number), "a font weight is a number from 1 to 1000", &reader)
                return nil
            }
            return number
        case .string(let name):
            if site.isStrict, !Self.fontWeightNames.contains(name) {
                let rule =
                    "a font weight name is one of " + Self.fontWeightNames.joined(separator: ", ") + " (in lower case)"
                Self.invalid(site, name, rule, &reader)
                return nil
            }
            do throws(ThemeError) {
                let weight = site.isStrict ? name : Self.styleFree(name).weight
                return Double(try FontWeight(name: weight).rawValue)
            } catch {
                // A Figma style name Tokens Studio copies (`Demi`, `Expanded Medium`): its weight
                // word, read as a font's style is (`PostScriptFontName`); a width is no weight.
                if !site.isStrict, let style = PostScriptFontName.style(name.filter { !" -_".contains($0) }[...]) {
                    return Double((style.weight ?? .regular).rawValue)
                }
                reader.error(error.located(site.location))
                return nil
            }
        default:
            Self.mismatch(site, expected: "a font weight number or name", &reader)
            return nil
        }
    }

    /// A weight name as Tokens Studio writes Figma's styles (`"Bold Italic"`), without its slant
    /// words: the weight (`"Bold"`, or `"Regular"` for `"Italic"` alone), and whether it is italic.
    static func styleFree(_ name: String) -> (weight: String, isItalic: Bool) {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        let weight = words.filter { !slantWords.contains($0.asciiCaseFolded) }
        guard weight.count < words.count else { return (name, false) }
        return (weight.isEmpty ? "regular" : weight.joined(separator: " "), true)
    }

    private static let slantWords: Set<String> = ["italic", "oblique"]

    /// The font weight names of DTCG 2025.10, in order of weight.
    static let fontWeightNames = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// A cubic Bézier curve: `[x1, y1, x2, y2]` with both x in `0...1`; in files not held to DTCG
    /// 2025.10 also CSS's `cubic-bezier(…)` and its keywords (`ease-in-out`).
    mutating func cubicBezier(_ site: Site, reader: inout DocumentReader) -> [Double]? {
        if !site.isStrict, case .string(let text) = site.node.value {
            let curve = cssCurve(text, at: site, reader: &reader)
            if curve != nil { tally.convert(OffSpecTally.cssTimingFunction, file: site.file) }
            return curve
        }
        guard case .array(let elements) = site.node.value else {
            Self.mismatch(site, expected: "an array of four numbers [x1, y1, x2, y2]", &reader)
            return nil
        }
        guard elements.count == 4 else {
            Self.invalid(
                site,
                "\(elements.count) numbers",
                "a cubic Bézier curve is four numbers [x1, y1, x2, y2]",
                &reader
            )
            return nil
        }
        var points: [Double] = []
        for (index, element) in elements.enumerated() {
            guard
                let plain = resolveRaw(
                    site.element(element, at: index),
                    part: DTCGType.cubicBezier.noun,
                    reader: &reader
                )
            else { continue }
            guard case .number(let number) = plain.node.value else {
                Self.mismatch(plain, expected: "a number", &reader)
                continue
            }
            guard index.isMultiple(of: 2) == false || (0...1).contains(number) else {
                Self.invalid(
                    plain,
                    NumberText.plain(number),
                    "the x coordinates of a cubic Bézier curve are from 0 to 1",
                    &reader
                )
                continue
            }
            points.append(number)
        }
        return points.count == 4 ? points : nil
    }

    /// Tokens Studio's stack of references joined by commas (`"{font.brand},{font.system}, serif"`):
    /// the families each names, in order, then any named outright. `nil` when the text is no such
    /// list; `.some(nil)` when a reference in it cannot be read.
    mutating func aliasStack(_ text: String, _ site: Site, reader: inout DocumentReader) -> [String]?? {
        guard !site.isStrict, text.contains("{") else { return nil }
        let parts = text.split(separator: ",").map { String($0).trimmingSpaces }
        guard parts.count > 1, parts.contains(where: { $0.hasPrefix("{") }) else { return nil }
        var names: [String] = []
        for part in parts {
            guard part.contains("{") else {
                names += FontStack(css: part).names
                continue
            }
            guard case .path(let path) = AliasSyntax.alias(in: part) else { return nil }
            guard
                case .fontFamily(let referenced)? = follow(
                    alias: path,
                    text: part,
                    as: .fontFamily,
                    from: site,
                    reader: &reader
                )
            else { return .some(nil) }
            names += referenced
        }
        return names.isEmpty ? nil : .some(names)
    }

    /// The value of a CSS declaration pasted whole as a font family, `"font-family: Inter, sans-serif;"`,
    /// in a file not held to DTCG 2025.10, counted in the file's one warning; `nil` for any other text.
    private mutating func cssDeclarationValue(_ text: String, at site: Site) -> String? {
        let property = "font-family:"
        let trimmed = text.trimmingSpaces
        guard !site.isStrict, trimmed.asciiCaseFolded.hasPrefix(property) else { return nil }
        var value = trimmed.dropFirst(property.count)
        while value.last == ";" || value.last == " " { value = value.dropLast() }
        tally.convert(OffSpecTally.cssDeclaration, file: site.file)
        return String(value)
    }

    /// A font family: a name or a non-empty array of names, most preferred first. A name may be
    /// a CSS list (`"Inter, 'Segoe UI', sans-serif"`), as design tools export stacks: it is split
    /// at the commas outside quotes, here once for family tokens and typography alike.
    mutating func fontFamily(_ site: Site, reader: inout DocumentReader) -> [String]? {
        var names: [String] = []
        switch site.node.value {
        case .string(let text):
            names = FontStack(css: cssDeclarationValue(text, at: site) ?? text).names
        case .array(let elements):
            guard !elements.isEmpty else {
                Self.invalid(site, "[]", "a font family list names at least one family", &reader)
                return nil
            }
            for (index, element) in elements.enumerated() {
                guard
                    let plain = resolveRaw(
                        site.element(element, at: index),
                        part: DTCGType.fontFamily.noun,
                        reader: &reader
                    )
                else { return nil }
                guard let name = plain.node.string else {
                    Self.mismatch(plain, expected: "a font name (a string)", &reader)
                    return nil
                }
                names += FontStack(css: name).names
            }
        default:
            Self.mismatch(site, expected: "a font family name or an array of names", &reader)
            return nil
        }
        names = names.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            Self.invalid(site, "", "a font family names at least one family", &reader)
            return nil
        }
        return names
    }
}
