import Foundation

/// A theme's tokens as they are looked up: its custom tokens with its palette roles at
/// `color.<role>` and its font styles at `font.<style>`.
///
/// Built once when a theme is resolved, so that `color.primary` and a custom
/// `color.background.tableview` are found by the same single lookup. It is an immutable class so
/// a lookup reaches its tables through one reference. The tables probe with the hash each
/// ``TokenPath`` carries; the dictionaries below are built from them when asked for, to list or
/// export tokens, and are not the read path (``ResolvedTheme/value(for:)`` is).
final class TokenTable: Hashable, Sendable {
    let colorTable: TokenPathTable<ThemeColor>
    let dimensionTable: TokenPathTable<Dimension>
    let fontTable: TokenPathTable<FontDescriptor>
    let numberTable: TokenPathTable<Double>
    let imageTable: TokenPathTable<ThemeImage>
    /// The most segments any path in the table has.
    let deepestPath: Int

    /// Colours by path, including every palette role at `color.<role>`.
    var colors: [TokenPath: ThemeColor] { colorTable.dictionary }
    /// Dimensions by path, in the units they were written in.
    var dimensions: [TokenPath: Dimension] { dimensionTable.dictionary }
    /// Fonts by path, including every font style at `font.<style>`.
    var fonts: [TokenPath: FontDescriptor] { fontTable.dictionary }
    /// Numbers by path.
    var numbers: [TokenPath: Double] { numberTable.dictionary }
    /// Images by path, each with the folder of the theme that named it.
    var images: [TokenPath: ThemeImage] { imageTable.dictionary }

    init(tokens: TokenSet, palette: ThemePalette, fontStyles: ThemeFontStyles, folder: URL?) {
        var colors = tokens.colors
        for role in ColorRole.allCases { colors[role.tokenPath] = palette[role] }
        var fonts = tokens.fonts
        for style in FontStyle.allCases { fonts[style.tokenPath] = fontStyles[style] }
        colorTable = TokenPathTable(colors)
        fontTable = TokenPathTable(fonts)
        dimensionTable = TokenPathTable(tokens.dimensions)
        numberTable = TokenPathTable(tokens.numbers)
        imageTable = TokenPathTable(tokens.images.mapValues { ThemeImage(asset: $0, folder: folder) })
        let depths = [
            colors.keys.map(\.depth), fonts.keys.map(\.depth), tokens.dimensions.keys.map(\.depth),
            tokens.numbers.keys.map(\.depth), tokens.images.keys.map(\.depth),
        ]
        deepestPath = depths.joined().max() ?? 0
    }

    static func == (lhs: TokenTable, rhs: TokenTable) -> Bool {
        lhs === rhs
            || (lhs.colorTable.hasSameContents(as: rhs.colorTable)
                && lhs.dimensionTable.hasSameContents(as: rhs.dimensionTable)
                && lhs.fontTable.hasSameContents(as: rhs.fontTable)
                && lhs.numberTable.hasSameContents(as: rhs.numberTable)
                && lhs.imageTable.hasSameContents(as: rhs.imageTable))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(colorTable.count)
        hasher.combine(fontTable.count)
        hasher.combine(dimensionTable.count)
    }
}
