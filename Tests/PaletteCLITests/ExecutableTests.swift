import Foundation
import Testing

@testable import palette_cli

/// Runs the built `palette` executable as a separate process: what a user's shell sees.
struct ExecutableTests {
    /// The `palette` binary beside the test bundle in the build products directory.
    static var executable: URL? {
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        for bundle in candidates {
            for directory in [bundle.deletingLastPathComponent(), bundle] {
                let url = directory.appendingPathComponent("palette")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    private func run(
        _ arguments: [String],
        input: String = "",
        config: URL
    ) throws -> (out: String, err: String, status: Int32, reason: Process.TerminationReason) {
        let executable: URL = try #require(Self.executable, "the palette executable was not built")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PALETTE_CONFIG_DIR"] = config.path
        environment["PALETTE_THEME"] = nil
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus,
            process.terminationReason
        )
    }

    @Test func theDoneWhenScenarioFromAFreshConfig() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("palette-exec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }

        let show = try run(["show"], config: config)
        #expect(show.status == 0)
        #expect(show.out.hasPrefix("Default  (default)"))
        #expect(!show.out.contains("\u{1B}["), "a pipe is not a terminal")

        let select = try run(["select", "-"], input: ##"{"theme":"alternative"}"##, config: config)
        #expect(select.status == 0)
        #expect(select.out.hasPrefix("Alternative  (alternative)"))

        let unknown = try run(["select", "-"], input: ##"{"theme":"alternatve"}"##, config: config)
        #expect(unknown.status == 1)
        #expect(unknown.reason == .exit)
        #expect(unknown.err.hasPrefix("error: unknown theme 'alternatve'; did you mean 'alternative'?"))

        #expect(try run(["use", "alternative"], config: config).status == 0)
        #expect(try run(["show"], config: config).out.hasPrefix("Alternative"))

        let usage = try run(["show", "--nope"], config: config)
        #expect(usage.status == 64)
        #expect(usage.reason == .exit)
    }

    @Test func firstContactInARealShell() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("palette-exec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }

        let bare = try run([], config: config)
        #expect(bare.status == 0)
        #expect(bare.err.isEmpty)
        #expect(bare.out.hasPrefix("palette \(PaletteCLI.version): inspect, choose and check Palette themes\n"))
        #expect(bare.out.split(separator: "\n").allSatisfy { $0.count <= TextWrapping.width })

        let typo = try run(["shwo"], config: config)
        #expect(typo.status == 64)
        #expect(typo.err == "error: unknown command 'shwo'; did you mean 'show'?\nRun 'palette --help' for usage.\n")
        #expect(
            try run(["show", "--jsn"], config: config).err.hasPrefix("error: unknown option '--jsn'; did you mean")
        )

        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let file = config.appendingPathComponent("brand.json")
        try Data(#"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default"}"#.utf8).write(to: file)
        let show = try run(["show", file.path], config: config)
        #expect(show.status == 0)
        #expect(show.out.hasPrefix("Brand  (brand)"))

        let missing = try run(["export", config.appendingPathComponent("nope.json").path], config: config)
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("error: no such file '"))
    }
}
