internal import InternalPaletteUtilities
import Palette
import PaletteDesign

extension ThemePreview {
    /// The contrast audit: every pair with a sample, its ratio, what it needs and its verdict, at
    /// the column's level; then the colour-vision check.
    func writeContrast(_ column: PreviewColumn, marks: PreviewMarks, to page: inout MarkupWriter) {
        page.element("h3", text: "Contrast, WCAG \(column.level.rawValue)")
        page.open("table")
        page.open("tr")
        for heading in ["pair", "sample", "ratio", "needs", ""] { page.element("th", text: heading) }
        page.close("tr")
        for result in column.audit.results {
            let pair = result.pair
            let rowClass =
                marks.regressions.contains(pair.name)
                ? "regressed" : marks.contrast.contains(pair.name) ? "changed" : ""
            var attributes: [MarkupWriter.Attribute] = []
            if !rowClass.isEmpty { attributes.append(("class", rowClass)) }
            page.open("tr", attributes)
            page.element("td", text: pair.name)
            page.element(
                "td",
                [
                    ("class", "sample"),
                    (
                        "style",
                        "background:\(pair.background.hex);color:\(pair.foreground.composited(over: pair.background).hex)"
                    ),
                ],
                text: "Aa"
            )
            page.element("td", [("class", "number")], text: NumberText.ratio(result.ratio))
            page.element("td", [("class", "number")], text: NumberText.ratio(result.minimumRatio(at: column.level)))
            let passes = result.passes(column.level)
            page.open("td")
            page.element("span", [("class", passes ? "badge pass" : "badge fail")], text: passes ? "pass" : "fail")
            page.close("td")
            page.close("tr")
        }
        page.close("table")
        let warnings = column.audit.colorVision.warnings
        let minimum = NumberText.decimal(column.audit.colorVision.minimumDistance, places: 2)
        if warnings.isEmpty {
            page.element(
                "p",
                [("class", "note")],
                text:
                    "Primary, secondary and error stay at least \(minimum) apart (ΔE_OK) for every colour-vision deficiency."
            )
        } else {
            page.open("ul")
            for warning in warnings {
                page.element(
                    "li",
                    text:
                        "\(warning.pair) too close with \(warning.deficiency.rawValue): \(NumberText.decimal(warning.distance, places: 3)) apart, needs \(minimum)"
                )
            }
            page.close("ul")
        }
    }
}
