import PaletteFormats

/// `show --json` and the other machine-readable forms of a theme.
enum ThemeJSONRenderer {
    /// `{"id", "name", "palette": {role: hex}, "fonts": {style: {...}}}`, roles and styles in
    /// their canonical order.
    static func show(_ theme: ResolvedTheme) -> JSONValue {
        .orderedObject([
            ("id", .string(theme.id)),
            ("name", .string(theme.name)),
            ("palette", .orderedObject(ColorRole.allCases.map { ($0.rawValue, .string(theme.palette[$0].hex)) })),
            ("fonts", .orderedObject(FontStyle.allCases.map { ($0.rawValue, font(theme.fontStyles[$0])) })),
        ])
    }

    static func font(_ font: FontDescriptor) -> JSONValue {
        .orderedObject([
            ("family", .string(font.family.stringValue)),
            ("size", .number(font.size)),
            ("weight", .number(Double(font.weight.rawValue))),
            ("traits", .array(font.traits.names.map { JSONNode(.string($0)) })),
            ("textStyle", font.textStyle.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
