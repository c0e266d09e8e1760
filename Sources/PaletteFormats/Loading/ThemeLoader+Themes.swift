import Palette

/// Files with modes in a load: several themes from one file, each named as its modes say.
extension ThemeLoader.ReadFile {
    /// Takes what decoding the file gave: its themes (the first as ``report``'s value) and, unless
    /// they were given to the files they are in already, its problems.
    mutating func take(_ themes: ThemeFileFormat.Themes, keepingProblems: Bool = false) {
        if !keepingProblems {
            report.errors = themes.report.errors
            report.warnings = themes.report.warnings
        }
        let all = themes.report.errors.isEmpty ? themes.report.value ?? [] : []
        report.value = all.first?.document
        hasModes = themes.hasModes
        unknownInputs = themes.unknownInputs
        modifierNames = themes.modifierNames
        self.themes = hasModes ? all : []
        if let only = all.first, all.count == 1, hasModes { isNamedAfterFile = only.isNamedAfterFile }
    }

    /// The documents the file gives: each theme's, or the one of ``report``.
    var documents: [ThemeDocument] {
        themes.isEmpty ? (report.value.map { [$0] } ?? []) : themes.map(\.document)
    }

    /// Whether the identifier of the theme `id` of this file was made from names.
    func isNamedAfterFile(_ id: String) -> Bool {
        themes.first { $0.document.id == id }?.isNamedAfterFile ?? isNamedAfterFile
    }

    /// The identifier the theme `id` of this file takes when `id` is taken, if it has one.
    func alternativeID(for id: String) -> String? {
        themes.first { $0.document.id == id }?.alternativeID
    }

    /// The inputs that read the theme `id` of this file alone.
    func inputs(for id: String) -> [ModeInput] {
        themes.first { $0.document.id == id }?.inputs ?? []
    }
}
