extension TokenSet {
    /// The tokens of one of the kinds a ``CustomTokenValue`` is, by path:
    /// `tokens.values(of: ThemeShadow.self)`.
    public func values<Value: CustomTokenValue>(of type: Value.Type) -> [TokenPath: Value] {
        Unspecialized.compactMapValues(designValues[Value.tokenStorage.storage.kind] ?? [:], Value.tokenStorage.unwrap)
    }
}
