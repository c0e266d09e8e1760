import Foundation
import PaletteThemes
import Testing

@testable import Palette
@testable import palette_cli

struct CheckCommandTests {
    private func pairLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(" on #") }
    }

    @Test func ratiosAndDistancesOfAnySizeAreWrittenWithoutTrapping() {
        #expect(ThemeTextRenderer.formatRatio(6.4249) == "6.42:1")
        #expect(ThemeTextRenderer.formatRatio(1) == "1.00:1")
        #expect(ThemeTextRenderer.formatRatio(21) == "21.00:1")
        #expect(ContrastTextRenderer.formatDistance(0.1) == "0.10")
        #expect(ContrastTextRenderer.formatDistance(-0.05) == "-0.05")
        // Int((ratio * 100).rounded()) trapped on each of these.
        #expect(ThemeTextRenderer.formatRatio(1e300) == "1e+300:1")
        #expect(ThemeTextRenderer.formatRatio(.infinity) == "inf:1")
        #expect(ContrastTextRenderer.formatDistance(.nan) == "nan")
    }

    @Test func printsEveryPairWithRatioAndVerdictAndExitsZeroWhenAllPass() {
        let result = CLIHarness().run("check")
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("Default  (default)  WCAG AA contrast"))
        let lines = pairLines(result.standardOutput)
        let audit = ContrastAudit(DefaultTheme())
        #expect(lines.count == audit.results.count)
        for (line, pairResult) in zip(lines, audit.results) {
            #expect(line.hasPrefix("  \(pairResult.pair.name) "), "\(line)")
            #expect(line.contains("\(pairResult.pair.foreground.hex) on \(pairResult.pair.background.hex)"))
            #expect(line.contains(ThemeTextRenderer.formatRatio(pairResult.ratio)))
            #expect(line.contains("  pass  "))
        }
        #expect(lines[0].contains("9.62:1") && lines[0].hasSuffix("needs 4.5:1"))
        #expect(lines.first { $0.contains("heading text on background") }?.hasSuffix("needs 3:1, large text") == true)
        // A control filled with primary must be told from the page: a graphical object, 3:1.
        #expect(
            lines.suffix(3).map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "outline on surface", "primary on background", "primary on surface",
            ]
        )
        #expect(lines.suffix(3).allSatisfy { $0.hasSuffix("needs 3:1, non-text (graphical object)") })
        #expect(result.standardOutput.contains("\nAll 25 pairs reach WCAG AA.\n"))
        #expect(!result.standardOutput.contains("\u{1B}["))
    }

    @Test func failingPairsExitOneWithTheCountOnStandardError() {
        let result = CLIHarness().run("check", "alternative", "--level", "AAA").unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == "error: 3 of 25 pairs in 'alternative' fail WCAG AAA; to propose the closest colours that pass, "
                + "run: palette check alternative --level AAA --fix\n"
        )
        let failing = pairLines(result.standardOutput).filter { $0.contains("  FAIL  ") }
        #expect(
            failing.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "onPrimary on primary", "onSecondary on secondary", "highlight on background",
            ]
        )
        #expect(failing.allSatisfy { $0.hasSuffix("needs 7:1") })
        #expect(result.standardOutput.contains("\n3 of 25 pairs fail WCAG AAA.\n"))
    }

    @Test(arguments: ["aa", "AA", "Aa", "aaa", "AAA", "aAa"])
    func levelIsCaseInsensitive(level: String) {
        let result = CLIHarness().run("check", "midnight", "--level", level)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("WCAG \(level.uppercased()) contrast"))
    }

    @Test func anUnknownLevelIsAUsageError() {
        let result = CLIHarness().run("check", "--level=AA+")
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: '--level' must be AA or AAA, not 'AA+'\n"))
        #expect(result.standardError.contains("palette check --help"))
        #expect(CLIHarness().run("check", "--level").exitCode == 64)
        #expect(CLIHarness().run("show", "--level", "AA").exitCode == 64, "only check has --level")
        #expect(CLIHarness().run("check", "default", "midnight").exitCode == 64)
    }

    @Test func findsTheThemeLikeShowDoes() {
        #expect(CLIHarness().run("check", "MidnightTheme").standardOutput.hasPrefix("Midnight  (midnight)"))
        #expect(CLIHarness().run("check", "HIGH-CONTRAST").exitCode == 0)
        let harness = CLIHarness(variables: ["PALETTE_THEME": "alternative"])
        #expect(harness.run("check").standardOutput.hasPrefix("Alternative  (alternative)"))
        #expect(harness.run("check", "--theme", "midnight").standardOutput.hasPrefix("Midnight"))
        let unknown = CLIHarness().run("check", "midnite")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("'midnite'") && unknown.standardError.contains("'midnight'"))
    }

    @Test(arguments: ThemeRegistry.builtIn.entries.map(\.id))
    func everyBuiltInPassesAA(id: String) {
        let result = CLIHarness().run("check", id)
        #expect(result.exitCode == 0, "\(id): \(result.standardError)")
    }

    @Test func samplesAppearOnATerminal() {
        var harness = CLIHarness()
        harness.isTerminal = true
        let output = harness.run("check").standardOutput
        // #FAFAFA text on #0221CC: the onPrimary pair, as it looks.
        #expect(output.contains("\u{1B}[38;2;250;250;250;48;2;2;33;204m Aa \u{1B}[0m  onPrimary on primary"))
        #expect(!harness.run("check", "--color", "never").standardOutput.contains("\u{1B}["))
    }

    /// The alternative theme before its secondary and error moved apart: its maroon error is too
    /// close to its red primary for protanopes. (No built-in theme fails the check.)
    static let closeRoles = """
        {"formatVersion": 1, "id": "close", "name": "Close", "extends": "alternative",
         "palette": {"secondary": "#15803D", "error": "#7F1D1D"}}
        """

    @Test func colourVisionSectionWarnsWithoutChangingTheExitStatus() throws {
        let harness = CLIHarness()
        let close = try harness.write(Self.closeRoles, named: "close.json")
        let result = harness.run("check", close, "--cvd")
        #expect(result.exitCode == 0)
        let output = result.standardOutput
        #expect(output.contains("\nColour vision  (roles that must be told apart; OKLab distance at least 0.10)\n"))
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("  error/") || $0.hasPrefix("  primary/") }
        #expect(lines.count == 12)
        let errorPrimary = lines.filter { $0.hasPrefix("  error/primary ") }
        #expect(errorPrimary.count == 4)
        // The maroon error stays apart from the red primary except for protanopes.
        #expect(errorPrimary.filter { $0.hasSuffix("too close") }.map { $0.split(separator: " ")[1] } == ["protanopia"])
        #expect(lines.contains { $0.contains("tritanopia") && $0.hasSuffix("ok") })
        #expect(output.contains("look alike to some viewers"))
        #expect(!harness.run("check", close).standardOutput.contains("Colour vision"))
    }

    @Test func fixPrintsAThemeDocumentThatReproducesTheThemeWithPassingColours() throws {
        let result = CLIHarness().run("check", "default", "--level", "aaa", "--fix")
        #expect(result.exitCode == 1, "the theme checked still fails")
        #expect(result.standardError.hasSuffix("error: 3 of 25 pairs in 'default' fail WCAG AAA\n"))
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(result.standardOutput.hasPrefix("{\n  \"formatVersion\": 1,\n  \"id\": \"default-accessible\""))
        #expect(document.id == "default-accessible" && document.name == "Default (accessible)")
        #expect(document.extends == nil, "default extends nothing, so neither does its fix")
        let fixes = ContrastAudit(DefaultTheme()).proposedFixes(at: .aaa)
        #expect(
            document.palette == Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, fixes.palette[$0]) })
        )
        #expect(document.fonts.count == FontStyle.allCases.count)
        #expect(ThemeFontStyles(styles: document.fonts) == DefaultTheme().fontStyles)
        let loaded = try document.resolve(in: .builtIn)
        #expect(loaded.palette == fixes.palette)
        #expect(ContrastAudit(loaded).passes(.aaa), "\(ContrastAudit(loaded).failures(at: .aaa).map(\.pair.name))")
    }

    @Test func fixOnAPassingThemeReproducesIt() throws {
        let result = CLIHarness().run("check", "midnight", "--fix")
        #expect(result.exitCode == 0 && result.standardError.isEmpty)
        let document = try ThemeDocument(json: result.standardOutput)
        let midnight = try ThemeRegistry.builtIn.resolve("midnight")
        #expect(document.extends == nil)
        let loaded = try document.resolve(in: .builtIn)
        #expect(loaded.palette == midnight.palette && loaded.fontStyles == midnight.fontStyles)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let harness = CLIHarness()
        let close = try harness.write(Self.closeRoles, named: "close.json")
        let result = harness.run("check", close, "--json", "--level", "AAA", "--cvd", "--fix")
        #expect(result.exitCode == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        #expect(Set(object.keys) == ["id", "name", "level", "passes", "pairs", "colorVision", "fix"])
        #expect(object["level"] as? String == "AAA" && object["passes"] as? Bool == false)
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 25)
        let first = try #require(pairs.first)
        #expect(first["name"] as? String == "onPrimary on primary")
        #expect(first["foreground"] as? String == "#FAFAFA" && first["background"] as? String == "#B91C1C")
        #expect(first["foregroundRole"] as? String == "onPrimary" && first["fontStyle"] is NSNull)
        #expect(first["foregroundToken"] is NSNull && first["backgroundToken"] is NSNull)
        #expect(first["kind"] as? String == "text" && first["minimumRatio"] as? Double == 7)
        #expect(abs((first["ratio"] as? Double ?? 0) - 6.1988) < 0.001)
        #expect(first["passesAA"] as? Bool == true && first["passesAAA"] as? Bool == false)
        #expect(first["passes"] as? Bool == false)
        #expect(pairs.filter { $0["passes"] as? Bool == false }.count == 3)
        let vision = try #require(object["colorVision"] as? [String: Any])
        #expect(vision["minimumDistance"] as? Double == 0.1)
        let visionResults = try #require(vision["results"] as? [[String: Any]])
        #expect(visionResults.count == 12)
        #expect(visionResults.first?["roles"] as? [String] == ["error", "primary"])
        #expect(visionResults.first?["tooClose"] as? Bool == true)
        let fix = try #require(object["fix"] as? [String: Any])
        #expect(fix["id"] as? String == "close-accessible")
        let plain = try #require(
            try JSONSerialization.jsonObject(with: Data(CLIHarness().run("check", "--json").standardOutput.utf8))
                as? [String: Any]
        )
        #expect(Set(plain.keys) == ["id", "name", "level", "passes", "pairs"])
    }
}

/// A file that takes its roles from the theme it extends is audited on them, and says so;
/// `--own` audits its own colours only.
struct CheckOwnColoursTests {
    @Test func aFileOfTokensSaysItsPairsAreTheExtendedThemesAndOwnAuditsNone() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write(
            ##"{"color": {"brand": {"$type": "color", "$value": "#D92D20"}}}"##,
            named: "b.tokens.json"
        )
        let all = harness.run("check", file).unwrapped
        #expect(all.exitCode == 0)
        #expect(all.standardError.contains("note: all 25 pairs audited are colours of 'default' that 'b' does not set"))
        #expect(all.standardError.contains("--own audits the file's own colours only"))
        let own = harness.run("check", file, "--own").unwrapped
        #expect(own.exitCode == 0)
        #expect(own.standardOutput.contains("'b' sets no colour of its own to audit."))
        #expect(!own.standardError.contains("note:"))
    }

    @Test func ownAuditsTheRolesAFileSetsAndThoseDerivedFromThem() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write(
            ##"{"formatVersion": 1, "id": "pale", "extends": "default", "palette": {"primary": "#FF8888"}}"##,
            named: "pale.json"
        )
        let own = harness.run("check", file, "--own").unwrapped
        let rows = own.standardOutput.split(separator: "\n").filter { $0.contains(" on ") }
        #expect(
            rows.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "onPrimary on primary", "primary on background", "primary on surface",
            ],
            "\(own.standardOutput)"
        )
        let all = harness.run("check", file).unwrapped
        #expect(all.standardError.contains("note: 22 of 25 pairs audited are colours of 'default' that 'pale'"))
        // A built-in theme extends nothing: every pair is its own, and nothing is said.
        #expect(!harness.run("check", "default").unwrapped.standardError.contains("note:"))
    }
}
