/// A typed key for a custom token of one kind: a colour, a dimension, a font, a number, an image,
/// a shadow, a gradient, a border, a stroke style, a duration, a cubic Bézier, a transition, a
/// font family, a font weight, text or a flag. Use its aliases (``ColorToken``, ``ShadowToken``,
/// …); `Kind` is the value the kind's tokens hold (see ``CustomTokenValue``).
///
/// ```swift
/// extension ColorToken {
///     static let tableBackground = ColorToken("color.background.tableview")
/// }
/// extension ShadowToken {
///     static let card = ShadowToken("shadow.card")
/// }
/// cell.backgroundColor = UIColor(AppTheme.current.color(.tableBackground))
/// layer.apply(AppTheme.current.value(for: .card))
/// ```
///
/// Lookup follows AUUTheme's identifiers: the full path, then each parent path
/// (`color.background`, `color`), then the catch-all `__default__`, then the same again in the
/// theme the theme extends, and finally the key's fallback, so it never fails. The fallback is
/// the kind's own unless given: a palette role for a colour (``ColorPalette/primary``), a font
/// style for a font (``FontStyle/body``), a value for the others (see ``CustomTokenStorage``).
public struct Token<Kind: CustomTokenValue>: Hashable, Sendable, ExpressibleByStringLiteral {
    /// What a key of this kind answers when nothing defines it: a value, or for a colour a palette
    /// role or a colour, for a font a style of the theme.
    public typealias Fallback = Kind.TokenFallback

    /// Where themes keep the values this key reads.
    static var storage: TokenStorage<Kind.TokenAnswer> { Kind.tokenStorage.storage }
    /// The kind of token this key reads.
    static var kind: TokenKind { storage.kind }
    /// The fallback, kept once per value (``Immortal``), so a key is a plain value whatever the
    /// size of its kind's values; `nil` for the kind's own, so a generated key is a constant.
    @usableFromInline let fields: TokenKeyFields<Immortal<Fallback>?>
    /// The path the key asks for.
    public var path: TokenPath { fields.path }
    /// The paths tried in each theme, most specific first: the path, its parents, `__default__`.
    /// Empty when the key leaves its chain to be worked out against the theme it is read from,
    /// as keys at paths deeper than 64 segments do.
    var lookupChain: [TokenPath] { fields.lookupChain }
    /// What the key answers when nothing defines it.
    var fallback: Fallback { fields.fallback?.value ?? Kind.tokenStorage.fallback }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: Fallback) {
        fields = TokenKeyFields(
            path,
            fallback: fallback == Kind.tokenStorage.fallback ? nil : Immortal.intern(fallback)
        )
    }

    /// Creates a key for `path`, answering the kind's fallback (see ``CustomTokenStorage``) when no
    /// theme defines it.
    public init(_ path: TokenPath) {
        fields = TokenKeyFields(path, fallback: nil)
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @_alwaysEmitIntoClient @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: nil)
    }

    @_alwaysEmitIntoClient public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    /// The value when no theme in the chain defines any path of ``lookupChain``.
    func fallbackValue(in theme: ResolvedTheme) -> Kind.TokenAnswer {
        Kind.tokenStorage.answer(fallback, theme)
    }
}

/// A key for a colour token. Unless given another fallback, it answers the theme's
/// ``ColorPalette/primary`` when nothing defines it: `primary` reads both as text on the
/// background and as a fill under `onPrimary` text, so a missing token is visible without being
/// illegible.
public typealias ColorToken = Token<ThemeColor>
/// A key for a dimension token, answered in points (a `rem` or `em` counts 16 points); 0 unless
/// given another fallback.
public typealias DimensionToken = Token<Dimension>
/// A key for a font token; the theme's ``FontStyle/body`` unless given another style as fallback.
public typealias FontToken = Token<FontDescriptor>
/// A key for a number token; 0 unless given another fallback.
public typealias NumberToken = Token<Double>
/// A key for an image token (AUUTheme's `image.*` identifiers, ThemeManager's `imageForKey:`),
/// answered with the folder its file (if it is one) is in. Unless given another fallback, a
/// transparent solid colour, so a missing image shows nothing rather than failing.
public typealias ImageToken = Token<ImageAsset>
/// A key for a shadow token.
public typealias ShadowToken = Token<ThemeShadow>
/// A key for a gradient token.
public typealias GradientToken = Token<ThemeGradient>
/// A key for a border token.
public typealias BorderToken = Token<ThemeBorder>
/// A key for a stroke style token.
public typealias StrokeStyleToken = Token<ThemeStrokeStyle>
/// A key for a duration token.
public typealias DurationToken = Token<ThemeDuration>
/// A key for a cubic Bézier (timing function) token.
public typealias CubicBezierToken = Token<CubicBezier>
/// A key for a transition token.
public typealias TransitionToken = Token<ThemeTransition>
/// A key for a font family token.
public typealias FontFamilyToken = Token<FontStack>
/// A key for a font weight token.
public typealias FontWeightToken = Token<FontWeight>
/// A key for a text token.
public typealias TextToken = Token<String>
/// A key for a boolean token.
public typealias BooleanToken = Token<Bool>
