import Foundation

@testable import palette_cli

/// A directory under the system's temporary directory, removed when the last reference goes.
final class ScratchDirectory: Sendable {
    let url: URL

    init(prefix: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs the CLI in process with its own config directory, environment and standard input.
///
/// The config directory and every file written with ``write(_:named:)`` live in one scratch
/// directory, removed when the harness (and its copies) go away, so test runs leave nothing behind.
struct CLIHarness {
    private let scratch = ScratchDirectory(prefix: "palette-cli-tests")
    let configDirectory: URL
    var variables: [String: String]
    /// Whether standard output and standard error are a terminal: colour and wrapped messages.
    var isTerminal = false

    init(variables: [String: String] = [:]) {
        configDirectory = scratch.url.appendingPathComponent("config", isDirectory: true)
        self.variables = ["PALETTE_CONFIG_DIR": configDirectory.path].merging(variables) { $1 }
    }

    func run(_ arguments: String..., input: String = "") -> CLIResult {
        run(arguments, input: input)
    }

    func run(_ arguments: [String], input: String = "") -> CLIResult {
        PaletteCLI.run(arguments: arguments, environment: environment(input: input))
    }

    /// Runs a command that may wait on the network (`install`), as the executable does.
    func runWaiting(_ arguments: String...) async -> CLIResult {
        await PaletteCLI.run(arguments: arguments, environment: environment(input: ""))
    }

    private func environment(input: String) -> CLIEnvironment {
        let bytes = Array(input.utf8)
        return CLIEnvironment(
            variables: variables,
            standardOutputIsTerminal: isTerminal,
            standardErrorIsTerminal: isTerminal,
            readStandardInput: { limit in Array(bytes.prefix(limit)) },
            homeDirectory: "/nonexistent-home"
        )
    }

    /// A new folder in the scratch directory, for a test's own files.
    func folder(_ name: String) throws -> URL {
        let folder = scratch.url.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes a file in a scratch directory and returns its path.
    func write(_ text: String, named name: String) throws -> String {
        let folder = scratch.url.appendingPathComponent("files-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: configDirectory)
    }
}

extension String {
    /// The text as it was before the CLI fitted it to ``TextWrapping/width`` columns: each
    /// continuation line (indented two more than the line it continues, after a line its first
    /// word did not fit on) joined back to that line with a space. Tests that look for a message
    /// look in this, so they do not depend on where the message happens to break.
    var unwrapped: String {
        var lines: [String] = []
        var startIndent = 0
        var previous = ""
        for line in split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let firstWord = line.dropFirst(indent).prefix { $0 != " " }
            let continues =
                !lines.isEmpty && indent == startIndent + 2 && !firstWord.isEmpty
                && previous.count + 1 + firstWord.count > TextWrapping.width
            if continues {
                lines[lines.count - 1] += " " + line.dropFirst(indent)
            } else {
                lines.append(line)
                startIndent = indent
            }
            previous = line
        }
        return lines.joined(separator: "\n")
    }
}

extension CLIResult {
    /// The result with both outputs ``Swift/String/unwrapped``.
    var unwrapped: CLIResult {
        CLIResult(
            standardOutput: standardOutput.unwrapped,
            standardError: standardError.unwrapped,
            exitCode: exitCode
        )
    }
}
