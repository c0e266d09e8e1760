import Palette

extension ResolvedTheme {
    /// Whether the theme sets a role itself, rather than taking it from the theme it extends or
    /// deriving it from other roles: a theme that extends nothing sets every role; a document,
    /// those it writes; any other theme, those that differ from its parent's.
    package func setsItself(_ role: ColorRole) -> Bool {
        guard let parent else { return true }
        if let document {
            return document.palette[role] != nil || document.tokens.aliases[TokenSlot(role)] != nil
        }
        return palette[role] != parent.palette[role]
    }

    /// Whether the theme sets a font style itself (see ``setsItself(_:)-(ColorRole)``).
    package func setsItself(_ style: FontStyle) -> Bool {
        guard let parent else { return true }
        if let document {
            return document.fonts[style] != nil || document.tokens.aliases[TokenSlot(style)] != nil
        }
        return fontStyles[style] != parent.fontStyles[style]
    }

    /// Whether a role's colour is this theme's own: set by it, or derived from roles it sets (a
    /// file that sets `primary` owns the `onPrimary` derived from it), rather than the colour of
    /// the theme it extends.
    package func ownsColor(of role: ColorRole) -> Bool {
        guard let parent else { return true }
        return setsItself(role) || palette[role] != parent.palette[role]
    }

    /// Whether a contrast pair involves a colour or type style of this theme's own
    /// (``ownsColor(of:)``); a pair of tokens, named by the caller, always does.
    package func owns(_ pair: ContrastAudit.Pair) -> Bool {
        guard parent != nil else { return true }
        let roles = [pair.foregroundRole, pair.backgroundRole].compactMap { $0 }
        if roles.count < 2, pair.fontStyle == nil { return true }
        return roles.contains(where: ownsColor(of:)) || pair.fontStyle.map(setsItself) == true
    }
}
