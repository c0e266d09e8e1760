import Foundation
import Testing

@testable import palette_cli

/// What a newcomer met running the README on a fresh clone: piped messages cut in two, a broken
/// `--themes` file that still succeeded, a Swift header missing `--themes`, absolute paths for
/// relative arguments, and help that wrapped badly.
struct FreshCloneFindingsTests {
    /// An AUUTheme file whose long warning a terminal shows on several lines.
    static let whiteAUUTheme = #"{"colors": {"color": "FFFFFF", "color.text": "333333"}}"#

    /// A Palette document cut short: a malformed-input error.
    static let cutShort = ##"{"formatVersion": 1, "id": "x", "name": "X", "palette": {"primary": "#12"##

    @Test func aPipedDiagnosticIsOneLineWithItsPlaceAndATerminalWrapsIt() throws {
        var harness = CLIHarness()
        let file = try harness.write(Self.whiteAUUTheme, named: "white.json")
        let piped = harness.run("import", file)
        #expect(piped.exitCode == 0)
        let warning = try #require(
            piped.standardError.split(separator: "\n").first { $0.hasPrefix("\(file):1:13: warning: unsupported") },
            "the message on its place's line: \(piped.standardError)"
        )
        #expect(warning.hasSuffix("(palette import --map IDENTIFIER=ROLE)"), "whole: \(piped.standardError)")
        #expect(!piped.standardError.contains("\n  "))

        harness.isTerminal = true
        let shown = harness.run("import", file)
        #expect(shown.standardError.contains("\n  "), "a terminal is fitted to its width")
        #expect(shown.standardError.unwrapped == piped.standardError)
    }

    @Test func validatePrintsEachProblemOnOneLineWhenPiped() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.cutShort, named: "cut.json")
        let result = harness.run("validate", file)
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.split(separator: "\n").first
                == "\(file):1:73: error: malformed input at 'palette.primary': unterminated string"
        )
    }

    @Test func theTerminalsWidthIsTheOneRuleForMessagesAndHelp() {
        let environment = CLIEnvironment(
            variables: [:],
            standardOutputIsTerminal: true,
            standardErrorIsTerminal: false,
            terminalColumns: 72,
            readStandardInput: { _ in [] },
            homeDirectory: "/"
        )
        #expect(OutputWidths(environment) == OutputWidths(standardOutput: 72, standardError: nil, help: 72))
        var wide = environment
        wide.terminalColumns = 240
        wide.standardErrorIsTerminal = true
        #expect(OutputWidths(wide) == OutputWidths(standardOutput: 100, standardError: 100, help: 80))
        wide.standardOutputIsTerminal = false
        wide.terminalColumns = nil
        #expect(OutputWidths(wide) == OutputWidths(standardOutput: nil, standardError: 100, help: 80))
    }

    @Test(arguments: ["list", "show", "validate", "export"])
    func aThemesFileThatCannotBeReadFailsTheRun(_ command: String) throws {
        let harness = CLIHarness()
        let broken = try harness.write(Self.cutShort, named: "broken.json")
        let arguments = ["--themes", broken, command] + (command == "validate" ? [broken] : [])
        let result = harness.run(arguments)
        #expect(result.exitCode == PaletteCLI.ExitCode.failure, "\(result.standardError)")
        #expect(result.standardError.contains("\(broken):1:73: error: malformed input"))
        #expect(
            result.standardError.contains("error: --themes: could not read '\(broken)' (see above); nothing was run")
        )
        if command == "list" { #expect(result.standardOutput.isEmpty) }
    }

    @Test func aThemesPathFromTheEnvironmentIsStillSkippedWithAWarning() throws {
        let harness = CLIHarness()
        let broken = try harness.write(Self.cutShort, named: "broken.json")
        var environment = harness
        environment.variables["PALETTE_THEMES_PATH"] = broken
        let result = environment.run("list")
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("warning: skipped '\(broken)'"))
    }

    @Test func anExportedSwiftFilesHeaderGivesTheThemesItWasReadWith() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("brand themes")
        let brand =
            ##"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default", "palette": {"primary": "#123456"}}"##
        try Data(brand.utf8).write(to: folder.appendingPathComponent("brand.json"))
        let exported = harness.run("--themes", folder.path, "export", "brand", "--format", "swift")
        #expect(exported.exitCode == 0, "\(exported.standardError)")
        let command = "palette export brand --format swift --themes '\(folder.path)' --type-name BrandTheme"
        #expect(exported.standardOutput.contains("//   \(command)\n"), "\(exported.standardOutput.prefix(300))")

        // The same rule for codegen: its header gives --themes too.
        let file = try harness.write(
            #"{"formatVersion": 1, "id": "sub", "name": "Sub", "extends": "brand"}"#,
            named: "sub.json"
        )
        let output = file + ".swift"
        let generated = harness.run("--themes", folder.path, "codegen", file, "--output", output)
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("//   palette codegen \(file) --themes '\(folder.path)' --output \(output)\n"))
    }

    @Test func messagesShowAPathUnderTheCurrentDirectoryAsTyped() {
        let display = PathDisplay(currentDirectory: "/home/me/project", arguments: ["validate", "themes/a.json"])
        #expect(
            display.shown(
                "/home/me/project/themes/a.json:1:2: error: see '/home/me/project/b.json' (x/home/me/project/c)"
            )
                == "themes/a.json:1:2: error: see 'b.json' (x/home/me/project/c)"
        )
        #expect(display.shown("/elsewhere/a.json") == "/elsewhere/a.json")
        let typed = PathDisplay(currentDirectory: "/home/me/project", arguments: ["/home/me/project/themes/a.json"])
        #expect(typed.shown("/home/me/project/themes/a.json: ok") == "/home/me/project/themes/a.json: ok")
        let option = PathDisplay(currentDirectory: "/home/me/project", arguments: ["--themes=/home/me/project/t"])
        #expect(option == .asTheyAre)
    }

    @Test func theExecutableShowsRelativePathsAndOneLinePerProblemInAPipe() throws {
        let executable = try #require(ExecutableTests.executable, "the palette executable was not built")
        let scratch = ScratchDirectory(prefix: "palette-relative")
        let folder = scratch.url.appendingPathComponent("themes", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.cutShort.utf8).write(to: folder.appendingPathComponent("cut.json"))
        try Data(Self.whiteAUUTheme.utf8).write(to: folder.appendingPathComponent("white.json"))

        func run(_ arguments: String...) throws -> (out: String, err: String, status: Int32) {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = scratch.url
            var environment = ProcessInfo.processInfo.environment
            environment["PALETTE_CONFIG_DIR"] = scratch.url.appendingPathComponent("config").path
            environment["PALETTE_THEMES_PATH"] = nil
            process.environment = environment
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            let err = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
                String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus
            )
        }

        let validated = try run("validate", "themes/cut.json")
        #expect(validated.status == 1)
        #expect(validated.out.hasPrefix("themes/cut.json:1:73: error: malformed input at 'palette.primary'"))
        #expect(validated.out.split(separator: "\n").count == 2, "one line a problem, then the total: \(validated.out)")

        let imported = try run("import", "themes/white.json")
        #expect(imported.status == 0)
        #expect(imported.err.contains("\nthemes/white.json:1:13: warning: unsupported AUUTheme fallback"))
        #expect(!imported.err.contains("\n  "), "not wrapped in a pipe: \(imported.err)")
        #expect(!imported.err.contains(scratch.url.path))

        let listed = try run("--themes", "themes", "list")
        #expect(listed.status == 1)
        #expect(listed.err.contains("error: --themes: could not read 'themes/cut.json' (see above); nothing was run"))
    }

    @Test(arguments: [["--help"], ["help"], ["help", "show"], ["show", "--help"], ["help", "codegen"]])
    func helpReadsWellAtEightyColumns(_ arguments: [String]) {
        let result = CLIHarness().run(arguments)
        #expect(result.exitCode == 0)
        let long = result.standardOutput.split(separator: "\n").filter { $0.count > OutputWidths.helpWidth }
        #expect(long.isEmpty, "\(long)")
        // No option is parted from its value at a line's end.
        for line in result.standardOutput.split(separator: "\n") {
            #expect(!line.hasSuffix("--variant-modifier"), "\(line)")
            #expect(!line.hasPrefix("NAME[:"), "\(line)")
        }
    }

    @Test func helpWithACommandIsThatCommandsHelp() {
        let harness = CLIHarness()
        #expect(harness.run("help", "show") == harness.run("show", "--help"))
        #expect(harness.run("help") == harness.run("--help"))
        #expect(harness.run("help", "shwo").exitCode == PaletteCLI.ExitCode.usage)
    }

    @Test func aCommandsHelpListsEveryGlobalOptionWhole() {
        let help = CLIHarness().run("show", "--help").standardOutput
        let footer = help.components(separatedBy: "GLOBAL OPTIONS (see 'palette --help'):\n").last ?? ""
        for (usage, _) in Help.globalOptions {
            #expect(footer.contains(usage), "'\(usage)' on one line")
        }
        let listed = Set(
            Help.globalOptions.flatMap { entry in
                entry.usage.split(separator: " ").filter { $0.hasPrefix("--") }.map {
                    String($0.dropFirst(2).trimmingCharacters(in: [","]))
                }
            }
        )
        #expect(listed == CommandLineParser.globalFlags.union(CommandLineParser.globalOptions))
    }
}
