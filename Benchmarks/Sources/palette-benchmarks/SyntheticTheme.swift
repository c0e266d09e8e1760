import Palette

/// A theme made at run time, for registries and memory figures with thousands of themes.
///
/// Each has its own identifier and primary colour, so no two share storage.
struct SyntheticTheme: Theme {
    let id: String
    let name: String
    let palette: ThemePalette
    let fontStyles: ThemeFontStyles

    init(index: Int) {
        id = "brand-\(index)"
        name = "Brand \(index)"
        palette = ThemePalette(
            primary: ThemeColor(
                red8: UInt8(truncatingIfNeeded: index),
                green8: UInt8(truncatingIfNeeded: index >> 8),
                blue8: 0x80
            ),
            secondary: ThemeColor(red8: 0x0F, green8: 0x76, blue8: 0x6E),
            neutral: ThemeColor(red8: 0xF8, green8: 0xFA, blue8: 0xFC),
            highlight: ThemeColor(red8: 0xB4, green8: 0x53, blue8: 0x09)
        )
        fontStyles = Self.fontStyles
    }

    private static let fontStyles = ThemeFontStyles(
        heading: .textStyle(.title2, weight: .bold),
        body: .textStyle(.body),
        caption: .textStyle(.caption1),
        quote: .textStyle(.body, design: .serif, traits: .italic)
    )

    /// A registry with the built-in themes and synthetic ones up to `count` themes in all.
    static func registry(count: Int, builtIn: ThemeRegistry) -> ThemeRegistry {
        var registry = builtIn
        var registered = registry.entries.count
        var index = 0
        while registered < count {
            if (try? registry.register(SyntheticTheme(index: index))) != nil { registered += 1 }
            index += 1
        }
        return registry
    }
}
