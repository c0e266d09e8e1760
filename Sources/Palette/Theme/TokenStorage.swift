/// Where themes keep one kind of token's values: the colours, dimensions, fonts, shadows … a
/// ``Token`` reads.
///
/// A read through it is a lookup in the theme's table by the path's stored hash: no string work,
/// no allocation.
struct TokenStorage<Value: Sendable>: Sendable {
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
