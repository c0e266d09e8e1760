import BenchmarkSupport
import Foundation

/// The `palette` executable as a user runs it: a whole process, start to exit.
enum ProcessScenarios {
    static let group = "CLI process"

    /// Command lines timed, each with its target if DESIGN.md sets one.
    static let commands: [(id: String, arguments: [String], target: Target?)] = [
        ("show", ["show"], Target("<= 50 ms", [.atMost(50)])),
        ("show-json", ["show", "midnight", "--json"], nil),
        ("version", ["--version"], nil),
    ]

    static var all: [Scenario] {
        commands.map { command in
            Scenario(
                id: "process.\(command.id)",
                group: group,
                name: "palette \(command.arguments.joined(separator: " ")) (whole process)",
                unit: .milliseconds,
                target: command.target
            ) { options in
                let executable = try paletteExecutable()
                let config = FileManager.default.temporaryDirectory
                    .appendingPathComponent("palette-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
                defer { try? FileManager.default.removeItem(at: config) }
                var environment = ProcessInfo.processInfo.environment
                environment["PALETTE_CONFIG_DIR"] = config.path
                environment["PALETTE_THEME"] = nil
                let timer = ProcessTimer(executable: executable, arguments: command.arguments, environment: environment)
                for _ in 0..<2 { _ = try timer.run() }  // warm the page cache
                let runs = options.count(full: 41, quick: 3)
                let samples = try (0..<runs).map { _ in try timer.run() / 1_000_000 }
                return CustomMeasurement(samples: samples, itemsPerSample: 1, note: "\(runs) runs")
            }
        }
    }

    /// The release `palette` binary SwiftPM built beside this executable (the benchmark package
    /// depends on the `palette` product for that reason), or `$PALETTE_EXECUTABLE`.
    static func paletteExecutable() throws -> String {
        if let path = ProcessInfo.processInfo.environment["PALETTE_EXECUTABLE"], !path.isEmpty { return path }
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = own.deletingLastPathComponent().appendingPathComponent("palette").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkFailure("no palette executable at '\(path)'; build it with the benchmarks")
        }
        return path
    }
}
