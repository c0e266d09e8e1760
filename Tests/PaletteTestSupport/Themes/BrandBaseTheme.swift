import Palette

/// A brand base theme with colour tokens, the way a white-label app's parent theme has them: an
/// amber `color.brand` and a half-transparent black `color.scrim`.
package struct BrandBaseTheme: Theme {
    package let id = "base"
    package let name = "Base"
    package let palette = DefaultTheme().palette
    package let fontStyles = DefaultTheme().fontStyles
    package let tokens: TokenSet = [
        "color.brand": .color(ThemeColor(red8: 0xF5, green8: 0x9E, blue8: 0x0B)),
        "color.scrim": .color(ThemeColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)),
    ]

    package init() {}
}
