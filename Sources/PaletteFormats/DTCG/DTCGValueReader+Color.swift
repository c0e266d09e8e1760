internal import InternalPaletteUtilities
import Palette

extension DTCGValueReader {
    /// A colour: `{"colorSpace", "components", "alpha"?, "hex"?}` with each component in its
    /// space's range. Files of older drafts may also write a hex string, an 8-digit `hex`, or a
    /// space Palette does not know beside a `hex` fallback (with a warning).
    mutating func color(_ site: Site, reader: inout DocumentReader) -> DTCGColor? {
        if case .string(let text) = site.node.value {
            if site.isStrict, isLenient, text.hasPrefix("#"), let color = ThemeColor.parseHex(text) {
                // A hex string's meaning is clear: read it, and say it is not DTCG 2025.10's form.
                tally.convert(OffSpecTally.hexStringColor, file: site.file)
                reader.warning(
                    .unsupported(
                        feature: "colour '\(text.clippedForMessage)'",
                        reason: Self.colorObjectRule + "; it was read as \(color.hex)",
                        location: site.location
                    )
                )
                return DTCGColor(
                    colorSpace: "srgb",
                    components: [color.red, color.green, color.blue],
                    alpha: color.alpha
                )
            }
            guard !site.isStrict else {
                Self.invalid(site, text, Self.colorObjectRule, &reader)
                return nil
            }
            if let computed = oklchColor(text, at: site, reader: &reader) { return computed }
            if let call = CSSColorFunction.call(text) { return color(call, text: text, at: site, reader: &reader) }
            if let (space, components, alpha) = CSSColorFunction.spaceColor(text) {
                // `oklch(…)` and the other CSS Color 4 spaces DTCG has, as DTCG's own object.
                for (number, component) in zip(components, space.components) {
                    guard let number, !component.contains(number) else { continue }
                    Self.invalid(site, text, "\(space.rawValue) \(component.name) is \(component.range)", &reader)
                    return nil
                }
                return DTCGColor(colorSpace: space.rawValue, components: components, alpha: alpha)
            }
            if let named = CSSNamedColor.color(named: text) {
                tally.convert(OffSpecTally.namedColor, file: site.file)
                return named
            }
            // A hex string, or CSS's `color(display-p3 …)` and `color(srgb …)`.
            guard let color = ThemeColor.parseCSSText(text) else {
                if let function = Self.functionName(in: text) {
                    // A design tool's own function (Equinor's `set_chroma(…)`, a CSS gradient): say
                    // which, rather than that it is no hex colour.
                    Self.invalid(
                        site,
                        text,
                        "'\(function)()' is no colour function Palette reads (\(Self.readFunctions))",
                        &reader
                    )
                } else {
                    reader.error(.invalidColor(value: text, location: site.location))
                }
                return nil
            }
            let written = DTCGExporter.standIn(for: color)
            return DTCGColor(
                colorSpace: written.colorSpace == .displayP3 ? "display-p3" : "srgb",
                components: [written.red, written.green, written.blue],
                alpha: written.alpha
            )
        }
        guard site.node.members != nil else {
            Self.mismatch(site, expected: site.isStrict ? "a colour object" : "a colour object or hex string", &reader)
            return nil
        }
        guard
            let fields = fields(
                site,
                of: .color,
                required: ["colorSpace", "components"],
                optional: ["alpha", "hex"],
                reader: &reader
            ),
            let spaceSite = fields["colorSpace"].flatMap({ resolveRaw($0, part: "a colour", reader: &reader) })
        else { return nil }
        guard let spaceName = spaceSite.node.string else {
            Self.mismatch(spaceSite, expected: "a colour space name such as 'srgb'", &reader)
            return nil
        }
        var color = DTCGColor(colorSpace: spaceName, components: [], alpha: 1)
        var valid = true
        if let hexSite = fields["hex"] {
            color.hex = hex(hexSite, reader: &reader)
            valid = color.hex != nil
        }
        if let alphaSite = fields["alpha"] {
            if let alpha = componentNumber(alphaSite, named: "alpha", in: Self.alphaRange, reader: &reader) {
                color.alpha = alpha
            } else {
                valid = false
            }
        }
        guard let space = DTCGColorSpace(rawValue: spaceName) else {
            let names = DTCGColorSpace.allCases.map(\.rawValue)
            if !site.isStrict, let hex = color.hex {
                reader.warning(
                    .unsupported(
                        feature: "colour space '\(spaceName)'",
                        reason: "not a DTCG 2025.10 colour space; the 'hex' fallback \(hex) was used",
                        location: spaceSite.location
                    )
                )
                return valid ? color : nil
            }
            reader.unknown(spaceName, expected: names, at: spaceSite.location, asWarning: false)
            return nil
        }
        guard let componentsSite = fields["components"].flatMap({ resolveRaw($0, part: "a colour", reader: &reader) })
        else { return nil }
        guard case .array(let elements) = componentsSite.node.value else {
            Self.mismatch(componentsSite, expected: "an array of \(space.components.count) components", &reader)
            return nil
        }
        guard elements.count == space.components.count else {
            let names = space.components.map(\.name).joined(separator: ", ")
            Self.invalid(
                componentsSite,
                "\(elements.count) components",
                "a colour in \(spaceName) has \(space.components.count) components (\(names))",
                &reader
            )
            return nil
        }
        for (index, element) in elements.enumerated() {
            let component = space.components[index]
            guard let plain = resolveRaw(componentsSite.element(element, at: index), part: "a colour", reader: &reader)
            else {
                valid = false
                continue
            }
            if plain.node.string == "none" {
                color.components.append(nil)
            } else if let number = componentNumber(
                plain,
                named: "\(spaceName) \(component.name)",
                in: component,
                reader: &reader
            ) {
                color.components.append(number)
            } else {
                valid = false
            }
        }
        return valid ? color : nil
    }

    /// A CSS colour function (`rgba(0, 0, 0, 0.5)`, `hsl(210 50% 40%)`), or Tokens Studio's
    /// `rgba({color.black}, 0.5)`: the colour token named, with that alpha, which may be a number
    /// token too (`rgba({color.black}, {opacity.50})`, an opacity of `0.5` or `"50%"`), as any
    /// number of the function may be (`rgba(255, 255, 255, {opacity.50})`).
    private mutating func color(
        _ call: CSSColorFunction.Call,
        text: String,
        at site: Site,
        reader: inout DocumentReader
    ) -> DTCGColor? {
        // Tokens Studio's `rgba(#7B61FF, 0.15)` too: a hex colour with that alpha.
        let hexColor = call.arguments.first.flatMap { $0.hasPrefix("#") ? ThemeColor.parseHex($0) : nil }
        let reference: [String]? =
            if case .path(let names)? = call.arguments.first.map(AliasSyntax.alias(in:)) { names } else { nil }
        if call.name.hasPrefix("rgb"), call.arguments.count == 2, reference != nil || hexColor != nil {
            let written = call.arguments[1]
            let alpha: Double?
            if case .path(let alphaNames) = AliasSyntax.alias(in: written) {
                guard
                    case .number(let number)? = follow(
                        alias: alphaNames,
                        text: written,
                        as: .number,
                        from: site,
                        reader: &reader
                    )
                else { return nil }
                alpha = (0...1).contains(number) ? number : nil
            } else {
                alpha = CSSColorFunction.alpha(written)
            }
            guard let alpha else {
                Self.invalid(site, text, "the alpha of 'rgba({color}, alpha)' is from 0 to 1, or a percentage", &reader)
                return nil
            }
            if let hexColor {
                return DTCGColor(
                    colorSpace: "srgb",
                    components: [hexColor.red, hexColor.green, hexColor.blue],
                    alpha: alpha
                )
            }
            guard let names = reference,
                case .color(var color)? = follow(
                    alias: names,
                    text: call.arguments[0],
                    as: .color,
                    from: site,
                    reader: &reader
                )
            else { return nil }
            color.alpha = alpha
            color.hex = nil
            return color
        }
        // Tokens Studio's `rgba(0, 0, 0, {opacity.50})`: a number token in place of a number.
        var call = call
        for index in call.arguments.indices {
            let written = call.arguments[index]
            guard case .path(let names) = AliasSyntax.alias(in: written) else { continue }
            guard
                case .number(let number)? = follow(
                    alias: names,
                    text: written,
                    as: .number,
                    from: site,
                    reader: &reader
                )
            else { return nil }
            call.arguments[index] = String(number)
        }
        guard let rgb = CSSColorFunction.color(call) else {
            Self.invalid(
                site,
                text,
                "a colour function is rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or hsla(h, s%, l%, a) with"
                    + " numbers in range",
                &reader
            )
            return nil
        }
        return DTCGColor(colorSpace: "srgb", components: [rgb.red, rgb.green, rgb.blue], alpha: rgb.alpha)
    }

    /// Tokens Studio's alias followed by two hex digits (`"{input.border-color}61"`): the colour
    /// named, with that alpha, as Tokens Studio pastes the digits after the colour's `#RRGGBB`.
    /// `nil` when the text is not so written.
    mutating func aliasWithHexAlpha(_ text: String, _ site: Site, reader: inout DocumentReader) -> DTCGColor?? {
        guard !site.isStrict, text.hasPrefix("{"), let close = text.lastIndex(of: "}") else { return nil }
        let digits = text[text.index(after: close)...]
        guard digits.count == 2, let byte = UInt8(digits, radix: 16) else { return nil }
        let alias = String(text[...close])
        guard case .path(let names) = AliasSyntax.alias(in: alias) else { return nil }
        guard case .color(var color)? = follow(alias: names, text: alias, as: .color, from: site, reader: &reader)
        else { return .some(nil) }
        color.alpha = Double(byte) / 255
        color.hex = nil
        return .some(color)
    }

    /// The rule a colour that is not an object breaks.
    static let colorObjectRule =
        "a colour is an object such as {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]} in DTCG 2025.10"
        + " (hex strings are the form of older drafts)"

    private static let alphaRange = DTCGColorSpace.Component(name: "alpha", lower: 0, upper: 1)

    /// A `hex` fallback: six hex digits after `#` in DTCG 2025.10 (the alpha goes in `alpha`);
    /// any hex colour in files of older drafts.
    private mutating func hex(_ site: Site, reader: inout DocumentReader) -> String? {
        guard let plain = resolveRaw(site, part: "a colour", reader: &reader) else { return nil }
        guard let text = plain.node.string else {
            Self.mismatch(plain, expected: "a hex colour string such as \"#ff00aa\"", &reader)
            return nil
        }
        let digits = text.dropFirst()
        let isSixDigits = text.hasPrefix("#") && digits.count == 6 && digits.allSatisfy(\.isHexDigit)
        if plain.isStrict, !isSixDigits, isLenient, let color = ThemeColor.parseHex(text), text.hasPrefix("#") {
            tally.convert("hex", file: plain.file)
            reader.warning(
                .unsupported(
                    feature: "'hex' '\(text.clippedForMessage)'",
                    reason: "DTCG 2025.10's 'hex' fallback is 6 digits, '#rrggbb'; it was read as \(color.hex)",
                    location: plain.location
                )
            )
            return color.hex
        }
        if plain.isStrict, !isSixDigits {
            // Only a hex colour with an alpha (4 or 8 digits) is told where its alpha goes.
            let hexDigits = text.hasPrefix("#") && digits.allSatisfy(\.isHexDigit) ? digits.count : 0
            let why =
                switch hexDigits {
                case 4, 8: "; the alpha goes in 'alpha', not in 'hex'"
                case 3: ", not the 3-digit short form"
                default: ""
                }
            Self.invalid(plain, text, "'hex' is a 6-digit CSS hex colour, '#rrggbb'" + why, &reader)
            return nil
        }
        guard isSixDigits || ThemeColor.parseHex(text) != nil else {
            reader.error(.invalidColor(value: text, location: plain.location))
            return nil
        }
        return text
    }

    /// A number within a component's range, following a JSON Pointer reference.
    private mutating func componentNumber(
        _ site: Site,
        named name: String,
        in component: DTCGColorSpace.Component,
        reader: inout DocumentReader
    ) -> Double? {
        guard let plain = resolveRaw(site, part: "a colour", reader: &reader) else { return nil }
        guard case .number(let number) = plain.node.value else {
            Self.mismatch(plain, expected: name == "alpha" ? "a number" : "a number or 'none'", &reader)
            return nil
        }
        guard component.contains(number) else {
            Self.invalid(plain, NumberText.plain(number), "\(name) is \(component.range)", &reader)
            return nil
        }
        return number
    }

    /// The colour functions read in files not held to DTCG 2025.10.
    static let readFunctions =
        "it reads hex, rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() and color(srgb …) or"
        + " color(display-p3 …)"

    /// The name of the function a text calls (`set_chroma` in `set_chroma({a}, 0.1)`), if it is a call.
    static func functionName(in text: String) -> String? {
        guard let (name, _) = CSSColorFunction.parts(of: text), !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else {
            return nil
        }
        return String(name)
    }
}
