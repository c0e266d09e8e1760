/// How many columns the lines of each stream may take in one run: the one rule every command
/// follows.
///
/// A message for a person (a diagnostic, a confirmation) is fitted to the terminal it goes to, at
/// most ``TextWrapping/width`` columns. A stream that is not a terminal (a pipe, a file, a CI log)
/// is never wrapped: each diagnostic stays on one line, `FILE:LINE:COLUMN: error: MESSAGE`, for
/// `grep`, editors and log parsers. Help is a page laid out for ``helpWidth`` columns (narrower on
/// a narrower terminal), on a terminal or in a pager alike. Data is never wrapped.
struct OutputWidths: Equatable {
    /// The columns help is laid out for.
    static let helpWidth = 80

    /// The columns messages on standard output are fitted to; `nil` when it is not a terminal.
    var standardOutput: Int?
    /// The columns messages on standard error are fitted to; `nil` when it is not a terminal.
    var standardError: Int?
    /// The columns help is fitted to.
    var help: Int

    /// Nothing wrapped but help: what a run that does not write to a terminal prints.
    static let unwrapped = OutputWidths(standardOutput: nil, standardError: nil, help: helpWidth)

    init(standardOutput: Int?, standardError: Int?, help: Int) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.help = help
    }

    /// The widths for this environment's streams: a terminal's own width (its reported columns, when
    /// known, bounded to 40...``TextWrapping/width``; else ``TextWrapping/width``).
    init(_ environment: CLIEnvironment) {
        let terminal = environment.terminalColumns.map { min(max($0, 40), TextWrapping.width) } ?? TextWrapping.width
        standardOutput = environment.standardOutputIsTerminal ? terminal : nil
        standardError = environment.standardErrorIsTerminal ? terminal : nil
        help = min(terminal, Self.helpWidth)
    }
}
