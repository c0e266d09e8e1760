internal import InternalPaletteUtilities
import Palette

extension DTCGImporter {
    /// What a DTCG value is in a Palette theme, or `nil` (and one warning naming the token and
    /// why) when Palette cannot hold it.
    func paletteValue(
        of value: DTCGValue,
        type: DTCGType,
        token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> TokenValue? {
        switch value {
        case .color(let color):
            return .color(themeColor(color, of: token, reader: &reader))
        case .dimension(let dimension):
            if let written = Self.paletteDimension(of: token) { return .dimension(written) }
            guard let kept = Self.dimension(dimension) else {
                // A percentage of what holds it (Tokens Studio's `sizing` `"125%"`) has no one length.
                let written = "\(NumberText.plain(dimension.value))\(dimension.unit)"
                skip(
                    token,
                    feature: "unit '\(dimension.unit)'",
                    because: "Palette has no such unit, so '\(written)' has no length to keep",
                    reader: &reader
                )
                return nil
            }
            guard kept.hasFinitePoints else {
                reader.error(Self.overflow(kept, of: token))
                return nil
            }
            return .dimension(kept)
        case .number(let number):
            return .number(number)
        case .typography(let typography):
            return font(typography, of: token, reader: &reader).map(TokenValue.font)
        case .fontWeight, .duration, .fontFamily, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient:
            return designValue(of: value, type: type, token: token, reader: &reader)
        }
    }

    /// The length Palette's exporter wrote beside a value DTCG cannot hold (`"0.5em"`).
    private static func paletteDimension(of token: DTCGTokenTree.Token, key: String = "dimension") -> Dimension? {
        token.extensions?[extensionKey]?[key]?.string.flatMap(Dimension.init(text:))
    }

    /// The error for a length too long to count in points (`1e308rem`).
    private static func overflow(_ dimension: Dimension, of token: DTCGTokenTree.Token) -> ThemeError {
        .invalidValue(
            value: dimension.description,
            reason: "'\(token.path)' is more points than a number can hold",
            location: token.location
        )
    }

    /// A dimension in a unit Palette keeps: `px` (and `pt`, `dp`, none) as points, `rem`, `em`.
    static func dimension(_ dimension: DTCGDimension) -> Dimension? {
        Dimension.unit(named: dimension.unit).map { Dimension(dimension.value, $0) }
    }

    /// A colour as Palette keeps it (``DTCGColorSpace/kept(_:alpha:)``): sRGB, or Display P3 for
    /// `display-p3` and any colour sRGB cannot hold, with `none` components as 0; a colour
    /// outside Display P3 too is mapped into it, with a warning at the token. A space Palette
    /// does not know gives its `hex`. An extended-range sRGB colour Palette's exporter wrote
    /// beside its Display P3 value (`$extensions["org.palette"].color`) is read back as it was,
    /// when the value is still the one written for it.
    func themeColor(
        _ color: DTCGColor,
        of token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> ThemeColor {
        guard let kept = color.kept else { return color.fallback }
        if let exact = Self.paletteColor(of: token), DTCGExporter.standIn(for: exact) == kept.color {
            return exact
        }
        if kept.isMapped {
            reader.warning(
                .unsupported(
                    feature: "colour outside Display P3",
                    reason: """
                        '\(token.path)' in \(color.colorSpace) is outside the Display P3 gamut and was mapped \
                        into it: \(kept.color.cssText) (sRGB \(kept.color.hex))
                        """,
                    location: token.location
                )
            )
        }
        return kept.color
    }

    /// The extended-range colour Palette's exporter wrote beside a value DTCG cannot hold.
    private static func paletteColor(of token: DTCGTokenTree.Token) -> ThemeColor? {
        token.extensions?[extensionKey]?["color"]?.string.flatMap(ThemeColor.parseCSSText)
    }

    /// A font from a typography value: its first family (and the others as its fallbacks, in
    /// order), its size (in the unit it was written in), weight, line height (with the leading trait it stands for) and letter spacing. A
    /// family that is a PostScript name (`Avenir-Heavy`) gives the weight and traits the value
    /// does not.
    /// `$extensions["org.palette"]` may add `traits` and a `textStyle`, which DTCG does not
    /// describe, and name the `implicit` parts Palette's exporter filled in.
    private func font(
        _ typography: DTCGTypography,
        of token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    )
        -> FontDescriptor?
    {
        var face = PostScriptFontName(family: .system(design: .default))
        if let name = typography.fontFamily?.first {
            do throws(ThemeError) {
                face = try CSSFontFamily.face(for: name)
            } catch {
                skip(token, feature: "font family '\(name)'", because: error.message, reader: &reader)
                return nil
            }
        }
        guard let written = typography.fontSize else {
            skip(
                token,
                feature: "typography without a font size",
                because: "Palette fonts have a size",
                reader: &reader
            )
            return nil
        }
        guard let size = Self.dimension(written) else {
            skip(token, feature: "font size in '\(written.unit)'", because: "Palette has no such unit", reader: &reader)
            return nil
        }
        guard DocumentReader.fontSizes.contains(size.points()) else {
            skip(
                token,
                feature: "font size \(size)",
                because: "Palette fonts are greater than 0 and at most 1000 points",
                reader: &reader
            )
            return nil
        }
        var font = FontDescriptor(family: face.family, size: size.points(), weight: face.weight, traits: face.traits)
        font.fallbackFamilies = Array((typography.fontFamily ?? []).dropFirst())
        font.sizeUnit = size.unit
        if let weight = typography.fontWeight {
            font.weight = FontWeight(rawValue: Int(weight.rounded())) ?? .regular
        }
        if typography.isItalic { font.traits.insert(.italic) }
        if let lineHeight = typography.lineHeight {
            font.lineHeight = lineHeight
            font.traits.formUnion(CSSFontFamily.leadingTraits(forLineHeight: lineHeight))
        }
        if let spacing = typography.letterSpacing {
            guard let kept = Self.dimension(spacing) else {
                skip(
                    token,
                    feature: "letter spacing in '\(spacing.unit)'",
                    because: "Palette has no such unit",
                    reader: &reader
                )
                return nil
            }
            guard kept.hasFinitePoints else {
                reader.error(Self.overflow(kept, of: token))
                return nil
            }
            font.letterSpacing = kept
        }
        applyExtensions(of: token, to: &font, reader: &reader)
        return font
    }

    private func applyExtensions(
        of token: DTCGTokenTree.Token,
        to font: inout FontDescriptor,
        reader: inout DocumentReader
    ) {
        guard let palette = token.extensions?[Self.extensionKey] else { return }
        let path = token.jsonPath.appending("$extensions").appending(Self.extensionKey)
        if let names = palette["traits"], case .array(let elements) = names.value {
            font.traits = []
            for (index, element) in elements.enumerated() {
                if let name = element.string, let trait = FontTraits(name: name) {
                    font.traits.insert(trait)
                } else {
                    reader.warning(
                        .unknownKey(
                            key: element.string ?? "?",
                            expected: FontTraits.named.map(\.name),
                            suggestion: nil,
                            location: element.location(
                                path.appending("traits").appending(index: index),
                                file: token.file
                            )
                        )
                    )
                }
            }
        }
        if case .array(let parts)? = palette["implicit"]?.value {
            // Parts Palette's exporter wrote only because DTCG requires them.
            let names = Set(parts.compactMap(\.string))
            if names.contains("lineHeight") { font.lineHeight = nil }
            if names.contains("letterSpacing") { font.letterSpacing = nil }
        }
        if let spacing = Self.paletteDimension(of: token, key: "letterSpacing") { font.letterSpacing = spacing }
        if let styleNode = palette["textStyle"], let name = styleNode.string {
            let location = styleNode.location(path.appending("textStyle"), file: token.file)
            font.textStyle = reader.named(TextStyle.self, name, at: location, asWarning: true)
        }
    }
}
