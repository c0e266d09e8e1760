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
/// It has no public members and no public initialiser: each of Palette's keys (``Token``, whose
/// aliases are ``ColorToken``, ``DimensionToken``, ``ShadowToken`` …) names the storage of its
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
