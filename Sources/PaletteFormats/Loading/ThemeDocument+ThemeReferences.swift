import Palette

// Only the loader follows a document's variants to the themes they name: here, not in Palette,
// which every app links.
extension ThemeDocument.Variants {
    /// The registered themes the variants name, each with the document path that names it.
    var themeReferences: [(path: String, id: String)] {
        ThemeVariant.allCases.compactMap { variant in
            guard case .theme(let id)? = self[variant] else { return nil }
            return (Self.path(of: variant), id)
        }
    }
}
