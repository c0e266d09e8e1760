import Foundation
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
            in its tokenSetOrder; the theme is named after the folder. Several SDThemeManager
            (giotto) plists are a cascade: the theme first, then the themes it falls back to, the
            default last. DTCG colour tokens at color.<role> become palette roles and typography
            tokens at font.<style> become font styles; --map PATH=ROLE|STYLE (repeatable) maps
            other paths, e.g. --map colors.orange.500=primary (for AUUTheme an identifier, for
            SDThemeManager a constant, and only roles); a path the file has no token at is an error
            that names the closest one. --id and --name name the theme (by default from the file).
            Problems are printed as 'validate' prints them; any error exits 1, and repeated problems
            of one kind are summarised (--verbose lists them all). A token file that declares DTCG
            2025.10 but has tokens outside it imports what it can: a 'dp' length as points, 'em'
            kept relative to the font size, a line height given as a length as a multiple of the
            size, a 3-digit 'hex' fallback, a 'string' token's text (kept in its extensions), and
            every token whose value cannot be read skipped, each with a warning at the token and
            one line per file that counts them; --strict refuses them, as 'validate' does.

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
        flags: [],
        options: ["from", "map", "id", "name"],
        positionals: 1...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let limits = context.limits
        if try importsAssetCatalog(invocation) {
            try importAssetCatalog(invocation, context, &output)
            return
        }
        let inputs = try read(invocation.positionals, limits: limits, environment: context.environment)
        let first = inputs.members[0].file
        let choice: FormatChoice
        if let name = invocation.option("from") {
            choice = try formatOption(name, command: "import")
            // A named format that plainly does not fit is an error, not an empty theme.
            let mismatches = inputs.members.compactMap { member in
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
            choice = FormatChoice(format: detected)
        }
        let report = try decode(inputs, as: choice, invocation: invocation, limits: limits)
        let verbose = invocation.flags.contains("verbose")
        output.standardError += Diagnostics.lines(
            inputs.warnings + report.warnings.map(\.problem),
            severity: "warning",
            file: nil,
            verbose: verbose
        )
        guard let document = report.value, report.errors.isEmpty else {
            try fail(report.errors, output: &output, verbose: verbose)
            return
        }
        output.print(document.jsonString)
    }

    /// The files to import, each read and parsed once: the files named (`-` for standard
    /// input), a folder's token files, or the set a Style Dictionary `config.json` or Tokens
    /// Studio's `$metadata.json` describes; with the identifier the set's folder gives it.
    private static func read(
        _ arguments: [String],
        limits: ThemeLimits,
        environment: CLIEnvironment
    ) throws -> (members: [TokenSetMember], setID: String?, warnings: [ThemeError]) {
        func parsed(_ source: String) throws -> ParsedThemeFile {
            let bytes = try InputFile.read(source, limit: limits.maximumDocumentSize, environment: environment)
            return ParsedThemeFile(bytes: bytes, path: InputFile.displayName(source), limits: limits)
        }
        guard !arguments.contains("-") else { return (try arguments.map { TokenSetMember(try parsed($0)) }, nil, []) }
        for argument in arguments where !InputFile.exists(argument) {
            throw CLIError.failure(InputFile.missing(argument))
        }
        let plan = ThemeFilePlan(arguments.map { URL(fileURLWithPath: $0) }, limits: limits)
        if let error = plan.errors.first { throw CLIError(error) }
        guard !plan.entries.isEmpty else {
            throw CLIError.failure("'\(arguments[0])' has no theme files (*.json, *.tokens, *.plist)")
        }
        let members = try plan.entries.map {
            TokenSetMember(try parsed($0.url.path), isReferenceOnly: $0.isReferenceOnly)
        }
        let firstSet = plan.entries[0].set
        let setID = plan.sets[firstSet].identifier(fileCount: plan.entries.filter { $0.set == firstSet }.count)
        return (members, setID, plan.warnings)
    }

    /// Prints `errors` (many of one kind as one line, unless `verbose`) and fails, when there are any.
    static func fail(_ errors: [ThemeError], output: inout CLIOutput, verbose: Bool) throws {
        guard !errors.isEmpty else { return }
        output.standardError += Diagnostics.lines(errors, severity: "error", file: nil, verbose: verbose)
        throw CLIError.silentFailure
    }

    private static func decode(
        _ inputs: (members: [TokenSetMember], setID: String?, warnings: [ThemeError]),
        as choice: FormatChoice,
        invocation: Invocation,
        limits: ThemeLimits
    ) throws -> DecodingReport<ThemeDocument> {
        let format = choice.format
        if !format.readsSeveralFiles, inputs.members.count > 1 {
            throw CLIError.usage("a \(format) theme is one file; give one FILE", command: "import")
        }
        let options = try importOptions(invocation, limits: limits, format: format, setID: inputs.setID)
        var choose = options
        choose.auuImageTypes = choice.auuImageTypes
        return format.decode(inputs.members, options: choose)
    }

    /// What `--id`, `--name` and `--map` say, for a file in `format`; a mapping the format cannot
    /// use is a usage error. `setID` names a set of token files when `--id` does not.
    static func importOptions(
        _ invocation: Invocation,
        limits: ThemeLimits,
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

    /// A format `--from` names, with the meaning of AUUTheme's image types 0 and 1 when it names
    /// a revision (`auu-first`, `auu-later`).
    struct FormatChoice {
        var format: ThemeFileFormat
        var auuImageTypes: AUUThemeImporter.ImageTypes = .detect
    }

    /// The AUUTheme revisions `--from` may name after `auu-` or `auutheme-`.
    private static let auuRevisions: [String: AUUThemeImporter.ImageTypes] = [
        "first": .firstRevision, "later": .later,
    ]

    /// Every name `--from` takes, for help and messages.
    static var formatNames: [String] {
        ThemeFileFormat.names + auuRevisions.keys.sorted().map { "auu-\($0)" }
    }

    /// The format `--from` names, or a usage error that lists the names.
    static func formatOption(_ name: String, command: String) throws -> FormatChoice {
        if let format = ThemeFileFormat(name: name) { return FormatChoice(format: format) }
        let parts = name.asciiCaseFolded.split(separator: "-", maxSplits: 1).map(String.init)
        if parts.count == 2, ThemeFileFormat(name: parts[0]) == .auutheme, let revision = auuRevisions[parts[1]] {
            return FormatChoice(format: .auutheme, auuImageTypes: revision)
        }
        throw CLIError.usage(
            "'--from' must be one of \(formatNames.joined(separator: ", ")), not '\(name)'",
            command: command
        )
    }
}
