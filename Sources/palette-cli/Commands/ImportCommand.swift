import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette import FILE|FOLDER... --from dtcg`: foreign theme files as Palette JSON.
enum ImportCommand {
    static let command = Command(
        name: "import",
        arguments: "FILE|FOLDER...",
        summary: "Convert design tokens, legacy themes or asset catalogs to Palette JSON",
        details: """
            Several token files (DTCG, its drafts before 2022, Style Dictionary 3, Tokens Studio),
            or a folder of them, are read as one set, as Style Dictionary merges its sources: aliases
            may point from one file into another, and a token defined again follows the later file,
            with a warning naming both places. A folder with a Style Dictionary config.json is the
            files its 'include' and 'source' name; one with Tokens Studio's $metadata.json the sets
            in its tokenSetOrder; the theme is named after the folder. A folder of several
            sources (resolvers, sets, files of other formats, asset catalogs) is read as every
            command reads it, each its own themes: --output DIR writes them all. Several SDThemeManager
            (giotto) plists are a cascade: the theme first, then the themes it falls back to, the
            default last. DTCG colour tokens at color.<role> become palette roles and typography
            tokens at font.<style> become font styles; --map PATH=ROLE|STYLE (repeatable) maps
            other paths, e.g. --map colors.orange.500=primary (for AUUTheme an identifier, for
            SDThemeManager a constant, and only roles); a path the file has no token at is an error
            that names the closest one. --id and --name name the theme (by default from the file).
            Problems are printed as 'validate' prints them; any error exits 1, and repeated problems
            of one kind are summarised (--verbose lists them all). A token file that declares DTCG
            2025.10 but has tokens outside it is converted where the meaning is certain, with a
            warning: a 'dp' length as points, 'em' kept relative to the font size, a line height
            given as a length as a multiple of the size, a 3-digit 'hex' fallback, a colour written
            as a hex string, a 'string' token's text (kept in its extensions); --strict refuses
            them, as 'validate' does.

            A token that cannot be read (a broken or circular alias, a value with no meaning, an
            unknown colour space, a short 'components' array, a type Palette has no tokens for) is
            an error: every one is listed at its place, nothing is written, and the command exits
            1. --skip-invalid writes the rest and exits 0, each such token a warning; a file with
            nothing readable left fails even then. export and codegen of a file do the same.

            --output NAME.json writes the theme to that file; --output DIR (a path without .json)
            writes each theme to DIR/ID.json. The paths written are printed.

            A file with modes becomes a Palette document per theme: a DTCG resolver
            (*.resolver.json, with the files it references; a folder of Palette's own DTCG export),
            Figma variables, Tokens Studio's $themes.json choosing between sets, tokens with
            $extensions.mode. Contexts that are appearances and contrasts (light, dark, dark_ax,
            light-hc, ...) become one adaptive document's variants; other modifiers take their
            default (a Tokens Studio group its first theme), or make a theme per context. One theme
            is printed; several are written to --output DIR as ID.json, or one is chosen with
            --input NAME=CONTEXT.

            An Xcode asset catalog (a folder such as Assets.xcassets, or one .colorset) gives
            its colour sets: a name that is a role (primary, OnPrimary) is that role, the rest are
            colour tokens (Brand/Blue, in a namespace folder, is Brand.Blue); --map NAME=ROLE maps
            others. Dark and High Contrast appearances become the theme's variants.

            A SwiftTheme theme (a plist or JSON of groups read by key path) gives a custom token at
            each key path (Global.backgroundColor): colours, "NAME,SIZE" fonts, numbers, images,
            and text such as UIStatusBarStyle kept in the token's extensions. backgroundColor,
            textColor, barTintColor, barTextColor, tintColor and separatorColor at the top or in
            Global set roles; --map KEYPATH=ROLE maps others.

            --from names the format, which is detected when omitted:
            \(formatNames.joined(separator: ", ")).
            A named format the file plainly is not in is an error. auu-first reads AUUTheme's image
            types 0 and 1 as its first revision did (1 bundled, 0 a file), auu-later as later ones
            do; by default the file tells.
            """,
        flags: [UnreadableTokens.skipFlag],
        options: ["from", "map", "id", "name", "output"],
        positionals: 1...Int.max,
        run: run,
        writes: true
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let limits = context.limits
        if try importsAssetCatalog(invocation) {
            try importAssetCatalog(invocation, context, &output)
            return
        }
        let forced = try invocation.option("from").map { try formatOption($0, command: "import").format }
        let inputs = try read(invocation.positionals, limits: limits, format: forced, environment: context.environment)
        if let loaded = inputs.loaded {
            try importSources(loaded, invocation: invocation, context: context, output: &output)
            return
        }
        let first = inputs.members[0].file
        let choice: ThemeFileFormat.Choice
        if let name = invocation.option("from") {
            choice = try formatOption(name, command: "import")
            // A named format that plainly does not fit is an error, not an empty theme.
            // A resolver's other members are the token files it references.
            let named = choice.format == .resolver ? Array(inputs.members.prefix(1)) : inputs.members
            let mismatches = named.compactMap { member in
                choice.format.mismatch(member.file, limits: limits)?.inFile(member.file.path)
            }
            try fail(mismatches, output: &output, verbose: invocation.flags.contains("verbose"))
        } else {
            guard let detected = first.format else {
                try fail(
                    [ThemeFileFormat.undetectedProblem(first).inFile(first.path)],
                    output: &output,
                    verbose: false
                )
                return
            }
            choice = ThemeFileFormat.Choice(detected)
        }
        let themes = try decode(inputs, as: choice, invocation: invocation, context: context)
        let verbose = invocation.flags.contains("verbose")
        output.standardError += Diagnostics.lines(
            (inputs.warnings + UnreadableTokens.shown(themes.report.warnings, invocation: invocation)).map(\.problem),
            severity: "warning",
            file: nil,
            verbose: verbose
        )
        let unreadable = UnreadableTokens(
            themes.report.warnings,
            readNothing: themes.report.value?.allSatisfy(\.document.holdsNothing) ?? false
        )
        guard let documents = themes.report.value, themes.report.errors.isEmpty else {
            let shown = UnreadableTokens.shown(unreadable.tokens, invocation: invocation)
            let refused = unreadable.tokens.filter { !shown.contains($0) }.map(\.problem)
            try fail(themes.report.errors + refused, output: &output, verbose: verbose)
            return
        }
        try unreadable.decide(subject(invocation), invocation: invocation, output: &output)
        try emit(documents.map { ($0.document, $0.inputs) }, invocation: invocation, output: &output)
    }

    /// What the files named are called in messages: `'tokens.json'`, or `these files`.
    static func subject(_ invocation: Invocation) -> String {
        invocation.positionals.count == 1 ? "'\(invocation.positionals[0])'" : "these files"
    }

    /// Prints the one document imported, or writes the documents to `--output` (a file for one
    /// document and a path ending in `.json`, else a folder) and prints the paths written.
    static func emit(
        _ documents: [(document: ThemeDocument, inputs: [ModeInput])],
        invocation: Invocation,
        output: inout CLIOutput
    ) throws {
        if let destination = invocation.option("output") {
            for path in try write(documents.map(\.document), to: destination) { output.print(path) }
        } else if documents.count == 1, let only = documents.first {
            output.print(only.document.jsonString)
        } else {
            let choices = documents.map { theme in
                "'\(theme.document.id)'"
                    + (theme.inputs.isEmpty
                        ? "" : " (" + theme.inputs.map { "--input \($0)" }.joined(separator: " ") + ")")
            }
            throw CLIError.failure(
                "'\(invocation.positionals[0])' makes \(documents.count) themes, \(choices.summarisedForMessage(limit: 8)); "
                    + (documents.contains { !$0.inputs.isEmpty } ? "choose one with --input, or " : "")
                    + "write them all with --output DIR"
            )
        }
    }

    /// Writes the documents to `destination` and returns the paths written: one document to a path
    /// ending in `.json` is that file; otherwise `destination` is a folder, made if needed, and
    /// each document is `ID.json` in it.
    private static func write(_ documents: [ThemeDocument], to destination: String) throws -> [String] {
        if destination.asciiCaseFolded.hasSuffix(".json") {
            guard documents.count == 1, let only = documents.first else {
                throw CLIError.failure(
                    "--output: '\(destination.clippedForMessage)' names one file, and the import makes "
                        + "\(documents.count) themes; give a folder (a path without .json) to write them all"
                )
            }
            let url = URL(fileURLWithPath: destination)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try Data((only.jsonString + "\n").utf8).write(to: url, options: .atomic)
            } catch {
                throw CLIError.failure(
                    "--output: cannot write '\(destination.clippedForMessage)': \(error.localizedDescription)"
                )
            }
            return [destination]
        }
        let folder = destination
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure(
                "--output: cannot make the folder '\(folder.clippedForMessage)': \(error.localizedDescription)"
            )
        }
        return try documents.map { document in
            let name = DTCGExporter.fileStem(document.id) + ".json"
            let url = directory.appendingPathComponent(name)
            do {
                try Data((document.jsonString + "\n").utf8).write(to: url, options: .atomic)
            } catch {
                throw CLIError.failure(
                    "--output: cannot write '\(url.path.clippedForMessage)': \(error.localizedDescription)"
                )
            }
            return (folder as NSString).appendingPathComponent(name)
        }
    }

    /// The files to import, each read and parsed once: the files named (`-` for standard
    /// input), a folder's token files, or the set a Style Dictionary `config.json` or Tokens
    /// Studio's `$metadata.json` describes; with the identifier the set's folder gives it.
    private static func read(
        _ arguments: [String],
        limits: FormatLimits,
        format: ThemeFileFormat?,
        environment: CLIEnvironment
    ) throws -> ImportedFiles {
        func parsed(_ source: String) throws -> ParsedThemeFile {
            let bytes = try InputFile.read(source, limit: limits.maximumDocumentSize, environment: environment)
            return ParsedThemeFile(bytes: bytes, path: InputFile.displayName(source), limits: limits)
        }
        guard !arguments.contains("-") else {
            return ImportedFiles(members: try arguments.map { TokenSetMember(try parsed($0)) })
        }
        for argument in arguments where !InputFile.exists(argument) {
            throw CLIError.failure(InputFile.missing(argument))
        }
        let plan = ThemeFilePlan(arguments.map { URL(fileURLWithPath: $0) }, limits: limits)
        if let error = plan.errors.first { throw CLIError(error) }
        guard !plan.entries.isEmpty else {
            throw CLIError.failure("'\(arguments[0])' \(InputFile.noThemeFiles)")
        }
        let planned = try plan.entries.map { entry in
            ThemeLoader.PlannedFile(
                entry: entry,
                file: entry.folderFormat == nil
                    ? try parsed(entry.url.path) : ParsedThemeFile.read(entry.url, limits: limits)
            )
        }
        // Files that make several sources of themes (a folder of resolvers, of sets, of themes of
        // other formats), or hold a folder read whole (an asset catalog inside the folder named),
        // are read as every other command reads them: each source its own themes, none left out.
        // SDThemeManager files named together keep their own reading: one cascade, one theme.
        let sources = ThemeLoader(limits: limits, format: format).sources(planned)
        let isCascade = sources.allSatisfy { source in
            if case .alone(let index) = source { return planned[index].file.format == .giotto }
            return false
        }
        if sources.contains(where: \.isFolder) || (sources.count > 1 && !isCascade) {
            return ImportedFiles(members: [], loaded: (planned, plan, sources.count))
        }
        var members = planned.map {
            TokenSetMember($0.file, isReferenceOnly: $0.entry.isReferenceOnly, setName: $0.entry.setName)
        }
        let firstSet = plan.entries[0].set
        let setID = plan.sets[firstSet].identifier(fileCount: plan.entries.filter { $0.set == firstSet }.count)
        // A resolver is read with the files it references, already read here; no other file.
        if let index = members.firstIndex(where: { $0.file.format == .resolver }) {
            let resolver = members.remove(at: index)
            members = [resolver] + members
        }
        return ImportedFiles(
            members: members,
            setID: setID,
            warnings: plan.warnings,
            tokensStudio: plan.sets[firstSet].tokensStudioFolder
        )
    }

    /// The files an import reads, with what their folder says of them.
    struct ImportedFiles {
        var members: [TokenSetMember]
        /// The identifier the set's folder gives it.
        var setID: String?
        /// What finding the files noticed.
        var warnings: [ThemeWarning] = []
        /// Tokens Studio's description of the folder's sets and themes.
        var tokensStudio: (sets: TokensStudioSets, folder: URL)?
        /// The files read, their plan and how many sources of themes they are, when the loader
        /// reads them (``ThemeLoader/sources(_:)``): ``members`` is then empty.
        var loaded: (planned: [ThemeLoader.PlannedFile], plan: ThemeFilePlan, sources: Int)?
    }

    /// Prints `errors` (many of one kind as one line, unless `verbose`) and fails, when there are any.
    static func fail(_ errors: [ThemeError], output: inout CLIOutput, verbose: Bool) throws {
        guard !errors.isEmpty else { return }
        output.standardError += Diagnostics.lines(errors, severity: "error", file: nil, verbose: verbose)
        throw CLIError.silentFailure
    }

    private static func decode(
        _ inputs: ImportedFiles,
        as choice: ThemeFileFormat.Choice,
        invocation: Invocation,
        context: CLIContext
    ) throws -> ThemeFileFormat.Themes {
        let format = choice.format
        if !format.readsSeveralFiles, format != .resolver, inputs.members.count > 1 {
            // Several themes, one per file (a folder of SwiftTheme files): say so, not "one file".
            let count = inputs.members.count
            let arguments = invocation.positionals
            let subject =
                arguments.count == 1
                ? "'\(arguments[0])' holds \(count) files, each" : "the \(count) files given are each"
            throw CLIError.usage(
                "\(subject) a \(format) theme of its own; import one FILE at a time, or load them all "
                    + "with --themes",
                command: "import"
            )
        }
        var options = choice.applied(
            to: try importOptions(invocation, limits: context.limits, format: format, setID: inputs.setID)
        )
        options.modes = context.modes
        let themes = format.decodeThemes(inputs.members, options: options, tokensStudio: inputs.tokensStudio)
        if themes.report.value?.count ?? 0 > 1, invocation.option("id") != nil {
            throw CLIError.usage(
                "'--id' names one theme; this file makes several (choose one with --input)",
                command: "import"
            )
        }
        return themes
    }

    /// What `--id`, `--name` and `--map` say, for a file in `format`; a mapping the format cannot
    /// use is a usage error. `setID` names a set of token files when `--id` does not.
    static func importOptions(
        _ invocation: Invocation,
        limits: FormatLimits,
        format: ThemeFileFormat,
        setID: String? = nil
    ) throws -> ImportOptions {
        var options = ImportOptions(
            limits: limits,
            id: invocation.option("id"),
            name: invocation.option("name"),
            conformance: CLIContext.conformance(invocation)
        )
        if format == .dtcg, options.id == nil { options.id = setID }
        for entry in invocation.values("map") {
            do {
                options.mappings.append(try ImportOptions.Mapping(entry))
            } catch {
                throw CLIError.usage("'--map' takes PATH=ROLE or PATH=STYLE, not '\(entry)'", command: "import")
            }
        }
        if let problem = options.mappingProblem(for: format) {
            let mapping = problem.location.map { "--map \($0.path): " } ?? ""
            throw CLIError.usage(mapping + problem.message, command: "import")
        }
        return options
    }

    /// Every name `--from` takes, for help and messages: the table's (``ThemeFileFormat/Choice``).
    static var formatNames: [String] { ThemeFileFormat.Choice.names }

    /// The format `--from` names, or a usage error that lists the names.
    static func formatOption(_ name: String, command: String) throws -> ThemeFileFormat.Choice {
        if let choice = ThemeFileFormat.Choice(name: name) { return choice }
        throw CLIError.usage(
            "'--from' must be one of \(formatNames.joined(separator: ", ")), not '\(name)'",
            command: command
        )
    }
}
