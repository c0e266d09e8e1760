/// A token's value and which level of which theme answered it, for debugging a theme
/// (`palette token`, a contrast pair's colour).
///
/// ```swift
/// if let answer = theme.resolution(ColorToken.self, at: "color.background.tableview.header") {
///     print(answer)   // #FFFFFF from 'color.background.tableview' in 'acme'
/// }
/// ```
package struct TokenResolution<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value
    /// The path asked for.
    let requestedPath: TokenPath
    /// The path that answered: the one asked for or a parent of it.
    package let resolvedPath: TokenPath
    /// The identifier of the theme that answered: the theme itself or one it extends.
    package let themeID: String
}

extension TokenResolution: CustomStringConvertible {
    package var description: String {
        "\(value) from '\(resolvedPath)' in '\(themeID)'"
    }
}

extension TokenResolution: Equatable where Value: Equatable {}
