extension TokenSet {
    /// The tokens of one of the kinds a ``CustomTokenValue`` is, by path:
    /// `tokens.values(of: ThemeShadow.self)`.
    public func values<Kind: CustomTokenValue>(of type: Kind.Type) -> [TokenPath: Kind] {
        Kind.tokenStorage.values(self)
    }
}
