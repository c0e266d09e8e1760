import BenchmarkSupport
import Palette
import PaletteThemes

/// Reading a colour role: Palette's read path next to the peer strategy, in the same run.
enum RoleReadScenarios {
    static let group = "Role read"

    static var all: [Scenario] {
        [
            Scenario(
                id: "role-read.app-theme",
                group: group,
                name: "AppTheme.current.palette.primary",
                target: Target(
                    "<= 25 ns; >= 200x faster than the peer",
                    [
                        .atMost(25),
                        .fasterThan(peer: "role-read.peer-nsdictionary", factor: 200),
                        .fasterThan(peer: "role-read.peer-swift-dictionary", factor: 200),
                    ]
                ),
                prepare: {
                    AppTheme.setTheme(AlternativeTheme())
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.palette.primary) }
                    }
                }
            ),
            Scenario(
                id: "role-read.app-theme-display-p3",
                group: group,
                name: "AppTheme.current.palette.primary, a Display P3 colour",
                target: Target(
                    "as fast as an sRGB role (>= 0.9x role-read.app-theme)",
                    [.fasterThan(peer: "role-read.app-theme", factor: 0.9)]
                ),
                prepare: {
                    AppTheme.setTheme(DisplayP3Theme())
                    guard AppTheme.current.palette.primary.colorSpace == .displayP3 else {
                        throw BenchmarkFailure("the theme's primary colour is not Display P3")
                    }
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.palette.primary) }
                    }
                }
            ),
            Scenario(
                id: "role-read.controller",
                group: group,
                name: "controller.current.palette.onSurface (own ThemeController)",
                prepare: {
                    let controller = ThemeController(theme: MidnightTheme())
                    return { iterations in
                        for _ in 0..<iterations { blackHole(controller.current.palette.onSurface) }
                    }
                }
            ),
            Scenario(
                id: "role-read.held-theme",
                group: group,
                name: "theme.palette.primary on a ResolvedTheme already held (no lock)",
                prepare: {
                    let theme = AlternativeTheme().resolved
                    return { iterations in
                        for _ in 0..<iterations { blackHole(theme.palette.primary) }
                    }
                }
            ),
            Scenario(
                id: "role-read.peer-nsdictionary",
                group: group,
                name: "peer: NSDictionary key path \"color.primary\" + Scanner hex parse",
                prepare: peer(.foundation)
            ),
            Scenario(
                id: "role-read.peer-swift-dictionary",
                group: group,
                name: "peer: [String: Any] key path \"color.primary\" + Scanner hex parse",
                prepare: peer(.swift)
            ),
        ]
    }

    private static func peer(_ storage: PeerThemeManager.Storage) -> () throws -> (Int) -> Void {
        {
            let manager = PeerThemeManager(theme: AlternativeTheme(), storage: storage)
            guard manager.color(for: "color.primary") == AlternativeTheme().palette.primary else {
                throw BenchmarkFailure("the peer manager does not read the theme's primary colour")
            }
            return { iterations in
                for _ in 0..<iterations { blackHole(manager.color(for: "color.primary")) }
            }
        }
    }
}

/// A theme whose primary colour is Display P3 (DuckDuckGo's destructive red, outside sRGB): a
/// wide colour is read exactly as an sRGB one is.
private struct DisplayP3Theme: CompiledTheme {
    let id = "display-p3"
    let name = "Display P3"
    let palette = ThemePalette(
        primary: ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141),
        secondary: ThemeColor(red8: 0x0F, green8: 0x76, blue8: 0x6E),
        neutral: ThemeColor(red8: 0xF8, green8: 0xFA, blue8: 0xFC),
        highlight: ThemeColor(red8: 0xB4, green8: 0x53, blue8: 0x09)
    )
    let fontStyles = ThemeFontStyles(
        heading: .textStyle(.title2, weight: .bold),
        body: .textStyle(.body),
        caption: .textStyle(.caption1),
        quote: .textStyle(.body, design: .serif, traits: .italic)
    )
}

/// A scenario that cannot measure what it claims to.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
