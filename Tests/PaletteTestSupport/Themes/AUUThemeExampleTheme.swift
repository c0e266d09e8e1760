import Palette

/// AUUTheme's example theme (AUUTheme), as a compiled theme with custom tokens.
package struct AUUThemeExampleTheme: CompiledTheme {
    package let id = "auutheme-example"
    package let name = "AUUTheme Example"
    package let palette = DefaultTheme().palette
    package let fontStyles = DefaultTheme().fontStyles
    package let tokens: TokenSet = [
        "color": .color(ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)),
        "color.background.viewcontroller": .color(ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)),
        "color.background.tableview": .color(ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFE)),
        "color.text": .color(ThemeColor(red8: 0x36, green8: 0x35, blue8: 0x35)),
        "color.text.hightlighted": .color(ThemeColor(red8: 0xA0, green8: 0x40, blue8: 0xAD)),
        "color.text.title": .color(ThemeColor(red8: 0x5E, green8: 0x5B, blue8: 0x5B)),
        "spacing.card": .dimension(12),
        "opacity.disabled": .number(0.4),
        "font.price": .font(FontDescriptor(size: 20, weight: .bold, traits: .monospace)),
    ]

    package init() {}
}
