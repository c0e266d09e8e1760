import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette diff A B`: what changed between two themes, regressions first, and an exit status CI
/// can gate on.
struct DiffCommandTests {
    static let before = """
        {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
         "palette": {"primary": "#D92D20"},
         "tokens": {"colors": {"color.brand.accent": "#1D4ED8", "color.brand.old": "#000000"}},
         "styles": {"Title": {"textColor": {"role": "onSurface"}}}}
        """

    /// `before` with onBackground lowered to 2.69:1 on the background, a token changed, one
    /// added and one removed, and a style's colour changed.
    static let after = """
        {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
         "palette": {"primary": "#D92D20", "onBackground": "#9A9A9A"},
         "tokens": {"colors": {"color.brand.accent": "#2563EB", "color.brand.new": "#00FF00"}},
         "styles": {"Title": {"textColor": {"color": "#FF0000"}}}}
        """

    @Test func aContrastLoweringChangeNamesThePairAndFailsWithFailOnRegression() throws {
        let harness = CLIHarness()
        let old = try harness.write(Self.before, named: "acme.json")
        let new = try harness.write(Self.after, named: "acme.json")
        let result = harness.run("diff", old, new, "--fail-on", "regression")
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Acme (acme) → Acme (acme)")
        // Two edits of one theme: the header says what each side is.
        #expect(lines[1] == "both are 'acme': A is the file '\(old)', B the file '\(new)'")
        #expect(
            lines[2...4] == [
                "1 contrast regression",
                "  onBackground on background 17.91:1 → 2.69:1, below AA 4.5:1 that 'acme' meets", "Every appearance",
            ]
        )
        #expect(result.standardOutput.contains("    onBackground #121212 → #9A9A9A ΔE_OK 0.504"))
        #expect(result.standardOutput.contains("    ~ color.brand.accent  #1D4ED8 → #2563EB  ΔE_OK 0.058"))
        #expect(result.standardOutput.contains("    + color.brand.new     #00FF00"))
        #expect(result.standardOutput.contains("    - color.brand.old     #000000"))
        #expect(result.standardOutput.contains("        ~ textColor: role:onSurface → #FF0000"))
        let contrast = try #require(lines.firstIndex(of: "  Contrast"))
        #expect(
            lines[contrast + 1].hasPrefix(
                "    onBackground on background and its 8 text styles  17.91:1 AAA  → 2.69:1 fail"
            )
        )
        #expect(lines[contrast + 1].hasSuffix("regression: below AA"), "regressions first")
        #expect(
            result.standardError.unwrapped
                == "error: 1 contrast pair falls below the level 'acme' meets: 'onBackground on background'\n"
        )
        // Without --fail-on, the same report and success.
        let report = harness.run("diff", old, new)
        #expect(report.exitCode == 0)
        #expect(report.standardOutput == result.standardOutput)
    }

    @Test func theSameThemeTwiceHasNoChanges() {
        let result = CLIHarness().run("diff", "default", "DefaultTheme", "--fail-on", "regression")
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput
                == "Default (default) → Default (default)\n\nNo changes: the two themes look the same in every variant.\n"
        )
    }

    @Test func adaptiveThemesAreComparedInEveryVariant() {
        let result = CLIHarness().run("diff", "system", "midnight")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("\nLight\n  Colours\n    primary      #0221CC → #82A7E2"))
        #expect(result.standardOutput.hasSuffix("\nDark: no changes\n"), "midnight is system's dark variant")
    }

    @Test func jsonIsTheReportAsData() throws {
        let harness = CLIHarness()
        let old = try harness.write(Self.before, named: "acme.json")
        let new = try harness.write(Self.after, named: "acme.json")
        let result = harness.run("diff", old, new, "--json")
        #expect(result.exitCode == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        #expect(object["identical"] as? Bool == false)
        let regressions = try #require(object["regressions"] as? [[String: Any]])
        #expect(regressions.first?["pair"] as? String == "onBackground on background")
        #expect(regressions.first?["before"] as? Double == 17.91 && regressions.first?["after"] as? Double == 2.69)
        #expect(regressions.first?["level"] as? String == "AA")
        let variant = try #require((object["variants"] as? [[String: Any]])?.first)
        #expect(variant["variant"] is NSNull)
        let tokens = try #require(variant["tokens"] as? [[String: Any]])
        #expect(tokens.map { $0["change"] as? String } == ["changed", "added", "removed"])
        let contrast = try #require(variant["contrast"] as? [[String: Any]])
        #expect(contrast.first?["regression"] as? Bool == true)
        #expect(contrast.count > 9, "JSON lists every pair, the text styles too")
        #expect(harness.run("diff", old, new, "--format", "json").standardOutput == result.standardOutput)
    }

    @Test func htmlIsBothPreviewsSideBySide() throws {
        let harness = CLIHarness()
        let old = try harness.write(Self.before, named: "acme.json")
        let new = try harness.write(Self.after, named: "acme.json")
        let page = URL(fileURLWithPath: old).deletingLastPathComponent().appendingPathComponent("diff.html").path
        let result = harness.run("diff", old, new, "--format", "html", "--output", page, "--fail-on", "regression")
        #expect(result.exitCode == 1, "the page is written, and the gate still fails")
        #expect(result.standardOutput == page + "\n")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(MarkupScan(text).tags.filter { $0.attributes["class"] == "column" }.count == 2)
        #expect(text.contains("class=\"regression\""))
    }

    @Test(arguments: PreviewCommandTests.sources)
    func everyFormatPaletteReadsCanBeEitherSide(source: String) {
        let same = CLIHarness().run("diff", source, source)
        #expect(same.exitCode == 0, "\(same.standardError)")
        #expect(same.standardOutput.contains("No changes"))
        let against = CLIHarness().run("diff", "default", source, "--json")
        #expect(against.exitCode == 0, "\(against.standardError)")
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(CLIHarness().run("diff", "default").exitCode == 64)
        #expect(CLIHarness().run("diff", "default", "midnight", "alternative").exitCode == 64)
        let failOn = CLIHarness().run("diff", "default", "midnight", "--fail-on", "change")
        #expect(failOn.exitCode == 64)
        #expect(failOn.standardError.contains("'--fail-on' takes 'regression', not 'change'"))
        let both = CLIHarness().run("diff", "default", "midnight", "--json", "--format", "html")
        #expect(both.exitCode == 64)
        let unknown = CLIHarness().run("diff", "default", "midnite")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("did you mean 'midnight'?"))
    }
}

extension DiffCommandTests {
    /// A colour moved from sRGB into Display P3 shows what it became, not the same hex twice.
    @Test func aColourThatBecomesDisplayP3IsShownAsPaletteWritesIt() throws {
        let harness = CLIHarness()
        let srgb = try harness.write(
            ##"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default", "palette": {"primary": "#FF0F00"}}"##,
            named: "srgb.json"
        )
        let wide = try harness.write(
            #"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default", "palette": {"primary": "color(display-p3 0.925 0.216 0.141)"}}"#,
            named: "wide.json"
        )
        let text = harness.run("diff", srgb, wide).standardOutput
        #expect(text.contains("#FF0F00 → color(display-p3 0.925 0.216 0.141)"), "\(text)")
        let json = harness.run("diff", srgb, wide, "--json").standardOutput
        #expect(json.contains(#""color(display-p3 0.925 0.216 0.141)""#), "\(json)")
    }
}
