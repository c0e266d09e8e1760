import PaletteFormats

/// The tokens of the files a command read that could not be read (``UnreadableToken``), and the
/// one decision every command makes about them.
///
/// A command that writes what it read (``Command/writes``: `import`, `export`, `codegen`, and so
/// the build plugin) refuses: every such token is listed as an error at its place, nothing is
/// written, and the run exits 1; with `--skip-invalid` it writes the rest and exits 0, unless
/// nothing of the file could be read. A command that only looks reads what it can and says first,
/// in one line, how many tokens it could not read.
struct UnreadableTokens {
    /// The warnings at the tokens that could not be read.
    let tokens: [ThemeWarning]
    /// Whether nothing of the files could be read.
    let readNothing: Bool

    /// The unreadable tokens among `warnings`.
    init(_ warnings: [ThemeWarning], readNothing: Bool) {
        tokens = UnreadableToken.unreadable(in: warnings)
        self.readNothing = readNothing && !tokens.isEmpty
    }

    /// The unreadable tokens of the files a load read; nothing was read when no file gave anything
    /// (a folder of which one file reads nothing still gives the rest).
    init(_ report: ThemeLoader.Report) {
        self.init(report.warnings, readNothing: !report.files.isEmpty && report.files.allSatisfy(\.readNothing))
    }

    /// How the line of a command that looks ends.
    private static let leftOut = "left out"

    /// The flag that writes what could be read.
    static let skipFlag = "skip-invalid"

    /// The warnings a command prints of `warnings`: all of them, but for a command that writes and
    /// refuses them, the unreadable tokens, which ``decide(_:invocation:output:)`` lists as errors.
    static func shown(_ warnings: [ThemeWarning], invocation: Invocation) -> [ThemeWarning] {
        guard refuses(invocation) else { return warnings }
        return warnings.filter { !UnreadableToken.isUnreadable($0) }
    }

    /// Whether this run refuses unreadable tokens: a command that writes, without `--skip-invalid`.
    private static func refuses(_ invocation: Invocation) -> Bool {
        invocation.command?.writes == true && !invocation.flags.contains(skipFlag)
    }

    /// Applies the rule for the files `subject` names (`'tokens.json'`): for a command that writes,
    /// lists the tokens as errors and fails unless `--skip-invalid` is given and something could be
    /// read; for a command that looks, puts one line that counts them before everything else it
    /// wrote to standard error.
    func decide(_ subject: String, invocation: Invocation, output: inout CLIOutput) throws(CLIError) {
        guard !tokens.isEmpty else { return }
        let count = tokens.count == 1 ? "1 token" : "\(tokens.count) tokens"
        guard invocation.command?.writes == true else {
            let verb = tokens.count == 1 ? "is" : "are"
            let line = "warning: \(count) of \(subject) could not be read and \(verb) \(Self.leftOut)"
            // After the lines of files read before (`diff A B`), before everything else.
            var lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            let counted = lines.prefix { $0.hasPrefix("warning: ") && $0.hasSuffix(Self.leftOut) }.count
            lines.insert(Substring(line), at: counted)
            output.standardError = lines.joined(separator: "\n")
            return
        }
        let skips = invocation.flags.contains(Self.skipFlag)
        guard !skips || readNothing else { return }
        output.standardError += Diagnostics.lines(
            UnreadableToken.causesFirst(tokens).map(\.problem),
            severity: "error",
            file: nil,
            verbose: true
        )
        if skips {
            throw .failure("no token of \(subject) could be read; nothing was written")
        }
        throw .failure(
            "\(count) of \(subject) could not be read; nothing was written (--\(Self.skipFlag) writes the rest)"
        )
    }
}
