import Palette
import PaletteDesign

/// One variant of a theme as the preview draws it, in a column of its own: its swatches, what
/// viewers with each colour-vision deficiency see, sample components, fonts and contrast.
struct PreviewColumn {
    /// The theme the column shows: the variant itself.
    let theme: ResolvedTheme
    /// The variant; `nil` for a plain theme, which serves every appearance.
    let variant: ThemeVariant?
    /// The level the variant is held to: AA in standard contrast, AAA in increased contrast, as
    /// `palette check` holds it.
    let level: ContrastLevel
    /// The swatches, in ``PreviewLayout/roleRows`` order.
    let swatches: [PreviewSwatch]
    let audit: ContrastAudit
    /// The column's heading in place of the variant's name (`Before`, `After`).
    let heading: String?

    init(theme: ResolvedTheme, variant: ThemeVariant?, heading: String? = nil) {
        self.theme = theme
        self.variant = variant
        self.heading = heading
        level = variant?.contrast.level ?? .aa
        swatches = PreviewLayout.roleRows.joined().map { PreviewSwatch(role: $0, palette: theme.palette) }
        audit = ContrastAudit(theme)
    }

    /// A column per variant the theme has (a plain theme's one column has no variant).
    static func columns(of theme: ResolvedTheme) -> [PreviewColumn] {
        guard let adaptive = theme.adaptiveTheme else { return [PreviewColumn(theme: theme, variant: nil)] }
        return adaptive.definedVariants.map { PreviewColumn(theme: adaptive.variant($0), variant: $0) }
    }

    var palette: ThemePalette { theme.palette }

    /// The heading, else `Light`, `Dark, increased contrast`; `Every appearance` for a plain theme.
    var title: String {
        if let heading { return heading }
        guard let variant else { return "Every appearance" }
        let text = variant.description
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The key tools find the column by: the variant's (`lightIncreasedContrast`), or `theme`.
    var key: String { variant?.key ?? "theme" }

    /// The colours of every role as a viewer with `deficiency` sees them, in ``ColorRole`` order.
    func simulated(_ deficiency: ColorVisionDeficiency) -> [(role: ColorRole, color: ThemeColor)] {
        ColorRole.allCases.map { ($0, palette.visibleColor(of: $0).simulating(deficiency)) }
    }
}
