internal import InternalPaletteUtilities
import Palette
import PaletteDesign

extension ThemePreview {
    /// One variant's column: the fixed region (title, swatches, colour-vision strips), then
    /// sample components, fonts and the contrast audit.
    func writeColumn(_ column: PreviewColumn, marks: PreviewMarks, to page: inout MarkupWriter) {
        let palette = column.palette
        page.open(
            "section",
            [
                ("class", "column"), ("data-variant", column.key), ("data-theme", column.theme.id),
                (
                    "style",
                    "background:\(palette.visibleColor(of: .background).hex);color:\(Self.text(on: .background, palette))"
                ),
            ]
        )
        page.open("div", [("class", "fixed")])
        page.open(
            "div",
            [
                ("class", "title"),
                ("style", PreviewLayout.Rect(x: 0, y: 0, width: 360, height: PreviewLayout.titleHeight).css),
            ]
        )
        page.open("div")
        page.element("h2", [("title", column.theme.description)], text: column.title)
        page.element("span", [("class", "level")], text: "WCAG \(column.level.rawValue)")
        page.close("div")
        page.element("p", text: column.theme.id)
        page.close("div")
        for (index, swatch) in column.swatches.enumerated() {
            writeSwatch(swatch, at: PreviewLayout.swatch(index), level: column.level, marks: marks, to: &page)
        }
        writeColorVisionStrips(column, to: &page)
        page.close("div")
        page.open("div", [("class", "flow")])
        writeComponents(column, marks: marks, to: &page)
        writeFonts(column, marks: marks, to: &page)
        writeContrast(column, marks: marks, to: &page)
        page.close("div")
        page.close("section")
    }

    /// A swatch: the colour with its counterpart written on it, then its name, hex, ratio and
    /// verdict at `level`.
    private func writeSwatch(
        _ swatch: PreviewSwatch,
        at cell: PreviewLayout.Rect,
        level: ContrastLevel,
        marks: PreviewMarks,
        to page: inout MarkupWriter
    ) {
        let changed = marks.colors.keys.contains(swatch.role)
        page.open("div", [("class", "swatch"), ("data-role", swatch.role.rawValue), ("style", cell.css)])
        page.element(
            "div",
            [
                ("class", changed ? "block changed" : "block"),
                ("style", "background:\(swatch.visible.hex);color:\(swatch.sample.hex)"),
                (
                    "title",
                    swatch.color.isOpaque
                        ? Self.described(swatch.color)
                        : "\(Self.described(swatch.color)), seen as \(swatch.visible.hex)"
                ),
            ],
            text: "Aa"
        )
        page.open("div", [("class", "caption")])
        page.open("div")
        page.element("b", text: swatch.role.rawValue)
        page.element("code", text: swatch.color.hex + Self.spaceMark(swatch.color))
        page.close("div")
        page.open("div")
        if changed, let distance = marks.colors[swatch.role] {
            let moved = distance.map { "ΔE " + NumberText.decimal($0, places: 3) } ?? "changed"
            page.element("span", [("class", "badge changed-tag")], text: moved)
        }
        page.element(
            "span",
            [
                ("class", "ratio"),
                (
                    "title",
                    "\(swatch.result.pair.name), needs \(NumberText.ratio(swatch.result.minimumRatio(at: level)))"
                ),
            ],
            text: "\(NumberText.ratio(swatch.result.ratio)) vs \(swatch.counterpart.rawValue)"
        )
        let passes = swatch.result.passes(level)
        page.element(
            "span",
            [("class", passes ? "badge pass" : "badge fail")],
            text: "\(level.rawValue) \(passes ? "✓" : "✗")"
        )
        page.close("div")
        page.close("div")
        page.close("div")
    }

    /// A strip per colour-vision deficiency: every role as a viewer with it sees the role.
    private func writeColorVisionStrips(_ column: PreviewColumn, to page: inout MarkupWriter) {
        let heading = PreviewLayout.Rect(
            x: 0,
            y: PreviewLayout.visionTop,
            width: 360,
            height: PreviewLayout.visionHeadingHeight
        )
        page.element("div", [("class", "vision-heading"), ("style", heading.css)], text: "Colour vision")
        for (deficiencyIndex, deficiency) in ColorVisionDeficiency.allCases.enumerated() {
            let first = PreviewLayout.visionCell(deficiency: deficiencyIndex, role: 0)
            let label = PreviewLayout.Rect(
                x: 0,
                y: first.y,
                width: PreviewLayout.visionLabelWidth - 4,
                height: PreviewLayout.visionCell
            )
            page.element("div", [("class", "vision-label"), ("style", label.css)], text: deficiency.displayName)
            for (roleIndex, cell) in column.simulated(deficiency).enumerated() {
                let rect = PreviewLayout.visionCell(deficiency: deficiencyIndex, role: roleIndex)
                page.element(
                    "div",
                    [
                        ("class", "cell"), ("style", rect.css + ";background:\(cell.color.hex)"),
                        ("title", "\(cell.role.rawValue) as seen with \(deficiency.rawValue): \(cell.color.hex)"),
                    ],
                    text: ""
                )
            }
        }
    }

    /// The colour of text on `role` in `palette`, opaque: the role's on-colour over it.
    static func text(on role: ColorRole, _ palette: ThemePalette) -> String {
        palette[role.counterpart].composited(over: palette.visibleColor(of: role)).hex
    }

    /// A colour's hex, and for one outside sRGB what it is: `#FF0F00, painted for
    /// color(display-p3 0.925 0.216 0.141)`. The page paints every colour as its hex, the sRGB
    /// colour closest to it, so the pixels read back are the hex's on every screen.
    static func described(_ color: ThemeColor) -> String {
        color.colorSpace == .sRGB ? color.hex : "\(color.hex), painted for \(color.cssText)"
    }

    /// ` P3` after the hex of a Display P3 colour, ` ext` after an extended-range sRGB one.
    static func spaceMark(_ color: ThemeColor) -> String {
        switch color.colorSpace {
        case .sRGB: ""
        case .displayP3: " P3"
        case .extendedSRGB: " ext"
        }
    }
}

extension ColorVisionDeficiency {
    /// `Protanopia`, as a label.
    var displayName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
