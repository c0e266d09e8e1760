/// A key for a custom token of one of the kinds a ``CustomTokenValue`` is: a shadow, a gradient,
/// a border, a stroke style, a duration, a cubic Bézier, a transition, a font family, a font
/// weight, text or a flag. Use its aliases (``ShadowToken``, ``TransitionToken``, …).
///
/// ```swift
/// extension ShadowToken {
///     static let card = ShadowToken("shadow.card")
/// }
/// layer.apply(AppTheme.current.value(for: .card))
/// ```
///
/// Lookup is the one every ``TokenKey`` follows: the path, its parents, `__default__`, the theme
/// it extends, and then `fallback` (the kind's own, ``CustomTokenStorage``, unless given).
public struct Token<Value: CustomTokenValue>: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<Value> { Value.tokenStorage.storage }
    /// The fallback, kept once per value (``Immortal``), so a key is a plain value whatever the
    /// size of its kind's values; `nil` for the kind's own, so a generated key is a constant.
    @usableFromInline let fields: TokenKeyFields<Immortal<Value>?>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The value answered when nothing defines the token.
    var fallback: Value { fields.fallback?.value ?? Value.tokenStorage.fallback }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: Value) {
        fields = TokenKeyFields(
            path,
            fallback: fallback == Value.tokenStorage.fallback ? nil : Immortal.intern(fallback)
        )
    }

    /// Creates a key for `path`, answering the kind's fallback (see ``CustomTokenStorage``) when no
    /// theme defines it.
    public init(_ path: TokenPath) {
        fields = TokenKeyFields(path, fallback: nil)
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @inlinable @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: nil)
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> Value { fallback }
}

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
