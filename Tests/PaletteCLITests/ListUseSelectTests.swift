import Foundation
import Palette
import Testing

@testable import palette_cli

struct ListCommandTests {
    @Test func listsEveryBuiltInWithItsSourceAndMarksTheActiveOne() {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let lines = harness.run("list").standardOutput.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("* default"))
        #expect(lines[1].hasPrefix("  alternative"))
        #expect(lines[1].contains("compiled (AlternativeTheme)"))
        _ = harness.run("use", "midnight")
        #expect(harness.run("list").standardOutput.contains("* midnight"))
    }

    @Test func listsAsJSON() throws {
        let output = CLIHarness().run("list", "--json").standardOutput
        let themes = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(
            themes.map { $0["id"] as? String } == ["default", "alternative", "midnight", "high-contrast", "system"]
        )
        #expect(themes.map { $0["active"] as? Bool } == [true, false, false, false, false])
        #expect(themes[3]["name"] as? String == "High Contrast")
    }
}

struct UseCommandTests {
    @Test func storesTheCanonicalIdentifierForLaterRuns() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run("use", "AlternativeTheme").unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Active theme: Alternative (alternative), stored in "))
        #expect(try FileThemeStore(directory: harness.configDirectory).loadThemeID() == "alternative")
        #expect(harness.run("show").standardOutput.hasPrefix("Alternative"))
    }

    @Test func unknownNameIsNotStored() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run("use", "alternativ")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("did you mean 'alternative'?"))
        #expect(try FileThemeStore(directory: harness.configDirectory).loadThemeID() == nil)
    }

    @Test func corruptOrStaleStoreFallsBackToDefaultWithAWarning() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        try FileManager.default.createDirectory(at: harness.configDirectory, withIntermediateDirectories: true)
        let store = FileThemeStore(directory: harness.configDirectory)
        try Data("{not json".utf8).write(to: store.fileURL)
        let corrupt = harness.run("show").unwrapped
        #expect(corrupt.exitCode == 0)
        #expect(corrupt.standardOutput.hasPrefix("Default"))
        #expect(corrupt.standardError.hasPrefix("warning: stored theme choice at '\(store.fileURL.path)': is corrupt"))
        #expect(corrupt.standardError.hasSuffix("; using 'default'\n"))

        try store.saveThemeID("retired")
        let stale = harness.run("show")
        #expect(stale.standardOutput.hasPrefix("Default"))
        #expect(stale.standardError.contains("the stored theme 'retired' is not registered"))
    }

    @Test func unwritableConfigDirectoryIsAFailure() throws {
        let harness = CLIHarness()
        let file = try harness.write("a file, not a directory", named: "blocker")
        let result = CLIHarness(variables: ["PALETTE_CONFIG_DIR": file + "/palette"]).run("use", "default")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("cannot be written"))
        let show = CLIHarness(variables: ["PALETTE_CONFIG_DIR": file + "/palette"]).run("show")
        #expect(show.exitCode == 0)
        #expect(show.standardOutput.hasPrefix("Default"), "nothing could be stored, so nothing is read")
        #expect(show.standardError.isEmpty)
    }

    @Test func aMissingConfigDirectoryIsCreated() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let nested = harness.configDirectory.appendingPathComponent("a/b", isDirectory: true)
        let first = CLIHarness(variables: ["PALETTE_CONFIG_DIR": nested.path])
        #expect(first.run("show").standardOutput.hasPrefix("Default"))
        #expect(first.run("use", "midnight").exitCode == 0)
        #expect(try FileThemeStore(directory: nested).loadThemeID() == "midnight")
    }

    @Test(arguments: [
        (["--theme", "high-contrast", "use", "midnight"], [:], "--theme 'high-contrast'", "in this run"),
        (
            ["use", "midnight"], ["PALETTE_THEME": "HighContrastTheme"], "PALETTE_THEME 'HighContrastTheme'",
            "while PALETTE_THEME is set"
        ),
    ])
    func usingAThemeWhileAnotherOverridesTheStoredChoiceSaysSo(
        arguments: [String],
        variables: [String: String],
        source: String,
        until: String
    ) throws {
        var harness = CLIHarness()
        defer { harness.cleanUp() }
        harness.variables.merge(variables) { $1 }
        let result = harness.run(arguments).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Stored Midnight (midnight) in "))
        #expect(
            result.standardError
                == "warning: \(source) takes precedence over the stored choice, so 'midnight' is not active \(until)\n"
        )
        #expect(try FileThemeStore(directory: harness.configDirectory).loadThemeID() == "midnight")
        let json = harness.run(arguments + ["--json"]).standardOutput
        #expect(json.contains(#""overriddenBy": "\#(source.split(separator: " ")[0])""#))
    }

    @Test func anOverrideNamingTheSameThemeIsNoWarning() {
        let harness = CLIHarness(variables: ["PALETTE_THEME": "MIDNIGHT"])
        defer { harness.cleanUp() }
        let result = harness.run("use", "midnight").unwrapped
        #expect(result.standardOutput.hasPrefix("Active theme: Midnight (midnight), stored in "))
        #expect(result.standardError.isEmpty)
    }
}

struct SelectCommandTests {
    @Test func appliesAPayloadFromStandardInputAndPrintsTheTheme() {
        let result = CLIHarness().run("select", "-", input: ##"{"theme":"alternative"}"##)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Alternative  (alternative)"))
        #expect(result.standardOutput.contains("#B91C1C"))
        #expect(
            CLIHarness().run("select", input: ##"{"theme": {"id": "midnight"}}"##).standardOutput.hasPrefix("Midnight")
        )
    }

    @Test func readsAFileAndPersistsWhenAsked() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(##"{"theme": "HighContrastTheme"}"##, named: "payload.json")
        let result = harness.run("select", path, "--persist")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("Stored 'high-contrast' as the active theme"))
        #expect(harness.run("show").standardOutput.hasPrefix("High Contrast"))
        #expect(harness.run("select", path).exitCode == 0)
    }

    @Test func appliesThePayloadsOverridesAndPrintsItsWarnings() {
        let payload = ##"{"theme": "default", "overrides": {"palette": {"primary": "#C2410C", "primry": "#000000"}}}"##
        let result = CLIHarness().run("select", "-", input: payload).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("Default  (default)"))
        #expect(result.standardOutput.contains("#C2410C"))
        let warnings = result.standardError.split(separator: "\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("<stdin>:1:") == true)
        #expect(warnings.first?.contains(": warning: ") == true)
        #expect(warnings.first?.contains("'primry'") == true)
        #expect(!CLIHarness().run("select", "-", input: ##"{"theme": "default"}"##).standardOutput.contains("#C2410C"))
    }

    @Test func persistingAPayloadWithOverridesSaysTheyAreNotStored() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let payload = ##"{"theme": "midnight", "overrides": {"palette": {"primary": "#FFAA88"}}}"##
        let result = harness.run("select", "--persist", input: payload)
        #expect(result.exitCode == 0)
        #expect(
            result.standardError == "warning: only the theme 'midnight' is stored; the payload's overrides are not\n"
        )
        #expect(try FileThemeStore(directory: harness.configDirectory).loadThemeID() == "midnight")
        #expect(!harness.run("show").standardOutput.contains("#FFAA88"))
    }

    @Test func unknownNameExitsOneAndKeepsTheStoredChoice() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        _ = harness.run("use", "midnight")
        let result = harness.run("select", "--persist", input: ##"{"theme":"alternatve"}"##).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == "error: unknown theme 'alternatve'; did you mean 'alternative'? Available: 'default', 'alternative', 'midnight', 'high-contrast', 'system'.\n"
        )
        #expect(harness.run("show").standardOutput.hasPrefix("Midnight"))
    }

    @Test(arguments: [
        (
            "{\"theme\": 3}",
            "expected a theme name string or an object with an 'id' but found a number at 'theme' (<stdin>:1:11)"
        ),
        ("{\"them\": \"x\"}", "missing key 'theme' at the document root (<stdin>:1:1)"),
        ("", "malformed input at the document root (<stdin>:1:1): the input is empty; expected a JSON value"),
        (
            "{\"theme\": \"default\"",
            "malformed input at the document root (<stdin>:1:20): expected ',' or '}' after a member, found the end of the input"
        ),
    ])
    func malformedPayloadsExitOneSayingWhatAndWhere(payload: String, message: String) {
        let result = CLIHarness().run("select", "-", input: payload).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: \(message)\n")
    }

    @Test func oversizedInputIsRefused() throws {
        let big = "{\"theme\": \"" + String(repeating: "x", count: 100_000) + "\"}"
        let fromStdin = CLIHarness().run("select", input: big)
        #expect(fromStdin.exitCode == 1)
        #expect(fromStdin.standardError.contains("larger than the limit of 65536 bytes in '<stdin>'"))
        let harness = CLIHarness()
        let path = try harness.write(big, named: "big.json")
        let fromFile = harness.run("select", path)
        #expect(fromFile.standardError.contains("input of \(big.utf8.count) bytes is larger than the limit"))
    }

    @Test func missingFileIsAFailure() {
        let result = CLIHarness().run("select", "/nonexistent/payload.json")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("no such file"))
    }
}
