import Foundation

/// A theme: a palette and type styles, under a stable identifier.
///
/// A theme is usually a small type the compiler checks:
///
/// ```swift
/// struct AcmeTheme: CompiledTheme {
///     let id = "acme"
///     let name = "Acme"
///     let palette = ThemePalette(
///         primary: ThemeColor(red8: 0xD9, green8: 0x2D, blue8: 0x20),
///         secondary: ThemeColor(red8: 0x1F, green8: 0x2A, blue8: 0x44),
///         neutral: .white,
///         highlight: ThemeColor(red8: 0xF2, green8: 0xA9, blue8: 0x00)
///     )
///     let fontStyles = DefaultTheme().fontStyles
/// }
/// ```
///
/// The ``id`` is the wire name a backend sends (`{"theme": "acme"}`). It is independent of the
/// Swift type name, so types can be renamed without breaking stored choices or backends; the
/// registry also finds a compiled theme by its type name (`"AcmeTheme"`), as the AppTheme post's backend
/// selects "the class".
public protocol Theme: Sendable {
    /// The type of the theme's palette.
    associatedtype Colors: ColorPalette
    /// The type of the theme's font styles.
    associatedtype Fonts: FontStyles

    /// The stable identifier: the name backends send and the CLI accepts, e.g. `"alternative"`.
    var id: String { get }
    /// The name people read, e.g. `"Alternative"`.
    var name: String { get }
    /// The colours.
    var palette: Colors { get }
    /// The type styles.
    var fontStyles: Fonts { get }
    /// Custom tokens beyond the palette and font styles (see ``Token``); none by default.
    var tokens: TokenSet { get }
    /// The theme whose tokens answer a lookup this theme cannot (a document's `extends`);
    /// `nil` by default.
    var extendedTheme: (any Theme)? { get }
    /// The folder image files named by the theme's tokens are in: a theme file's folder; `nil`
    /// by default.
    var resourceFolder: URL? { get }
    /// Named styles the theme defines (SDThemeManager's style groups); ``StyleSheet`` uses them, and a
    /// theme's lineage is the alternative-theme cascade. None by default.
    var styleDefinitions: [StyleDefinition] { get }
}

extension Theme {
    @_alwaysEmitIntoClient public var tokens: TokenSet { TokenSet() }
    @_alwaysEmitIntoClient public var extendedTheme: (any Theme)? { nil }
    @_alwaysEmitIntoClient public var resourceFolder: URL? { nil }
    @_alwaysEmitIntoClient public var styleDefinitions: [StyleDefinition] { [] }
}

/// A theme defined in code: a type whose plain `init()` makes it.
///
/// Compiled themes can be registered by type (``ThemeRegistry/register(_:)``), found by
/// their Swift type name, and chosen at compile time by white-label builds
/// (``AppTheme/bootstrap(_:)``).
public protocol CompiledTheme: Theme {
    /// Makes the theme.
    init()
}
