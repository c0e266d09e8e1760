internal import InternalPaletteUtilities
import Palette

extension ThemePreview {
    /// The sample components of a column in SVG, from `top`: a navigation bar, a card, primary and
    /// secondary buttons, a text field and an error banner, in the theme's roles and fonts.
    func writeSVGComponents(_ column: PreviewColumn, originX x: Int, top: Int, to image: inout MarkupWriter) {
        let palette = column.palette
        let fonts = column.theme.fontStyles
        func fill(_ role: ColorRole) -> String { palette.visibleColor(of: role).hex }
        func on(_ role: ColorRole) -> String { Self.text(on: role, palette) }
        func box(_ left: Int, _ y: Int, _ width: Int, _ height: Int, _ role: ColorRole, stroke: Bool = false) {
            var attributes: [MarkupWriter.Attribute] = [
                ("x", "\(left)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(height)"), ("rx", "10"),
                ("fill", fill(role)),
            ]
            if stroke { attributes.append(("stroke", fill(.outline))) }
            image.empty("rect", attributes)
        }
        func label(_ text: String, _ left: Int, _ y: Int, _ font: FontDescriptor, _ color: String, size: Double) {
            image.element(
                "text",
                Self.svgFont(font, size: size) + [("x", "\(left)"), ("y", "\(y)"), ("fill", color)],
                text: text
            )
        }
        box(x, top, 360, 44, .primary)
        label("Library", x + 14, top + 28, fonts.heading, on(.primary), size: 17)
        box(x, top + 56, 360, 84, .surface, stroke: true)
        label("Morning light", x + 14, top + 82, fonts.heading, on(.surface), size: 17)
        label("Body text on the surface colour.", x + 14, top + 106, fonts.body, on(.surface), size: 15)
        label("Caption · 2 min read", x + 14, top + 128, fonts.caption, on(.surface), size: 12)
        box(x, top + 152, 112, 36, .primary)
        label("Primary", x + 16, top + 175, fonts.body, on(.primary), size: 15)
        box(x + 124, top + 152, 124, 36, .secondary)
        label("Secondary", x + 140, top + 175, fonts.body, on(.secondary), size: 15)
        let highlight = palette[.highlight].composited(over: palette.visibleColor(of: .background)).hex
        label("Link", x + 262, top + 175, fonts.body, highlight, size: 15)
        box(x, top + 198, 360, 36, .error)
        label("Couldn’t save your changes.", x + 14, top + 221, fonts.body, on(.error), size: 15)
    }

    /// SVG font attributes for a font at `size` points (or its own size when smaller).
    static func svgFont(_ font: FontDescriptor, size: Double) -> [MarkupWriter.Attribute] {
        let family =
            font.traits.contains(.monospace) && font.family == .system ? .system(design: .monospaced) : font.family
        let weight = max(font.weight, font.traits.contains(.bold) ? .bold : font.weight)
        return [
            ("font-family", CSSFontFamily.stack(for: font, family: family)),
            ("font-size", NumberText.plain(min(font.size, size))),
            ("font-weight", "\(weight.rawValue)"),
            ("font-style", font.traits.contains(.italic) ? "italic" : "normal"),
        ]
    }
}
