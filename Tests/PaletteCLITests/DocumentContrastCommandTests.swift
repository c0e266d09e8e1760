import Foundation
import Testing

@testable import palette_cli

/// `palette validate` audits a theme file that extends another theme as it audits a payload's
/// overrides, end to end; `check` audits the whole theme, and loading with `--themes` stays quiet.
struct DocumentContrastCommandTests {
    static let child = """
        {"formatVersion": 1, "id": "child", "extends": "default",
         "palette": {"onBackground": "#FEFEFE", "background": "#FFFFFF"}}
        """
    static let message =
        "'child' leaves onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets"

    @Test func validateWarnsAtTheFilesOwnEntry() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(Self.child, named: "child.json")
        let result = harness.run("validate", path).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("\(path):2:30: warning: "))
        #expect(result.standardOutput.contains("'palette.onBackground'"))
        #expect(result.standardOutput.contains(Self.message))
        #expect(result.standardOutput.contains("\(path): ok with 1 warning (palette theme 'child')"))
        #expect(result.standardOutput.contains("1 file checked: 0 errors, 1 warning"))
    }

    @Test func validateStrictMakesItAnError() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(Self.child, named: "child.json")
        let result = harness.run("validate", "--strict", path).unwrapped
        #expect(result.exitCode == PaletteCLI.ExitCode.failure)
        #expect(result.standardOutput.contains("\(path):2:30: error: "))
        #expect(result.standardOutput.contains(Self.message))
        #expect(!result.standardOutput.contains("warning:"))
        #expect(result.standardOutput.contains("1 file checked: 1 error, 0 warnings"))
        let json = harness.run("validate", "--strict", "--json", path)
        #expect(json.exitCode == PaletteCLI.ExitCode.failure)
        #expect(json.standardOutput.contains(##""valid": false"##))
    }

    @Test func aFileThatKeepsEveryPairAtItsLevelIsOk() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let navy = ##"{"formatVersion": 1, "id": "navy", "extends": "default", "palette": {"primary": "#0000AA"}}"##
        let path = try harness.write(navy, named: "navy.json")
        let result = harness.run("validate", "--strict", path).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("1 file checked: 0 errors, 0 warnings"))
    }

    @Test func aPairTheParentAlreadyFailsIsNotBlamedOnTheChild() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        // 'weak' fails onPrimary on primary (#FFFFFF on #9CA3AF), and its grey primary does not
        // stand out from the page or a surface; its child makes the first worse.
        let weak = """
            {"formatVersion": 1, "id": "weak", "extends": "default",
             "palette": {"primary": "#9CA3AF", "onPrimary": "#FFFFFF"}}
            """
        let worse = """
            {"formatVersion": 1, "id": "worse", "extends": "weak", "palette": {"onPrimary": "#F0F0F0"}}
            """
        let weakPath = try harness.write(weak, named: "weak.json")
        let worsePath = try harness.write(worse, named: "worse.json")
        let result = harness.run("validate", weakPath, worsePath).unwrapped
        #expect(result.standardOutput.contains("\(weakPath):2:49: warning: "))
        #expect(!result.standardOutput.contains("'worse' leaves"))
        #expect(result.standardOutput.contains("2 files checked: 0 errors, 3 warnings"))
        #expect(result.standardOutput.contains("worse.json: ok (palette theme 'worse')"))
    }

    @Test func aPlainFileOverAnAdaptiveThemeIsHeldToTheLightVariantItIsMadeFrom() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let amber = ##"{"formatVersion": 1, "id": "amber", "extends": "system", "palette": {"highlight": "#FBBF24"}}"##
        let white = ##"{"formatVersion": 1, "id": "white", "extends": "system", "palette": {"background": "#FFFFFF"}}"##
        let amberPath = try harness.write(amber, named: "amber.json")
        let whitePath = try harness.write(white, named: "white.json")
        let result = harness.run("validate", amberPath, whitePath).unwrapped
        #expect(result.standardOutput.contains("'amber' leaves highlight on background at 1.6:1, below AA 4.5:1"))
        // White breaks only system's dark variant, which a plain file's theme does not have.
        #expect(!result.standardOutput.contains("'white' leaves"))
        #expect(!result.standardOutput.contains("variant, below"))
    }

    @Test func anAdaptiveFileIsAuditedInEachVariantItWrites() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let duo = """
            {"formatVersion": 1, "id": "duo", "extends": "default",
             "variants": {
               "dark": {"palette": {"background": "#0B1120", "onBackground": "#F8FAFC"}},
               "darkIncreasedContrast": "midnight"
             }}
            """
        let path = try harness.write(duo, named: "duo.json")
        let result = harness.run("validate", path).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("\(path):3:39: warning: "))
        #expect(result.standardOutput.contains("'variants.dark.palette.background'"))
        #expect(result.standardOutput.contains("'duo' leaves highlight on background at 3.75:1 in the dark variant"))
        // And default's deep blue primary does not stand out from that dark page or its surface.
        #expect(result.standardOutput.contains("'duo' leaves primary on background"))
        #expect(result.standardOutput.components(separatedBy: "' leaves ").count == 4)
    }

    @Test func aChainIsAuditedAgainstTheDirectParent() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let parent = ##"{"formatVersion": 1, "id": "parent", "extends": "default", "palette": {"primary": "#0000AA"}}"##
        let kid = ##"{"formatVersion": 1, "id": "kid", "extends": "parent", "palette": {"onPrimary": "#3333CC"}}"##
        let kidPath = try harness.write(kid, named: "kid.json")
        let parentPath = try harness.write(parent, named: "parent.json")
        let result = harness.run("validate", kidPath, parentPath).unwrapped
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("\(kidPath):1:81: warning: "))
        #expect(
            result.standardOutput.contains(
                "'kid' leaves onPrimary on primary at 1.57:1, below AA 4.5:1 that 'parent' meets"
            )
        )
        #expect(result.standardOutput.contains("2 files checked: 0 errors, 1 warning"))
        // Strict: the parent still loads, the child is the error.
        let strict = harness.run("validate", "--strict", kidPath, parentPath).unwrapped
        #expect(strict.exitCode == PaletteCLI.ExitCode.failure)
        #expect(strict.standardOutput.contains("\(kidPath):1:81: error: "))
        #expect(strict.standardOutput.contains("parent.json: ok (palette theme 'parent')"))
    }

    @Test func checkReportsTheFailingPairAndLoadingStaysQuiet() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(Self.child, named: "child.json")
        let checked = harness.run("check", path).unwrapped
        #expect(checked.exitCode == PaletteCLI.ExitCode.failure)
        #expect(checked.standardOutput.contains("onBackground on background"))
        #expect(checked.standardOutput.contains("1.01:1  FAIL"))
        // 'show' and 'list' load the file without auditing it.
        let shown = harness.run("--themes", path, "show", "child").unwrapped
        #expect(shown.exitCode == 0)
        #expect(shown.standardError.isEmpty)
        let listed = harness.run("--themes", path, "list").unwrapped
        #expect(listed.standardError.isEmpty)
        #expect(listed.standardOutput.contains("child"))
    }

    @Test func helpDescribesTheAuditOfFilesThatExtendATheme() {
        let help = CLIHarness().run("validate", "--help").standardOutput
        #expect(help.contains("extends another theme"))
    }
}
