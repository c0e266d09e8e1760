import Foundation
import Palette
import Testing

@testable import palette_cli

/// `--appearance` and `--contrast` on `show`, `check` and `export`, and `check` auditing every
/// variant of an adaptive theme.
struct VariantCommandTests {
    /// A four-variant theme in one file whose dark, increased-contrast variant reaches AA but not
    /// AAA: the document's own sections are light, the increased light variant and the dark one
    /// are built-ins, the last is written inline.
    static let weakDarkIncreased = ##"""
        {"formatVersion": 1, "id": "tide", "name": "Tide", "extends": "default",
         "variants": {
           "lightIncreasedContrast": "high-contrast",
           "dark": "midnight",
           "darkIncreasedContrast": {"palette": {"primary": "#4A7DE0", "onPrimary": "#000000"}}
         }}
        """##

    @Test func checkAuditsEveryVariantEachAtItsLevelAndNamesTheOneThatFails() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write(Self.weakDarkIncreased, named: "tide.json")
        let result = harness.run("check", file).unwrapped
        #expect(result.exitCode == 1)
        let headers = result.standardOutput.split(separator: "\n").filter { $0.contains(" variant of Tide (tide)") }
        #expect(
            headers == [
                "light variant of Tide (tide); --appearance and --contrast pick",
                "light, increased contrast variant of Tide (tide); --appearance and --contrast pick",
                "dark variant of Tide (tide); --appearance and --contrast pick",
                "dark, increased contrast variant of Tide (tide); --appearance and --contrast pick",
            ]
        )
        #expect(
            result.standardOutput.contains("Tide (dark, increased contrast)  (tide-dark-increased-contrast)  WCAG AAA")
        )
        #expect(result.standardOutput.contains("Midnight  (midnight)  WCAG AA contrast"))
        #expect(result.standardOutput.contains("High Contrast  (high-contrast)  WCAG AAA contrast"))
        // The variants that take every colour from 'default' are said once, before the verdict.
        #expect(
            result.standardError.hasPrefix("note: in the light variant, all 25 pairs audited are colours of 'default'"),
            "\(result.standardError)"
        )
        #expect(result.standardError.contains("\nerror: "))
        #expect(
            result.standardError.contains(
                " pairs in 'tide-dark-increased-contrast' (dark, increased contrast) fail WCAG AAA"
            )
        )
        #expect(!result.standardError.contains("AAA; "), "one variant fails")
        let picked = harness.run("check", file, "--appearance", "dark", "--contrast", "increased").unwrapped
        #expect(picked.exitCode == 1)
        #expect(picked.standardError.unwrapped.contains("tide.json --appearance dark --contrast increased --fix"))
        let standard = harness.run("check", file, "--contrast", "standard")
        #expect(standard.exitCode == 0, "light, standard only: \(standard.standardError)")
        let atAA = harness.run("check", file, "--level", "AA")
        #expect(atAA.exitCode == 0, "--level applies to every variant: \(atAA.standardError)")
    }

    @Test func checkJSONListsEveryVariantWithItsLevelAndVerdict() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write(Self.weakDarkIncreased, named: "tide.json")
        let json = harness.run("check", file, "--json").standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "tide" && object["passes"] as? Bool == false)
        let variants = try #require(object["variants"] as? [[String: Any]])
        let summary = variants.map { variant -> String in
            let which = variant["variant"] as? [String: String] ?? [:]
            let verdict = variant["passes"] as? Bool == true ? "pass" : "fail"
            return
                "\(which["appearance"] ?? "?") \(which["contrast"] ?? "?") \(variant["level"] as? String ?? "?") \(verdict)"
        }
        #expect(
            summary == [
                "light standard AA pass", "light increased AAA pass", "dark standard AA pass",
                "dark increased AAA fail",
            ]
        )
        let one = harness.run("check", "system", "--appearance", "dark", "--json").standardOutput
        let single = try #require(try JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any])
        #expect(single["id"] as? String == "midnight" && single["variants"] == nil)
        #expect((single["variant"] as? [String: String])?["appearance"] == "dark")
    }

    @Test func checkOfAPlainThemeIsUnchangedAndIncreasedContrastChecksAtAAA() {
        let harness = CLIHarness()
        let plain = harness.run("check", "default")
        #expect(plain.exitCode == 0 && plain.standardOutput.hasPrefix("Default  (default)  WCAG AA contrast\n\n"))
        let increased = harness.run("check", "default", "--contrast", "increased")
        #expect(increased.standardOutput.hasPrefix("Default  (default)  WCAG AAA contrast"))
        #expect(increased.exitCode == 1)
        #expect(increased.standardError.unwrapped.contains("run: palette check default --level AAA --fix"))
    }

    @Test func fixingAnAdaptiveThemeNeedsOneVariant() {
        let result = CLIHarness().run("check", "system", "--fix")
        #expect(result.exitCode == 64)
        #expect(
            result.standardError.contains(
                "'--fix' fixes one variant of 'system'; pick it with --appearance and --contrast"
            )
        )
        #expect(CLIHarness().run("check", "system", "--fix", "--appearance", "dark").exitCode == 0)
    }

    @Test func showPicksAVariantAndSaysWhichServesOneTheThemeLacks() {
        let harness = CLIHarness()
        let shown = harness.run("show", "system", "--appearance", "dark", "--contrast", "increased")
        #expect(shown.standardOutput.hasPrefix("Midnight  (midnight)\n"))
        #expect(
            shown.standardOutput.contains(
                "dark, increased contrast variant of System (system), served by its dark variant; --appearance and --contrast pick"
            )
        )
        let bad = harness.run("show", "system", "--contrast", "high")
        #expect(
            bad.exitCode == 64 && bad.standardError.contains("'--contrast' must be standard or increased, not 'high'")
        )
    }

    @Test func validateWarnsWhichVariantFallsBackToWhich() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let pair = #"{"formatVersion": 1, "id": "dusk", "variants": {"light": "default", "dark": "midnight"}}"#
        let usual = harness.run("validate", try harness.write(pair, named: "pair.json")).unwrapped
        #expect(usual.standardOutput.contains("0 errors, 0 warnings"), "a light/dark pair is the usual case")
        let json = #"""
            {"formatVersion": 1, "id": "dusk",
             "variants": {"light": "default", "dark": "midnight", "darkIncreasedContrast": "high-contrast"}}
            """#
        let file = try harness.write(json, named: "dusk.json")
        let result = harness.run("validate", file, "--verbose").unwrapped
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.unwrapped.contains(
                "warning: the light, increased contrast variant read as the light one"
            ),
            "\(result.standardOutput)"
        )
        #expect(result.standardOutput.contains("0 errors, 1 warning"))
    }

    @Test func exportCarriesEveryVariantOrTheOnePicked() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let css = harness.run("export", "system", "--format", "css").standardOutput
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root, [data-theme=\"system\"] {"))
        let dark = harness.run("export", "system", "--format", "css", "--appearance", "dark").standardOutput
        #expect(
            dark.hasPrefix("/* Midnight (midnight) */\n:root, [data-theme=\"midnight\"]") && !dark.contains("@media")
        )
        let json = harness.run("export", "system").standardOutput
        let document = try ThemeDocument(json: json)
        #expect(document.id == "system" && document.variants?.given == [.light, .dark])
        let dtcg = harness.run("export", "system", "--format", "dtcg").standardOutput
        #expect(dtcg.contains(#""resolutionOrder": ["#) && dtcg.contains(##""$ref": "#/modifiers/variant""##))
        let folder = harness.configDirectory.appendingPathComponent("tokens").path
        let written = harness.run("export", "system", "--format", "dtcg", "--output", folder)
        #expect(written.exitCode == 0, "\(written.standardError)")
        let names = ["system.light.tokens.json", "system.dark.tokens.json", "system.resolver.json"]
        #expect(written.standardOutput == names.map { "\(folder)/\($0)\n" }.joined())
        for name in names { #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)")) }
        let darkFile = try String(contentsOfFile: "\(folder)/system.dark.tokens.json", encoding: .utf8)
        #expect(darkFile.contains("#82a7e2"))
    }

    @Test(arguments: [
        (["export", "system", "--format", "css", "--output", "x"], "'--output DIR' writes DTCG's files"),
        (["export", "--all", "--format", "css", "--contrast", "increased"], "'--all' exports every theme"),
        (["export", "system", "--appearance", "dusk"], "'--appearance' must be light or dark, not 'dusk'"),
    ])
    func badExportOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = CLIHarness().run(arguments).unwrapped
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func aFolderThatCannotBeMadeIsAFailure() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write("not a folder", named: "taken")
        let result = harness.run("export", "system", "--format", "dtcg", "--output", file + "/tokens").unwrapped
        #expect(result.exitCode == 1 && result.standardError.contains("error: --output: cannot make the folder"))
    }
}
