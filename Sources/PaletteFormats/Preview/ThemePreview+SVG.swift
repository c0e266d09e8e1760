internal import InternalPaletteUtilities
import Palette
import PaletteDesign

extension ThemePreview {
    /// The theme as one SVG image: every variant side by side, with its swatches (name, hex,
    /// contrast and verdict), its colours as each colour-vision deficiency shows them, and sample
    /// components. It renders where HTML cannot, in a README or a pull-request comment.
    ///
    /// Each swatch is a `rect` with `data-variant`, `data-role` and a `data-sample` area (`x,y,width,height`)
    /// that nothing is drawn over.
    public func svg(_ theme: ResolvedTheme) -> String {
        let columns = PreviewColumn.columns(of: theme)
        let width = PreviewLayout.pageWidth(columns: columns.count)
        let height =
            PreviewLayout.columnsTop + PreviewLayout.fixedHeight + Self.svgComponentsHeight + 2
            * PreviewLayout.columnPadding
            + PreviewLayout.pagePadding
        var image = MarkupWriter()
        image.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(width)"), ("height", "\(height)"),
                ("viewBox", "0 0 \(width) \(height)"), ("role", "img"), ("font-family", Self.uiFont),
            ]
        )
        image.element("title", text: "\(theme.name) (\(theme.id)): Palette preview")
        image.empty("rect", [("width", "\(width)"), ("height", "\(height)"), ("fill", "#EEF0F3")])
        let left = PreviewLayout.pagePadding
        image.element(
            "text",
            [
                ("x", "\(left)"), ("y", "\(left + 24)"), ("font-size", "24"), ("font-weight", "700"),
                ("fill", "#1F2328"),
            ],
            text: "\(theme.name) (\(theme.id))"
        )
        image.element(
            "text",
            [("x", "\(left)"), ("y", "\(left + 50)"), ("font-size", "13"), ("fill", "#59636E")],
            text: Self.subtitle(theme) + " · previewed by \(generator)"
        )
        for (index, column) in columns.enumerated() {
            writeSVGColumn(
                column,
                index: index,
                height: height - PreviewLayout.columnsTop - PreviewLayout.pagePadding,
                to: &image
            )
        }
        image.close("svg")
        return image.text + "\n"
    }

    /// The height of the sample components under each column's fixed region.
    static let svgComponentsHeight = 236

    /// The SVG image's own text font.
    static let uiFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

    private func writeSVGColumn(_ column: PreviewColumn, index: Int, height: Int, to image: inout MarkupWriter) {
        let palette = column.palette
        let x = PreviewLayout.columnLeft(index)
        let (originX, originY) = PreviewLayout.fixedOrigin(column: index)
        let text = Self.text(on: .background, palette)
        image.open("g", [("data-variant", column.key), ("data-theme", column.theme.id)])
        image.empty(
            "rect",
            [
                ("x", "\(x)"), ("y", "\(PreviewLayout.columnsTop)"), ("width", "\(PreviewLayout.columnWidth)"),
                ("height", "\(height)"), ("rx", "12"), ("fill", palette.visibleColor(of: .background).hex),
                ("stroke", "#0000001F"),
            ]
        )
        image.element(
            "text",
            [
                ("x", "\(originX)"), ("y", "\(originY + 22)"), ("font-size", "17"), ("font-weight", "700"),
                ("fill", text),
            ],
            text: column.title
        )
        image.element(
            "text",
            [
                ("x", "\(originX + 360)"), ("y", "\(originY + 22)"), ("font-size", "12"), ("text-anchor", "end"),
                ("fill", text),
            ],
            text: "\(column.theme.id) · WCAG \(column.level.rawValue)"
        )
        for (swatchIndex, swatch) in column.swatches.enumerated() {
            let cell = PreviewLayout.swatch(swatchIndex).offset(originX, originY)
            let sample = PreviewLayout.swatchSample(swatchIndex).offset(originX, originY)
            image.empty(
                "rect",
                [
                    ("x", "\(cell.x)"), ("y", "\(cell.y)"), ("width", "\(cell.width)"),
                    ("height", "\(PreviewLayout.blockHeight)"), ("rx", "8"), ("fill", swatch.visible.hex),
                    ("data-variant", column.key), ("data-role", swatch.role.rawValue),
                    ("data-sample", "\(sample.x),\(sample.y),\(sample.width),\(sample.height)"),
                ]
            )
            image.element(
                "text",
                [
                    ("x", "\(cell.x + 12)"), ("y", "\(cell.y + 27)"), ("font-size", "20"), ("font-weight", "600"),
                    ("fill", swatch.sample.hex),
                ],
                text: "Aa"
            )
            let captionY = cell.y + PreviewLayout.blockHeight
            image.element(
                "text",
                [
                    ("x", "\(cell.x)"), ("y", "\(captionY + 16)"), ("font-size", "12"), ("font-weight", "700"),
                    ("fill", text),
                ],
                text: swatch.role.rawValue
            )
            image.element(
                "text",
                [
                    ("x", "\(cell.x + cell.width)"), ("y", "\(captionY + 16)"), ("font-size", "12"),
                    ("text-anchor", "end"), ("font-family", "ui-monospace, Menlo, monospace"), ("fill", text),
                ],
                text: swatch.color.hex + Self.spaceMark(swatch.color)
            )
            image.element(
                "text",
                [("x", "\(cell.x)"), ("y", "\(captionY + 33)"), ("font-size", "12"), ("fill", text)],
                text: NumberText.ratio(swatch.result.ratio)
            )
            let passes = swatch.result.passes(column.level)
            image.empty(
                "rect",
                [
                    ("x", "\(cell.x + cell.width - 48)"), ("y", "\(captionY + 21)"), ("width", "48"), ("height", "16"),
                    ("rx", "8"), ("fill", passes ? "#1A7F37" : "#CF222E"),
                ]
            )
            image.element(
                "text",
                [
                    ("x", "\(cell.x + cell.width - 24)"), ("y", "\(captionY + 33)"), ("font-size", "11"),
                    ("font-weight", "600"), ("text-anchor", "middle"), ("fill", "#FFFFFF"),
                ],
                text: "\(column.level.rawValue) \(passes ? "✓" : "✗")"
            )
        }
        writeSVGColorVision(column, originX: originX, originY: originY, text: text, to: &image)
        writeSVGComponents(column, originX: originX, top: originY + PreviewLayout.fixedHeight, to: &image)
        image.close("g")
    }

    private func writeSVGColorVision(
        _ column: PreviewColumn,
        originX: Int,
        originY: Int,
        text: String,
        to image: inout MarkupWriter
    ) {
        image.element(
            "text",
            [
                ("x", "\(originX)"), ("y", "\(originY + PreviewLayout.visionTop + 15)"), ("font-size", "12"),
                ("font-weight", "600"), ("fill", text),
            ],
            text: "Colour vision"
        )
        for (deficiencyIndex, deficiency) in ColorVisionDeficiency.allCases.enumerated() {
            let first = PreviewLayout.visionCell(deficiency: deficiencyIndex, role: 0).offset(originX, originY)
            image.element(
                "text",
                [("x", "\(originX)"), ("y", "\(first.y + 13)"), ("font-size", "12"), ("fill", text)],
                text: deficiency.displayName
            )
            for (roleIndex, cell) in column.simulated(deficiency).enumerated() {
                let rect = PreviewLayout.visionCell(deficiency: deficiencyIndex, role: roleIndex).offset(
                    originX,
                    originY
                )
                image.empty(
                    "rect",
                    [
                        ("x", "\(rect.x)"), ("y", "\(rect.y)"), ("width", "\(rect.width)"),
                        ("height", "\(rect.height)"),
                        ("rx", "3"), ("fill", cell.color.hex), ("stroke", "#88888844"), ("data-variant", column.key),
                        ("data-deficiency", deficiency.rawValue), ("data-role", cell.role.rawValue),
                    ]
                )
            }
        }
    }
}
