import Foundation
import Palette
import Testing

@testable import palette_cli

/// An SDThemeManager default theme in the shape of Giotto's example, with a group-level style
/// alias, a DynamicConstants group and a PostScript font name.
private let aliasingTheme = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>formatVersion</key><integer>2</integer>
    <key>Constants</key><dict>
      <key>COLOR_TEXT_COMMON</key><string>c:4D4D4D</string>
      <key>FONT_TITLE</key><string>HelveticaNeue-Bold</string>
    </dict>
    <key>DynamicConstants</key><dict>
      <key>COLOR_PROMO</key><string>c:FFCA17</string>
    </dict>
    <key>Styles</key><dict>
      <key>Title</key><dict>
        <key>textColor</key><string>COLOR_TEXT_COMMON</string>
        <key>font</key><string>f:FONT_TITLE,20</string>
      </dict>
      <key>Header</key><string>s:Title</string>
    </dict>
    </dict></plist>
    """

private let dtcgTokens = ##"{"color": {"primary": {"$type": "color", "$value": "#D92D20"}}}"##

struct LegacyFidelityCommandTests {
    @Test func aStyleAliasShowsTheStyleItNamesInStyleAndThemes() throws {
        let harness = CLIHarness()
        let file = try harness.write(aliasingTheme, named: "theme_default.plist")
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let text = harness.run("--themes", folder, "--theme", "theme-default", "style", "Header").unwrapped
        #expect(text.exitCode == 0, "\(text.standardError)")
        // Only that the theme takes its roles from 'default': nothing about the alias.
        #expect(text.standardError.components(separatedBy: "warning: ").count == 2, "\(text.standardError)")
        #expect(text.standardError.contains("are not set: taken from 'default'"))
        #expect(text.standardOutput.contains("textColor  #4D4D4D  (COLOR_TEXT_COMMON, from Title)"))
        #expect(text.standardOutput.contains("font       Helvetica Neue 20 bold  (from Title)"))
        let json = harness.run("--themes", folder, "--theme", "theme-default", "style", "Header", "--json")
        #expect(json.standardOutput.contains(##""textColor": "#4D4D4D""##))
        let token = harness.run("--themes", folder, "--theme", "theme-default", "token", "COLOR_PROMO").unwrapped
        #expect(token.exitCode == 0)
        #expect(token.standardOutput.contains("#FFCA17"), "a dynamic constant is a token")
        let validate = harness.run("validate", file).unwrapped
        #expect(validate.exitCode == 0)
        #expect(!validate.standardOutput.contains("expected a style"), "\(validate.standardOutput)")
    }

    @Test func plistsThatAreNotThemesSayWhatTheyLookLike() throws {
        let harness = CLIHarness()
        let metainfo = try harness.write(
            #"<plist version="1.0"><dict><key>creator</key><string>org.robofab.ufoLib</string><key>formatVersion</key><integer>3</integer></dict></plist>"#,
            named: "metainfo.plist"
        )
        let imported = harness.run("import", metainfo).unwrapped
        #expect(imported.exitCode == 1)
        #expect(imported.standardOutput.isEmpty)
        #expect(
            imported.standardError.contains(
                "error: not an SDThemeManager theme file (formatVersion 2, Constants and groups of styles): it looks like a UFO font's metainfo.plist"
            )
        )
        #expect(!imported.standardError.contains("unsupported formatVersion"))
        let validated = harness.run("validate", metainfo).unwrapped
        #expect(validated.exitCode == 1)
        #expect(validated.standardOutput.contains("it looks like a UFO font's metainfo.plist"))
    }

    @Test(arguments: [
        (["import", "--from", "auu"], "tokens.json", "not an AUUTheme theme"),
        (["import", "--from", "sdtheme"], "tokens.json", "not an SDThemeManager theme (a property list)"),
        (["import", "--from", "dtcg"], "theme.plist", "not DTCG design tokens"),
        (["validate", "--from", "auu"], "tokens.json", "not an AUUTheme theme"),
        (["validate", "--from", "giotto"], "tokens.json", "not an SDThemeManager theme (a property list)"),
        (["validate", "--from", "palette"], "theme.plist", "not a Palette theme document"),
    ])
    func aForcedFormatThatDoesNotFitFails(arguments: [String], fileName: String, message: String) throws {
        let harness = CLIHarness()
        let file = try harness.write(fileName.hasSuffix(".plist") ? aliasingTheme : dtcgTokens, named: fileName)
        let result = harness.run(arguments + [file]).unwrapped
        #expect(result.exitCode == 1)
        let output = result.standardError + result.standardOutput
        #expect(output.contains("error: \(message)"), "\(output)")
        #expect(output.contains("it looks like"))
        if arguments[0] == "import" { #expect(result.standardOutput.isEmpty, "no empty theme printed") }
    }

    @Test func syntaxErrorsAreReportedAsSuchWithTheirPlace() throws {
        let harness = CLIHarness()
        let json = try harness.write("{\n  \"colors\": {\"color\": \"fff\"}\n  \"images\": {}\n}", named: "white.json")
        for command in ["import", "validate"] {
            let result = harness.run(command, json).unwrapped
            #expect(result.exitCode == 1)
            let output = result.standardError + result.standardOutput
            #expect(output.contains("white.json:3:3: error: malformed input: expected ',' or '}'"), "\(output)")
            #expect(!output.contains("cannot tell the format"))
        }
        let plist = try harness.write(
            "<plist version=\"1.0\">\n<dict>\n<key>a</key><string>x</dict>\n</plist>",
            named: "bad.plist"
        )
        let broken = harness.run("import", plist).unwrapped
        #expect(broken.exitCode == 1)
        #expect(broken.standardError.contains("bad.plist:3:"), "\(broken.standardError)")
        #expect(broken.standardError.contains("expected </string>"))
    }

    @Test func fromNamesAnAUUThemeRevisionForImportAndValidate() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            #"{"colors": {"color.text": "363535"}, "images": {"logo": {"type": 1, "name": "logo.png"}}}"#,
            named: "night.json"
        )
        let detected = harness.run("import", file).unwrapped
        #expect(
            try ThemeDocument(json: detected.standardOutput).tokens[ImageAsset.self, "logo"] == .file(path: "logo.png")
        )
        #expect(
            detected.standardError.contains("warning: image types 0 and 1 read as AUUTheme has them from 2017-02-27 on")
        )
        let first = harness.run("import", file, "--from", "auu-first").unwrapped
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(
            try ThemeDocument(json: first.standardOutput).tokens[ImageAsset.self, "logo"] == .bundled(name: "logo.png")
        )
        #expect(!first.standardError.contains("image types"))
        let validated = harness.run("validate", file, "--from", "AUUTheme-later").unwrapped
        #expect(validated.exitCode == 0)
        #expect(!validated.standardOutput.contains("image types"))
        let unknown = harness.run("import", file, "--from", "auu-second").unwrapped
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("auu-first, auu-later"))
    }

    @Test func repeatedWarningsOfOneKindAreOneLineUnlessVerbose() throws {
        let harness = CLIHarness()
        let colors = (1...12).map { #""color.bad\#($0)": "nope\#($0)""# }.joined(separator: ", ")
        let file = try harness.write(
            #"{"colors": {"color.text": "363535", \#(colors)}, "images": {"a": {"type": 9}}}"#,
            named: "messy.json"
        )
        // Colours that are no colours are entries that cannot be read: a command that writes lists
        // every one as an error.
        let refused = harness.run("import", file).unwrapped
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 13)
        let summarised = harness.run("import", file, "--skip-invalid").unwrapped
        #expect(summarised.exitCode == 0)
        let invalid = summarised.standardError.split(separator: "\n").filter { $0.contains("invalid colour") }
        #expect(invalid.count == 1, "\(summarised.standardError)")
        #expect(invalid.first?.contains("invalid colour 'nope1'") == true)
        let also = "[12 like this, also at 'colors[\"color.bad2\"]' (1:"
        #expect(invalid.first?.contains(also) == true, "\(invalid)")
        #expect(invalid.first?.hasSuffix("…; --verbose lists all]") == true)
        #expect(summarised.standardError.contains("invalid value '9'"), "other kinds are still printed")
        let verbose = harness.run("import", file, "--skip-invalid", "--verbose").unwrapped
        #expect(verbose.standardError.split(separator: "\n").filter { $0.contains("invalid colour") }.count == 12)
        let validated = harness.run("validate", file).unwrapped
        #expect(validated.standardOutput.split(separator: "\n").filter { $0.contains("invalid colour") }.count == 1)
        #expect(validated.standardOutput.contains("1 file checked: 0 errors, 14 warnings"), "every warning is counted")
        let json = harness.run("validate", file, "--json")
        #expect(json.standardOutput.components(separatedBy: "invalid colour").count == 13, "JSON lists every problem")
    }
}
