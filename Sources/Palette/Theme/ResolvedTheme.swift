/// A theme with every role and style computed and stored, ready to be read.
///
/// ``AppTheme/current`` and ``ThemeController/current`` return a `ResolvedTheme`, and the
/// registry stores themes this way. Resolving happens once, when a theme is registered or set;
/// after that, reading a colour (`AppTheme.current.palette.primary`) is a load of a stored value:
/// no parsing, no lookup by string, no allocation.
///
/// The theme it was made from is kept as ``source``, so code that needs the original type can
/// still ask for it:
///
/// ```swift
/// if AppTheme.current.source is AlternativeTheme { … }
/// ```
public final class ResolvedTheme: Theme, Hashable, CustomStringConvertible {
    public let id: String
    public let name: String
    public let palette: ThemePalette
    public let fontStyles: ThemeFontStyles
    /// The theme this was resolved from.
    public let source: any Theme

    /// Resolves a theme; resolving a `ResolvedTheme` again returns an equal copy.
    public init(_ theme: some Theme) {
        if let resolved = theme as? ResolvedTheme {
            id = resolved.id
            name = resolved.name
            palette = resolved.palette
            fontStyles = resolved.fontStyles
            source = resolved.source
        } else {
            id = theme.id
            name = theme.name
            palette = ThemePalette(theme.palette)
            fontStyles = ThemeFontStyles(theme.fontStyles)
            source = theme
        }
    }

    /// The Swift type name of the theme this was resolved from, e.g. `"AlternativeTheme"`.
    public var typeName: String {
        String(describing: type(of: source))
    }

    /// Whether this was resolved from a ``CompiledTheme``.
    public var isCompiled: Bool {
        source is any CompiledTheme
    }

    public var description: String { "\(name) (\(id))" }

    /// Two resolved themes are equal when their identifier, name, colours and styles are.
    public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.name == rhs.name && lhs.palette == rhs.palette
                && lhs.fontStyles == rhs.fontStyles)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(palette)
    }
}

extension Theme {
    /// This theme with every role and style computed once, as ``ResolvedTheme``.
    public var resolved: ResolvedTheme { ResolvedTheme(self) }
}
