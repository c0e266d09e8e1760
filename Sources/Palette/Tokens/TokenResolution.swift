/// A token's value and which level of which theme answered it, for debugging a theme.
///
/// ```swift
/// let answer = AppTheme.current.resolve(ColorToken("color.background.tableview.header"))
/// print(answer)   // #FFFFFF from 'color.background.tableview' in 'acme'
/// ```
package struct TokenResolution<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value
    /// The path the key asked for.
    let requestedPath: TokenPath
    /// The path that answered, or `nil` when no theme defined any level and the key's fallback
    /// answered.
    package let resolvedPath: TokenPath?
    /// The identifier of the theme that answered: the theme itself or one it extends; `nil`
    /// when the key's fallback answered.
    package let themeID: String?

    /// Whether the key's fallback answered because no theme defined any level of the path.
    var usedFallback: Bool { resolvedPath == nil }
}

extension TokenResolution: CustomStringConvertible {
    package var description: String {
        guard let resolvedPath, let themeID else {
            return "\(value) (fallback: no theme defines '\(requestedPath)' or a parent of it)"
        }
        return "\(value) from '\(resolvedPath)' in '\(themeID)'"
    }
}

extension TokenResolution: Equatable where Value: Equatable {}
