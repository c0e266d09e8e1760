import BenchmarkSupport
import Palette
import PaletteThemes

/// Reading custom tokens: AUUTheme's dotted identifiers with hierarchical fallback. The typed keys
/// the build plugin generates are read in ``KeyReadScenarios``.
enum TokenScenarios {
    static let group = "Custom tokens"

    /// A theme whose only colour token is the root `color`, so a four-segment key falls back three
    /// levels before it answers.
    struct FallbackTheme: CompiledTheme {
        let id = "fallback"
        let name = "Fallback"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        let tokens: TokenSet = ["color": .color(.white), "spacing.card": .dimension(12)]
    }

    static let deepKey = ColorToken("color.brand.accent.hover")
    static let exactKey = ColorToken("color.primary")
    static let spacingKey = DimensionToken("spacing.card")

    static var all: [Scenario] {
        [
            Scenario(
                id: "token.fallback-3",
                group: group,
                name: "AppTheme.current.color(key), falling back three levels to 'color'",
                unit: .nanoseconds,
                target: Target("<= 150 ns", [.atMost(150)])
            ) {
                AppTheme.setTheme(FallbackTheme())
                guard AppTheme.current.tokens[ThemeColor.self, deepKey.path] == nil,
                    AppTheme.current.color(deepKey) == AppTheme.current.color("color")
                else {
                    throw BenchmarkFailure("the key did not fall back to 'color'")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(AppTheme.current.color(deepKey)) }
                }
            },
            Scenario(
                id: "token.exact",
                group: group,
                name: "AppTheme.current.color(key) answered at its own path (a role)",
                unit: .nanoseconds
            ) {
                AppTheme.setTheme(FallbackTheme())
                return { iterations in
                    for _ in 0..<iterations { blackHole(AppTheme.current.color(exactKey)) }
                }
            },
            Scenario(
                id: "token.dimension-exact",
                group: group,
                name: "theme.dimension(key), a token answered at its own path by a theme held in a variable",
                unit: .nanoseconds,
                target: Target("<= 25 ns", [.atMost(25)])
            ) {
                let theme = ResolvedTheme(FallbackTheme())
                guard theme.tokens[Dimension.self, spacingKey.path] != nil, theme.dimension(spacingKey) == 12
                else {
                    throw BenchmarkFailure("'spacing.card' was not found")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(theme.dimension(spacingKey)) }
                }
            },
        ]
    }
}
