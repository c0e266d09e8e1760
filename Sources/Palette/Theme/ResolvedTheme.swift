import Foundation

/// A theme with every role, style and token computed and stored, ready to be read.
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
    /// The theme's own custom tokens.
    public let tokens: TokenSet
    /// The resolved theme this one extends, whose tokens answer lookups this one cannot.
    public let parent: ResolvedTheme?
    /// The theme this was resolved from.
    public let source: any Theme
    /// The variants of a theme that comes in variants (an ``AdaptiveTheme``, or an
    /// ``AdaptiveThemeRepresentable`` type); `nil` for a plain theme.
    ///
    /// A ``ThemeController`` given this theme serves ``AdaptiveTheme/variant(_:)`` for its
    /// appearance and contrast.
    public let adaptiveTheme: AdaptiveTheme?
    /// Every token of this theme, roles and styles included, as lookups read them.
    let tokenTable: TokenTable
    /// The theme's answers to the typed keys of the generated file its tokens (or those of a theme
    /// it extends) came from, by slot; `nil` when they came from none.
    @usableFromInline let keySlots: KeySlotTable?
    /// The folder the theme's image files are in, if it was read from a file.
    public let resourceFolder: URL?
    /// The styles this theme defines itself.
    public let styleDefinitions: [StyleDefinition]
    private let stylesByName: [String: StyleDefinition]

    /// Resolves a theme; resolving a `ResolvedTheme` again returns an equal copy.
    ///
    /// An `extendedTheme` chain is followed through at most ``ThemeLimits/maximumExtendsDepth``
    /// themes, this one included, the bound theme documents' `extends` chains have; deeper
    /// ancestors are ignored, so a theme that (by mistake) extends itself cannot recurse forever.
    public convenience init(_ theme: some Theme, limits: ThemeLimits = .default) {
        self.init(theme, depth: 1, limit: limits.maximumExtendsDepth)
    }

    private init(_ theme: some Theme, depth: Int, limit: Int) {
        if let resolved = theme as? ResolvedTheme {
            id = resolved.id
            name = resolved.name
            palette = resolved.palette
            fontStyles = resolved.fontStyles
            tokens = resolved.tokens
            parent = resolved.parent
            source = resolved.source
            adaptiveTheme = resolved.adaptiveTheme
            tokenTable = resolved.tokenTable
            keySlots = resolved.keySlots
            resourceFolder = resolved.resourceFolder
            styleDefinitions = resolved.styleDefinitions
            stylesByName = resolved.stylesByName
            return
        }
        id = theme.id
        name = theme.name
        palette = ThemePalette(theme.palette)
        fontStyles = ThemeFontStyles(theme.fontStyles)
        tokens = theme.tokens
        source = theme
        adaptiveTheme = (theme as? any AdaptiveThemeRepresentable)?.adaptiveTheme
        resourceFolder = theme.resourceFolder
        // An adaptive theme read as a plain theme is its light variant, as its palette and font
        // styles are: a token read on it (`ResolvedTheme(BrandTheme()).color(key)`) answers what
        // the light variant does, not the key's fallback, and its styles are the light variant's.
        // One that defines tokens or styles, or extends a theme, itself is read as itself.
        let light = adaptiveTheme?.light
        let definitions = theme.styleDefinitions
        if let light, definitions.isEmpty {
            styleDefinitions = light.styleDefinitions
            stylesByName = light.stylesByName
        } else {
            styleDefinitions = definitions
            stylesByName = Dictionary(definitions.map { ($0.name, $0) }) { _, last in last }
        }
        if let light, tokens.isEmpty, theme.extendedTheme == nil {
            parent = light.parent
            tokenTable = light.tokenTable
            keySlots = light.keySlots
            return
        }
        if depth < limit, let extended = theme.extendedTheme {
            parent = (extended as? ResolvedTheme) ?? ResolvedTheme.resolving(extended, depth: depth + 1, limit: limit)
        } else {
            parent = nil
        }
        let tokenTable = TokenTable(tokens: tokens, palette: palette, fontStyles: fontStyles, folder: resourceFolder)
        self.tokenTable = tokenTable
        let parent = self.parent
        let keys = tokens.generatedKeys.isEmpty ? parent?.keySlots?.keys : tokens.generatedKeys
        keySlots = keys.flatMap { KeySlotTable($0, tables: [tokenTable] + (parent?.lineage.map(\.tokenTable) ?? [])) }
    }

    private static func resolving(_ theme: some Theme, depth: Int, limit: Int) -> ResolvedTheme {
        ResolvedTheme(theme, depth: depth, limit: limit)
    }

    @_alwaysEmitIntoClient public var extendedTheme: (any Theme)? { parent }

    /// Whether this is one frame of an animated switch, part way between two themes
    /// (``Theme/interpolated(to:at:)``), rather than a theme someone chose.
    ///
    /// ```swift
    /// guard !change.theme.isTransitionFrame else { return }   // a frame, not a choice
    /// ```
    public var isTransitionFrame: Bool {
        source is InterpolatedTheme
    }

    /// The Swift type name of the theme this was resolved from, e.g. `"AlternativeTheme"`.
    var typeName: String {
        String(describing: type(of: source))
    }

    /// Whether this was resolved from a ``CompiledTheme``.
    var isCompiled: Bool {
        source is any CompiledTheme
    }

    /// The style `name` as this theme's cascade defines it: this theme's own, else the nearest
    /// theme it extends that has one (SDThemeManager: alternative themes in order, then the default).
    func styleDefinition(named name: String) -> StyleDefinition? {
        var theme: ResolvedTheme? = self
        while let current = theme {
            if let definition = current.stylesByName[name] { return definition }
            theme = current.parent
        }
        return nil
    }

    /// This theme and the themes it extends, nearest first.
    package var lineage: [ResolvedTheme] {
        var themes: [ResolvedTheme] = []
        var current: ResolvedTheme? = self
        while let theme = current {
            themes.append(theme)
            current = theme.parent
        }
        return themes
    }

    @_alwaysEmitIntoClient public var description: String { "\(name) (\(id))" }

    /// Two resolved themes are equal when their identifier, name, colours, styles, tokens and
    /// the themes they extend are.
    public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.name == rhs.name && lhs.palette == rhs.palette
                && lhs.fontStyles == rhs.fontStyles && lhs.tokens == rhs.tokens && lhs.parent == rhs.parent)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(palette)
    }
}

extension Theme {
    /// This theme with every role, style and token computed once, as ``ResolvedTheme``.
    @_alwaysEmitIntoClient public var resolved: ResolvedTheme { ResolvedTheme(self) }
}
