internal import InternalPaletteUtilities
import PaletteFormats

/// `show --json` and the other machine-readable forms of a theme.
enum ThemeJSONRenderer {
    /// `{"id", "name", "palette": {role: hex}, "fonts": {style: {...}}}`, roles and styles in
    /// their canonical order. A role whose colour is not sRGB has its hex, the sRGB fallback, in
    /// `palette`, and the colour itself as CSS colour text in `"wideColors": {role:
    /// "color(display-p3 …)"}`, which is there only when some role has such a colour.
    static func show(_ theme: ResolvedTheme) -> JSONValue {
        let wide = ColorRole.allCases.filter { theme.palette[$0].colorSpace != .sRGB }
        var members: [(String, JSONValue)] = [
            ("id", .string(theme.id)),
            ("name", .string(theme.name)),
            ("palette", .orderedObject(ColorRole.allCases.map { ($0.rawValue, .string(theme.palette[$0].hex)) })),
        ]
        if !wide.isEmpty {
            members.append(
                ("wideColors", .orderedObject(wide.map { ($0.rawValue, .string(theme.palette[$0].cssText)) }))
            )
        }
        members.append(("fonts", .orderedObject(FontStyle.allCases.map { ($0.rawValue, font(theme.fontStyles[$0])) })))
        return .orderedObject(members)
    }

    /// `{"family", "size", "weight", "traits", "textStyle"}`, and what typography tokens add when
    /// the font has it: `"fallbackFamilies"` (the rest of the family list, in order),
    /// `"lineHeight"` (a multiple of the size) and `"letterSpacing"` (points, or text in `em`).
    static func font(_ font: FontDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("family", .string(font.family.description)),
            ("size", .number(font.size)),
            ("weight", .number(Double(font.weight.rawValue))),
            ("traits", .array(font.traits.names.map { JSONNode(.string($0)) })),
            ("textStyle", font.textStyle.map { .string($0.rawValue) } ?? .null),
        ]
        if !font.fallbackFamilies.isEmpty {
            members.append(("fallbackFamilies", .array(font.fallbackFamilies.map { JSONNode(.string($0)) })))
        }
        if let lineHeight = font.lineHeight { members.append(("lineHeight", .number(lineHeight))) }
        if let spacing = font.letterSpacing {
            members.append(("letterSpacing", ThemeOverrides.tokenJSON(.dimension(spacing))))
        }
        return .orderedObject(members)
    }
}
