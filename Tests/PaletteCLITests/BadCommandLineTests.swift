import Foundation
import Palette
import Testing

@testable import palette_cli

/// Every ``BadCommandLine`` ends with status 1 or 64 and an error message, in process and as the
/// real executable (never by a signal), and stores nothing.
struct BadCommandLineTests {
    @Test func theCorpusHasThirtyInvocations() {
        #expect(BadCommandLine.all.count >= 30)
        #expect(Set(BadCommandLine.all.map(\.label)).count == BadCommandLine.all.count)
    }

    @Test(arguments: BadCommandLine.all)
    func inProcessItFailsWithAMessageAndStoresNothing(_ bad: BadCommandLine) throws {
        let scratch = try bad.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let harness = CLIHarness(variables: bad.variables)
        defer { harness.cleanUp() }
        let input = bad.standardInput
        let environment = CLIEnvironment(
            variables: harness.variables,
            standardOutputIsTerminal: false,
            readStandardInput: { limit in Array(input.prefix(limit)) },
            homeDirectory: "/nonexistent-home"
        )
        let result = PaletteCLI.run(arguments: bad.resolvedArguments(in: scratch), environment: environment)
        bad.check(status: result.exitCode, standardError: result.standardError)
        #expect(result.standardOutput.isEmpty, "nothing is printed as if it had worked")
        #expect(try FileThemeStore(directory: harness.configDirectory).loadThemeID() == nil, "nothing was stored")
    }

    @Test(arguments: BadCommandLine.all)
    func theExecutableExitsNormallyInBoundedTime(_ bad: BadCommandLine) throws {
        let scratch = try bad.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let config = scratch.appendingPathComponent("config", isDirectory: true)
        let stdin = scratch.appendingPathComponent("stdin")
        try Data(bad.standardInput).write(to: stdin)

        let process = Process()
        let executable: URL = try #require(ExecutableTests.executable, "the palette executable was not built")
        process.executableURL = executable
        process.arguments = bad.resolvedArguments(in: scratch)
        var environment = ProcessInfo.processInfo.environment
        environment["PALETTE_CONFIG_DIR"] = config.path
        environment["PALETTE_THEME"] = nil
        environment.merge(bad.variables) { $1 }
        process.environment = environment
        // Standard input from a file, so a command that stops reading early cannot leave the test
        // blocked on (or killed by) a full pipe.
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let errorOutput = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(clock.now - start < .seconds(30), "finishes in bounded time")
        #expect(process.terminationReason == .exit, "ended by a signal")
        bad.check(status: process.terminationStatus, standardError: String(decoding: errorOutput, as: UTF8.self))
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("selection.json").path))
    }

    @Test func aCorruptStoredChoiceIsAWarningAndTheDefaultTheme() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        try FileManager.default.createDirectory(at: harness.configDirectory, withIntermediateDirectories: true)
        for garbage in ["", "{", "\u{FEFF}", #"{"theme": 7}"#, String(repeating: "[", count: 5_000)] {
            try Data(garbage.utf8).write(to: harness.configDirectory.appendingPathComponent("selection.json"))
            let result = harness.run("show").unwrapped
            #expect(result.exitCode == 0, "a corrupt store must not stop the CLI")
            #expect(result.standardError.hasPrefix("warning: stored theme choice at '"), "\(result.standardError)")
            let tooLarge = garbage.utf8.count > ThemeLimits.default.maximumStoredChoiceSize
            #expect(
                result.standardError.contains(tooLarge ? "larger than the limit of 4096 bytes" : "is corrupt"),
                "\(result.standardError)"
            )
            #expect(result.standardOutput.hasPrefix("Default  (default)"))
        }
    }
}
