import Palette

extension ResolvedTheme {
    /// Whether the theme sets a role itself, rather than taking it from the theme it extends or
    /// deriving it from other roles: a theme that extends nothing sets every role; a document,
    /// those it writes; any other theme, those that differ from its parent's.
    func setsItself(_ role: ColorRole) -> Bool {
        guard let parent else { return true }
        if let document = (source as? DocumentTheme)?.document {
            return document.palette[role] != nil || document.tokens.aliases[TokenSlot(role)] != nil
        }
        return palette[role] != parent.palette[role]
    }

    /// Whether the theme sets a font style itself (see ``setsItself(_:)-(ColorRole)``).
    func setsItself(_ style: FontStyle) -> Bool {
        guard let parent else { return true }
        if let document = (source as? DocumentTheme)?.document {
            return document.fonts[style] != nil || document.tokens.aliases[TokenSlot(style)] != nil
        }
        return fontStyles[style] != parent.fontStyles[style]
    }
}
