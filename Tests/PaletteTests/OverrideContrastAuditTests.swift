import Foundation
import Palette
import PaletteTestSupport
import Testing

/// Overrides and backend selections are audited like themes: a pair they leave below the level
/// the theme meets is a warning, or with a strict policy an error.
struct OverrideContrastAuditTests {
    /// A dark theme meeting AAA on every pair, for an adaptive theme's dark variant.
    private struct NightTheme: Theme {
        let id = "night"
        let name = "Night"
        let palette = ThemePalette(
            primary: ThemeColor(red8: 0x82, green8: 0xA7, blue8: 0xE2),
            secondary: ThemeColor(red8: 0x8A, green8: 0xFD, blue8: 0xF5),
            neutral: ThemeColor(red8: 0x0B, green8: 0x11, blue8: 0x20),
            highlight: ThemeColor(red8: 0xFB, green8: 0xBF, blue8: 0x24)
        )
        let fontStyles = ThemeFontStyles(DefaultTheme().fontStyles)
    }

    private static let unreadable =
        ##"{"theme": "default", "overrides": {"palette": {"onBackground": "#FEFEFE", "background": "#FFFFFF"}}}"##

    private let registry: ThemeRegistry = {
        var registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()
        try? registry.register(WeakTheme())
        try? registry.register(
            AdaptiveTheme(id: "daynight", name: "Day and Night", light: DefaultTheme(), dark: NightTheme())
        )
        return registry
    }()

    @Test func nearlyWhiteTextOnWhiteIsNamedWithRatioAndLevel() throws {
        let resolution = try ThemeSelection(json: Self.unreadable).resolution(in: registry)
        // Every text style on the page is set in the same two colours: one warning stands for them.
        #expect(resolution.loweredContrast.map(\.after.pair.name) == ["onBackground on background"])
        let regression = try #require(resolution.loweredContrast.first)
        #expect(regression.level == .aa)
        #expect(regression.before.passes(.aa))
        #expect(
            regression.description
                == "overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets"
        )
        let warning = try #require(resolution.warnings.last)
        #expect(warning.problem.location?.path == "overrides.palette.onBackground")
        #expect(warning.description.contains("1.01:1"))
        #expect(resolution.theme.palette.onBackground.hex == "#FEFEFE")
    }

    @Test func aLoweredPairIsLocatedAtTheLineAndColumnOfTheOverride() throws {
        // The key is matched by the name rule the decoder reads it with, whatever its case.
        let payload = """
            {
              "theme": "default",
              "overrides": {
                "palette": {
                  "OnBackground": "#FEFEFE",
                  "background": "#FFFFFF"
                }
              }
            }
            """
        let resolution = try ThemeSelection(json: payload).resolution(in: registry)
        let location = try #require(resolution.warnings.last?.problem.location)
        #expect(location.path == "overrides.palette.onBackground")
        #expect(location.line == 5)
        #expect(location.column == 23)
        // A selection made in code has no text to point into: the path alone.
        let made = ThemeSelection(
            theme: "default",
            overrides: ThemeOverrides(palette: [.onBackground: ThemeColor(red8: 0xFE, green8: 0xFE, blue8: 0xFE)])
        )
        let unplaced = try #require(try made.resolution(in: registry).warnings.last?.problem.location)
        #expect(unplaced.path == "overrides.palette.onBackground")
        #expect(unplaced.line == nil)
    }

    @Test func theStrictPolicyRefusesWhatTheDefaultOnlyWarnsAbout() throws {
        let selection = try ThemeSelection(json: Self.unreadable)
        #expect(throws: ThemeError.self) { try selection.resolution(in: registry, contrast: .strict) }
        #expect(try selection.resolution(in: registry, contrast: .warn).theme.palette.background.hex == "#FFFFFF")
        // Overrides that keep every pair at its level pass under either policy.
        let harmless = try ThemeSelection(
            json: ##"{"theme": "default", "overrides": {"palette": {"primary": "#0000AA"}}}"##
        )
        #expect(try harmless.resolution(in: registry, contrast: .strict).warnings.isEmpty)
    }

    @Test func aStrictControllerKeepsItsThemeWhenOverridesLowerContrast() throws {
        let controller = ThemeController(theme: WeakTheme(), notificationCenter: nil)
        let selection = try ThemeSelection(json: Self.unreadable)
        #expect(throws: ThemeError.self) { try controller.apply(selection, in: registry, contrast: .strict) }
        #expect(controller.current.id == "weak")
        try controller.apply(selection, in: registry)
        #expect(controller.current.palette.onBackground.hex == "#FEFEFE")
    }

    /// A refusal for lowered contrast has a code of its own, and reads as what it is.
    @Test func loweredContrastHasItsOwnCodeAndWording() throws {
        let selection = try ThemeSelection(json: Self.unreadable)
        do {
            _ = try selection.resolution(in: registry, contrast: .strict)
            Issue.record("a strict resolution lowered contrast")
        } catch {
            #expect(error.code == .loweredContrast)
            #expect(error.subject == "#FEFEFE on #FFFFFF")
            #expect(error.message.hasPrefix("lowered contrast of '#FEFEFE on #FFFFFF'"), "\(error.message)")
            #expect(!error.message.contains("invalid value"))
        }
        let warning = try #require(try selection.resolution(in: registry).warnings.first)
        #expect(warning.problem.code == .loweredContrast)
    }

    /// The backend path warns by itself: applying a payload whose overrides lower contrast under
    /// the default policy hands back the lowered pairs and their warnings, with no second call.
    @Test func applyingASelectionHandsBackTheWarningsOfItsOverrides() throws {
        let controller = ThemeController(theme: WeakTheme(), notificationCenter: nil)
        let selection = try ThemeSelection(json: Self.unreadable)
        let resolution = try controller.apply(selection, in: registry)
        #expect(controller.current.palette.onBackground == resolution.theme.palette.onBackground)
        #expect(resolution.loweredContrast.count == 1)
        #expect(resolution.warnings.count == 1)
        #expect(resolution.warnings.first?.problem.message.contains("onBackground on background at 1.01:1") == true)
        let harmless = try ThemeSelection(json: ##"{"theme": "default"}"##)
        #expect(try controller.apply(harmless, in: registry).warnings.isEmpty)
    }

    @Test func aPairTheThemeAlreadyFailsIsNotBlamedOnTheOverrides() throws {
        let base = WeakTheme().resolved
        #expect(!ContrastAudit(base).passes(.aa))
        // A worse onPrimary is still the theme's failure; a worse onBackground is the overrides'.
        let overrides = ThemeOverrides(palette: [
            .onPrimary: ThemeColor(red8: 0xF0, green8: 0xF0, blue8: 0xF0),
            .onBackground: ThemeColor(red8: 0xC0, green8: 0xC0, blue8: 0xC0),
        ])
        let regressions = ContrastAudit.regressions(from: base, to: overrides.applied(to: base))
        #expect(regressions.map(\.after.pair.name) == ["onBackground on background"])
        #expect(regressions.first?.description.hasSuffix("below AA 4.5:1 that this pair meets in 'weak'") == true)
    }

    @Test func aThemeThatMeetsAAAIsHeldToAAA() {
        let base = NightTheme().resolved
        #expect(ContrastAudit(base).passes(.aaa))
        let overrides = ThemeOverrides(palette: [.primary: ThemeColor(red8: 0x33, green8: 0x66, blue8: 0xCC)])
        let regression = ContrastAudit.regressions(from: base, to: overrides.applied(to: base)).first
        #expect(regression?.level == .aaa)
        #expect(regression?.after.passes(.aa) == true)
        #expect(
            regression?.description
                == "overrides leave onPrimary on primary at 5.14:1, below AAA 7:1 that 'night' meets"
        )
    }

    @Test func everyVariantOfAnAdaptiveThemeIsAuditedAndKeepsItsVariants() throws {
        let selection = try ThemeSelection(
            json: ##"{"theme": "daynight", "overrides": {"palette": {"background": "#FFFFFF"}}}"##
        )
        let resolution = try selection.resolution(in: registry)
        let adaptive = try #require(resolution.theme.adaptiveTheme)
        #expect(adaptive.dark.palette.background.hex == "#FFFFFF")
        #expect(adaptive.dark.palette.primary == NightTheme().palette.primary)
        // A white page is fine in the light variant, and breaks the dark one's amber highlight.
        #expect(!resolution.loweredContrast.isEmpty)
        #expect(resolution.loweredContrast.allSatisfy { $0.variant == .dark && $0.level == .aaa })
        #expect(resolution.loweredContrast.contains { $0.after.pair.name == "highlight on background" })
        let description = try #require(resolution.loweredContrast.first?.description)
        #expect(description.contains("in the dark variant"))
        // A controller given it follows the appearance, as it does the theme without overrides.
        let controller = ThemeController(notificationCenter: nil)
        controller.setTheme(resolution.theme)
        controller.setAppearance(.dark)
        #expect(controller.current.palette.primary == NightTheme().palette.primary)
    }
}
