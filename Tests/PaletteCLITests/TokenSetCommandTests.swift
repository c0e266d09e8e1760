import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Token files split over several files, as design systems publish them, through every command
/// that reads theme files: one set whose aliases cross files, every problem reported in its file.
struct TokenSetCommandTests {
    static let fixtures = Repository.fixture("token-sets")

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    @Test func validateReadsFilesNamedTogetherAsOneSet() throws {
        let harness = CLIHarness()
        let colors = Self.fixture("carbon/colors.tokens.json")
        let theme = Self.fixture("carbon/theme-white.tokens.json")
        let alone = harness.run("validate", theme).unwrapped
        #expect(alone.exitCode == 1, "its aliases point into colors.tokens.json")

        let together = harness.run("validate", colors, theme).unwrapped
        #expect(together.exitCode == 0, "\(together.standardOutput)")
        #expect(together.standardOutput.contains("\(theme): ok (dtcg theme 'colors', one of a set of 2 token files)"))
        #expect(together.standardOutput.hasSuffix("2 files checked: 0 errors, 1 warning\n"))
    }

    @Test func validateReportsEveryProblemOfASetInItsFile() throws {
        let harness = CLIHarness()
        let a = try harness.write(
            ##"{"color": {"$type": "color", "one": {"$value": "{missing.one}"}}}"##,
            named: "a.json"
        )
        let folder = URL(fileURLWithPath: a).deletingLastPathComponent()
        let b = folder.appendingPathComponent("b.json").path
        try Data(##"{"color": {"$type": "color", "two": {"$value": "{missing.two}"}, "x": {"$value": "#12"}}}"##.utf8)
            .write(to: URL(fileURLWithPath: b))
        let c = folder.appendingPathComponent("c.json").path
        try Data(##"{"color": {"$type": "color", "fine": {"$value": "#123456"}}}"##.utf8).write(
            to: URL(fileURLWithPath: c)
        )

        let result = harness.run("validate", folder.path).unwrapped
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("\(a):1:") && $0.contains("error: unresolved reference '{missing.one}'") }
        )
        #expect(
            lines.contains { $0.hasPrefix("\(b):1:") && $0.contains("error: unresolved reference '{missing.two}'") }
        )
        #expect(lines.contains { $0.hasPrefix("\(b):1:") && $0.contains("error: invalid colour '#12'") })
        #expect(lines.contains("\(c): no problems of its own; its set of 3 token files has errors"))
        #expect(lines.last == "3 files checked: 3 errors, 1 warning", "the roles it would take from 'default'")

        let json = harness.run("validate", folder.path, "--json")
        let files = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        )
        #expect((files.first?["tokenSet"] as? [String])?.count == 3)
    }

    @Test func aTokenDefinedAgainIsAWarningNamingBothPlaces() throws {
        let harness = CLIHarness()
        let a = try harness.write(##"{"color": {"$type": "color", "brand": {"$value": "#111111"}}}"##, named: "a.json")
        let b = try harness.write(##"{"color": {"$type": "color", "brand": {"$value": "#222222"}}}"##, named: "b.json")
        let result = harness.run("import", a, b).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(##""color.brand": "#222222""##))
        let expected =
            "\(b):1:39: warning: 'color.brand' is defined again at 'color.brand': this replaces the definition in '\(a)' at 1:39"
        #expect(result.standardError.squeezed.contains(expected.squeezed), "\(result.standardError)")
    }

    @Test func everyCommandReadsAFolderOfTokenFilesAsOneTheme() throws {
        let harness = CLIHarness()
        let carbon = Self.fixture("carbon")
        let loaded = harness.run("--themes", carbon, "show", "carbon").unwrapped
        #expect(loaded.exitCode == 0, "\(loaded.standardError)")
        #expect(loaded.standardOutput.hasPrefix("carbon  (carbon)"))
        #expect(loaded.standardOutput.contains("#0F62FE"))

        let shown = harness.run("show", carbon, "--json")
        #expect(shown.exitCode == 0)
        #expect(shown.standardOutput.contains(##""primary": "#0F62FE""##))
        let files = harness.run(
            "show",
            Self.fixture("carbon/colors.tokens.json"),
            Self.fixture("carbon/theme-white.tokens.json")
        )
        #expect(files.exitCode == 0)
        #expect(files.standardOutput.hasPrefix("colors  (colors)"))

        let checked = harness.run("check", carbon, "--json")
        #expect(checked.standardOutput.contains(#""id": "carbon""#))

        let exported = harness.run("export", carbon, "--format", "css")
        #expect(exported.exitCode == 0)
        // The role keeps its reference into the set's core file, as CSS can hold it.
        #expect(exported.standardOutput.contains("--palette-primary: var(--palette-color-blue-60);"))
        #expect(exported.standardOutput.contains("--palette-color-blue-60: #0F62FE;"))

        let token = harness.run("token", "spacing.07", carbon)
        #expect(token.standardOutput.hasPrefix("spacing.07 = 32"))

        let imported = harness.run("import", carbon)
        #expect(imported.exitCode == 0)
        #expect(imported.standardOutput.contains(#""id": "carbon""#))
    }

    @Test func aFolderOfSeveralThemesNamesThemWhenOneIsWanted() throws {
        let harness = CLIHarness()
        let a = try harness.write(##"{"formatVersion": 1, "id": "one", "extends": "default"}"##, named: "one.json")
        let folder = URL(fileURLWithPath: a).deletingLastPathComponent()
        try Data(##"{"formatVersion": 1, "id": "two", "extends": "default"}"##.utf8)
            .write(to: folder.appendingPathComponent("two.json"))
        let result = harness.run("show", folder.path).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("holds 2 themes, 'one', 'two'; load them with --themes and name one"))
    }

    @Test func styleDictionaryAndTokensStudioDescriptionsStandForTheirSets() throws {
        let harness = CLIHarness()
        // Its 'content.icon.email' has no type to read it by.
        let config = harness.run("import", Self.fixture("style-dictionary-basic/config.json"), "--skip-invalid")
            .unwrapped
        #expect(config.exitCode == 0, "\(config.standardError)")
        #expect(config.standardOutput.contains(#""id": "style-dictionary-basic""#))
        #expect(config.standardOutput.contains(#""value": "0.75rem""#))
        let formats = config.standardError.split(separator: "\n").filter { $0.contains("Style Dictionary 3's format") }
        #expect(formats.count == 1, "one warning names the format for the whole set")
        #expect(formats.first?.contains("in 4 files") == true)

        let studio = harness.run("--themes", Self.fixture("tokens-studio"), "show", "tokens-studio", "--json").unwrapped
        #expect(studio.exitCode == 0, "\(studio.standardError)")
        // Its themes Light and Dark are the theme's variants.
        #expect(studio.standardOutput.contains(##""primary": "#0F62FE""##))
        let dark = harness.run(
            "--themes",
            Self.fixture("tokens-studio"),
            "show",
            "tokens-studio",
            "--appearance",
            "dark",
            "--json"
        )
        #expect(dark.standardOutput.contains(##""primary": "#0043CE""##), "\(dark.standardError)")
        let validated = harness.run("validate", Self.fixture("tokens-studio/$metadata.json")).unwrapped
        #expect(validated.exitCode == 0)
        #expect(!validated.standardOutput.contains("Tokens Studio themes"))
        // Three of them are the set's own: its dark page leaves default's amber highlight at 3.6:1,
        // and its dark primary does not stand out from that page or its surface.
        #expect(validated.standardOutput.contains("'tokens-studio' leaves highlight on background at 3.6:1"))
        #expect(validated.standardOutput.contains("'tokens-studio' leaves primary on background at 2.32:1"))
        // global.json's `lineHeights.auto` (`"AUTO"`) is a text token, not a token left out with a warning.
        #expect(!validated.standardOutput.contains("lineHeights.auto"))
        #expect(
            validated.standardOutput.hasSuffix("4 files checked: 0 errors, 5 warnings\n"),
            "\(validated.standardOutput)"
        )
    }

    @Test func aThemesFolderReportsABrokenSetOnce() throws {
        let harness = CLIHarness()
        let a = try harness.write(##"{"color": {"$type": "color", "one": {"$value": "{missing}"}}}"##, named: "a.json")
        let folder = URL(fileURLWithPath: a).deletingLastPathComponent()
        try Data(##"{"color": {"$type": "color", "two": {"$value": "#222222"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("b.json"))
        let result = harness.run("--themes", folder.path, "--strict", "list").unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("\(a):1:"))
        let failed = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: --themes:") }
        #expect(failed.count == 1)
        #expect(failed.first?.contains("could not read the token set of 2 files") == true)
    }
}

extension String {
    /// The text without any white space: messages with long paths compared whatever their wrapping.
    var squeezed: String { filter { !$0.isWhitespace } }
}
