import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages
import PaletteThemes

/// What commands share in one run: the registry, the colour decision, the store and the
/// active theme.
struct CLIContext {
    let invocation: Invocation
    let environment: CLIEnvironment
    let registry: ThemeRegistry
    let style: TerminalStyle
    /// The bounds every input of this run is read under: the one place the CLI sets them, passed
    /// down to every reader; `--max-file-size` and `--max-tokens` raise two of them.
    let limits: FormatLimits
    /// The bounds of this run's downloads and package checks: the same Palette limits as
    /// ``limits``, with PalettePackages' own.
    let packageLimits: PackageLimits
    /// How files with modes are read in this run: `--input NAME=CONTEXT`, `--variant-modifier`.
    let modes: ModeOptions
    /// The inputs no file of `--themes` used, and the modifiers those files have: an input must
    /// be used by some file the run reads.
    let unusedThemeInputs: [ModeInput]
    let themeModifiers: [String]

    /// Sets up a run: the built-in themes, the theme packages `palette install` installed, plus
    /// the theme files of `--themes` (or `PALETTE_THEMES_PATH`, folders separated by `:`). A broken
    /// file or package is reported on standard error; a file of `--themes` that cannot be read, or a
    /// `--themes` path that does not exist, then fails the run (bad input, exit 1), while one of
    /// `PALETTE_THEMES_PATH` or a package is skipped with a warning.
    init(invocation: Invocation, environment: CLIEnvironment, output: inout CLIOutput) throws(CLIError) {
        self.invocation = invocation
        self.environment = environment
        let run = try LimitOptions.limits(invocation)
        let limits = run.formats
        self.limits = limits
        self.packageLimits = run.packages
        let modes = try Self.modeOptions(invocation)
        self.modes = modes
        var unusedInputs = modes.inputs
        var modifiers: [String] = []
        var registry = ThemeRegistry.builtIn
        Self.loadPackages(
            from: environment.configDirectory.appendingPathComponent("packages", isDirectory: true),
            into: &registry,
            limits: run.packages,
            output: &output
        )
        let explicit = invocation.option("themes")
        let paths =
            explicit.map { [$0] } ?? environment.value("PALETTE_THEMES_PATH").map {
                $0.split(separator: ":").map(String.init)
            } ?? []
        var unreadable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let source = explicit != nil ? "--themes" : "PALETTE_THEMES_PATH"
                let message = "\(source): \(InputFile.missing(path, folderToo: true))"
                guard explicit == nil else { throw .failure(message) }
                output.warn(message)
                continue
            }
            let url = URL(fileURLWithPath: path)
            let loader = Self.loader(limits: limits, modes: modes, invocation: invocation)
            let report =
                isDirectory.boolValue
                ? loader.loadDirectory(url, into: &registry)
                : loader.load([url], into: &registry)
            unusedInputs = unusedInputs.filter(report.unusedInputs.contains)
            modifiers += report.modifierNames.filter { !modifiers.contains($0) }
            // `validate` reports each file's problems itself, with its verdict.
            if invocation.command?.name != "validate" {
                output.standardError += Self.warnings(of: report, verbose: invocation.flags.contains("verbose"))
            }
            var reported: Set<[String]> = []
            for file in report.files where !file.errors.isEmpty {
                // A set of token files is reported once, its problems together.
                guard file.tokenSet.isEmpty || reported.insert(file.tokenSet).inserted else { continue }
                let group = file.tokenSet.isEmpty ? [file] : report.files.filter { $0.tokenSet == file.tokenSet }
                output.standardError += Diagnostics.lines(
                    group.flatMap(\.errors),
                    severity: "error",
                    file: file.path,
                    verbose: invocation.flags.contains("verbose")
                )
                let names = group.map { "'\($0.path)'" }.summarisedForMessage(limit: 3)
                let what = group.count == 1 ? names : "the token set of \(group.count) files \(names)"
                guard explicit == nil else {
                    unreadable.append(what)
                    continue
                }
                output.warn("skipped \(what)")
            }
        }
        if !unreadable.isEmpty {
            // The run would use a registry without them: say so, and stop, as bad input does.
            throw .failure(
                "--themes: could not read \(unreadable.summarisedForMessage(limit: 3)) (see above); nothing was run"
            )
        }
        self.registry = registry
        unusedThemeInputs = unusedInputs
        themeModifiers = modifiers
        // An input for no file: there is no file argument to read it either.
        if !unusedInputs.isEmpty, !invocation.positionals.contains(where: InputFile.exists) {
            throw Self.unusedInputsProblem(unusedInputs, modifiers: modifiers)
        }
        let mode = invocation.option("color").flatMap { ColorMode(rawValue: $0.asciiCaseFolded) } ?? .auto
        style = TerminalStyle(
            isEnabled: mode.usesColor(
                isTerminal: environment.standardOutputIsTerminal,
                noColor: environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false,
                term: environment.variables["TERM"]
            )
        )
    }

    /// How token files are held to DTCG 2025.10 in this run: leniently (what can be read is, with a
    /// warning at each token outside the format), or with `--strict` as `validate` holds them.
    static func conformance(_ invocation: Invocation) -> DTCGImporter.Conformance {
        invocation.flags.contains("strict") ? .asDeclared : .lenient
    }

    /// The store `palette use` writes and every command reads.
    var store: FileThemeStore {
        FileThemeStore(directory: environment.configDirectory)
    }

    /// The folder `palette install` installs theme packages into: `packages` in the config
    /// directory.
    var packagesFolder: URL {
        environment.configDirectory.appendingPathComponent("packages", isDirectory: true)
    }

    /// The packages in `packagesFolder`, opened (which cleans up after an interrupted install).
    func packages(allowingHTTP: Bool = false) throws(CLIError) -> ThemePackages {
        do {
            return try ThemePackages(
                root: packagesFolder,
                configuration: .init(limits: packageLimits, allowsPlainHTTP: allowingHTTP)
            )
        } catch {
            throw CLIError(error)
        }
    }

    /// Registers the theme of every package installed in `folder`, when there is one; a package
    /// that cannot be loaded is a warning.
    private static func loadPackages(
        from folder: URL,
        into registry: inout ThemeRegistry,
        limits: PackageLimits,
        output: inout CLIOutput
    ) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            let packages = try ThemePackages(root: folder, configuration: .init(limits: limits))
            for error in packages.load(into: &registry) {
                output.warn("an installed theme package was not loaded: \(error.description)")
            }
        } catch {
            output.warn("the installed theme packages were not loaded: \(error.description)")
        }
    }

    var wantsJSON: Bool { invocation.flags.contains("json") }

    /// The active theme: `--theme`, else `PALETTE_THEME`, else the stored choice, else the
    /// default. A stored choice that cannot be used is reported as a warning and skipped; an
    /// explicit name that is unknown is an error.
    func activeTheme(output: inout CLIOutput) throws(CLIError) -> ResolvedTheme {
        if let name = invocation.option("theme") {
            return try resolve(name)
        }
        if let name = environment.value("PALETTE_THEME") {
            do {
                return try registry.resolve(name)
            } catch {
                throw .failure("PALETTE_THEME: \(error.description)")
            }
        }
        let controller = ThemeController()
        switch controller.restore(from: store, in: registry) {
        case .restored:
            // The choice itself: a stored adaptive theme stays adaptive, so --appearance and
            // --contrast can pick its variant.
            return controller.selectedTheme
        case .nothingStored:
            return controller.current
        case .fellBack(let fallback, let error):
            output.warn("\(Self.storedChoiceProblem(error)); using '\(fallback.id)'")
            return fallback
        }
    }

    /// A theme by name, or a failure naming it with the closest match.
    func resolve(_ name: String) throws(CLIError) -> ResolvedTheme {
        do {
            return try registry.resolve(name)
        } catch {
            throw CLIError(error)
        }
    }

    /// The theme a command's `ID|FILE...` arguments name (see ``resolveThemeOrFiles(_:output:)``),
    /// else the active theme.
    func theme(
        _ arguments: some Collection<String>,
        command: String,
        output: inout CLIOutput
    ) throws(CLIError) -> ResolvedTheme {
        guard !arguments.isEmpty else { return try activeTheme(output: &output) }
        return try resolveThemeOrFiles(Array(arguments), command: command, output: &output)
    }

    /// The warnings of the files a load read (a key that is no role, values taken from the theme
    /// a file extends, …), each with its place, repeats summarised: every command that reads a
    /// theme file says what it noticed, not only `validate`. Files that were skipped for their
    /// errors are reported with those.
    ///
    /// For files a command named, `invocation` leaves out the tokens that could not be read when
    /// its command lists them as errors (``UnreadableTokens/shown(_:invocation:)``).
    static func warnings(of report: ThemeLoader.Report, verbose: Bool, invocation: Invocation? = nil) -> String {
        report.files.filter(\.errors.isEmpty).map { file in
            let warnings = invocation.map { UnreadableTokens.shown(file.warnings, invocation: $0) } ?? file.warnings
            return Diagnostics.lines(warnings, file: file.path, verbose: verbose)
        }.joined()
    }

    /// A registered theme by name, or else the theme in theme files at these paths (read with
    /// the registered themes available to its `extends`): one file, several token files read as
    /// one set, or a folder of them. A name wins over a file of the same name (`./default` is the
    /// file). An argument that names nothing is an unknown theme, or, when it looks like a path
    /// (a `/`, or a theme file's extension), a file that does not exist.
    func resolveThemeOrFiles(
        _ arguments: [String],
        command: String,
        output: inout CLIOutput
    ) throws(CLIError) -> ResolvedTheme {
        if arguments.count == 1, registry.contains(arguments[0]) { return try resolve(arguments[0]) }
        for argument in arguments where !InputFile.exists(argument) {
            if InputFile.looksLikePath(argument) { throw .failure(InputFile.missing(argument)) }
            // One name is a theme; a name beside others is an argument too many.
            guard arguments.count > 1 else { return try resolve(argument) }
            throw .usage("unexpected argument '\(arguments[1])' for 'palette \(command)'", command: command)
        }
        let (registry, report) = try loadFiles(arguments)
        let subject = arguments.count == 1 ? "'\(arguments[0])'" : "these files"
        guard report.loadedIDs.count <= 1 else { throw Self.severalThemes(report, subject: subject) }
        output.standardError += Self.shadowingNotes(of: report)
        output.standardError += Self.warnings(
            of: report,
            verbose: invocation.flags.contains("verbose"),
            invocation: invocation
        )
        guard let id = report.loadedIDs.first, let theme = registry.entry(named: id)?.theme else {
            guard !report.errors.isEmpty else {
                // Nothing went wrong, and nothing was there: a folder without theme files.
                throw .failure("\(subject) \(InputFile.noThemeFiles)")
            }
            // A file of which nothing could be read fails for that: what it could not read says why.
            let unreadable = report.files.filter { !$0.errors.isEmpty }.flatMap(\.unreadableTokens)
            let problems =
                Diagnostics.lines(report.errors, severity: "error", file: arguments[0], verbose: false)
                + Diagnostics.lines(unreadable, file: arguments[0], verbose: false)
            let what = arguments.count == 1 ? "is not a usable theme file" : "are not a usable theme"
            throw .failure("\(subject) \(what):\n" + problems.trimmingCharacters(in: .newlines))
        }
        try UnreadableTokens(report).decide(subject, invocation: invocation, output: &output)
        return theme
    }

    private static func storedChoiceProblem(_ error: ThemeError) -> String {
        if error.code == .unknownTheme, let name = error.subject {
            return "the stored theme '\(name)' is not registered"
        }
        return error.description
    }
}
