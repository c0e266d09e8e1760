import Foundation
import Palette
import PaletteThemes
import Testing

@testable import palette_cli

/// `show`, `export`, `token` and `check` take a theme file wherever they take a theme, and every
/// command that reads a file says "no such file" when there is none.
struct ThemeFileArgumentTests {
    static let brand = """
        {"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "midnight",
         "palette": {"primary": "#0055AA"}, "tokens": {"colors": {"color.brand": "#FF6600"}}}
        """

    @Test func showTakesAThemeFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brand, named: "brand.json")
        let result = harness.run("show", file)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("Brand  (brand)"))
        #expect(result.standardOutput.contains("#0055AA"))
        let json = harness.run("show", file, "--json").standardOutput
        #expect(json.contains(##""primary": "#0055AA""##))
        #expect(json.contains(##""background": "\##(MidnightTheme().palette.background.hex)""##), "it extends midnight")
    }

    @Test func exportConvertsAThemeFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brand, named: "brand.json")
        let css = harness.run("export", file, "--format", "css")
        #expect(css.exitCode == 0)
        #expect(css.standardOutput.contains("--palette-primary: #0055AA;"))
        #expect(try ThemeDocument(json: harness.run("export", file).standardOutput).id == "brand")
        let swift = harness.run("export", file, "--format", "swift").standardOutput
        #expect(
            swift.contains("palette export \(file) --format swift --type-name BrandTheme"),
            "made again from the file"
        )
    }

    @Test func tokenTakesThePathThenAThemeFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brand, named: "brand.json")
        let result = harness.run("token", "color.brand", file)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("color.brand = #FF6600"))
        #expect(result.standardOutput.contains("in 'brand'"))
        let json = harness.run("token", "color.brand.accent", file, "--json").standardOutput
        #expect(json.contains(#""resolvedFrom": "color.brand""#))
        #expect(harness.run("token", "color.brand").exitCode == 1, "the active theme has no such token")
        #expect(harness.run("token", "color.primary", "midnight").standardOutput.contains("in 'midnight'"))
        #expect(harness.run("token", "a", "b", "c").exitCode == 64)
    }

    @Test func checkTakesAThemeFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brand, named: "brand.json")
        #expect(harness.run("check", file).standardOutput.hasPrefix("Brand  (brand)"))
    }

    @Test func aRegisteredNameWinsOverAFileOfThatNameAndDotSlashMeansTheFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brand, named: "midnight")
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        // The test process cannot change its directory, so a path through the folder stands in
        // for './midnight'.
        #expect(harness.run("show", "midnight").standardOutput.hasPrefix("Midnight  (midnight)"))
        #expect(harness.run("show", folder + "/./midnight").standardOutput.hasPrefix("Brand  (brand)"))
    }

    @Test func aBrokenThemeFileSaysWhatIsWrongWithIt() throws {
        let harness = CLIHarness()
        let file = try harness.write(#"{"formatVersion": 1, "id": "x", "palette": {"primary": 7}}"#, named: "x.json")
        let result = harness.run("show", file).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("error: '"))
        #expect(result.standardError.contains("' is not a usable theme file:\n\(file):1:"))
        #expect(result.standardError.contains("expected a colour string"))
    }

    @Test(arguments: [
        ["show", "$MISSING"], ["export", "$MISSING", "--format", "css"], ["token", "color.brand", "$MISSING"],
        ["check", "$MISSING"], ["select", "$MISSING"], ["select", "--persist", "$MISSING"], ["import", "$MISSING"],
        ["import", "$MISSING", "--from", "dtcg"], ["show", "themes/brand"], ["show", "brand.tokens"],
        ["export", "acme.plist"],
    ])
    func aMissingFileSaysNoSuchFile(_ arguments: [String]) {
        let missing = "/nonexistent-palette-folder/brand.json"
        let resolved = arguments.map { $0 == "$MISSING" ? missing : $0 }
        // Without $MISSING, the file is the second argument.
        let path = arguments.contains("$MISSING") ? missing : resolved[1]
        let result = CLIHarness().run(resolved)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: no such file '\(path)'\n")
    }

    @Test func aNameThatIsNoPathIsStillAnUnknownTheme() {
        let result = CLIHarness().run("show", "midnite")
        #expect(result.standardError.hasPrefix("error: unknown theme 'midnite'; did you mean 'midnight'?"))
    }

    @Test func validateReportsAMissingFileWithTheOthers() throws {
        let harness = CLIHarness()
        let good = try harness.write(Self.brand, named: "brand.json")
        let missing = "/nonexistent-palette-folder/brand.json"
        let result = harness.run("validate", missing, good).unwrapped
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "\(missing): error: no such file")
        #expect(
            lines.contains("\(good): ok with 3 warnings (palette theme 'brand')"),
            "the other files are still checked"
        )
        // The warnings are brand's own: its primary leaves onPrimary at 6.99:1, below midnight's AAA,
        // and does not stand out from midnight's dark page or surface.
        #expect(lines.last == "2 files checked: 1 error, 3 warnings")
        #expect(!result.standardOutput.contains("malformed input"))
        let json = harness.run("validate", missing, "--json").standardOutput
        #expect(json.contains(#""message": "no such file""#))
        #expect(json.contains(#""valid": false"#))
    }

    @Test func aMissingThemesFolderSaysNoSuchFileOrFolder() {
        let missing = "/nonexistent-palette-folder"
        let explicit = CLIHarness().run("--themes", missing, "list")
        #expect(explicit.exitCode == 1)
        #expect(explicit.standardError == "error: --themes: no such file or folder '\(missing)'\n")
        let fromEnvironment = CLIHarness(variables: ["PALETTE_THEMES_PATH": missing]).run("show")
        #expect(fromEnvironment.exitCode == 0)
        #expect(fromEnvironment.standardError == "warning: PALETTE_THEMES_PATH: no such file or folder '\(missing)'\n")
    }
}
