import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Tokens Studio's `$themes.json` read as modes: a theme group of appearances is the variants,
/// any other group its first theme (said so) or the one an input chooses, `source` sets there
/// for references only.
struct TokensStudioModesTests {
    static let groups = ModeFixtures.url("tokens-studio-groups")

    @Test func theColorSchemeGroupIsTheVariantsAndTheBrandGroupItsFirstTheme() throws {
        let (report, registry) = ModeFixtures.load([Self.groups])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["tokens-studio-groups"])
        #expect(try ModeFixtures.color("color.primary", in: registry, "tokens-studio-groups") == "#D92D20")
        #expect(try ModeFixtures.color("color.background", in: registry, "tokens-studio-groups", .dark) == "#111111")
        #expect(try ModeFixtures.color("red", in: registry, "tokens-studio-groups") == nil, "core is only a source")
        let note = try #require(report.warnings.first { $0.problem.message.contains("theme group 'Brand'") })
        #expect(
            note.problem.message.contains("'Acme', its first; --input 'Brand=CONTEXT' chooses one of 'Acme', 'Globex'")
        )
        #expect(note.problem.location?.file?.hasSuffix("$themes.json") == true)
    }

    /// Real single-file exports without `$themes` (Reby's, CrowdStrike's, Donno's) keep `light` and
    /// `dark` sets beside a `global` one. Read as one set after another, dark replaced light with
    /// hundreds of warnings; named as appearances, they are the variants of one adaptive theme.
    @Test func setsNamedAsAppearancesInAFileWithoutThemesAreItsVariants() throws {
        let folder = try TokenSetFixtures.Folder([
            "tokens.json": ##"""
            {"global": {"grey": {"100": {"value": "#f4f4f4", "type": "color"}, "900": {"value": "#161616", "type": "color"}},
                        "space": {"value": "4", "type": "spacing"}},
             "light": {"color": {"background": {"value": "{grey.100}", "type": "color"}}},
             "dark": {"color": {"background": {"value": "{grey.900}", "type": "color"}}}}
            """##
        ])
        let (report, registry) = ModeFixtures.load([folder("tokens.json")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try ModeFixtures.color("color.background", in: registry, "tokens") == "#F4F4F4")
        #expect(try ModeFixtures.color("color.background", in: registry, "tokens", .dark) == "#161616")
        #expect(!report.warnings.contains { $0.problem.message.contains("defined again") })
        let note = try #require(report.warnings.first { $0.problem.message.contains("named as appearances") })
        #expect(note.problem.message.contains("the token sets 'light', 'dark'"))
        #expect(TokensStudioSets.appearanceThemes(of: ["global", "brand-a", "brand-b"]).isEmpty)
        #expect(TokensStudioSets.appearanceThemes(of: ["dark", "dim"]).isEmpty, "no light variant")
    }

    @Test func anInputChoosesAnotherThemeOfAGroup() throws {
        let (report, registry) = ModeFixtures.load(
            [Self.groups],
            modes: ModeOptions(inputs: [try ModeInput("brand=globex")])
        )
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try ModeFixtures.color("color.primary", in: registry, "tokens-studio-groups", .dark) == "#005F73")
        #expect(!report.warnings.contains { $0.problem.message.contains("theme group 'Brand'") })
    }

    @Test func themesWithoutGroupsAreOneGroupAndLightAndDarkItsVariants() throws {
        let (report, registry) = TokenSetFixtures.load([TokenSetFixtures.url("tokens-studio")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["tokens-studio"])
        let theme = try registry.resolve("tokens-studio")
        #expect(theme.adaptiveTheme?.definedVariants == [.light, .dark])
        #expect(theme.adaptiveTheme?.variant(.light).palette.primary.hex == "#0F62FE")
        #expect(theme.adaptiveTheme?.variant(.dark).palette.primary.hex == "#0043CE")
    }

    /// Designsystemet (digdir/designsystemet, MIT): 17 themes in 6 groups; its `Color scheme`
    /// group, Light and Dark, is the variants. Its values, read as its sets say for each.
    @Test(arguments: [
        ("background-default", "#FFFFFF", "#0C1927"), ("text-default", "#002C54", "#E7EDF4"),
        ("base-default", "#0062BA", "#4C91CF"),
    ])
    func designsystemetsLightAndDarkAreItsVariants(path: String, light: String, dark: String) throws {
        let folder = ModeFixtures.url("designsystemet")
        let plan = ThemeFilePlan([folder], limits: .default)
        var source = try #require(try Self.modes(plan))
        var reader = DocumentReader()
        let modePlan = ModePlan(
            source,
            options: ModeOptions(),
            limits: .default,
            toleratesUnknownInputs: false,
            reader: &reader
        )
        let theme = try #require(modePlan.themes.first)
        #expect(modePlan.themes.count == 1)
        #expect(theme.variants.map(\.variant) == [.light, .dark])
        let choices = Dictionary(uniqueKeysWithValues: theme.variants.map { ($0.variant, $0.choices) })
        #expect(choices[.dark]?["Color scheme"] == "Dark" && choices[.dark]?["Color"] == "accent")
        #expect(ModeFixtures.color(path, of: &source, choices: choices[.light] ?? [:]) == light)
        #expect(ModeFixtures.color(path, of: &source, choices: choices[.dark] ?? [:]) == dark)
        for group in ["Size", "Typography", "Color"] {
            #expect(reader.warnings.contains { $0.problem.message.contains("theme group '\(group)'") }, "\(group)")
        }
    }

    /// Designsystemet aliases number tokens to dimension tokens, which DTCG 2025.10 refuses and the
    /// lenient import, the loader's default, reads with a warning.
    @Test func designsystemetLoadsAsOneAdaptiveTheme() throws {
        let (report, registry) = ModeFixtures.load([ModeFixtures.url("designsystemet")])
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        try #require(report.loadedIDs == ["designsystemet"])
        #expect(try ModeFixtures.color("background-default", in: registry, "designsystemet", .dark) == "#0C1927")
    }

    /// The Tokens Studio source of a folder's plan.
    static func modes(_ plan: ThemeFilePlan) throws -> TokensStudioModes? {
        let described = try #require(plan.sets.first?.tokensStudioFolder)
        var files: [String: ParsedThemeFile] = [:]
        for entry in plan.entries {
            if let name = entry.setName { files[name] = ParsedThemeFile.read(entry.url, limits: .default) }
        }
        return TokensStudioModes(
            description: described.sets,
            sets: .files(files),
            id: "designsystemet",
            name: "designsystemet",
            isNamedAfterFile: true,
            themesFile: described.folder.appendingPathComponent("$themes.json").path
        )
    }
}

/// How Tokens Studio's `source` and `enabled` sets of one theme resolve, and the sets no theme
/// enables (`Tests/Fixtures/token-sets/tokens-studio-source-sets`).
struct TokensStudioSourceSetTests {
    static let folder = TokenSetFixtures.url("tokens-studio-source-sets")

    @Test func aLightSetEnabledBesideADarkSetAnotherGroupListsAsASourceKeepsItsOwnColours() throws {
        let (report, registry) = ModeFixtures.load([Self.folder])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["tokens-studio-source-sets"])
        let id = "tokens-studio-source-sets"
        #expect(try ModeFixtures.color("color.background", in: registry, id) == "#FFFFFF")
        #expect(try ModeFixtures.color("color.primary", in: registry, id) == "#0055FF")
        #expect(try ModeFixtures.color("color.background", in: registry, id, .dark) == "#000000")
        #expect(try ModeFixtures.color("color.primary", in: registry, id, .dark) == "#66AAFF")
        // The elevation set aliases the colour scheme's own primary, light and dark.
        #expect(try ModeFixtures.color("elevation.tint", in: registry, id) == "#0055FF")
        #expect(try ModeFixtures.color("elevation.tint", in: registry, id, .dark) == "#66AAFF")
        #expect(try ModeFixtures.color("colors.white", in: registry, id) == nil, "core is only a source")
    }

    @Test func aSetNoThemeEnablesIsNamedInOneWarningAndItsTokensAreReachedByAliases() throws {
        let (report, registry) = ModeFixtures.load([Self.folder])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let id = "tokens-studio-source-sets"
        #expect(try ModeFixtures.color("color.highlight", in: registry, id) == "#B45309", "an alias into 'brand'")
        #expect(try ModeFixtures.color("brand.accent", in: registry, id) == nil, "no theme has brand's tokens")
        let notes = report.warnings.filter { $0.problem.message.contains("which no theme enables") }
        #expect(notes.count == 1, "\(notes)")
        #expect(notes.first?.problem.message.contains("the token set 'brand', which no theme enables,") == true)
        #expect(notes.first?.problem.location?.file?.hasSuffix("$themes.json") == true)
    }

    @Test func enabledSetsOverrideSourceSetsWhichOverrideSetsNoChosenThemeUses() throws {
        let sets = TokensStudioSets(
            metadata: try JSONParser.read(#"{"tokenSetOrder": ["core", "light", "dark", "shadow"]}"#, options: .strict),
            themes: try JSONParser.read(
                #"""
                [{"name": "Light", "group": "Scheme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                 {"name": "Dark", "group": "Scheme", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
                 {"name": "Shadow", "group": "Elevation",
                  "selectedTokenSets": {"light": "source", "dark": "source", "shadow": "enabled"}}]
                """#,
                options: .strict
            )
        )
        let light = sets.themes.filter { $0.name != "Dark" }
        let plan = sets.plan(available: ["core", "light", "dark", "shadow"], chosen: light)
        #expect(plan.map(\.name) == ["core", "dark", "light", "shadow"])
        #expect(plan.map(\.isReferenceOnly) == [true, true, false, false])
        #expect(sets.setsNoThemeUses(available: ["core", "light", "dark", "shadow"]).isEmpty)
    }
}
