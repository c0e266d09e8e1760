import Palette
import PaletteDesign

/// What a diff page marks on a column: the roles, fonts and contrast pairs that changed.
struct PreviewMarks {
    /// Roles whose colour changed, with how far it moved (ΔE_OK; `nil` when not measurable).
    var colors: [ColorRole: Double?] = [:]
    /// Font styles that changed.
    var fonts: Set<FontStyle> = []
    /// Contrast pairs whose ratio or level changed, by name.
    var contrast: Set<String> = []
    /// Contrast pairs that fell below the level the theme before met, by name.
    var regressions: Set<String> = []

    /// Nothing marked: a plain preview.
    static let none = PreviewMarks()

    /// The marks of one variant's changes.
    init(_ variant: ThemeDiff.Variant) {
        for change in variant.colors { colors[change.key] = change.distance }
        fonts = Set(variant.fonts.map(\.key))
        contrast = Set(variant.contrast.map(\.name))
        regressions = Set(variant.regressions.map(\.name))
    }

    private init() {}
}
