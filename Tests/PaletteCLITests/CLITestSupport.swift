import Foundation

@testable import palette_cli

/// Runs the CLI in process with its own config directory, environment and standard input.
struct CLIHarness {
    let configDirectory: URL
    var variables: [String: String]
    var isTerminal = false

    init(variables: [String: String] = [:]) {
        configDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-cli-tests-\(UUID().uuidString)", isDirectory: true)
        self.variables = ["PALETTE_CONFIG_DIR": configDirectory.path].merging(variables) { $1 }
    }

    func run(_ arguments: String..., input: String = "") -> CLIResult {
        run(arguments, input: input)
    }

    func run(_ arguments: [String], input: String = "") -> CLIResult {
        let bytes = Array(input.utf8)
        let environment = CLIEnvironment(
            variables: variables,
            standardOutputIsTerminal: isTerminal,
            readStandardInput: { limit in Array(bytes.prefix(limit)) },
            homeDirectory: "/nonexistent-home"
        )
        return PaletteCLI.run(arguments: arguments, environment: environment)
    }

    /// Writes a file in a scratch directory and returns its path.
    func write(_ text: String, named name: String) throws -> String {
        let url = configDirectory.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: configDirectory)
    }
}
