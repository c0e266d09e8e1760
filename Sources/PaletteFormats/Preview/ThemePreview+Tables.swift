import Palette

extension ThemePreview {
    /// A value in a table cell: text, with a colour chip when it is a colour and a drawing when
    /// it is a shadow, gradient, border, easing or font (``PreviewTokenSample``).
    struct CellValue: Equatable {
        var text: String
        var color: ThemeColor?
        var sample: PreviewTokenSample?

        init(_ value: TokenValue) {
            text = value.description
            sample = PreviewTokenSample(value)
            switch value {
            case .color(let color): self.color = color
            case .image(.solidColor(let color)): self.color = color
            default: color = nil
            }
        }

        init(_ value: StyleValue, in theme: ResolvedTheme) {
            text = value.description
            color = value.color(in: theme)
        }
    }

    /// One row of a table whose columns are the variants.
    struct TableRow {
        var key: String
        var detail: String
        var values: [CellValue?]
    }

    /// The custom tokens and the styles, each a table with a column per variant.
    func writeTables(_ columns: [PreviewColumn], to page: inout MarkupWriter) {
        let tokenRows = Self.tokenRows(columns)
        let styleRows = Self.styleRows(columns)
        page.open("div", [("class", "tables")])
        page.open("section")
        page.element("h2", text: "Tokens")
        if tokenRows.isEmpty {
            page.element("p", [("class", "note")], text: "The theme has no custom tokens.")
        } else {
            writeTable(tokenRows, keyHeading: "token", detailHeading: "kind", columns: columns, to: &page)
        }
        page.close("section")
        page.open("section")
        page.element("h2", text: "Styles")
        if styleRows.isEmpty {
            page.element("p", [("class", "note")], text: "The theme defines no styles.")
        } else {
            writeTable(styleRows, keyHeading: "style", detailHeading: "property", columns: columns, to: &page)
        }
        page.close("section")
        page.close("div")
    }

    private func writeTable(
        _ rows: [TableRow],
        keyHeading: String,
        detailHeading: String,
        columns: [PreviewColumn],
        to page: inout MarkupWriter
    ) {
        page.open("table")
        page.open("tr")
        page.element("th", text: keyHeading)
        page.element("th", text: detailHeading)
        for column in columns { page.element("th", text: column.title) }
        page.close("tr")
        for row in rows {
            page.open("tr")
            page.element("td", [("class", "mono")], text: row.key)
            page.element("td", text: row.detail)
            for value in row.values { writeCell(value, to: &page) }
            page.close("tr")
        }
        page.close("table")
    }

    /// A cell: a colour chip and the value's text; an empty cell for no value.
    func writeCell(_ value: CellValue?, to page: inout MarkupWriter) {
        page.open("td")
        if let value {
            if let color = value.color {
                page.element(
                    "span",
                    [("class", "chip-color"), ("style", "background:\(color.composited(over: .white).hex)")],
                    text: ""
                )
            }
            value.sample?.write(to: &page)
            page.element("span", [("class", "mono")], text: value.text)
        } else {
            page.element("span", [("class", "note")], text: "—")
        }
        page.close("td")
    }

    /// A row per token any variant answers, by kind then path, with where an inherited one
    /// comes from.
    static func tokenRows(_ columns: [PreviewColumn]) -> [TableRow] {
        let answered = columns.map { $0.theme.answeredTokens }
        let slots = Set(answered.flatMap(\.keys)).sorted()
        return slots.map { slot in
            TableRow(
                key: slot.path.string,
                detail: slot.kind.rawValue,
                values: answered.map { $0[slot].map(CellValue.init) }
            )
        }
    }

    /// A row per property of every style any variant's cascade defines, by style then key.
    static func styleRows(_ columns: [PreviewColumn]) -> [TableRow] {
        let defined = columns.map { $0.theme.cascadedStyles }
        let names = Set(defined.flatMap(\.keys)).sorted()
        return names.flatMap { name in
            let properties = defined.map { $0[name].map(\.effectiveProperties) ?? [:] }
            let keys = Set(properties.flatMap(\.keys)).sorted()
            return keys.map { key in
                TableRow(
                    key: name,
                    detail: key,
                    values: zip(properties, columns).map { values, column in
                        values[key].map { CellValue($0, in: column.theme) }
                    }
                )
            }
        }
    }
}
