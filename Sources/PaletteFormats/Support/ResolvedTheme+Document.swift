import Palette

extension ResolvedTheme {
    /// The theme's document, when it was read from one: the document itself, or for an adaptive
    /// one, its light variant's (which holds the document's own sections, its `extensions` among
    /// them).
    package var sourceDocument: ThemeDocument? {
        document ?? adaptiveTheme?.light.document
    }
}
