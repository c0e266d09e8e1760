import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette export` end to end: styles go out to every format with one line on standard error
/// that counts them and names what the format cannot hold; `--json` gives the same as data; and
/// `import` then `export` then `import` gives back what the first import gave.
struct ExportRoundTripCommandTests {
    static let fixtures = Repository.fixture("round-trips")

    private var plist: String { Self.fixtures.appendingPathComponent("sdthememanager/theme_default.plist").path }

    @Test func everyFormatWritesTheStylesAndSaysSoInOneLine() {
        let harness = CLIHarness()
        for format in ["json", "dtcg", "swift"] {
            let result = harness.run("export", plist, "--format", format)
            #expect(result.exitCode == 0, "\(format): \(result.standardError)")
            // The file's own warnings (what it takes from 'default'), then the export's one line.
            #expect(result.standardError.hasSuffix("\n11 styles written\n"), "\(format): \(result.standardError)")
            #expect(!result.standardError.contains("error: "))
        }
        let css = harness.run("export", plist, "--format", "css").unwrapped
        #expect(css.exitCode == 0)
        // The export says what it wrote in one message, after the file's warnings.
        let report = css.standardError.components(separatedBy: "\n11 styles written").dropFirst().joined()
            .replacingOccurrences(of: "\n  ", with: " ")
        #expect(report.hasSuffix("\n") && !report.dropLast().contains("\n"), "one message: \(css.standardError)")
        #expect(
            ("11 styles written" + report).hasPrefix(
                "11 styles written; 1 font property not representable in CSS: textStyle (8 fonts); 11 properties"
                    + " not representable in CSS: layer.shadowOffset (6 styles), "
            )
        )
        #expect(css.standardOutput.contains(".palette-primary-button {"))
    }

    @Test func jsonGivesTheOutputAndTheReportAsData() throws {
        let harness = CLIHarness()
        let result = harness.run("export", plist, "--format", "css", "--json")
        #expect(result.exitCode == 0)
        #expect(!result.standardError.contains("styles written"), "the report is in the data")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        #expect(object["format"] as? String == "css")
        #expect((object["output"] as? String)?.contains(".palette-card {") == true)
        let report = try #require(object["report"] as? [String: Any])
        #expect(report["stylesWritten"] as? Int == 11)
        let omissions = try #require(report["omissions"] as? [[String: Any]])
        let shadow = try #require(omissions.first { $0["name"] as? String == "layer.shadowOffset" })
        #expect(shadow["category"] as? String == "properties")
        #expect(shadow["count"] as? Int == 6)
        #expect((shadow["places"] as? [String])?.contains("Card") == true)
    }

    @Test func aThemeWithoutStylesOrLossesSaysNothing() {
        let harness = CLIHarness()
        let result = harness.run("export", "default", "--format", "dtcg")
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
    }

    @Test func importExportImportGivesWhatTheFirstImportGave() throws {
        let harness = CLIHarness()
        let folder = Self.fixtures.appendingPathComponent("style-dictionary")
        let files = ["color/base.json", "color/font.json", "size/font.json", "text.json"].map {
            folder.appendingPathComponent($0).path
        }
        let first = harness.run(["import"] + files)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let document = try harness.write(first.standardOutput, named: "base.json")
        let tokens = harness.run("export", document, "--format", "dtcg")
        #expect(tokens.exitCode == 0, "\(tokens.standardError)")
        #expect(tokens.standardOutput.contains(#""$value": "{color.base.gray.dark}""#))
        let exported = try harness.write(tokens.standardOutput, named: "base.tokens.json")
        let second = harness.run("import", exported)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(second.standardOutput == first.standardOutput)
    }
}
