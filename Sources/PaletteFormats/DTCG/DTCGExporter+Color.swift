internal import InternalPaletteUtilities
import Palette

extension DTCGExporter {
    /// A colour's `$value`: `{"colorSpace", "components", "alpha"?, "hex"}`.
    ///
    /// An sRGB colour is written in `srgb`, a Display P3 colour in `display-p3`, component for
    /// component; `hex` is the sRGB fallback DTCG 2025.10 allows beside them (for a P3 colour,
    /// its sRGB rendering, gamut-mapped as CSS Color 4 says). DTCG's RGB components are `0...1`,
    /// so an extended-range sRGB colour is written as its ``standIn(for:)`` in `display-p3`, and
    /// its exact components go in Palette's extension (`"color": "color(srgb 1.2 0.5 0)"`),
    /// which ``DTCGImporter`` reads back.
    static func colorValue(_ color: ThemeColor) -> JSONValue {
        let written = standIn(for: color)
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(written.colorSpace == .displayP3 ? "display-p3" : "srgb")),
            ("components", .array([written.red, written.green, written.blue].map { JSONNode(.number($0)) })),
        ]
        if !written.isOpaque { members.append(("alpha", .number(written.alpha))) }
        members.append(("hex", .string(String(written.withAlpha(1).hex.prefix(7)).lowercased())))
        return .orderedObject(members)
    }

    /// The colour DTCG's `0...1` components hold for `color`: the colour itself when it is sRGB or
    /// Display P3; an extended-range colour in Display P3 (mapped into it when it lies beyond).
    static func standIn(for color: ThemeColor) -> ThemeColor {
        color.colorSpace == .extendedSRGB ? color.mapped(into: .displayP3) : color
    }
}
