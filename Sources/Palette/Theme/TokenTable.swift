import Foundation

/// A theme's tokens as they are looked up: its custom tokens with its palette roles at
/// `color.<role>` and its font styles at `font.<style>`.
///
/// Built once when a theme is resolved, so that `color.primary` and a custom
/// `color.background.tableview` are found by the same single lookup. It is an immutable class so
/// a lookup reaches its tables through one reference. The tables probe with the hash each
/// ``TokenPath`` carries; the dictionaries below are built from them when asked for, to list or
/// export tokens, and are not the read path (``ResolvedTheme/value(for:)`` is).
final class TokenTable: Sendable {
    let colorTable: TokenPathTable<ThemeColor>
    let dimensionTable: TokenPathTable<Dimension>
    let fontTable: TokenPathTable<FontDescriptor>
    let numberTable: TokenPathTable<Double>
    let imageTable: TokenPathTable<ThemeImage>
    let shadowTable: TokenPathTable<ThemeShadow>
    let gradientTable: TokenPathTable<ThemeGradient>
    let borderTable: TokenPathTable<ThemeBorder>
    let strokeStyleTable: TokenPathTable<ThemeStrokeStyle>
    let durationTable: TokenPathTable<ThemeDuration>
    let cubicBezierTable: TokenPathTable<CubicBezier>
    let transitionTable: TokenPathTable<ThemeTransition>
    let fontFamilyTable: TokenPathTable<FontStack>
    let fontWeightTable: TokenPathTable<FontWeight>
    let textTable: TokenPathTable<String>
    let booleanTable: TokenPathTable<Bool>
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
        for role in ColorRole.allCases { Unspecialized.update(&colors, role.tokenPath, to: palette[role]) }
        var fonts = tokens.fonts
        for style in FontStyle.allCases { Unspecialized.update(&fonts, style.tokenPath, to: fontStyles[style]) }
        colorTable = TokenPathTable(colors)
        fontTable = TokenPathTable(fonts)
        dimensionTable = TokenPathTable(tokens.dimensions)
        numberTable = TokenPathTable(tokens.numbers)
        imageTable = TokenPathTable(tokens.images.mapValues { ThemeImage(asset: $0, folder: folder) })
        shadowTable = TokenPathTable(tokens.values(of: ThemeShadow.self))
        gradientTable = TokenPathTable(tokens.values(of: ThemeGradient.self))
        borderTable = TokenPathTable(tokens.values(of: ThemeBorder.self))
        strokeStyleTable = TokenPathTable(tokens.values(of: ThemeStrokeStyle.self))
        durationTable = TokenPathTable(tokens.values(of: ThemeDuration.self))
        cubicBezierTable = TokenPathTable(tokens.values(of: CubicBezier.self))
        transitionTable = TokenPathTable(tokens.values(of: ThemeTransition.self))
        fontFamilyTable = TokenPathTable(tokens.values(of: FontStack.self))
        fontWeightTable = TokenPathTable(tokens.values(of: FontWeight.self))
        textTable = TokenPathTable(tokens.values(of: String.self))
        booleanTable = TokenPathTable(tokens.values(of: Bool.self))
        let depths = [
            colors.keys.map(\.depth), fonts.keys.map(\.depth), tokens.dimensions.keys.map(\.depth),
            tokens.numbers.keys.map(\.depth), tokens.images.keys.map(\.depth),
            tokens.designValues.values.flatMap { $0.keys.map(\.depth) },
        ]
        deepestPath = depths.joined().max() ?? 0
    }
}
