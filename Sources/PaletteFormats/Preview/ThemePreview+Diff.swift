internal import InternalPaletteUtilities
import Palette
import PaletteDesign

extension ThemePreview {
    /// The page for a comparison of two themes: what changed first (contrast regressions, then
    /// every change, variant by variant), then each variant's two previews side by side, the theme
    /// before on the left and after on the right, with changed swatches, fonts and contrast pairs
    /// marked.
    public func html(_ diff: ThemeDiff) -> String {
        var body = MarkupWriter()
        writeSummary(diff, to: &body)
        for variant in diff.variants {
            body.open("section", [("class", "variant-row"), ("data-variant", variant.variant?.key ?? "theme")])
            body.element("h2", text: Self.title(of: variant))
            body.open("div", [("class", "columns")])
            let marks = PreviewMarks(variant)
            writeColumn(
                PreviewColumn(theme: variant.before, variant: variant.variant, heading: "Before"),
                marks: marks,
                to: &body
            )
            writeColumn(
                PreviewColumn(theme: variant.after, variant: variant.variant, heading: "After"),
                marks: marks,
                to: &body
            )
            body.close("div")
            body.close("section")
        }
        let title = "\(diff.before.name) (\(diff.before.id)) → \(diff.after.name) (\(diff.after.id))"
        let verdict =
            diff.isEmpty
            ? "no changes"
            : diff.regressions.isEmpty
                ? "no contrast regressions"
                : "\(diff.regressions.count) contrast regression\(diff.regressions.count == 1 ? "" : "s")"
        return page(
            title: title,
            subtitle: "before on the left, after on the right · \(verdict) · compared by \(generator)",
            width: PreviewLayout.pageWidth(columns: 2),
            body: body
        )
    }

    /// `Light`, `Dark (new in the theme after)`; `Every appearance` for plain themes.
    package static func title(of variant: ThemeDiff.Variant) -> String {
        guard let key = variant.variant else { return "Every appearance" }
        let name = key.description.prefix(1).uppercased() + key.description.dropFirst()
        switch (variant.isDefinedBefore, variant.isDefinedAfter) {
        case (false, true): return name + " (new: before, another variant served it)"
        case (true, false): return name + " (removed: after, another variant serves it)"
        default: return name
        }
    }

    /// The regressions, then each variant's changes as tables.
    private func writeSummary(_ diff: ThemeDiff, to page: inout MarkupWriter) {
        page.open("div", [("class", "summary")])
        page.element("h2", text: "Contrast regressions")
        if diff.regressions.isEmpty {
            page.element("p", [("class", "note")], text: "No pair falls below the level the theme before met.")
        } else {
            page.open("ul")
            for regression in diff.regressions {
                page.element("li", [("class", "regression")], text: Self.describe(regression))
            }
            page.close("ul")
        }
        for variant in diff.variants where !variant.isEmpty {
            page.element("h2", text: "Changes: \(Self.title(of: variant))")
            writeChanges(variant, to: &page)
        }
        if diff.isEmpty {
            page.element("p", [("class", "note")], text: "The two themes look the same in every variant.")
        }
        page.close("div")
    }

    /// `light: onBackground on background 7.12:1 → 3.95:1, below AA 4.5:1 that 'acme' meets`.
    package static func describe(_ regression: ContrastAudit.Regression) -> String {
        let place = regression.variant.map { "\($0): " } ?? ""
        let meets =
            regression.themeMeetsLevel
            ? "that '\(regression.themeID)' meets" : "that this pair meets in '\(regression.themeID)'"
        return "\(place)\(regression.after.pair.name) \(NumberText.ratio(regression.before.ratio)) → "
            + "\(NumberText.ratio(regression.after.ratio)), below \(regression.level.rawValue) "
            + "\(NumberText.ratio(regression.after.minimumRatio(at: regression.level))) \(meets)"
    }

    /// One variant's changes: a table of what, before and after.
    private func writeChanges(_ variant: ThemeDiff.Variant, to page: inout MarkupWriter) {
        page.open("table")
        page.open("tr")
        for heading in ["", "what", "before", "after", ""] { page.element("th", text: heading) }
        page.close("tr")
        for folded in FoldedContrastChange.folding(variant.contrast) {
            let change = folded.change
            var attributes: [MarkupWriter.Attribute] = []
            if change.isRegression { attributes.append(("class", "regressed")) }
            page.open("tr", attributes)
            page.element("td", text: change.isRegression ? "regression" : "contrast")
            page.element("td", text: folded.name)
            page.element("td", [("class", "number")], text: Self.verdict(change.before))
            page.element("td", [("class", "number")], text: Self.verdict(change.after))
            writeNote(change.regression.map { "below \($0.level.rawValue)" }, to: &page)
            page.close("tr")
        }
        for change in variant.colors {
            writeChange(
                "colour",
                change.key.rawValue,
                change.kind,
                change.before.map { CellValue(.color($0)) },
                change.after.map { CellValue(.color($0)) },
                note: change.distance.map { "ΔE_OK " + NumberText.decimal($0, places: 3) },
                to: &page
            )
        }
        for change in variant.fonts {
            writeChange(
                "font",
                change.key.rawValue,
                change.kind,
                change.before.map { CellValue(.font($0)) },
                change.after.map { CellValue(.font($0)) },
                note: nil,
                to: &page
            )
        }
        for change in variant.tokens {
            writeChange(
                "\(change.key.kind.rawValue) token",
                change.key.path.string,
                change.kind,
                change.before.map(CellValue.init),
                change.after.map(CellValue.init),
                note: change.distance.map { "ΔE_OK " + NumberText.decimal($0, places: 3) },
                to: &page
            )
        }
        for change in variant.styles {
            for property in change.propertyChanges {
                // A style added or removed is one kind of change; a style changed, its properties'.
                writeChange(
                    "style",
                    "\(change.key) · \(property.key)",
                    change.kind == .changed ? property.kind : change.kind,
                    property.before.map { CellValue(text: $0.description) },
                    property.after.map { CellValue(text: $0.description) },
                    note: change.kind == .changed && property.kind != .changed
                        ? "property \(property.kind.rawValue)" : nil,
                    to: &page
                )
            }
        }
        page.close("table")
    }

    /// `4.52:1 AA`, or `2.1:1 fail`.
    static func verdict(_ result: ContrastAudit.Result) -> String {
        "\(NumberText.ratio(result.ratio)) \(result.level?.rawValue ?? "fail")"
    }

    private func writeChange(
        _ what: String,
        _ name: String,
        _ kind: ThemeDiff.ChangeKind,
        _ before: CellValue?,
        _ after: CellValue?,
        note: String?,
        to page: inout MarkupWriter
    ) {
        page.open("tr", [("class", "changed")])
        page.element(
            "td",
            [("class", kind == .changed ? "" : kind.rawValue)],
            text: kind == .changed ? what : "\(what) \(kind.rawValue)"
        )
        page.element("td", [("class", "mono")], text: name)
        writeCell(before, to: &page)
        writeCell(after, to: &page)
        writeNote(note, to: &page)
        page.close("tr")
    }

    /// A cell of dimmed text; empty for none.
    private func writeNote(_ note: String?, to page: inout MarkupWriter) {
        page.open("td")
        if let note { page.element("span", [("class", "note")], text: note) }
        page.close("td")
    }
}

extension ThemePreview.CellValue {
    /// Text alone.
    init(text: String) {
        self.text = text
        color = nil
    }
}
