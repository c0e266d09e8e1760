internal import InternalPaletteUtilities
import Palette
import PaletteDesign

/// Draws a theme as people look at it: an HTML page, or an SVG image, of every variant side by
/// side.
///
/// The page shows each variant the theme has (light and dark, standard and increased contrast)
/// in a column of its own: each colour role as a swatch with its hex value and its contrast
/// against the role read with it, passed or failed at the level the variant is held to (AA, or
/// AAA in increased contrast); the colours as viewers with each colour-vision deficiency see
/// them; sample components drawn in the theme's roles and fonts (a navigation bar, a card,
/// buttons, a text field, an error banner); every font style set in the closest web fonts; and
/// the contrast audit. The custom tokens and styles follow as tables. The page is one file that
/// loads nothing: no scripts run, no fonts, images or style sheets are fetched (its content
/// security policy forbids them), so it works offline and as a CI artifact.
///
/// ```swift
/// let page = ThemePreview().html(theme)
/// try Data(page.utf8).write(to: URL(fileURLWithPath: "acme.html"))
/// ```
///
/// Everything a theme names (its identifier and name, token paths, style names and values, font
/// families) is escaped, so a hostile file's `<script>` is shown as text. `palette preview`
/// writes these pages, and `palette diff --format html` the comparison of two themes
/// (``html(_:)-(ThemeDiff)``).
///
/// The page also carries its layout as JSON, in `<script type="application/json"
/// id="palette-layout">`: the rectangle, in CSS pixels from the page's top left corner, of every
/// swatch's painted area and every colour-vision cell, with the colour painted there. A browser
/// test renders the page at that size and reads the pixels back.
public struct ThemePreview: Sendable {
    /// What made the page, in its header and `generator` meta element: `palette 0.1.0`.
    public var generator: String

    /// Creates a preview renderer.
    ///
    /// - Parameter generator: What made the page, shown in its header.
    public init(generator: String = "Palette") {
        self.generator = generator
    }

    /// The page for a theme: every variant it has, side by side.
    public func html(_ theme: ResolvedTheme) -> String {
        let columns = PreviewColumn.columns(of: theme)
        var body = MarkupWriter()
        body.open("main", [("class", "columns")])
        for column in columns { writeColumn(column, marks: .none, to: &body) }
        body.close("main")
        writeTables(columns, to: &body)
        body.jsonBlock(id: "palette-layout", layoutRecord(columns))
        return page(
            title: "\(theme.name) (\(theme.id))",
            subtitle: Self.subtitle(theme) + " · previewed by \(generator)",
            width: PreviewLayout.pageWidth(columns: columns.count),
            body: body
        )
    }

    /// `acme · 2 of 4 variants; the others fall back to these · what it does not set comes from 'default'`.
    static func subtitle(_ theme: ResolvedTheme) -> String {
        var parts = [theme.id]
        switch theme.adaptiveTheme?.definedVariants.count {
        case nil: parts.append("one variant for every appearance")
        case let count? where count < ThemeVariant.allCases.count:
            parts.append("\(count) of 4 variants; the others fall back to these")
        case let count?: parts.append("\(count) variants")
        }
        let extended = theme.adaptiveTheme?.light.parent ?? theme.parent
        if let extended { parts.append("what it does not set comes from '\(extended.id)'") }
        return parts.joined(separator: " · ")
    }

    /// A whole HTML document around `body`.
    func page(title: String, subtitle: String, width: Int, body: MarkupWriter) -> String {
        var page = MarkupWriter()
        page.raw("<!DOCTYPE html>\n")
        page.open("html", [("lang", "en")])
        page.open("head")
        page.open("meta", [("charset", "utf-8")])
        page.open(
            "meta",
            [("http-equiv", "Content-Security-Policy"), ("content", "default-src 'none'; style-src 'unsafe-inline'")]
        )
        page.open("meta", [("name", "referrer"), ("content", "no-referrer")])
        page.open("meta", [("name", "generator"), ("content", generator)])
        page.open("meta", [("name", "viewport"), ("content", "width=\(width)")])
        page.element("title", text: "\(title) · Palette preview")
        page.open("style")
        page.raw(PreviewStyleSheet.css)
        page.close("style")
        page.close("head")
        page.open("body", [("style", "min-width:\(width)px;--fixed-height:\(PreviewLayout.fixedHeight)px")])
        page.open("header", [("class", "page-header")])
        page.element("h1", text: title)
        page.element("p", text: subtitle)
        page.close("header")
        page.append(body)
        page.close("body")
        page.close("html")
        return page.text + "\n"
    }

    /// The layout record tools read: page size, and where each swatch and colour-vision cell is
    /// painted, with its colour.
    func layoutRecord(_ columns: [PreviewColumn]) -> JSONValue {
        var swatches: [JSONNode] = []
        var vision: [JSONNode] = []
        for (index, column) in columns.enumerated() {
            let origin = PreviewLayout.fixedOrigin(column: index)
            for (swatchIndex, swatch) in column.swatches.enumerated() {
                let rect = PreviewLayout.swatchSample(swatchIndex).offset(origin.x, origin.y)
                swatches.append(
                    JSONNode(
                        .orderedObject([
                            ("variant", .string(column.key)), ("role", .string(swatch.role.rawValue)),
                            ("color", .string(swatch.visible.hex)), ("rect", rect.jsonValue),
                        ])
                    )
                )
            }
            for (deficiencyIndex, deficiency) in ColorVisionDeficiency.allCases.enumerated() {
                for (roleIndex, cell) in column.simulated(deficiency).enumerated() {
                    let rect = PreviewLayout.visionCell(deficiency: deficiencyIndex, role: roleIndex)
                        .inset(2).offset(origin.x, origin.y)
                    vision.append(
                        JSONNode(
                            .orderedObject([
                                ("variant", .string(column.key)), ("deficiency", .string(deficiency.rawValue)),
                                ("role", .string(cell.role.rawValue)), ("color", .string(cell.color.hex)),
                                ("rect", rect.jsonValue),
                            ])
                        )
                    )
                }
            }
        }
        return .orderedObject([
            ("width", .number(Double(PreviewLayout.pageWidth(columns: columns.count)))),
            (
                "height",
                .number(Double(PreviewLayout.columnsTop + PreviewLayout.columnPadding + PreviewLayout.fixedHeight))
            ),
            ("variants", .array(columns.map { JSONNode(.string($0.key)) })),
            ("swatches", .array(swatches)),
            ("colorVision", .array(vision)),
        ])
    }
}
