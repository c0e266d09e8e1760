import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// The layouts design teams export, through `show`, `import` and `validate`: a Tokens Studio
/// single file without `$themes` and `$metadata`, a Tokens Studio folder whose colour sets
/// another group lists as sources, and Figma's own per-mode files.
struct TokenLayoutCommandTests {
    static func fixture(_ name: String) -> String {
        Repository.fixture("token-sets").appendingPathComponent(name).path
    }

    @Test func aTokensStudioFileOfSetsAloneShowsImportsAndValidates() throws {
        let harness = CLIHarness()
        let file = Self.fixture("tokens-studio-sets-only.json")
        let shown = harness.run("show", file, "--json").unwrapped
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.contains(##""primary": "#0055FF""##))
        #expect(shown.standardOutput.contains(##""background": "#FFFFFF""##))

        let imported = harness.run("import", file).unwrapped
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let scrim = ##""color.scrim": "color(srgb 0 0 0 / 0.5)""##
        #expect(imported.standardOutput.contains(scrim), "rgba({colors.black}, {opacity.50})")
        #expect(!imported.standardError.contains("padding"), "import reads '{ colors.white }' without a word")

        let validated = harness.run("validate", file).unwrapped
        #expect(validated.exitCode == 0, "\(validated.standardOutput)")
        #expect(
            validated.standardOutput.contains(
                "warning: the reference '{ colors.white }' read as '{colors.white}': the spaces inside its braces"
            ),
            "\(validated.standardOutput)"
        )
    }

    @Test func aTokensStudioLightContextKeepsItsColoursWhenAnotherGroupListsDarkAsASource() throws {
        let harness = CLIHarness()
        let folder = Self.fixture("tokens-studio-source-sets")
        let light = harness.run("show", folder, "--json").unwrapped
        #expect(light.exitCode == 0, "\(light.standardError)")
        #expect(light.standardOutput.contains(##""background": "#FFFFFF""##), "\(light.standardOutput)")
        #expect(light.standardOutput.contains(##""highlight": "#B45309""##), "an alias into a set no theme enables")
        let dark = harness.run("show", folder, "--appearance", "dark", "--json").unwrapped
        #expect(dark.standardOutput.contains(##""background": "#000000""##), "\(dark.standardOutput)")

        let validated = harness.run("validate", folder).unwrapped
        #expect(validated.exitCode == 0, "\(validated.standardOutput)")
        let notes = validated.standardOutput.split(separator: "\n").filter { $0.contains("which no theme") }
        #expect(notes.count == 1, "\(validated.standardOutput)")
    }

    @Test func figmaPerModeFilesAreOneThemesVariantsWithoutDefinedAgainWarnings() throws {
        let harness = CLIHarness()
        let folder = Self.fixture("figma-modes")
        let dark = harness.run("show", folder, "--appearance", "dark", "--json").unwrapped
        #expect(dark.exitCode == 0, "\(dark.standardError)")
        #expect(dark.standardOutput.contains(##""background": "#121212""##), "\(dark.standardOutput)")
        #expect(!dark.standardError.contains("defined again"))

        let files = ["Light.tokens.json", "Dark.tokens.json", "Value.tokens.json"].map { "figma-modes/" + $0 }
        let imported = harness.run(["import"] + files.map(Self.fixture)).unwrapped
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains(##""dark""##), "a dark variant: \(imported.standardOutput)")
        #expect(!imported.standardError.contains("defined again"))

        let validated = harness.run("validate", folder).unwrapped
        #expect(validated.exitCode == 0, "\(validated.standardOutput)")
        #expect(
            validated.standardOutput.hasSuffix("3 files checked: 0 errors, 2 warnings\n"),
            "\(validated.standardOutput)"
        )
    }
}
