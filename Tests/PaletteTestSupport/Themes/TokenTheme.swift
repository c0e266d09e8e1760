import Palette

/// A theme made of tokens, for tests.
package struct TokenTheme: Theme {
    package var id: String
    package var name: String
    package var palette: ThemePalette
    package var fontStyles: ThemeFontStyles
    package var tokens: TokenSet
    package var parent: ResolvedTheme?
    package var extendedTheme: (any Theme)? { parent }

    package init(
        id: String = "tokens",
        name: String = "Tokens",
        palette: ThemePalette = DefaultTheme().palette,
        fontStyles: ThemeFontStyles = DefaultTheme().fontStyles,
        tokens: TokenSet,
        parent: ResolvedTheme? = nil
    ) {
        self.id = id
        self.name = name
        self.palette = palette
        self.fontStyles = fontStyles
        self.tokens = tokens
        self.parent = parent
    }
}
