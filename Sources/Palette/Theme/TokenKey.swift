/// A typed key for a custom token: a path and what to answer when no theme defines it.
///
/// Declare keys once, as static constants, and read them from any theme:
///
/// ```swift
/// extension ColorToken {
///     static let tableBackground = ColorToken("color.background.tableview")
/// }
/// cell.backgroundColor = UIColor(AppTheme.current.color(.tableBackground))
/// ```
///
/// Lookup follows AUUTheme's identifiers: the full path, then each parent path
/// (`color.background`, `color`), then the catch-all `__default__`, then the same again in the
/// theme the theme extends, and finally the key's fallback. It never fails.
public protocol TokenKey: Hashable, Sendable {
    /// What the token holds.
    associatedtype Value: Sendable

    /// The path the key asks for.
    var path: TokenPath { get }

    /// The paths tried in each theme, most specific first: the path, its parents, `__default__`.
    /// Empty when the key leaves its chain to be worked out against the theme it is read from,
    /// as keys at paths deeper than 64 segments do.
    var lookupChain: [TokenPath] { get }

    /// The value when no theme in the chain defines any path of ``lookupChain``.
    func fallbackValue(in theme: ResolvedTheme) -> Value

    /// Where themes keep the values this key reads.
    ///
    /// Only Palette makes a ``TokenStorage``, one for each kind of token, so a key type of your
    /// own reads one of the kinds Palette stores by naming a built-in key's storage:
    ///
    /// ```swift
    /// struct BrandColor: TokenKey {
    ///     static var storage: TokenStorage<ThemeColor> { ColorToken.storage }
    ///     …
    /// }
    /// ```
    static var storage: TokenStorage<Value> { get }
}

extension TokenKey {
    /// The kind of token this key reads: its ``storage``'s.
    static var kind: TokenKind { storage.kind }
}

/// Where themes keep one kind of token's values: the colours, dimensions, fonts, numbers or
/// images a ``TokenKey`` reads.
///
/// It has no public members and no public initialiser: each of Palette's keys (``ColorToken``,
/// ``DimensionToken``, ``FontToken``, ``NumberToken``, ``ImageToken``) names the storage of its
/// kind as ``TokenKey/storage``, and that is the only way to get one. A read through it is a
/// lookup in the theme's table by the path's stored hash: no string work, no allocation.
public struct TokenStorage<Value: Sendable>: Sendable {
    /// The kind of token kept here.
    let kind: TokenKind
    /// The value at exactly a path in one theme's table, if any.
    let read: @Sendable (TokenTable, TokenPath) -> Value?

    init(_ kind: TokenKind, read: @escaping @Sendable (TokenTable, TokenPath) -> Value?) {
        self.kind = kind
        self.read = read
    }

    /// The value stored at exactly `path` in `table`, if any.
    @inline(__always)
    func value(at path: TokenPath, in table: TokenTable) -> Value? {
        read(table, path)
    }
}

/// A key for a colour token.
///
/// When no theme defines the path or any parent, the answer is the theme's palette role given as
/// the fallback: ``ColorPalette/primary`` unless you choose another. `primary` is the default
/// because it reads both as text on the background and as a fill under `onPrimary` text, so a
/// missing token is visible without being illegible.
public struct ColorToken: TokenKey, ExpressibleByStringLiteral {
    /// What a colour token answers when nothing defines it.
    public enum Fallback: Hashable, Sendable {
        /// A role of the theme's palette.
        case role(ColorRole)
        /// A fixed colour.
        case color(ThemeColor)
    }

    public static var storage: TokenStorage<ThemeColor> {
        TokenStorage(.color) { $0.colorTable[$1] }
    }
    /// The fallback, kept once per value (``Immortal``); `nil` for `primary`, the default, so a
    /// generated key is a constant.
    @usableFromInline let fields: TokenKeyFields<Immortal<Fallback>?>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// What the key answers when nothing defines it.
    var fallback: Fallback { fields.fallback?.value ?? .role(.primary) }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: Fallback = .role(.primary)) {
        fields = TokenKeyFields(path, fallback: fallback == .role(.primary) ? nil : Immortal.intern(fallback))
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

    public func fallbackValue(in theme: ResolvedTheme) -> ThemeColor {
        switch fallback {
        case .role(let role): theme.palette[role]
        case .color(let color): color
        }
    }
}

/// A key for a dimension token, in points (a `rem` or `em` counts 16 points); answers `fallback`
/// (0 unless given) when undefined.
public struct DimensionToken: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<Double> {
        TokenStorage(.dimension) { $0.dimensionTable[$1]?.points() }
    }
    @usableFromInline let fields: TokenKeyFields<Double>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The points answered when nothing defines the token.
    var fallback: Double { fields.fallback }

    /// Creates a key for `path`, answering `fallback` points when no theme defines it.
    public init(_ path: TokenPath, fallback: Double = 0) {
        fields = TokenKeyFields(path, fallback: fallback)
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @inlinable @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: 0)
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> Double { fallback }
}

/// A key for a font token; answers the theme's style given as `fallback` (``FontStyle/body``
/// unless given) when undefined.
public struct FontToken: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<FontDescriptor> {
        TokenStorage(.font) { $0.fontTable[$1] }
    }
    @usableFromInline let fields: TokenKeyFields<FontStyle>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The style answered when nothing defines the token.
    var fallback: FontStyle { fields.fallback }

    /// Creates a key for `path`, answering the theme's `fallback` style when no theme defines it.
    public init(_ path: TokenPath, fallback: FontStyle = .body) {
        fields = TokenKeyFields(path, fallback: fallback)
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @inlinable @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: .body)
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> FontDescriptor {
        theme.fontStyles[fallback]
    }
}

/// A key for a number token; answers `fallback` (0 unless given) when undefined.
public struct NumberToken: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<Double> {
        TokenStorage(.number) { $0.numberTable[$1] }
    }
    @usableFromInline let fields: TokenKeyFields<Double>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The number answered when nothing defines the token.
    var fallback: Double { fields.fallback }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: Double = 0) {
        fields = TokenKeyFields(path, fallback: fallback)
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @inlinable @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: 0)
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> Double { fallback }
}
