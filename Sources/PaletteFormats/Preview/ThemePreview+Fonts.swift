internal import InternalPaletteUtilities
import Palette

extension ThemePreview {
    /// Every font style set in its font, with what it is: family, size, weight, traits and the
    /// Dynamic Type style it scales with.
    func writeFonts(_ column: PreviewColumn, marks: PreviewMarks, to page: inout MarkupWriter) {
        page.element("h3", text: "Fonts")
        for style in FontStyle.allCases {
            let font = column.theme.fontStyles[style]
            page.open("div", [("class", marks.fonts.contains(style) ? "font-sample changed" : "font-sample")])
            page.element("div", [("class", "meta")], text: "\(style.rawValue) · \(Self.describe(font))")
            page.element(
                "div",
                [("class", "text"), ("style", Self.css(font))],
                text: "The quick brown fox jumps over the lazy dog"
            )
            page.close("div")
        }
    }

    /// `Avenir Next, 17 pt, semi-bold, italic; scales with Dynamic Type as body (17 pt at the
    /// default size)`.
    static func describe(_ font: FontDescriptor) -> String {
        var parts = [font.family.description, "\(NumberText.plain(font.size)) pt", font.weight.description]
        parts += font.traits.names
        var text = parts.joined(separator: ", ")
        if let textStyle = font.textStyle {
            text +=
                "; scales with Dynamic Type as \(textStyle.rawValue) (\(NumberText.plain(textStyle.defaultSize)) pt at the default size)"
        } else {
            text += "; fixed size"
        }
        return text
    }
}
