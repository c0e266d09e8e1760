/// A `palette` command: its name, what it accepts and what it runs.
struct Command: Sendable {
    let name: String
    /// The synopsis of its arguments, e.g. `"[ID]"`.
    let arguments: String
    let summary: String
    /// More help, shown by `palette <command> --help`.
    let details: String
    /// Flags it accepts besides the global ones.
    let flags: Set<String>
    /// Options with a value it accepts besides the global ones.
    let options: Set<String>
    /// How many positional arguments it takes.
    let positionals: ClosedRange<Int>
    let run: @Sendable (Invocation, CLIContext, inout CLIOutput) throws -> Void
    /// What a command that waits on the network runs instead of ``run``; only
    /// `PaletteCLI.run(arguments:environment:) async` runs it.
    var runAsync: (@Sendable (Invocation, CLIContext, inout CLIOutput) async throws -> Void)? = nil
    /// Whether it writes what it reads from theme files (`import`, `export`, `codegen`), so that a
    /// token it cannot read fails it, or only looks (``UnreadableTokens``).
    var writes = false

    /// Every command, in the order help lists them.
    static let all: [Command] = [
        ListCommand.command, ShowCommand.command, UseCommand.command, SelectCommand.command, CheckCommand.command,
        ValidateCommand.command, ExportCommand.command, ImportCommand.command, FormatsCommand.command,
        GenerateCommand.command,
        TokenCommand.command, CodegenCommand.command,
        StyleCommand.command, PreviewCommand.command, DiffCommand.command, PackCommand.command, InstallCommand.command,
        UninstallCommand.command,
    ]

    static let allFlags: Set<String> = all.reduce(CommandLineParser.globalFlags) { $0.union($1.flags) }
    static let allOptions: Set<String> = all.reduce(CommandLineParser.globalOptions) { $0.union($1.options) }
}
