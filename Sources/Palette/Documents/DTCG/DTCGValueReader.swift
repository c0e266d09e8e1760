/// Turns DTCG values into Palette values, recording problems with their file and location.
struct DTCGValueReader {
    typealias Resolved = DTCGReferenceResolver.Resolved

    let resolver: DTCGReferenceResolver
    /// Paths of tokens that composite values used through aliases.
    private(set) var usedAliases: Set<TokenPath> = []

    /// A member of a composite value, or why there is none.
    enum Field {
        case absent
        case failed
        case value(Resolved)
    }

    // MARK: Colour

    mutating func color(_ value: Resolved, owner: TokenPath, reader: inout DocumentReader) -> ThemeColor? {
        focus(value, &reader)
        let location = value.node.location(value.jsonPath)
        if let text = value.node.string {
            guard let color = ThemeColor.parseHex(text) else {
                reader.error(.invalidColor(value: text, location: location))
                return nil
            }
            return color
        }
        guard value.node.members != nil else {
            reader.error(
                .typeMismatch(
                    expected: "a colour object or hex string",
                    found: value.node.value.typeDescription,
                    location: location
                )
            )
            return nil
        }
        var hex: ThemeColor?
        if case .value(let hexValue) = field("hex", of: value, owner: owner, reader: &reader) {
            hex = hexValue.node.string.flatMap(ThemeColor.parseHex)
        }
        let spaceValue: Resolved
        switch field("colorSpace", of: value, owner: owner, reader: &reader) {
        case .value(let resolved): spaceValue = resolved
        case .failed: return nil
        case .absent:
            if let hex { return hex }
            fail(.missingKey(key: "colorSpace", location: location), about: value, &reader)
            return nil
        }
        focus(spaceValue, &reader)
        guard let spaceName = reader.string(spaceValue.node, at: spaceValue.jsonPath) else { return nil }
        let spaceLocation = spaceValue.node.location(spaceValue.jsonPath)
        guard let space = DTCGColorSpace(rawValue: spaceName) else {
            let names = DTCGColorSpace.allCases.map(\.rawValue)
            if let hex {
                reader.warning(
                    .unsupported(
                        feature: "colour space '\(spaceName)'",
                        reason: "the 'hex' fallback was used",
                        location: spaceLocation
                    )
                )
                return hex
            }
            reader.unknown(spaceName, expected: names, at: spaceLocation, asWarning: false)
            return nil
        }
        let componentsValue: Resolved
        switch field("components", of: value, owner: owner, reader: &reader) {
        case .value(let resolved): componentsValue = resolved
        case .failed: return nil
        case .absent:
            fail(.missingKey(key: "components", location: location), about: value, &reader)
            return nil
        }
        guard case .array(let elements) = componentsValue.node.value, elements.count == 3 else {
            fail(
                .typeMismatch(
                    expected: "an array of three components",
                    found: componentsValue.node.value.typeDescription,
                    location: componentsValue.node.location(componentsValue.jsonPath)
                ),
                about: componentsValue,
                &reader
            )
            return nil
        }
        var components: [Double] = []
        for (index, element) in elements.enumerated() {
            guard
                case .value(let component) = follow(
                    element,
                    in: componentsValue,
                    at: componentsValue.jsonPath.appending(index: index),
                    owner: owner,
                    reader: &reader
                )
            else {
                return nil
            }
            focus(component, &reader)
            if component.node.string == "none" {
                components.append(0)
            } else if let number = reader.number(component.node, at: component.jsonPath, expected: "a number or 'none'")
            {
                components.append(number)
            } else {
                return nil
            }
        }
        var alpha = 1.0
        switch field("alpha", of: value, owner: owner, reader: &reader) {
        case .absent: break
        case .failed: return nil
        case .value(let alphaValue):
            focus(alphaValue, &reader)
            guard let number = reader.number(alphaValue.node, at: alphaValue.jsonPath) else { return nil }
            guard (0...1).contains(number) else {
                reader.error(
                    .invalidValue(
                        value: JSONWriter.format(number),
                        reason: "alpha is between 0 and 1",
                        location: alphaValue.node.location(alphaValue.jsonPath)
                    )
                )
                return nil
            }
            alpha = number
        }
        let rgb = space.sRGB((components[0], components[1], components[2]))
        let color = ThemeColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        let tolerance = 0.5 / 255
        if [rgb.red, rgb.green, rgb.blue].contains(where: { $0 < -tolerance || $0 > 1 + tolerance || $0.isNaN }) {
            fail(
                .unsupported(
                    feature: "colour outside sRGB",
                    reason: "'\(owner)' in \(spaceName) is outside the sRGB gamut and was clipped to \(color.hex)",
                    location: location
                ),
                about: value,
                &reader,
                asWarning: true
            )
        }
        return color
    }

    // MARK: Dimensions and durations

    /// Points from `{"value", "unit": "px"|"rem"}`, `"16px"`, or a plain number.
    mutating func dimension(_ value: Resolved, owner: TokenPath, reader: inout DocumentReader) -> Double? {
        focus(value, &reader)
        let location = value.node.location(value.jsonPath)
        switch value.node.value {
        case .number(let number):
            return number
        case .string(let text):
            guard let points = Dimension.points(text) else {
                reader.error(
                    .invalidValue(
                        value: text,
                        reason: "a dimension is written like '16px' or '1rem'",
                        location: location
                    )
                )
                return nil
            }
            if let unit = Dimension.nonDTCGUnit(text) {
                reader.warning(
                    .unsupported(
                        feature: unit.isEmpty ? "dimension without a unit" : "unit '\(unit)'",
                        reason:
                            "DTCG dimensions are in 'px' or 'rem'; '\(text)' was read as \(JSONWriter.format(points)) points",
                        location: location
                    )
                )
            }
            return points
        case .object:
            guard let (number, unit) = measurement(value, owner: owner, reader: &reader) else { return nil }
            switch unit.text {
            case "px": return number
            case "rem": return number * 16
            default:
                fail(
                    .unknownKey(key: unit.text, expected: ["px", "rem"], suggestion: nil, location: unit.location),
                    about: value,
                    &reader
                )
                return nil
            }
        default:
            reader.error(
                .typeMismatch(expected: "a dimension", found: value.node.value.typeDescription, location: location)
            )
            return nil
        }
    }

    /// Seconds from `{"value", "unit": "ms"|"s"}` or `"300ms"`.
    mutating func duration(_ value: Resolved, owner: TokenPath, reader: inout DocumentReader) -> Double? {
        focus(value, &reader)
        let location = value.node.location(value.jsonPath)
        var number: Double?
        var unit: String?
        if let text = value.node.string?.trimmingSpaces.lowercased() {
            unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : nil
            number = Double(text.dropLast(unit?.count ?? 0).trimmingSpaces)
        } else if value.node.members != nil,
            let (parsed, parsedUnit) = measurement(value, owner: owner, reader: &reader)
        {
            number = parsed
            unit = parsedUnit.text
        } else if value.node.members != nil {
            return nil
        }
        guard let number, number.isFinite, let unit, unit == "ms" || unit == "s" else {
            fail(
                .invalidValue(
                    value: owner.string,
                    reason: "a duration is {\"value\": 300, \"unit\": \"ms\"} or '300ms'",
                    location: location
                ),
                about: value,
                &reader
            )
            return nil
        }
        return unit == "ms" ? number / 1000 : number
    }

    /// The `value` and `unit` of a dimension or duration object.
    private mutating func measurement(
        _ value: Resolved,
        owner: TokenPath,
        reader: inout DocumentReader
    ) -> (Double, (text: String, location: ThemeError.Location))? {
        let location = value.node.location(value.jsonPath)
        guard case .value(let numberValue) = required("value", of: value, owner: owner, at: location, reader: &reader),
            case .value(let unitValue) = required("unit", of: value, owner: owner, at: location, reader: &reader)
        else { return nil }
        focus(numberValue, &reader)
        guard let number = reader.number(numberValue.node, at: numberValue.jsonPath) else { return nil }
        focus(unitValue, &reader)
        guard let unit = reader.string(unitValue.node, at: unitValue.jsonPath) else { return nil }
        return (number, (unit, unitValue.node.location(unitValue.jsonPath)))
    }

    // MARK: Fonts

    mutating func fontWeight(_ value: Resolved, reader: inout DocumentReader) -> FontWeight? {
        focus(value, &reader)
        return reader.fontWeight(value.node, at: value.jsonPath)
    }

    /// A family from a name, a comma-separated CSS list or an array: the first entry, with CSS's
    /// generic and system families mapped to the system font's designs.
    mutating func fontFamily(_ value: Resolved, owner: TokenPath, reader: inout DocumentReader) -> FontFamily? {
        fontFace(value, owner: owner, reader: &reader)?.family
    }

    /// The family of ``fontFamily(_:owner:reader:)``, with the weight and traits its first entry
    /// names when that is a PostScript name (`HelveticaNeue-Bold`).
    private mutating func fontFace(
        _ value: Resolved,
        owner: TokenPath,
        reader: inout DocumentReader
    ) -> PostScriptFontName? {
        focus(value, &reader)
        var names: [String] = []
        switch value.node.value {
        case .string(let text):
            names = text.split(separator: ",").map { String($0) }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                guard
                    case .value(let entry) = follow(
                        element,
                        in: value,
                        at: value.jsonPath.appending(index: index),
                        owner: owner,
                        reader: &reader
                    )
                else {
                    return nil
                }
                focus(entry, &reader)
                guard let name = reader.string(entry.node, at: entry.jsonPath) else { return nil }
                names.append(name)
            }
        default:
            reader.error(
                .typeMismatch(
                    expected: "a font family name or list",
                    found: value.node.value.typeDescription,
                    location: value.node.location(value.jsonPath)
                )
            )
            return nil
        }
        let cleaned = names.map { $0.trimmingSpaces.trimming("\"'") }.filter { !$0.isEmpty }
        guard let first = cleaned.first else {
            fail(
                .invalidValue(
                    value: owner.string,
                    reason: "a font family list cannot be empty",
                    location: value.node.location(value.jsonPath)
                ),
                about: value,
                &reader
            )
            return nil
        }
        do {
            return try CSSFontFamily.face(for: first)
        } catch {
            fail(error.located(value.node.location(value.jsonPath)), about: value, &reader)
            return nil
        }
    }

    /// A font from a `typography` value. `$extensions["org.palette"]` may add `traits` and a
    /// `textStyle`, which DTCG does not describe.
    mutating func typography(
        _ value: Resolved,
        token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> FontDescriptor? {
        let owner = token.path
        focus(value, &reader)
        let location = value.node.location(value.jsonPath)
        guard value.node.members != nil else {
            reader.error(
                .typeMismatch(
                    expected: "a typography object",
                    found: value.node.value.typeDescription,
                    location: location
                )
            )
            return nil
        }
        var family = FontFamily.system(design: .default)
        var face: PostScriptFontName?
        switch field("fontFamily", of: value, owner: owner, reader: &reader) {
        case .absent: break
        case .failed: return nil
        case .value(let familyValue):
            guard let parsed = fontFace(familyValue, owner: owner, reader: &reader) else { return nil }
            family = parsed.family
            face = parsed
        }
        guard case .value(let sizeValue) = required("fontSize", of: value, owner: owner, at: location, reader: &reader),
            let size = dimension(sizeValue, owner: owner, reader: &reader)
        else { return nil }
        guard size > 0, size <= 1000 else {
            fail(
                .invalidValue(
                    value: JSONWriter.format(size),
                    reason: "a font size must be greater than 0 and at most 1000",
                    location: sizeValue.node.location(sizeValue.jsonPath)
                ),
                about: sizeValue,
                &reader
            )
            return nil
        }
        // A PostScript family name gives the weight the token does not (`Avenir-Heavy`).
        var weight = face?.weight ?? .regular
        switch field("fontWeight", of: value, owner: owner, reader: &reader) {
        case .absent: break
        case .failed: return nil
        case .value(let weightValue):
            guard let parsed = fontWeight(weightValue, reader: &reader) else { return nil }
            weight = parsed
        }
        var traits = face?.traits ?? []
        if case .value(let lineHeightValue) = field("lineHeight", of: value, owner: owner, reader: &reader) {
            focus(lineHeightValue, &reader)
            if let lineHeight = reader.number(lineHeightValue.node, at: lineHeightValue.jsonPath) {
                if lineHeight <= CSSFontFamily.tightLineHeight { traits.insert(.tightLeading) }
                if lineHeight >= CSSFontFamily.looseLineHeight { traits.insert(.looseLeading) }
            }
        }
        if case .value(let spacingValue) = field("letterSpacing", of: value, owner: owner, reader: &reader),
            let spacing = dimension(spacingValue, owner: owner, reader: &reader), spacing != 0
        {
            reader.warning(
                .unsupported(
                    feature: "letter spacing",
                    reason: "Palette fonts have none; '\(owner)' keeps the rest",
                    location: spacingValue.node.location(spacingValue.jsonPath)
                )
            )
        }
        var font = FontDescriptor(family: family, size: size, weight: weight, traits: traits)
        applyExtensions(of: token, to: &font, reader: &reader)
        return font
    }

    private func applyExtensions(
        of token: DTCGTokenTree.Token,
        to font: inout FontDescriptor,
        reader: inout DocumentReader
    ) {
        guard let palette = token.extensions?[DTCGImporter.extensionKey] else { return }
        reader.currentFile = token.file
        let path = token.jsonPath.appending("$extensions").appending(DTCGImporter.extensionKey)
        if let names = palette["traits"], case .array(let elements) = names.value {
            font.traits = []
            for (index, element) in elements.enumerated() {
                if let name = element.string, let trait = FontTraits(name: name) {
                    font.traits.insert(trait)
                } else {
                    let location = element.location(path.appending("traits").appending(index: index))
                    reader.warning(
                        .unknownKey(
                            key: element.string ?? "?",
                            expected: FontTraits.named.map(\.name),
                            suggestion: nil,
                            location: location
                        )
                    )
                }
            }
        }
        if let styleNode = palette["textStyle"], let name = styleNode.string {
            font.textStyle = TextStyle(name: name)
            if font.textStyle == nil {
                let names = TextStyle.allCases.map(\.rawValue)
                reader.unknown(name, expected: names, at: styleNode.location(path.appending("textStyle")))
            }
        }
    }

    // MARK: Fields

    /// Makes problems recorded next belong to the value's file.
    private func focus(_ value: Resolved, _ reader: inout DocumentReader) {
        reader.currentFile = resolver.file(value.source)
    }

    /// Records a problem about `value`, in its file.
    private func fail(
        _ error: ThemeError,
        about value: Resolved,
        _ reader: inout DocumentReader,
        asWarning: Bool = false
    ) {
        focus(value, &reader)
        if asWarning { reader.warning(error) } else { reader.error(error) }
    }

    /// A member of a composite value, following it if it is a reference.
    private mutating func field(
        _ key: String,
        of value: Resolved,
        owner: TokenPath,
        reader: inout DocumentReader
    ) -> Field {
        guard let node = value.node[key] else { return .absent }
        return follow(node, in: value, at: value.jsonPath.appending(key), owner: owner, reader: &reader)
    }

    /// A member that must be there: its absence is an error about the composite.
    private mutating func required(
        _ key: String,
        of value: Resolved,
        owner: TokenPath,
        at location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> Field {
        let result = field(key, of: value, owner: owner, reader: &reader)
        if case .absent = result { fail(.missingKey(key: key, location: location), about: value, &reader) }
        return result
    }

    private mutating func follow(
        _ node: JSONNode,
        in parent: Resolved,
        at path: JSONPath,
        owner: TokenPath,
        reader: inout DocumentReader
    ) -> Field {
        if let alias = DTCGReferenceResolver.alias(in: node) { usedAliases.insert(TokenPath(alias)) }
        do throws(ThemeError) {
            return .value(try resolver.field(parent, node, at: path, owner: owner))
        } catch {
            reader.error(error)
            return .failed
        }
    }
}

/// How Palette's families are written as CSS and DTCG font families, and read back.
enum CSSFontFamily {
    /// Line heights at or below this read as tight leading; tight leading is written as it.
    static let tightLineHeight = 1.1
    /// Line heights at or above this read as loose leading; loose leading is written as it.
    static let looseLineHeight = 1.5
    /// The line height written for a font without a leading trait.
    static let normalLineHeight = 1.2

    /// The face for a CSS family name: ``family(for:)``, with the weight and traits of a
    /// PostScript name that has a style part (`HelveticaNeue-Bold` is Helvetica Neue, bold), read
    /// through ``PostScriptFontName``'s table.
    static func face(for name: String) throws(ThemeError) -> PostScriptFontName {
        let family = try family(for: name)
        if case .named = family, let face = PostScriptFontName(name), face.hasStyle { return face }
        return PostScriptFontName(family: family)
    }

    /// The family for a CSS family name: generic and system families map to the system font.
    ///
    /// `system` and `system-…` are Palette's own names for the system font's designs, so a family
    /// called that is read as one (`system-serif`), or refused when it names no design: as a
    /// family name it could not be written to a Palette document and read back.
    static func family(for name: String) throws(ThemeError) -> FontFamily {
        switch name.lowercased() {
        case "system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "sans-serif":
            .system(design: .default)
        case "ui-rounded": .system(design: .rounded)
        case "ui-serif", "serif": .system(design: .serif)
        case "ui-monospace", "monospace": .system(design: .monospaced)
        case let lower where lower == "system" || lower.hasPrefix("system-"): try FontFamily(string: name)
        default: .named(name)
        }
    }

    /// The CSS generic family that stands for a system design.
    static func genericName(for design: FontFamily.SystemDesign) -> String {
        switch design {
        case .default: "system-ui"
        case .rounded: "ui-rounded"
        case .serif: "ui-serif"
        case .monospaced: "ui-monospace"
        }
    }

    /// A CSS font-family list for a family, with fallbacks that browsers without the system
    /// families understand.
    static func stack(for family: FontFamily) -> String {
        switch family {
        case .system(.default): "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"
        case .system(.rounded): "ui-rounded, system-ui, sans-serif"
        case .system(.serif): "ui-serif, Georgia, serif"
        case .system(.monospaced): "ui-monospace, SFMono-Regular, Menlo, monospace"
        case .named(let name): "\"\(name.replacingOccurrences(of: "\"", with: "\\\""))\", system-ui, sans-serif"
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) }
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
