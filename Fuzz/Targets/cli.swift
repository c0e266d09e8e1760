// Fuzzes the CLI: CommandLineParser.parse on arbitrary argument lists, and whole in-process runs
// of PaletteCLI with the input as arguments and standard input.
//
// The input is split on NUL bytes into arguments; when it contains a 0x01 byte, what follows it
// is standard input instead. Invariants: parsing gives an invocation whose command, options and
// argument count are all valid, or a usage error; a run ends with 0, 1 or 64, and a non-zero
// status comes with an "error: ..." message on standard error (or "FILE:LINE:COLUMN: error: ...",
// which validate prints on standard output).

import Foundation
import Palette
import PaletteThemes

private let configDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("palette-fuzz-cli-\(getpid())", isDirectory: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0x01) ?? bytes.endIndex
    let arguments = bytes[..<split].split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let input = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : []
    checkParse(arguments)
    let environment = CLIEnvironment(
        variables: ["PALETTE_CONFIG_DIR": configDirectory.path],
        standardOutputIsTerminal: false,
        readStandardInput: { limit in Array(input.prefix(limit)) },
        homeDirectory: "/nonexistent-home"
    )
    let result = PaletteCLI.run(arguments: arguments, environment: environment)
    fuzzCheck([0, 1, 64].contains(result.exitCode), "exit status \(result.exitCode) for \(arguments)")
    if result.exitCode != 0 {
        // A line `error: …`, or `FILE:LINE:COLUMN: error: …` for a problem in a theme file (which
        // `validate` prints on standard output with the rest of its report), maybe after warnings.
        let lines = (result.standardError + "\n" + result.standardOutput).split(separator: "\n")
        fuzzCheck(
            lines.contains { $0.hasPrefix("error:") || $0.contains(": error:") },
            "status \(result.exitCode) without an error message"
        )
    }
    return 0
}

private func checkParse(_ arguments: [String]) {
    let invocation: Invocation
    do {
        invocation = try CommandLineParser.parse(arguments)
    } catch {
        guard case .usage(let message, _) = error else {
            fuzzCheck(false, "parsing failed with \(error), not a usage error")
            return
        }
        fuzzCheck(!message.isEmpty, "a usage error without a message")
        return
    }
    if let command = invocation.command {
        fuzzCheck(Command.all.contains { $0.name == command.name }, "unknown command '\(command.name)' parsed")
        if !invocation.flags.contains("help") {
            fuzzCheck(command.positionals.contains(invocation.positionals.count), "wrong argument count accepted")
        }
    }
    for name in invocation.options.keys {
        fuzzCheck(Command.allOptions.contains(name), "unknown option '--\(name)' parsed")
    }
    for flag in invocation.flags {
        fuzzCheck(Command.allFlags.contains(flag), "unknown flag '--\(flag)' parsed")
    }
}
