import Palette

extension ThemePreview {
    /// Sample components in the theme's roles and fonts, as an app would draw them: a navigation
    /// bar, a card with body text and a caption, primary and secondary buttons with a link, a text
    /// field, an error banner and a neutral chip.
    func writeComponents(_ column: PreviewColumn, marks: PreviewMarks, to page: inout MarkupWriter) {
        let palette = column.palette
        let fonts = column.theme.fontStyles
        func color(_ role: ColorRole) -> String { palette.visibleColor(of: role).hex }
        func on(_ role: ColorRole) -> String { Self.text(on: role, palette) }
        page.element("h3", text: "Components")

        page.open(
            "div",
            [("class", "component navbar"), ("style", "background:\(color(.primary));color:\(on(.primary))")]
        )
        page.element("span", [("style", "font-size:15px")], text: "‹ Back")
        page.element("span", [("style", Self.css(fonts.heading, maximumSize: 22))], text: "Library")
        page.element("span", [("style", "font-size:15px")], text: "Edit")
        page.close("div")

        page.open(
            "div",
            [
                ("class", "component card"),
                ("style", "background:\(color(.surface));color:\(on(.surface));border-color:\(color(.outline))"),
            ]
        )
        page.element("div", [("style", Self.css(fonts.heading, maximumSize: 28))], text: "Morning light")
        page.element(
            "p",
            [("style", Self.css(fonts.body, maximumSize: 24))],
            text: "A card on the surface colour, with body text set in the theme's body style."
        )
        page.element("p", [("style", Self.css(fonts.caption, maximumSize: 20))], text: "Caption · 2 min read")
        page.element(
            "p",
            [("style", Self.css(fonts.quote, maximumSize: 24))],
            text: "“A quote, set in the quote style.”"
        )
        page.close("div")

        page.open("div", [("class", "component buttons")])
        page.element(
            "span",
            [("class", "button"), ("style", "background:\(color(.primary));color:\(on(.primary))")],
            text: "Primary"
        )
        page.element(
            "span",
            [("class", "button"), ("style", "background:\(color(.secondary));color:\(on(.secondary))")],
            text: "Secondary"
        )
        page.element(
            "span",
            [("style", "color:\(palette[.highlight].composited(over: palette.visibleColor(of: .background)).hex)")],
            text: "Highlighted link"
        )
        page.element(
            "span",
            [("class", "chip"), ("style", "background:\(color(.neutral));color:\(on(.neutral))")],
            text: "Neutral"
        )
        page.close("div")

        page.open("div", [("class", "component field")])
        page.element("label", [("style", Self.css(fonts.caption, maximumSize: 20))], text: "Email")
        page.element(
            "div",
            [
                ("style", "background:\(color(.surface));color:\(on(.surface));border-color:\(color(.outline))")
            ],
            text: "name@example.com"
        )
        page.close("div")

        page.element(
            "div",
            [("class", "component banner"), ("style", "background:\(color(.error));color:\(on(.error))")],
            text: "Couldn’t save your changes. Try again."
        )
    }

    /// CSS declarations for a font: Palette's CSS `font` shorthand (the family's closest web
    /// fonts, weight, italic, width and line height), with its letter spacing; a size above
    /// `maximumSize` points is capped there, so a sample fits its component.
    static func css(_ font: FontDescriptor, maximumSize: Double? = nil) -> String {
        var shown = font
        if let maximumSize, font.size > maximumSize { shown.size = maximumSize }
        var declarations = "font:\(CSSExporter.font(shown))"
        if let spacing = shown.letterSpacing { declarations += ";letter-spacing:\(CSSExporter.length(spacing))" }
        return declarations
    }
}
