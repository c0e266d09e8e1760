internal import InternalPaletteUtilities
import Palette

extension DTCGValueReader {
    /// A typography value: `{"fontFamily", "fontSize", "fontWeight", "letterSpacing",
    /// "lineHeight"}`, all required in DTCG 2025.10. Files of older drafts may leave parts out
    /// and write the line height as a percentage (`"150%"`).
    mutating func typography(_ site: Site, reader: inout DocumentReader) -> DTCGTypography? {
        let parts = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        let strict = site.isStrict
        guard
            var fields = fields(
                site,
                of: .typography,
                required: strict ? parts : [],
                optional: strict ? [] : parts + Self.tokensStudioTypographyParts,
                reader: &reader
            )
        else { return nil }
        if !strict {
            // Tokens Studio leaves a member it has no value for empty (`"letterSpacing": ""`), and
            // writes Figma's `Auto` letter spacing, the font's own: absent, both.
            for key in parts {
                guard let empty = fields[key], let text = empty.node.string?.trimmingSpaces,
                    text.isEmpty || (key == "letterSpacing" && text.asciiCaseFolded == "auto")
                else { continue }
                fields[key] = nil
                tally.convert(OffSpecTally.emptyMember, file: site.file)
                reader.warning(
                    .interpreted(
                        what: text.isEmpty ? "the empty '\(key)' of a typography value" : "the \(key) '\(text)'",
                        as: "absent: the typography has no \(key)",
                        location: empty.location
                    )
                )
            }
        }
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
        if !strict { noteTypographyPartsLeftOut(fields, reader: &reader) }
        if let lineHeightSite = fields["lineHeight"], !strict {
            let read = olderLineHeight(lineHeightSite, size: typography.fontSize, reader: &reader)
            typography.lineHeight = read.value
            valid = valid && !read.failed
        } else if isLenient, let lineHeightSite = fields["lineHeight"],
            let length = lengthLineHeight(lineHeightSite, size: typography.fontSize, reader: &reader)
        {
            typography.lineHeight = length
            valid = valid && length != nil
        } else {
            typography.lineHeight = check(number(part: fields["lineHeight"], reader: &reader), "lineHeight")
        }
        return valid ? typography : nil
    }

    /// The parts of Tokens Studio's typography that DTCG's has not, read past: Palette's fonts
    /// have no paragraph spacing, indent, case or decoration.
    static let tokensStudioTypographyParts = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// A warning at each of Tokens Studio's typography parts that says something (not `none`, not
    /// 0) and that Palette's fonts cannot hold, so that what the text loses on screen is said, not
    /// dropped in silence; the command line groups the warnings of one part.
    private mutating func noteTypographyPartsLeftOut(_ fields: [String: Site], reader: inout DocumentReader) {
        let nouns = [
            "paragraphSpacing": "paragraph spacing", "paragraphIndent": "paragraph indent", "textCase": "text case",
            "textDecoration": "text decoration",
        ]
        for key in Self.tokensStudioTypographyParts {
            guard let site = fields[key], let plain = resolveRaw(site, part: nil, reader: &reader) else { continue }
            let written: String
            switch plain.node.value {
            case .string(let text): written = text.trimmingSpaces
            case .number(let number): written = NumberText.plain(number)
            default: continue
            }
            let folded = written.asciiCaseFolded
            if ["", "none", "original", "normal"].contains(folded) || Dimension.split(written)?.value == 0 { continue }
            reader.warning(
                .unsupported(
                    feature: "typography part '\(key)'",
                    reason: "Palette's fonts hold no \(nouns[key] ?? key); '\(written.clippedForMessage)' was left out",
                    location: site.location
                )
            )
        }
    }

    /// A line height that a file declaring DTCG 2025.10 gives as a length (`{"value": 24,
    /// "unit": "px"}`, as Apple's HIG tokens do) where the format has a number, a multiple of the
    /// font size: read as that multiple, with a warning. `nil` when the line height is no length,
    /// `.some(nil)` when it is one that cannot be read so.
    private mutating func lengthLineHeight(
        _ site: Site,
        size: DTCGDimension?,
        reader: inout DocumentReader
    ) -> Double?? {
        guard let plain = resolveRaw(site, part: nil, reader: &reader), plain.node.members != nil,
            case .number(let value)? = plain.node["value"]?.value, let unitName = plain.node["unit"]?.string,
            let unit = Dimension.unit(named: unitName)
        else { return nil }
        let written = "\(NumberText.plain(value))\(unitName)"
        guard let size, let points = DTCGImporter.dimension(size)?.points(), points > 0 else {
            Self.invalid(plain, written, "a line height given as a length needs a font size in points", &reader)
            return .some(nil)
        }
        let ratio = Dimension(value, unit).points(fontSize: points) / points
        guard ratio.isFinite else {
            Self.invalid(plain, written, "a line height is a finite multiple of the font size", &reader)
            return .some(nil)
        }
        tally.convert("lineHeight", file: plain.file)
        reader.warning(
            .unsupported(
                feature: "line height '\(written)'",
                reason: "a DTCG 2025.10 line height is a number, a multiple of the font size; it was read as"
                    + " \(NumberText.plain((ratio * 10_000).rounded() / 10_000)) times the"
                    + " \(NumberText.plain(points))pt size",
                location: plain.location
            )
        )
        return .some(ratio)
    }

    /// The largest number a line height of a file not held to DTCG 2025.10 is read as a multiple
    /// of the size; a larger one is a length in points (Tokens Studio's `24`).
    static let largestLineHeightMultiple = 4.0

    /// A line height as older drafts and Tokens Studio write it: a number (a multiple of the
    /// size; above ``largestLineHeightMultiple``, points, as Tokens Studio and Figma write it), a
    /// percentage (`"150%"`), a length (`"24px"`, divided by the size), or `"AUTO"` (the font's
    /// own, which is no line height at all here).
    private mutating func olderLineHeight(
        _ site: Site,
        size: DTCGDimension?,
        reader: inout DocumentReader
    ) -> (value: Double?, failed: Bool) {
        guard let plain = resolveRaw(site, part: nil, reader: &reader) else { return (nil, true) }
        guard let text = plain.node.string, let (value, unit) = Dimension.split(text), !unit.isEmpty, unit != "%"
        else {
            if plain.node.string?.trimmingSpaces.asciiCaseFolded == "auto" { return (nil, false) }
            let number = number(part: site, reader: &reader)
            if let number, number > Self.largestLineHeightMultiple, let size,
                let points = DTCGImporter.dimension(size)?.points(), points > 0
            {
                // Tokens Studio and Figma write a line height as a number of pixels (`24`, or
                // `{base} * 1.5`): no multiple of the size is this large.
                let ratio = number / points
                reader.warning(
                    .unsupported(
                        feature: "line height \(NumberText.plain(number))",
                        reason: "a multiple of the font size this large is no line height, so it was read as"
                            + " \(NumberText.plain(number))pt, as Tokens Studio and Figma write line heights:"
                            + " \(NumberText.plain((ratio * 10_000).rounded() / 10_000)) times the"
                            + " \(NumberText.plain(points))pt size",
                        location: site.location
                    )
                )
                return (ratio, false)
            }
            return (number, number == nil)
        }
        guard let size, let points = DTCGImporter.dimension(size)?.points(), points > 0,
            let height = Dimension.unit(named: unit).map({ Dimension(value, $0).points(fontSize: points) })
        else {
            Self.invalid(
                plain,
                text,
                "a line height in a unit is read as a multiple of the font size, so it needs a font size in points",
                &reader
            )
            return (nil, true)
        }
        return (height / points, false)
    }
}
