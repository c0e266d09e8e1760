import Foundation
import Palette
import PaletteDesign
import PaletteThemes
import Testing

@testable import palette_cli

/// `palette select` and `palette validate` audit a payload's overrides as `check` audits a theme,
/// and `check --fix` keeps semantic roles apart, end to end.
struct LoweredContrastCommandTests {
    static let unreadable =
        ##"{"theme": "default", "overrides": {"palette": {"onBackground": "#FEFEFE", "background": "#FFFFFF"}}}"##
    static let message =
        "overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets"

    @Test func selectWarnsAndAppliesTheOverrides() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run("select", "--json", input: Self.unreadable).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("<stdin>:1:64: warning: "))
        #expect(result.standardError.contains("'overrides.palette.onBackground'"))
        #expect(result.standardError.contains(Self.message))
        #expect(result.standardError.components(separatedBy: "warning:").count == 2)
        #expect(result.standardOutput.contains(##""onBackground": "#FEFEFE""##))
    }

    @Test func selectStrictRefusesAndStoresNothing() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run("select", "--strict", "--persist", input: Self.unreadable).unwrapped
        #expect(result.exitCode == PaletteCLI.ExitCode.failure)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("<stdin>:1:64: error: "))
        #expect(result.standardError.contains(Self.message))
        #expect(!result.standardError.contains("warning:"))
        #expect(harness.run("list").standardOutput.contains("* default"))
        #expect(!FileManager.default.fileExists(atPath: harness.configDirectory.appendingPathComponent("theme").path))
    }

    @Test func selectStrictAcceptsOverridesThatKeepTheLevel() {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let payload = ##"{"theme": "default", "overrides": {"palette": {"primary": "#0000AA"}}}"##
        let result = harness.run("select", "--strict", input: payload)
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
    }

    @Test func anAdaptiveThemeIsAuditedInEveryVariant() {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let payload = ##"{"theme": "system", "overrides": {"palette": {"background": "#FFFFFF"}}}"##
        let result = harness.run("select", input: payload).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("highlight on background at 1.67:1 in the dark variant, below AAA 7:1"))
        #expect(!result.standardError.contains("in the light variant"))
    }

    @Test func validateWarnsAndStrictFails() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(Self.unreadable, named: "payload.json")
        let lenient = harness.run("validate", path).unwrapped
        #expect(lenient.exitCode == 0)
        #expect(lenient.standardOutput.contains("\(path):1:64: warning: "))
        #expect(lenient.standardOutput.contains(Self.message))
        #expect(lenient.standardOutput.contains("0 errors, 1 warning"))
        let strict = harness.run("validate", "--strict", path).unwrapped
        #expect(strict.exitCode == PaletteCLI.ExitCode.failure)
        #expect(strict.standardOutput.contains("\(path):1:64: error: "))
        #expect(strict.standardOutput.contains("1 error, 0 warnings"))
        let json = harness.run("validate", "--strict", "--json", path)
        #expect(
            json.standardOutput.contains(##""valid": false"##)
        )
    }

    @Test func warningsNameTheLineAndColumnOfTheOverride() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let payload = """
            {
              "theme": "default",
              "overrides": {"palette": {
                "background": "#FFFFFF",
                "onBackground": "#FEFEFE"
              }}
            }
            """
        let path = try harness.write(payload, named: "payload.json")
        #expect(harness.run("validate", path).unwrapped.standardOutput.contains("\(path):5:21: warning: "))
        let selected = harness.run("select", path).unwrapped
        #expect(selected.exitCode == 0)
        #expect(selected.standardError.contains("payload.json:5:21: warning: "))
        #expect(harness.run("select", "--strict", "-", input: payload).standardError.contains("<stdin>:5:21: error: "))
    }

    @Test func helpDocumentsStrict() {
        let harness = CLIHarness()
        for command in ["select", "validate"] {
            let help = harness.run(command, "--help").standardOutput
            #expect(help.contains("--strict"), "\(command)")
        }
    }

    @Test func checkFixMovesPrimaryAwayFromErrorAndSaysNothingIsCrowded() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let theme = """
            {"formatVersion": 1, "id": "reds", "name": "Reds", "extends": "default",
             "palette": {"primary": "#D93025", "secondary": "#0B5C8C", "neutral": "#FFFFFF",
                         "highlight": "#1D3A8A", "onPrimary": "#FFFFFF", "error": "#8E1313"}}
            """
        let path = try harness.write(theme, named: "reds.json")
        let result = harness.run("check", path, "--level", "AAA", "--fix", "--cvd").unwrapped
        #expect(result.standardError.contains("primary"))
        #expect(!result.standardError.contains("keeps them apart"))
        let fixed = try ThemeDocument(json: result.standardOutput).resolve(in: .builtIn)
        let primary = fixed.palette.primary
        let error = fixed.palette.error
        #expect(ColorVisionCheck(palette: fixed.palette).warnings.allSatisfy { $0.pair != .init(.error, .primary) })
        #expect(primary.perceptualDistance(to: error) >= ThemeGenerator.minimumDistance)
    }

    @Test(arguments: ThemeRegistry.builtIn.entries.map(\.id))
    func everyBuiltInPassesItsOwnColourVisionCheck(id: String) {
        let harness = CLIHarness()
        let result = harness.run("check", id, "--cvd")
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains("too close"), "\(result.standardOutput)")
    }
}
