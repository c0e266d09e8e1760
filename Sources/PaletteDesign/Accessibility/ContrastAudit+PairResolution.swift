internal import InternalPaletteUtilities
import Palette

extension ContrastAudit.Pair {
    /// A pair named as designers name colours, by role (`onSurface`) or by colour token path
    /// (`color.brand.accent`), with its colours read from a theme.
    ///
    /// Each name is first read as a ``/Palette/ColorRole`` in any letter case, with or without
    /// hyphens (`"onPrimary"`, `"on-primary"`), or as the path a role has among tokens
    /// (`color.onPrimary`). Any other name is a colour token path, looked up as a
    /// ``/Palette/ColorToken`` is: the path, each parent path, `__default__`, then the same in each
    /// theme the theme extends. Unlike a ``/Palette/ColorToken``, a path that no level defines does
    /// not fall back to `primary`: it is an error that names the path, so a typo is never audited
    /// as the primary colour.
    ///
    /// The background is read as it is drawn: a translucent background is composited over the
    /// theme's `background` (``/Palette/ColorPalette/visibleColor(of:)``), as the audit does for
    /// its own pairs. A translucent foreground is composited over the background when the ratio is
    /// measured.
    ///
    /// ```swift
    /// let pairs = try [
    ///     ContrastAudit.Pair("color.brand.accent", on: "surface", in: theme),
    ///     ContrastAudit.Pair("outline", on: "color.card.fill", in: theme, kind: .nonText),
    /// ]
    /// let audit = ContrastAudit(theme, additionalPairs: pairs)
    /// ```
    ///
    /// The pair's ``/Palette/ContrastAudit/Pair/name`` is `"<foreground> on <background>"`, with
    /// the names as given (role names as ``/Palette/ColorRole`` spells them).
    /// `foregroundRole` or
    /// `foregroundToken` (and the same for the background) say where
    /// each colour came from, so ``ContrastAudit/proposedFixes(at:gamut:)`` changes that role or
    /// token. The token is the path that answered the lookup: `color.brand` for
    /// `color.brand.accent` when only `color.brand` is defined, since changing that token is what
    /// changes the colour read.
    ///
    /// - Parameters:
    ///   - foreground: The role or colour token path of the text or graphic.
    ///   - background: The role or colour token path of what is behind it.
    ///   - theme: The theme to read the colours from.
    ///   - kind: Text (the default), large text, or a non-text graphic.
    /// - Throws: ``/Palette/ThemeError/Code/unresolvedReference`` for a name that is
    ///   neither a role nor a colour token of the theme or a theme it extends;
    ///   ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for an empty name.
    public init(
        _ foreground: String,
        on background: String,
        in theme: some Theme,
        kind: ContrastAudit.Kind = .text
    ) throws(ThemeError) {
        let theme = (theme as? ResolvedTheme) ?? ResolvedTheme(theme)
        let front = try Self.side(foreground, in: theme)
        let back = try Self.side(background, in: theme)
        self.init(
            name: "\(front.name) on \(back.name)",
            foreground: front.color,
            background: back.role.map(theme.palette.visibleColor(of:)) ?? theme.palette.visibleColor(back.color),
            kind: kind,
            foregroundRole: front.role,
            backgroundRole: back.role,
            fontStyle: nil,
            foregroundToken: front.token,
            backgroundToken: back.token
        )
    }

    /// One side of a pair: a role, else a colour token some level of the theme defines.
    private static func side(
        _ name: String,
        in theme: ResolvedTheme
    ) throws(ThemeError) -> (name: String, color: ThemeColor, role: ColorRole?, token: TokenPath?) {
        let path = TokenPath(name)
        if let role = ColorRole(path: path) ?? ColorRole(name: path.string) {
            return (role.rawValue, theme.palette[role], role, nil)
        }
        guard !path.string.isEmpty else {
            throw .invalidValue(value: name, reason: "expected a colour role or a colour token path", location: nil)
        }
        guard let resolution = theme.resolution(ColorToken.self, at: path) else {
            let roles = ColorRole.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: path.string, in: roles))
            throw .unresolvedReference(
                reference: path.string,
                reason: "no colour role has this name, and '\(theme.id)' and the themes it extends define no "
                    + "colour token at this path or a parent of it\(suggestion)",
                location: nil
            )
        }
        return (path.string, resolution.value, nil, resolution.resolvedPath)
    }
}
