import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import palette_cli

private let auuTheme = """
    {
      "colors": { "color": "FFFFFF", "color.background": "4b488f", "color.text": "f1f3fb", "color.text.title": "c7c7ef", },
      "images": { "image": { "name": "3.jpg" }, "image.head.head3": { "path": "http://example.com/h.jpg" } }
    }
    """

private let giottoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>formatVersion</key><integer>2</integer>
    <key>Constants</key><dict>
      <key>COLOR_TEXT_COMMON</key><string>c:4D4D4D</string>
      <key>FONT_BOLD</key><string>systemBold</string>
    </dict>
    <key>Styles</key><dict>
      <key>CommonLabel</key><dict><key>textColor</key><string>COLOR_TEXT_COMMON</string><key>font</key><string>f:FONT_BOLD,18</string></dict>
      <key>Broken</key><dict><key>textColor</key><string>COLOR_MISSING</string></dict>
    </dict>
    </dict></plist>
    """

struct LegacyCommandTests {
    @Test func importDetectsEachFormatAndPrintsPaletteJSON() throws {
        let harness = CLIHarness()
        let auu = try harness.write(auuTheme, named: "purple.json")
        let result = harness.run("import", auu).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(document.palette[.background]?.hex == "#4B488F")
        #expect(document.tokens[ImageAsset.self, "image"] == .bundled(name: "3.jpg"))
        #expect(result.standardError.contains("warning: malformed input"), "the trailing comma is reported")

        let plist = try harness.write(giottoPlist, named: "theme_default.plist")
        let imported = harness.run("import", plist, "--from", "giotto").unwrapped
        #expect(imported.exitCode == 0)
        let styles = try ThemeDocument(json: imported.standardOutput).styles
        #expect(styles.map(\.name) == ["CommonLabel", "Broken"])
        #expect(
            imported.standardError.contains("theme_default.plist:10:46: warning: unresolved reference 'COLOR_MISSING'")
        )
        #expect(imported.standardError.contains("unresolved reference 'COLOR_MISSING'"))
    }

    @Test func mapOptionsSetRolesForLegacyFormats() throws {
        let harness = CLIHarness()
        let auu = try harness.write(auuTheme, named: "purple.json")
        let mapped = try ThemeDocument(
            json: harness.run("import", auu, "--map", "color.text.title=primary").standardOutput
        )
        #expect(mapped.palette[.primary]?.hex == "#C7C7EF")
        let plist = try harness.write(giottoPlist, named: "theme_default.plist")
        let giotto = try ThemeDocument(
            json: harness.run("import", plist, "--map", "COLOR_TEXT_COMMON=on-background").standardOutput
        )
        #expect(giotto.palette[.onBackground]?.hex == "#4D4D4D")
        #expect(harness.run("import", plist, "--map", "COLOR_TEXT_COMMON=heading").exitCode == 64, "only roles")
    }

    @Test func oldFilesWorkWithShowCheckStyleAndExport() throws {
        let harness = CLIHarness()
        let folder = harness.configDirectory.appendingPathComponent("legacy")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(auuTheme.utf8).write(to: folder.appendingPathComponent("purple.json"))
        try Data(giottoPlist.utf8).write(to: folder.appendingPathComponent("theme_default.plist"))
        let list = harness.run("--themes", folder.path, "list")
        #expect(list.standardOutput.contains("  purple "))
        #expect(list.standardOutput.contains("  theme-default "))
        // Every command that loads a file says what it noticed: purple sets no fonts.
        #expect(list.standardError.contains("purple.json"), "\(list.standardError)")
        #expect(list.standardError.contains(": warning:"))
        #expect(!list.standardError.contains("error: "))
        #expect(harness.run("--themes", folder.path, "show", "purple").standardOutput.contains("background    #4B488F"))
        let style = harness.run("--themes", folder.path, "--theme", "theme-default", "style", "CommonLabel", "--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(style.standardOutput.utf8)) as? [String: Any]
        )
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(properties["textColor"] as? String == "#4D4D4D")
        #expect((properties["font"] as? [String: Any])?["weight"] as? Int == 700)
        // The file sets no highlight, so default's amber is read on its purple background, and
        // its primary is too close to that background for a button to stand out.
        let check = harness.run("--themes", folder.path, "check", "purple")
        #expect(check.exitCode == 1)
        #expect(check.standardError.contains("error: 3 of 25 pairs in 'purple' fail WCAG AA"))
        let failing = check.standardOutput.split(separator: "\n").filter { $0.contains("  FAIL  ") }
        #expect(
            failing.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "highlight on background", "primary on background", "primary on surface",
            ]
        )
        #expect(
            harness.run("--themes", folder.path, "export", "theme-default", "--format", "css").standardOutput.contains(
                "--palette-color-text-common: #4D4D4D;"
            )
        )
        let validate = harness.run("validate", folder.appendingPathComponent("theme_default.plist").path).unwrapped
        #expect(validate.exitCode == 0)
        #expect(validate.standardOutput.contains(" (giotto theme 'theme-default')"))
        #expect(validate.standardOutput.contains("warning: unresolved reference 'COLOR_MISSING'"))
    }

    @Test func anOldSDThemeManagerFileIsAnErrorThatSaysWhy() throws {
        let harness = CLIHarness()
        let old = try harness.write(#"<plist><dict><key>Constants</key><dict/></dict></plist>"#, named: "v1.plist")
        let result = harness.run("validate", old).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("error: unsupported formatVersion 'none'"))
    }

    @Test func validateFromForcesTheFormatByEitherName() throws {
        let harness = CLIHarness()
        // 'formatVersion' makes this look like a Palette document; the team knows it is AUUTheme.
        let file = try harness.write(#"{"formatVersion": 1, "colors": {"color.text": "363535"}}"#, named: "night.json")
        let detected = harness.run("validate", file)
        #expect(detected.exitCode == 1, "read as a Palette document it has no id")
        for name in ["auu", "AUUTheme"] {
            let forced = harness.run("validate", file, "--from", name).unwrapped
            #expect(forced.exitCode == 0, "\(forced.standardOutput)")
            #expect(forced.standardOutput.contains(": ok with "), "\(forced.standardOutput)")
            #expect(forced.standardOutput.contains(" (auutheme theme"))
            #expect(forced.standardOutput.contains("night.json:1:2: warning: unknown key 'formatVersion'"))
        }
        let plist = try harness.write(giottoPlist, named: "theme_default.plist")
        #expect(harness.run("validate", plist, "--from", "sdtheme").standardOutput.contains(" (giotto theme"))
        let wrong = harness.run("validate", plist, "--from", "auu")
        #expect(wrong.exitCode == 1, "a plist is not AUUTheme JSON")
        let unknown = harness.run("validate", file, "--from", "sketch")
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("figma-variables, sdtheme"))
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func theSharedLegacyFilesShowThroughThemes() {
        let result = CLIHarness().run(
            "--themes",
            SharedFixtures.url("fixtures/legacy/auutheme").path,
            "show",
            "pupurse"
        )
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("pupurse  (pupurse)"))
        let plist = CLIHarness().run(
            "--themes",
            SharedFixtures.url("fixtures/legacy/giotto").path,
            "--theme",
            "theme-default",
            "style",
            "TestViewController.boldLabel"
        )
        #expect(plist.standardOutput.contains("textColor  #C80028"))
    }
}
