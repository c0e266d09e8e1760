import Palette

/// One colour role as the preview draws it: the colour as seen, and its contrast with the role
/// it is read with.
struct PreviewSwatch {
    let role: ColorRole
    /// The colour the theme gives the role, with its alpha.
    let color: ThemeColor
    /// The opaque colour the role shows as (``ColorPalette/visibleColor(of:)``): what the swatch is
    /// painted with, and what a screenshot of it holds.
    let visible: ThemeColor
    /// The role it is read with, drawn on it as "Aa".
    let counterpart: ColorRole
    /// The counterpart as drawn on this swatch: over the swatch when it is the text, the opaque
    /// counterpart when this role is the text on it.
    let sample: ThemeColor
    /// The pair's contrast, measured as the audit measures it: the text over the fill as drawn.
    let result: ContrastAudit.Result

    init(role: ColorRole, palette: ThemePalette) {
        self.role = role
        color = palette[role]
        visible = palette.visibleColor(of: role)
        counterpart = role.counterpart
        let (text, fill) = role.isReadOnCounterpart ? (role, counterpart) : (counterpart, role)
        sample = palette[counterpart].composited(over: visible)
        result = ContrastAudit.Result(
            pair: ContrastAudit.Pair(
                name: "\(text.rawValue) on \(fill.rawValue)",
                foreground: palette[text],
                background: palette.visibleColor(of: fill),
                kind: role == .outline ? .nonText : .text
            )
        )
    }
}
