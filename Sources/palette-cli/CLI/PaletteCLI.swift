import PaletteFormats

/// Runs one `palette` invocation: arguments and an environment in, output and an exit status
/// out. Everything the executable does goes through here, so tests call it directly.
enum PaletteCLI {
    static let version = "0.1.0"

    /// Exit statuses: success, a failure the command reports, a usage error (sysexits' EX_USAGE).
    enum ExitCode {
        static let success: Int32 = 0
        static let failure: Int32 = 1
        static let usage: Int32 = 64
    }

    /// Runs a command that needs no network. A command that does (`install`) fails here with a
    /// message: it runs only from ``run(arguments:environment:)-async``, as the executable does.
    static func run(arguments: [String], environment: CLIEnvironment) -> CLIResult {
        var output = CLIOutput(arguments: arguments, environment: environment)
        do {
            guard let (command, invocation, context) = try prepare(arguments, environment: environment, output: &output)
            else { return output.result(exitCode: ExitCode.success) }
            try command.run(invocation, context, &output)
            return output.result(exitCode: ExitCode.success)
        } catch {
            return result(of: error, output: &output)
        }
    }

    /// Runs any command, waiting for those that use the network.
    static func run(arguments: [String], environment: CLIEnvironment) async -> CLIResult {
        var output = CLIOutput(arguments: arguments, environment: environment)
        do {
            guard let (command, invocation, context) = try prepare(arguments, environment: environment, output: &output)
            else { return output.result(exitCode: ExitCode.success) }
            if let runAsync = command.runAsync {
                try await runAsync(invocation, context, &output)
            } else {
                try command.run(invocation, context, &output)
            }
            return output.result(exitCode: ExitCode.success)
        } catch {
            return result(of: error, output: &output)
        }
    }

    /// Parses the arguments and sets up the run; `nil` when there is nothing left to run (help,
    /// the version, `palette` alone), which has been printed.
    private static func prepare(
        _ arguments: [String],
        environment: CLIEnvironment,
        output: inout CLIOutput
    ) throws -> (Command, Invocation, CLIContext)? {
        // `palette` alone is someone finding out what it does.
        guard !arguments.isEmpty else {
            output.print(Help.overview(width: output.widths.help))
            return nil
        }
        // `palette help [COMMAND]` is `palette [COMMAND] --help`, as git and swift have it.
        if arguments[0] == "help", arguments.count <= 2 {
            return try prepare(arguments.dropFirst() + ["--help"], environment: environment, output: &output)
        }
        let invocation = try CommandLineParser.parse(arguments)
        if invocation.flags.contains("version") {
            output.print("palette \(version)")
            return nil
        }
        guard let command = invocation.command else {
            guard invocation.flags.contains("help") else {
                throw CLIError.usage("no command given; try 'palette show'", command: nil)
            }
            output.print(Help.overview(width: output.widths.help))
            return nil
        }
        if invocation.flags.contains("help") {
            output.print(Help.text(for: command, width: output.widths.help))
            return nil
        }
        let context = try CLIContext(invocation: invocation, environment: environment, output: &output)
        return (command, invocation, context)
    }

    /// The result of a run that threw `error`.
    private static func result(of error: any Error, output: inout CLIOutput) -> CLIResult {
        switch error {
        case CLIError.usage(let message, let command):
            output.error(message)
            output.standardError += "Run 'palette \(command.map { "\($0) " } ?? "")--help' for usage.\n"
            return output.result(exitCode: ExitCode.usage)
        case CLIError.failure(let message):
            output.error(message)
            return output.result(exitCode: ExitCode.failure)
        case CLIError.silentFailure:
            return output.result(exitCode: ExitCode.failure)
        default:
            output.error(String(describing: error))
            return output.result(exitCode: ExitCode.failure)
        }
    }
}

/// What one run printed and how it ended.
struct CLIResult: Equatable {
    var standardOutput: String
    var standardError: String
    var exitCode: Int32
}

/// Output collected during a run.
struct CLIOutput {
    var standardOutput = ""
    var standardError = ""
    /// How wide each stream's messages and help may be: messages are wrapped only on a terminal.
    var widths = OutputWidths.unwrapped
    /// How messages show a file's place: as the user gave it.
    var paths = PathDisplay.asTheyAre

    init() {}

    /// The output of a run with these arguments in this environment.
    init(arguments: [String], environment: CLIEnvironment) {
        widths = OutputWidths(environment)
        paths = PathDisplay(currentDirectory: environment.currentDirectory, arguments: arguments)
    }

    /// Prints data (a table, JSON, an exported file) or text already fitted to the terminal, as it is.
    mutating func print(_ text: String) {
        standardOutput += text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Prints a message for a person (a diagnostic, a confirmation), fitted to standard output when
    /// it is a terminal.
    mutating func printMessage(_ text: String) {
        let text = paths.shown(text)
        print(widths.standardOutput.map { TextWrapping.message(text, width: $0) } ?? text)
    }

    mutating func warn(_ message: String) {
        standardError += "warning: \(message)\n"
    }

    /// Tells what was done on purpose and is worth knowing, such as a colour moved to reach the
    /// contrast a variant asks: not a problem, so not a warning.
    mutating func note(_ message: String) {
        standardError += "note: \(message)\n"
    }

    mutating func error(_ message: String) {
        standardError += "error: \(message)\n"
    }

    /// What the run printed; standard error holds only messages, so every line of it is fitted to
    /// the terminal when it is one, and left whole (one message a line) when it is not.
    func result(exitCode: Int32) -> CLIResult {
        let messages = paths.shown(standardError)
        return CLIResult(
            standardOutput: standardOutput,
            standardError: widths.standardError.map { TextWrapping.message(messages, width: $0) } ?? messages,
            exitCode: exitCode
        )
    }
}

/// How a command fails: a usage error (exit 64) or a failure (exit 1), with its message.
enum CLIError: Error, Equatable {
    case usage(String, command: String?)
    case failure(String)
    /// A failure whose explanation has already been written.
    case silentFailure

    init(_ error: ThemeError) {
        self = .failure(error.description + (LimitOptions.hint(for: error).map { "; " + $0 } ?? ""))
    }
}
