import Foundation

/// A theme's tokens as they are looked up: its custom tokens with its palette roles at
/// `color.<role>` and its font styles at `font.<style>`.
///
/// Built once when a theme is resolved, so that `color.primary` and a custom
/// `color.background.tableview` are found by the same single lookup. It is an immutable class so
/// a lookup reaches its dictionaries through one reference instead of copying five.
public final class TokenTable: Hashable, Sendable {
    /// Images by path, each with the folder of the theme that named it.
    public let images: [TokenPath: ThemeImage]

    // The same tokens in tables that look up by a path's precomputed hash, for reads.
    let colorTable: TokenPathTable<ThemeColor>
    let dimensionTable: TokenPathTable<Double>
    let fontTable: TokenPathTable<FontDescriptor>
    let numberTable: TokenPathTable<Double>
    let imageTable: TokenPathTable<ThemeImage>
    /// Colours by path, including every palette role at `color.<role>`.
    public let colors: [TokenPath: ThemeColor]
    /// Dimensions by path.
    public let dimensions: [TokenPath: Double]
    /// Fonts by path, including every font style at `font.<style>`.
    public let fonts: [TokenPath: FontDescriptor]
    /// Numbers by path.
    public let numbers: [TokenPath: Double]

    /// The path under which a palette role is found: `color.primary`.
    public static func path(for role: ColorRole) -> TokenPath {
        rolePaths[role] ?? TokenPath("color." + role.rawValue)
    }

    /// The path under which a font style is found: `font.heading`.
    public static func path(for style: FontStyle) -> TokenPath {
        stylePaths[style] ?? TokenPath("font." + style.rawValue)
    }

    private static let rolePaths = Dictionary(
        uniqueKeysWithValues: ColorRole.allCases.map { ($0, TokenPath("color." + $0.rawValue)) }
    )
    private static let stylePaths = Dictionary(
        uniqueKeysWithValues: FontStyle.allCases.map { ($0, TokenPath("font." + $0.rawValue)) }
    )

    init(tokens: TokenSet, palette: ThemePalette, fontStyles: ThemeFontStyles, folder: URL?) {
        var colors = tokens.colors
        for role in ColorRole.allCases { colors[Self.path(for: role)] = palette[role] }
        var fonts = tokens.fonts
        for style in FontStyle.allCases { fonts[Self.path(for: style)] = fontStyles[style] }
        self.colors = colors
        self.fonts = fonts
        dimensions = tokens.dimensions
        numbers = tokens.numbers
        images = tokens.images.mapValues { ThemeImage(asset: $0, folder: folder) }
        colorTable = TokenPathTable(colors)
        dimensionTable = TokenPathTable(dimensions)
        fontTable = TokenPathTable(fonts)
        numberTable = TokenPathTable(numbers)
        imageTable = TokenPathTable(images)
    }

    public static func == (lhs: TokenTable, rhs: TokenTable) -> Bool {
        lhs === rhs
            || (lhs.colors == rhs.colors && lhs.dimensions == rhs.dimensions && lhs.fonts == rhs.fonts
                && lhs.numbers == rhs.numbers && lhs.images == rhs.images)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colors)
        hasher.combine(dimensions)
    }
}
