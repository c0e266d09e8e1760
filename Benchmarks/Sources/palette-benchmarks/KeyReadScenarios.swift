import BenchmarkSupport
import Foundation
import Palette

/// A typed key the build plugin generated (`Themes/brand.palette.json`) next to a role, read the
/// same way in the same run: on a theme already held, and through `AppTheme.current`. Issue 33
/// asks for a key within 1.5x of a role; each key row is a ratio to the role row read the same
/// way, so `--filter key-read` runs the four rows (and the generated keys of real design systems,
/// `codegen.*.key-read`) in one run. A white-label app reads the same generated keys on a theme it
/// downloads: `key-read.loaded` reads one on `brand.palette.json` read at run time, against a key
/// made from the same path.
enum KeyReadScenarios {
    static let group = "Typed key read"

    /// The role read of the held theme, which the held key row is a ratio to.
    static let heldRoleID = "key-read.role-held"
    /// The role read through `AppTheme.current`, which every key read through it is a ratio to.
    static let appThemeRoleID = "key-read.role-app-theme"

    static var all: [Scenario] {
        [
            Scenario(
                id: heldRoleID,
                group: group,
                name: "theme.palette.primary on a held BrandTheme (a stored value)",
                prepare: {
                    let theme = ResolvedTheme(BrandTheme())
                    return { iterations in
                        for _ in 0..<iterations { blackHole(theme.palette.primary) }
                    }
                }
            ),
            Scenario(
                id: "key-read.held",
                group: group,
                name: "theme.color(Tokens.Color.Brand.Accent.hover) on a held BrandTheme, a generated key",
                target: Target(
                    "within 1.5x a role read on a held theme; faster than the same read by string",
                    [.ratio(to: heldRoleID, atMost: 1.5), .fasterThan(peer: "key-read.string", factor: 1)]
                ),
                prepare: {
                    let theme = ResolvedTheme(BrandTheme())
                    try expectBrandAccent(theme)
                    return { iterations in
                        for _ in 0..<iterations { blackHole(theme.color(Tokens.Color.Brand.Accent.hover)) }
                    }
                }
            ),
            Scenario(
                id: "key-read.string",
                group: group,
                name: "theme.color(\"color.brand.accent.hover\") on a held BrandTheme, the same token by string",
                prepare: {
                    let theme = ResolvedTheme(BrandTheme())
                    return { iterations in
                        for _ in 0..<iterations { blackHole(theme.color("color.brand.accent.hover")) }
                    }
                }
            ),
            Scenario(
                id: appThemeRoleID,
                group: group,
                name: "AppTheme.current.palette.primary, BrandTheme current",
                prepare: {
                    AppTheme.setTheme(BrandTheme())
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.palette.primary) }
                    }
                }
            ),
            Scenario(
                id: "key-read.app-theme",
                group: group,
                name: "AppTheme.current.color(Tokens.Color.Brand.Accent.hover), a generated key",
                target: Target(
                    "within 1.5x a role read through AppTheme.current",
                    [.ratio(to: appThemeRoleID, atMost: 1.5)]
                ),
                prepare: {
                    AppTheme.setTheme(BrandTheme())
                    try expectBrandAccent(AppTheme.current)
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.color(Tokens.Color.Brand.Accent.hover)) }
                    }
                }
            ),
            Scenario(
                id: loadedPathID,
                group: group,
                name:
                    "AppTheme.current.color(ColorToken(\"color.brand.accent.hover\")), brand.palette.json read at run time",
                prepare: {
                    AppTheme.setTheme(try loadedBrand())
                    let key = ColorToken("color.brand.accent.hover")
                    try expectBrandAccent(AppTheme.current)
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.color(key)) }
                    }
                }
            ),
            Scenario(
                id: "key-read.loaded",
                group: group,
                name: "AppTheme.current.color(Tokens.Color.Brand.Accent.hover), brand.palette.json read at run time: "
                    + "a generated key on a theme not made from its file",
                target: Target(
                    "within 1.5x the same token by a key made from its path",
                    [.ratio(to: loadedPathID, atMost: 1.5)]
                ),
                prepare: {
                    AppTheme.setTheme(try loadedBrand())
                    try expectBrandAccent(AppTheme.current)
                    return { iterations in
                        for _ in 0..<iterations { blackHole(AppTheme.current.color(Tokens.Color.Brand.Accent.hover)) }
                    }
                }
            ),
        ]
    }

    /// The path-made key read on the theme read at run time, which the generated key read there is
    /// a ratio to.
    static let loadedPathID = "key-read.loaded-path"

    /// `brand.palette.json` read at run time, as an app reads a theme it downloads.
    private static func loadedBrand() throws -> ResolvedTheme {
        let file = CodegenScenarios.repositoryRoot.appendingPathComponent(
            "Benchmarks/Sources/palette-benchmarks/Themes/brand.palette.json"
        )
        return try ThemeDocument(json: Data(contentsOf: file)).resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    /// Fails the scenario unless the generated key reads its own token in `theme`.
    private static func expectBrandAccent(_ theme: ResolvedTheme) throws {
        let key = Tokens.Color.Brand.Accent.hover
        guard theme.tokens[ThemeColor.self, key.path] != nil, theme.color(key).hex == "#912018" else {
            throw BenchmarkFailure("the generated key does not read 'color.brand.accent.hover'")
        }
    }
}
