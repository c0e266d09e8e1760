import Palette
import PaletteDesign
import PaletteThemes
import Testing

/// No built-in theme ships failing our own `palette check --cvd`: in every variant, `error`,
/// `primary` and `secondary` stay ``ColorVisionCheck/defaultMinimumDistance`` apart under each
/// simulated deficiency.
struct BuiltInColorVisionTests {
    /// Every built-in theme, and each variant of an adaptive one.
    static let palettes: [(name: String, theme: ResolvedTheme)] = ThemeRegistry.builtIn.entries.flatMap { entry in
        guard let adaptive = entry.theme.adaptiveTheme else { return [(entry.id, entry.theme)] }
        return adaptive.definedVariants.map { ("\(entry.id) (\($0))", adaptive.variant($0)) }
    }

    @Test func everyBuiltInVariantIsChecked() {
        #expect(Self.palettes.count >= ThemeRegistry.builtIn.entries.count + 1)
    }

    @Test(arguments: palettes.map(\.name))
    func rolesStayApartForEveryColourVision(name: String) throws {
        let theme = try #require(Self.palettes.first { $0.name == name }?.theme)
        let check = ColorVisionCheck(palette: theme.palette)
        #expect(check.results.count == 12)
        for warning in check.warnings {
            Issue.record("\(name): \(warning.pair) under \(warning.deficiency) are \(warning.distance) apart")
        }
        // The audit `palette check` runs carries the same check.
        #expect(ContrastAudit(theme).colorVision.warnings.isEmpty)
    }
}
