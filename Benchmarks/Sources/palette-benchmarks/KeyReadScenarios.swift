import BenchmarkSupport
import Palette

/// A typed key the build plugin generated (`Themes/brand.palette.json`) next to a role, read the
/// same way in the same run: on a theme already held, and through `AppTheme.current`. Issue 33
/// asks for a key within 1.5x of a role; each key row is a ratio to the role row read the same
/// way, so `--filter key-read` runs the four rows (and the generated keys of real design systems,
/// `codegen.*.key-read`) in one run.
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
        ]
    }

    /// Fails the scenario unless the generated key reads its own token in `theme`.
    private static func expectBrandAccent(_ theme: ResolvedTheme) throws {
        let key = Tokens.Color.Brand.Accent.hover
        guard theme.tokens.colors[key.path] != nil, theme.color(key).hex == "#912018" else {
            throw BenchmarkFailure("the generated key does not read 'color.brand.accent.hover'")
        }
    }
}
