import Foundation

/// A theme made from data: read from a ``ThemeDocument``, or ``ThemeOverrides`` laid over
/// another theme.
///
/// A class with constant properties, so a copy is a reference rather than every field: a
/// document with its tokens is large, and every holder of the theme (``ResolvedTheme/source``)
/// would copy it all. One class for both origins, so that an app links one theme type's
/// resolution code for them, not two.
final class DataTheme: Theme {
    let id: String
    let name: String
    let palette: ThemePalette
    let fontStyles: ThemeFontStyles
    let tokens: TokenSet
    /// The theme the document extends, or the one the overridden theme extends.
    let extendedTheme: (any Theme)?
    /// The folder of the document's file (or of the overridden theme's), where its image files are.
    let resourceFolder: URL?
    /// The document the theme was read from, by ``ThemeDocument/resolve(in:limits:folder:)``.
    let document: ThemeDocument?
    /// The theme overrides were laid over, by ``ThemeOverrides/applied(to:)``.
    let base: ResolvedTheme?

    init(
        id: String,
        name: String,
        palette: ThemePalette,
        fontStyles: ThemeFontStyles,
        tokens: TokenSet,
        extendedTheme: (any Theme)?,
        resourceFolder: URL?,
        document: ThemeDocument? = nil,
        base: ResolvedTheme? = nil
    ) {
        self.id = id
        self.name = name
        self.palette = palette
        self.fontStyles = fontStyles
        self.tokens = tokens
        self.extendedTheme = extendedTheme
        self.resourceFolder = resourceFolder
        self.document = document
        self.base = base
    }

    /// The document's named styles, or those of the theme the overrides were laid over.
    var styleDefinitions: [StyleDefinition] {
        document?.styles ?? base?.styleDefinitions ?? []
    }
}
