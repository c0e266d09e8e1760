import Foundation
import Palette
import PaletteTestSupport
import PaletteThemes
import Testing

@testable import palette_cli

struct ShowCommandTests {
    @Test func showsEveryRoleWithHexAndContrastThenEveryFontStyle() {
        let result = CLIHarness().run("show")
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        let output = result.standardOutput
        #expect(output.hasPrefix("Default  (default)"))
        let palette = DefaultTheme().palette
        for role in ColorRole.allCases {
            let ratio = ThemeTextRenderer.formatRatio(palette[role].contrastRatio(with: palette[role.counterpart]))
            let line = output.split(separator: "\n").first { $0.hasPrefix("  \(role.rawValue) ") }
            #expect(line?.contains(palette[role].hex) == true, "\(role)")
            #expect(line?.contains(ratio) == true, "\(role) shows \(ratio)")
        }
        for style in FontStyle.allCases {
            #expect(output.contains("\n  \(style.rawValue) "), "\(style)")
        }
        #expect(output.contains("9.62:1"), "primary on onPrimary")
        #expect(!output.contains("\u{1B}["), "no escape codes when stdout is not a terminal")
    }

    @Test func swatchesAppearOnATerminalUnlessColourIsOff() {
        var harness = CLIHarness()
        harness.isTerminal = true
        let coloured = harness.run("show").standardOutput
        // #FAFAFA text on a #0221CC swatch: primary with its on-colour written on it.
        #expect(coloured.contains("\u{1B}[38;2;250;250;250;48;2;2;33;204m Aa \u{1B}[0m"))
        #expect(!harness.run("show", "--color", "never").standardOutput.contains("\u{1B}["))
        harness.variables["NO_COLOR"] = "1"
        #expect(!harness.run("show").standardOutput.contains("\u{1B}["), "NO_COLOR is honoured")
        #expect(
            harness.run("show", "--color=always").standardOutput.contains("\u{1B}[38;2;"),
            "the flag beats NO_COLOR"
        )
        harness.variables["NO_COLOR"] = nil
        harness.variables["TERM"] = "dumb"
        #expect(!harness.run("show").standardOutput.contains("\u{1B}["))
    }

    @Test func alwaysColoursEvenWhenPiped() {
        #expect(CLIHarness().run("show", "--color", "always").standardOutput.contains("\u{1B}[38;2;"))
    }

    @Test func showsANamedThemeByIdentifierOrTypeName() {
        let harness = CLIHarness()
        #expect(harness.run("show", "alternative").standardOutput.hasPrefix("Alternative  (alternative)"))
        #expect(harness.run("show", "MidnightTheme").standardOutput.hasPrefix("Midnight  (midnight)"))
        #expect(harness.run("show", "HIGH-CONTRAST").exitCode == 0)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let result = CLIHarness().run("show", "midnight", "--json")
        #expect(result.exitCode == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        #expect(Set(object.keys) == ["id", "name", "palette", "fonts"])
        #expect(object["id"] as? String == "midnight")
        let palette = try #require(object["palette"] as? [String: String])
        #expect(Set(palette.keys) == Set(ColorRole.allCases.map(\.rawValue)))
        #expect(palette["primary"] == "#82A7E2")
        let fonts = try #require(object["fonts"] as? [String: [String: Any]])
        #expect(Set(fonts.keys) == Set(FontStyle.allCases.map(\.rawValue)))
        let quote = try #require(fonts["quote"])
        #expect(quote["family"] as? String == "system-serif")
        #expect(quote["size"] as? Double == 17)
        #expect(quote["weight"] as? Int == 400)
        #expect(quote["traits"] as? [String] == ["italic"])
        #expect(quote["textStyle"] as? String == "body")
    }

    @Test func unknownThemeExitsOneNamingItAndSuggesting() {
        let result = CLIHarness().run("show", "midnite")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: unknown theme 'midnite'; did you mean 'midnight'?"))
        #expect(result.standardError.contains("'high-contrast'"))
    }

    @Test func appearancePicksTheVariantOfAnAdaptiveTheme() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        #expect(harness.run("show", "system").standardOutput.hasPrefix("Default  (default)"))
        #expect(harness.run("show", "system", "--appearance", "dark").standardOutput.hasPrefix("Midnight  (midnight)"))
        #expect(harness.run("show", "alternative", "--appearance", "dark").standardOutput.hasPrefix("Alternative"))
        _ = harness.run("use", "system")
        #expect(harness.run("show", "--appearance", "DARK").standardOutput.hasPrefix("Midnight  (midnight)"))
        #expect(harness.run("check", "--appearance", "dark").standardOutput.hasPrefix("Midnight  (midnight)"))
        let lines = harness.run("show", "system").standardOutput.split(separator: "\n")
        #expect(lines[1] == "light variant of System (system); --appearance and --contrast pick")
        let checked = harness.run("check", "--appearance", "dark").standardOutput.split(separator: "\n")
        #expect(checked[1] == "dark variant of System (system); --appearance and --contrast pick")
        #expect(
            harness.run("show", "midnight").standardOutput.split(separator: "\n")[1] == "Colours",
            "no note otherwise"
        )
        let json = harness.run("show", "system", "--appearance", "dark", "--json").standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "midnight")
    }
}

struct ContrastVerdictTests {
    static func result(_ ratio: Double, _ kind: ContrastAudit.Kind = .text) -> ContrastAudit.Result {
        // A grey whose contrast with white is the ratio wanted, near enough for the thresholds.
        let target = (1.05 / ratio) - 0.05
        let channel = target <= 0.0031308 ? target * 12.92 : 1.055 * pow(target, 1 / 2.4) - 0.055
        let grey = ThemeColor(red: channel, green: channel, blue: channel)
        return ContrastAudit.Result(pair: .init(name: "pair", foreground: grey, background: .white, kind: kind))
    }

    @Test func verdictsAreTheAuditsLevels() {
        #expect(ContrastVerdict(Self.result(7.01)) == .aaa)
        #expect(ContrastVerdict(Self.result(6.9)) == .aa)
        #expect(ContrastVerdict(Self.result(4.51)) == .aa)
        #expect(ContrastVerdict(Self.result(4.4)) == .fail, "text below 4.5:1 fails AA, as check says")
        #expect(ContrastVerdict(Self.result(3.1, .largeText)) == .aa)
        #expect(ContrastVerdict(Self.result(12, .nonText)) == .aa, "non-text has no AAA level")
        #expect(ContrastVerdict(Self.result(2.9, .nonText)) == .fail)
    }

    /// `show` and `check` give a role one verdict: a pair the audit does not hold (neutral on
    /// onBackground) has no verdict in `show`, and every other row's verdict is the audit's.
    @Test func showGivesEachRoleTheVerdictCheckGivesItsPair() throws {
        let file = Repository.fixture("SwiftTheme/Night.plist").path
        let harness = CLIHarness()
        let shown = harness.run("show", file).standardOutput
        let neutral = try #require(shown.split(separator: "\n").first { $0.hasPrefix("  neutral ") })
        #expect(neutral.hasSuffix("against onBackground (not audited)"), "\(neutral)")
        #expect(!neutral.contains("fail"))
        let checked = harness.run("check", file, "--json").standardOutput
        let json = try #require(try JSONSerialization.jsonObject(with: Data(checked.utf8)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        for role in ["onPrimary", "onBackground", "highlight", "outline"] {
            let pair = try #require(pairs.first { ($0["name"] as? String)?.hasPrefix("\(role) on ") == true })
            let line = try #require(shown.split(separator: "\n").first { $0.hasPrefix("  \(role) ") })
            let passes = pair["passesAA"] as? Bool ?? pair["passes"] as? Bool
            #expect(line.contains(" fail ") == (passes == false), "\(role): \(line) against \(pair)")
        }
    }

    @Test func ratiosPrintWithTwoDecimals() {
        #expect(ThemeTextRenderer.formatRatio(21) == "21.00:1")
        #expect(ThemeTextRenderer.formatRatio(4.478) == "4.48:1")
        #expect(ThemeTextRenderer.formatRatio(6.4) == "6.40:1")
        #expect(ThemeTextRenderer.formatRatio(1.07) == "1.07:1")
    }
}

extension ShowCommandTests {
    /// `show` measures a translucent surface over the background, as `check` does, so the two
    /// commands agree.
    @Test func aTranslucentSurfaceIsMeasuredAsCheckMeasuresIt() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let folder = harness.configDirectory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dusk = """
            {"formatVersion": 1, "id": "dusk", "extends": "midnight", "palette": {"background": "#121212",
             "surface": "#FFFFFF14", "onSurface": "#E0E0E0", "onBackground": "#E0E0E0"}}
            """
        try Data(dusk.utf8).write(to: folder.appendingPathComponent("dusk.json"))
        let show = harness.run("--themes", folder.path, "show", "dusk").standardOutput.split(separator: "\n")
        let surface = try #require(show.first { $0.hasPrefix("  surface ") })
        let onSurface = try #require(show.first { $0.hasPrefix("  onSurface ") })
        #expect(surface.contains("#FFFFFF14") && surface.contains("11.67:1"), "\(surface)")
        #expect(onSurface.contains("11.67:1"), "not 1.32:1, as over white")
        let check = harness.run("--themes", folder.path, "check", "dusk")
        #expect(check.exitCode == 0, "\(check.standardError)")
        #expect(check.standardOutput.contains("  onSurface on surface           #E0E0E0 on #252525  11.67:1  pass"))
    }
}
