internal import InternalPaletteUtilities
import Palette

extension DTCGExporter {
    /// A token's DTCG form: its `$type`, its value or the reference (`"{color.brand}"`) that
    /// gives it, its metadata, and in `$extensions` the other tools' data it was read with and
    /// Palette's own (what DTCG cannot say about the value, and whether the theme takes it from
    /// the theme it extends).
    ///
    /// A reference token carries the same Palette extension as a value would, so that the value
    /// read through the reference becomes the same Palette value. Members of a composite value
    /// that were references (``/Palette/TokenSet/memberAliases``) are written as references.
    static func token(
        _ value: TokenValue,
        reference: TokenPath? = nil,
        memberReferences: [String: TokenPath] = [:],
        metadata: TokenMetadata = TokenMetadata(),
        inherited: Bool = false
    ) -> JSONValue {
        var (type, written, palette) = form(of: value)
        if let reference {
            written = .string("{\(reference)}")
        } else if !memberReferences.isEmpty {
            written = TokenSet.writingReferences(memberReferences, into: written)
        }
        if inherited { palette.append(("inherited", .bool(true))) }
        var members: [(String, JSONValue)] = [("$type", .string(type)), ("$value", written)]
        members += Self.metadataMembers(metadata, palette: palette)
        return .orderedObject(members)
    }

    /// `$description`, `$deprecated` and `$extensions` (other tools' first, as they were read,
    /// then Palette's own `palette` members).
    static func metadataMembers(_ metadata: TokenMetadata, palette: [(String, JSONValue)] = []) -> [(String, JSONValue)]
    {
        var members: [(String, JSONValue)] = []
        if let description = metadata.description { members.append(("$description", .string(description))) }
        if let deprecation = metadata.deprecation {
            members.append(("$deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation)))
        }
        var extensions = (metadata.extensions?.jsonValue.objectMembers ?? []).filter {
            $0.key != DTCGImporter.extensionKey
        }
        if !palette.isEmpty {
            extensions.append(JSONMember(key: DTCGImporter.extensionKey, node: JSONNode(.orderedObject(palette))))
        }
        if !extensions.isEmpty { members.append(("$extensions", .object(extensions))) }
        return members
    }

    /// A value's `$type`, its `$value`, and what Palette's extension adds to it.
    private static func form(of value: TokenValue) -> (String, JSONValue, [(String, JSONValue)]) {
        switch value {
        case .image(let asset):
            // Images travel in the file's Palette extension; this is never written as a token.
            return ("image", asset.jsonValue, [])
        case .color(let color):
            return (
                "color", colorValue(color), color.colorSpace == .extendedSRGB ? [("color", .string(color.cssText))] : []
            )
        case .dimension(let value):
            // DTCG has no `em`: the value is written in points, the length as it is for Palette.
            return ("dimension", dimension(value), value.unit == .em ? [("dimension", .string(value.description))] : [])
        case .number(let number):
            return ("number", .number(number), [])
        case .font(let font):
            return ("typography", typography(font), fontExtension(font))
        case .fontFamily(let stack):
            return ("fontFamily", fontFamily(stack), [])
        case .fontWeight(let weight):
            return ("fontWeight", .number(Double(weight.rawValue)), [])
        case .duration(let duration):
            return ("duration", self.duration(duration), [])
        case .cubicBezier(let curve):
            return ("cubicBezier", cubicBezier(curve), [])
        case .shadow(let shadow):
            return ("shadow", self.shadow(shadow), [])
        case .gradient(let gradient):
            return ("gradient", self.gradient(gradient), [])
        case .border(let border):
            return ("border", self.border(border), [])
        case .strokeStyle(let style):
            return ("strokeStyle", strokeStyle(style), [])
        case .transition(let transition):
            return ("transition", self.transition(transition), [])
        case .text(let text):
            // Written in the file's Palette extension; never a token.
            return ("string", .string(text), [])
        case .boolean(let flag):
            return ("boolean", .bool(flag), [])
        }
    }

    /// A typography value: every part DTCG requires, the family with its fallbacks in order.
    static func typography(_ font: FontDescriptor) -> JSONValue {
        let first = typographyFamily(font)
        let family: JSONValue =
            font.fallbackFamilies.isEmpty
            ? .string(first) : .array(([first] + font.fallbackFamilies).map { JSONNode(.string($0)) })
        return .orderedObject([
            ("fontFamily", family), ("fontSize", dimension(font.writtenSize)),
            ("fontWeight", .number(Double(font.weight.rawValue))),
            ("letterSpacing", dimension(font.letterSpacing ?? 0, fontSize: font.size)),
            ("lineHeight", .number(CSSFontFamily.lineHeight(of: font))),
        ])
    }

    /// The name a font's family is written under in DTCG: its name, or the CSS generic family of
    /// a system design.
    private static func typographyFamily(_ font: FontDescriptor) -> String {
        switch font.family {
        case .system(let design): CSSFontFamily.genericName(for: design)
        case .named(let name): name
        }
    }

    /// What a font has that DTCG typography does not say: traits, a text style, letter spacing
    /// in `em`, and the parts DTCG requires that the font did not have.
    static func fontExtension(_ font: FontDescriptor) -> [(String, JSONValue)] {
        var palette: [(String, JSONValue)] = []
        // The traits, when they are not what the importer reads from the family and line height.
        let family = typographyFamily(font)
        let implied = CSSFontFamily.leadingTraits(forLineHeight: CSSFontFamily.lineHeight(of: font))
            .union((try? CSSFontFamily.face(for: family))?.traits ?? [])
        if font.traits != implied {
            palette.append(("traits", .array(font.traits.names.map { JSONNode(.string($0)) })))
        }
        if let textStyle = font.textStyle { palette.append(("textStyle", .string(textStyle.rawValue))) }
        if let spacing = font.letterSpacing, spacing.unit == .em {
            palette.append(("letterSpacing", .string(spacing.description)))
        }
        // DTCG requires every part of a typography value; say which ones the font did not have.
        let implicit = [
            font.letterSpacing == nil ? "letterSpacing" : nil, font.lineHeight == nil ? "lineHeight" : nil,
        ].compactMap { $0 }
        if !implicit.isEmpty { palette.append(("implicit", .array(implicit.map { JSONNode(.string($0)) }))) }
        return palette
    }

    /// A DTCG dimension: points as `px`, `rem` as it is; DTCG has no `em`, so an `em` length is
    /// written in points at `fontSize` (at the 16-point default size when there is none).
    static func dimension(_ value: Dimension, fontSize: Double = Dimension.rootFontSize) -> JSONValue {
        let written = value.unit == .em ? value.converted(to: .points, fontSize: fontSize) : value
        return .orderedObject([
            ("value", .number(written.value)), ("unit", .string(written.unit == .rem ? "rem" : "px")),
        ])
    }
}
