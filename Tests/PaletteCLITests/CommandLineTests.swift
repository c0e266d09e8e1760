import Foundation
import Testing

@testable import palette_cli

struct CommandLineTests {
    @Test func versionAndHelp() {
        let harness = CLIHarness()
        #expect(
            harness.run("--version")
                == CLIResult(standardOutput: "palette \(PaletteCLI.version)\n", standardError: "", exitCode: 0)
        )
        let help = harness.run("--help")
        #expect(help.exitCode == 0)
        for command in ["list", "show", "use", "select"] { #expect(help.standardOutput.contains("\n  \(command) ")) }
        let showHelp = harness.run("show", "-h")
        #expect(showHelp.exitCode == 0)
        #expect(
            showHelp.standardOutput.hasPrefix(
                "USAGE: palette show [ID|FILE...] [--json --appearance VALUE --contrast VALUE]"
            )
        )
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--json"], "no command given"),
        (["sho"], "did you mean 'show'?"),
        (["show", "--bogus"], "unknown option '--bogus'"),
        (["show", "--persist"], "'palette show' has no option '--persist'"),
        (["show", "a", "b"], "unexpected argument 'b' for 'palette show'"),
        (["use"], "'palette use' needs ID"),
        (["show", "--theme"], "option '--theme' needs a value"),
        (["show", "--color", "sometimes"], "'--color' must be auto, always or never, not 'sometimes'"),
        (["show", "--json=yes"], "option '--json' does not take a value"),
        (["show", "-x"], "unknown option '-x'"),
    ])
    func usageErrorsExit64WithAMessageOnStandardError(arguments: [String], message: String) {
        let result = CLIHarness().run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.contains("--help' for usage."))
    }

    @Test func optionsMayComeBeforeOrAfterTheCommandInEitherForm() {
        let harness = CLIHarness()
        let expected = harness.run("show", "midnight", "--json").standardOutput
        #expect(harness.run("--theme", "midnight", "show", "--json").standardOutput == expected)
        #expect(harness.run("show", "--json", "--theme=midnight").standardOutput == expected)
        #expect(harness.run("--json", "show", "--", "midnight").standardOutput == expected)
    }

    @Test func activeThemePrecedenceIsFlagThenEnvironmentThenStoreThenDefault() {
        var harness = CLIHarness()
        defer { harness.cleanUp() }
        #expect(harness.run("show").standardOutput.hasPrefix("Default"))
        #expect(harness.run("use", "alternative").exitCode == 0)
        #expect(harness.run("show").standardOutput.hasPrefix("Alternative"))
        harness.variables["PALETTE_THEME"] = "midnight"
        #expect(harness.run("show").standardOutput.hasPrefix("Midnight"))
        #expect(harness.run("show", "--theme", "high-contrast").standardOutput.hasPrefix("High Contrast"))
        harness.variables["PALETTE_THEME"] = ""
        #expect(harness.run("show").standardOutput.hasPrefix("Alternative"), "an empty variable counts as unset")
    }

    @Test func unknownThemeFromTheEnvironmentIsAnError() {
        let result = CLIHarness(variables: ["PALETTE_THEME": "nope"]).run("show")
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("error: PALETTE_THEME: unknown theme 'nope'"))
    }

    @Test func configDirectoryFollowsTheDocumentedOrder() {
        func directory(_ variables: [String: String]) -> String {
            CLIEnvironment(
                variables: variables,
                standardOutputIsTerminal: false,
                readStandardInput: { _ in [] },
                homeDirectory: "/home/ana"
            )
            .configDirectory.path
        }
        #expect(directory(["PALETTE_CONFIG_DIR": "/etc/p", "XDG_CONFIG_HOME": "/x"]) == "/etc/p")
        #expect(directory(["XDG_CONFIG_HOME": "/x"]) == "/x/palette")
        #expect(directory(["HOME": "/home/bo"]) == "/home/bo/.config/palette")
        #expect(directory([:]) == "/home/ana/.config/palette")
    }

    @Test func colourModeRules() {
        #expect(ColorMode.auto.usesColor(isTerminal: true, noColor: false, term: "xterm-256color"))
        #expect(!ColorMode.auto.usesColor(isTerminal: false, noColor: false, term: "xterm"))
        #expect(!ColorMode.auto.usesColor(isTerminal: true, noColor: true, term: "xterm"))
        #expect(!ColorMode.auto.usesColor(isTerminal: true, noColor: false, term: "dumb"))
        #expect(ColorMode.always.usesColor(isTerminal: false, noColor: true, term: "dumb"))
        #expect(!ColorMode.never.usesColor(isTerminal: true, noColor: false, term: "xterm"))
    }
}
