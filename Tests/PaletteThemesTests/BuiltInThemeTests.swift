import PaletteDesign
import PaletteThemes
import Testing

@testable import Palette

/// The pairs whose text must read well: every on-colour against its colour.
private let textPairs: [(ColorRole, ColorRole)] = [
    (.onPrimary, .primary), (.onSecondary, .secondary), (.onBackground, .background), (.onSurface, .surface),
    (.onError, .error),
]

struct BuiltInThemeTests {
    /// The compiled built-ins; `system` is a pair of two of them.
    static let themes = ThemeRegistry.builtIn.entries.map(\.theme).filter(\.isCompiled)

    @Test func registryHoldsEveryBuiltInInOrder() {
        #expect(
            ThemeRegistry.builtIn.entries.map(\.id) == [
                "default", "alternative", "midnight", "high-contrast", "system",
            ]
        )
        #expect(Self.themes.map(\.id) == ["default", "alternative", "midnight", "high-contrast"])
    }

    @Test func systemIsDefaultInLightModeAndMidnightInDarkMode() throws {
        let system = try ThemeRegistry.builtIn.resolve("system")
        let pair = try #require(system.source as? AdaptiveTheme)
        #expect(pair.light.id == "default" && pair.dark.id == "midnight")
        let controller = ThemeController(notificationCenter: nil)
        try controller.setTheme(named: "System", in: .builtIn)
        #expect(controller.current.id == "default")
        controller.appearance = .dark
        #expect(controller.current.id == "midnight")
        #expect(controller.selectedTheme.id == "system")
    }

    @Test(arguments: themes)
    func everyOnColourReachesAA(theme: ResolvedTheme) {
        for (foreground, background) in textPairs {
            let ratio = theme.palette[foreground].contrastRatio(with: theme.palette[background])
            #expect(ratio >= 4.5, "\(theme.id): \(foreground) on \(background) is \(ratio):1")
        }
    }

    @Test(arguments: themes)
    func outlinesAndHighlightsReachTheNonTextMinimum(theme: ResolvedTheme) {
        #expect(theme.palette.outline.contrastRatio(with: theme.palette.surface) >= 3, "\(theme.id) outline")
        #expect(theme.palette.highlight.contrastRatio(with: theme.palette.background) >= 3, "\(theme.id) highlight")
    }

    @Test(arguments: themes)
    func identifierIsAStableWireNameDistinctFromTheTypeName(theme: ResolvedTheme) throws {
        #expect(theme.id == theme.id.lowercased())
        #expect(!theme.id.contains(" "))
        #expect(theme.id != theme.typeName)
        #expect(try ThemeRegistry.builtIn.resolve(theme.typeName).id == theme.id)
        #expect(try ThemeRegistry.builtIn.resolve(String(reflecting: type(of: theme.source))).id == theme.id)
    }

    @Test(arguments: themes)
    func fontsAreDescribedByTraitsAndSurviveMissingFamilies(theme: ResolvedTheme) {
        let styles = theme.fontStyles
        #expect(styles.quote.traits.contains(.italic), "\(theme.id): quotes are italic by trait, not by font name")
        #expect(styles.heading.weight >= .semiBold)
        for style in FontStyle.allCases {
            let fallback = styles[style].resolvingFamily { _ in false }
            #expect(fallback.family == .system || styles[style].family != .system)
            #expect(fallback.weight == styles[style].weight && fallback.traits == styles[style].traits)
        }
    }

    @Test(arguments: themes)
    func errorsCanBeToldApartFromTheBrandColours(theme: ResolvedTheme) {
        #expect(theme.palette.error.perceptualDistance(to: theme.palette.primary) >= 0.1, "\(theme.id)")
        #expect(theme.palette.error.perceptualDistance(to: theme.palette.secondary) >= 0.1, "\(theme.id)")
    }

    @Test func darkThemeIsDarkAndHighContrastReachesAAA() throws {
        let midnight = try ThemeRegistry.builtIn.resolve("midnight")
        #expect(midnight.palette.background.relativeLuminance < 0.05)
        #expect(midnight.palette.onBackground == ThemeColor.nearWhite)
        let highContrast = try ThemeRegistry.builtIn.resolve("HighContrastTheme")
        for (foreground, background) in textPairs {
            #expect(highContrast.palette[foreground].contrastRatio(with: highContrast.palette[background]) >= 7)
        }
        #expect(highContrast.fontStyles.body.size > DefaultTheme().fontStyles.body.size)
    }

    /// The AppTheme post's `AlternativeTheme` is red, green and blue (and white): the designed theme keeps those hues.
    @Test func alternativeKeepsTheAppThemePostsHues() {
        let palette = AlternativeTheme().palette
        #expect(palette.primary.red > palette.primary.green && palette.primary.red > palette.primary.blue)
        #expect(palette.secondary.green > palette.secondary.red && palette.secondary.green > palette.secondary.blue)
        #expect(palette.highlight.blue > palette.highlight.red && palette.highlight.blue > palette.highlight.green)
        #expect(palette.neutral.relativeLuminance > 0.8, "a light, near-white neutral")
        #expect(AlternativeTheme().fontStyles.body.family == .named("Avenir Next"))
    }
}
