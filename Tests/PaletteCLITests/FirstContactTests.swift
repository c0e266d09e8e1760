import Testing

@testable import palette_cli

/// What someone trying `palette` for the first time meets: help without asking for it, and a
/// suggestion for every typo.
struct FirstContactTests {
    @Test func paletteAlonePrintsTheHelpAndSucceeds() {
        let result = CLIHarness().run([])
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == CLIHarness().run("--help").standardOutput)
        #expect(result.standardOutput.hasPrefix("palette \(PaletteCLI.version): inspect, choose and check"))
        for command in Command.all { #expect(result.standardOutput.contains("\n  \(command.name) ")) }
    }

    @Test func optionsWithoutACommandAreStillAUsageError() {
        let result = CLIHarness().run("--theme", "midnight")
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: no command given"))
    }

    @Test(arguments: [
        ("shwo", "show"), ("shw", "show"), ("lsit", "list"), ("chekc", "check"), ("sel", "select"),
        ("exprot", "export"), ("Show", "show"),
    ])
    func anUnknownCommandSuggestsTheClosest(typo: String, meant: String) {
        let result = CLIHarness().run(typo, "midnight")
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "error: unknown command '\(typo)'; did you mean '\(meant)'?\nRun 'palette --help' for usage.\n"
        )
    }

    @Test func anUnknownCommandNothingResemblesListsTheCommands() {
        let result = CLIHarness().run("frobnicate").unwrapped
        #expect(result.exitCode == 64)
        let names = Command.all.map(\.name).joined(separator: ", ")
        #expect(result.standardError.hasPrefix("error: unknown command 'frobnicate'; the commands are \(names)\n"))
        #expect(!result.standardError.contains("did you mean"))
    }

    @Test(arguments: [
        (["show", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["--jsn", "show"], "unknown option '--jsn'; did you mean '--json'?"),
        (["show", "-json"], "unknown option '-json'; did you mean '--json'?"),
        (["show", "--apperance", "dark"], "unknown option '--apperance'; did you mean '--appearance'?"),
        (["export", "--formt", "css"], "unknown option '--formt'; did you mean '--format'?"),
        (["check", "--lvel", "AAA"], "unknown option '--lvel'; did you mean '--level'?"),
        (["import", "x.json", "--mpa", "a=primary"], "unknown option '--mpa'; did you mean '--map'?"),
        (["select", "--persits"], "unknown option '--persits'; did you mean '--persist'?"),
        (["list", "--thmes", "dir"], "unknown option '--thmes'; did you mean '--themes'?"),
        (["show", "--persist"], "'palette show' has no option '--persist'"),
    ])
    func anUnknownOptionSuggestsTheClosestTheCommandTakes(arguments: [String], message: String) {
        let result = CLIHarness().run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: \(message)\n"), "\(result.standardError)")
    }

    @Test func anOptionOfAnotherCommandIsNotSuggested() {
        // 'check' has --level; 'show' does not, so 'show --lvel' gets no suggestion.
        let result = CLIHarness().run("show", "--lvel", "AAA")
        #expect(result.exitCode == 64)
        #expect(result.standardError == "error: unknown option '--lvel'\nRun 'palette show --help' for usage.\n")
        #expect(CLIHarness().run("show", "-v").standardError.hasPrefix("error: unknown option '-v'\n"))
    }
}
