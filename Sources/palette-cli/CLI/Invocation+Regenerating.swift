/// The command a generated file's header gives, so that running it writes the file again as it is.
extension Invocation {
    /// The options of every run that choose what a theme file reads as: the theme files `extends`
    /// may name (`--themes`), the contexts of a file with modes, and `--strict`.
    private static let readingOptions = ["themes", "input", "variant-modifier"]

    /// `words` (`palette codegen FILE`) followed by this run's options that chose what the file
    /// holds: `--themes`, `--input`, `--variant-modifier`, then each of `options` and `flags` it was
    /// given, each word quoted as a POSIX shell needs (see ``ShellWord``).
    func regenerating(_ words: [String], options: [String], flags: [String] = []) -> String {
        var words = words
        for option in Self.readingOptions + options {
            for value in values(option) { words += ["--" + option, value] }
        }
        for flag in ["strict"] + flags where self.flags.contains(flag) { words.append("--" + flag) }
        return ShellWord.joined(words)
    }
}
