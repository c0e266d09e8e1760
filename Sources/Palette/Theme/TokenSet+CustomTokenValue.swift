extension TokenSet {
    /// The tokens of one of the kinds a ``CustomTokenValue`` is, by path:
    /// `tokens.values(of: ThemeShadow.self)`.
    public func values<Kind: CustomTokenValue>(of type: Kind.Type) -> [TokenPath: Kind] {
        Kind.tokenStorage.values(self)
    }

    /// The token of one of the kinds a ``CustomTokenValue`` is at `path`, as its value type, or
    /// `nil` when the set has no token of that kind there.
    ///
    /// ```swift
    /// let brand = tokens[ThemeColor.self, "color.brand"]    // ThemeColor?
    /// let gap = tokens[Dimension.self, "spacing.card"]      // Dimension?
    /// ```
    ///
    /// It reads the one token, without building the kind's table as ``values(of:)`` does. Write a
    /// token with ``subscript(_:)`` (`tokens["color.brand"] = .color(brand)`) and remove one kind's
    /// token with ``subscript(_:_:)-(TokenKind,TokenPath)``.
    public subscript<Kind: CustomTokenValue>(type: Kind.Type, path: TokenPath) -> Kind? {
        Kind.tokenStorage.value(self, path)
    }
}
