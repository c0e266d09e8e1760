import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette codegen FILE --output PATH` and `palette codegen --registry FILE... --output PATH`:
/// theme files as Swift source, named from the files. The `PaletteCodegen` build plugin runs it.
enum CodegenCommand {
    static let command = Command(
        name: "codegen",
        arguments: "FILE...",
        summary: "Write theme files as Swift types, as the PaletteCodegen build plugin does",
        details: """
            palette codegen FILE --output PATH writes the theme in FILE as a Swift type to PATH,
            named from the file: acme.palette.json gives AcmeTheme, brand-blue.tokens.json
            BrandBlueTheme, 2024.json Generated2024Theme (only ASCII letters and digits are kept;
            --type-name names it otherwise). A file that makes several themes (a resolver whose
            modifier has no default, a folder of resolvers) gives a type per theme, named after
            each identifier; --input NAME=CONTEXT chooses one.

            The type holds typed keys for the file's custom tokens, nested by path:
            color.brand.accent-hover is AcmeTheme.Tokens.Color.Brand.accentHover, a ColorToken.
            A segment that differs from a sibling only in letter case is numbered (accent_2), one
            with no letter or digit is named after its characters (u20AC), each with a warning.
            Two tokens that would make the same Swift name otherwise, or one path with two kinds,
            are an error at the token's line.

            palette codegen --registry FILE... --output PATH writes an extension of ThemeRegistry
            with the files' types: 'generatedThemeTypes' and the registry 'generated'; and the
            namespace 'Tokens' with the typed keys of every file's tokens, each declared once. Two
            files whose names make the same type name are an error, and so is a token path that is
            of one kind in one file and of another in another. --config palette.json (repeatable)
            adds the files such a configuration lists, {"files": ["brand.json"]}, with paths
            relative to its folder, and checks it.

            Every problem is printed as FILE:LINE:COLUMN: error: MESSAGE on one line, which Xcode
            and SwiftPM show at its place, and the command exits 1. Warnings of one kind past the
            third are told in one line at the first, with their count, so a build does not list
            the same note a hundred times; --verbose prints each at its place. A token that cannot be read (a
            broken or circular alias, a value with no meaning) is such an error, so the build plugin
            fails the build on it; --skip-invalid writes the type without it. PATH is written only
            when its content changes.
            """,
        flags: [UnreadableTokens.skipFlag, "registry", "verbose"],
        options: ["output", "type-name", "config"],
        positionals: 0...Int.max,
        run: run,
        writes: true
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        guard let destination = invocation.option("output") else {
            throw CLIError.usage("'palette codegen' needs --output PATH", command: command.name)
        }
        let source: String
        if invocation.flags.contains("registry") {
            guard invocation.option("type-name") == nil else {
                throw CLIError.usage(
                    "'--type-name' names the type of one file, not the registry",
                    command: command.name
                )
            }
            source = try registry(
                invocation.positionals,
                configs: invocation.values("config"),
                context: context,
                output: &output
            )
        } else {
            guard invocation.values("config").isEmpty else {
                throw CLIError.usage("'--config' lists the files of '--registry'", command: command.name)
            }
            guard invocation.positionals.count == 1, let file = invocation.positionals.first else {
                throw CLIError.usage(
                    "'palette codegen' writes one FILE (or, with --registry, the registry of several)",
                    command: command.name
                )
            }
            source = try type(file, typeName: invocation.option("type-name"), context: context, output: &output)
        }
        try write(source, to: destination)
    }

    /// The Swift type of the theme in `file`; a type per theme, named after each, when the file
    /// makes several (a resolver's brands, a folder of resolvers).
    private static func type(
        _ file: String,
        typeName: String?,
        context: CLIContext,
        output: inout CLIOutput
    ) throws(CLIError) -> String {
        guard InputFile.exists(file) else {
            throw fail([.noSuchFile(folderToo: true, location: .init(file: file))], file: file, output: &output)
        }
        var registry = context.registry
        var loader = loader(context)
        loader.reportsUnusedInputs = true
        let report = loader.load([URL(fileURLWithPath: file)], into: &registry)
        output.standardError += CLIContext.shadowingNotes(of: report)
        let invocation = context.invocation
        let verbose = invocation.flags.contains("verbose")
        output.standardError += Diagnostics.lines(
            UnreadableTokens.shown(report.warnings, invocation: invocation),
            file: file,
            verbose: verbose
        )
        let themes = report.loadedIDs.compactMap { registry.entry(named: $0)?.theme }
        guard report.errors.isEmpty, !themes.isEmpty else {
            guard report.errors.isEmpty else { throw fail(report.errors, file: file, output: &output) }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
            throw CLIError.failure(
                "'\(file)' " + (isFolder.boolValue ? InputFile.noThemeFiles : "gives no theme")
            )
        }
        if themes.count > 1, typeName != nil {
            throw CLIError.usage(
                "'--type-name' names one type; '\(file)' makes \(themes.count) themes, "
                    + "\(themes.map { "'\($0.id)'" }.summarisedForMessage(limit: 8)), each a type named after it",
                command: "codegen"
            )
        }
        try UnreadableTokens(report).decide("'\(file)'", invocation: invocation, output: &output)
        let named = SwiftSourceExporter.typeNames(for: [(file, themes.map(\.id))])
        guard named.problems.isEmpty else { throw fail(named.problems, file: file, output: &output) }
        let names = typeName.map { [$0] } ?? named.names
        for (name, theme) in zip(names, themes) {
            let keys = SwiftSourceExporter.tokenKeys(
                named: "\(name).\(SwiftSourceExporter.tokenKeysName)",
                of: [(theme, file)],
                limits: context.limits
            )
            guard keys.problems.isEmpty else { throw fail(keys.problems.map(\.error), file: file, output: &output) }
            output.standardError += Diagnostics.lines(keys.renames.map(\.warning), file: file, verbose: verbose)
        }
        do throws(ThemeError) {
            // A loop, not `map`: the standard library of older SDKs rethrows `any Error`.
            var exporters: [SwiftSourceExporter] = []
            for name in names { exporters.append(try SwiftSourceExporter(typeName: name)) }
            var exportReport = ExportReport(format: .swift)
            return SwiftSourceExporter.file(
                Array(zip(exporters, themes)),
                command: regenerating(file, context.invocation),
                report: &exportReport
            )
        } catch {
            throw fail([error.inFile(file)], file: file, output: &output)
        }
    }

    /// The command that writes the file again, as its header says: `palette codegen FILE --output
    /// PATH` with the options that chose what it holds (`--themes`, `--input`, `--variant-modifier`,
    /// `--type-name`, `--skip-invalid`), each value quoted when the shell would split it.
    static func regenerating(_ file: String, _ invocation: Invocation) -> String {
        invocation.regenerating(
            ["palette", "codegen", file],
            options: ["output", "type-name"],
            flags: [UnreadableTokens.skipFlag]
        )
    }

    /// The registry extension for `files` and the files `configs` list, with the typed keys of
    /// their tokens.
    private static func registry(
        _ files: [String],
        configs: [String],
        context: CLIContext,
        output: inout CLIOutput
    ) throws(CLIError) -> String {
        let limits = context.limits
        var all: [String] = []
        var seen: Set<String> = []
        var problems: [ThemeError] = []
        for config in configs.map({ CodegenConfig(path: $0, limits: limits) }) {
            problems += config.problems
            all += config.files
        }
        all = (files + all).filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        guard problems.isEmpty else { throw fail(problems, file: nil, output: &output) }
        // Each file's themes as its own command reads them; a file that cannot be read (its own
        // command says why) keeps the type its name gives.
        let read = all.map { file in (file: file, themes: themes(in: file, context: context)) }
        let (names, nameProblems) = SwiftSourceExporter.typeNames(
            for: read.map { ($0.file, $0.themes?.map(\.id) ?? []) }
        )
        guard nameProblems.isEmpty else { throw fail(nameProblems, file: nil, output: &output) }
        var types: [(typeName: String, file: String)] = []
        var compiled: [(name: String, file: String, theme: ResolvedTheme)] = []
        var nameIndex = 0
        for entry in read {
            let themes = entry.themes ?? []
            let count = max(1, themes.count)
            for (offset, name) in names[nameIndex..<nameIndex + count].enumerated() {
                types.append((name, entry.file))
                if themes.indices.contains(offset) { compiled.append((name, entry.file, themes[offset])) }
            }
            nameIndex += count
        }
        let keys = SwiftSourceExporter.tokenKeys(
            named: SwiftSourceExporter.tokenKeysName,
            of: compiled.map { ($0.theme, $0.file) },
            limits: limits
        )
        // A problem within one file is that file's own command's to report; here, those between files.
        let across = keys.problems.filter(\.isAcrossFiles).map(\.error)
        guard across.isEmpty else { throw fail(across, file: nil, output: &output) }
        var byType: [String: ResolvedTheme] = [:]
        for type in compiled { byType[type.name] = type.theme }
        return SwiftSourceExporter.registrySource(types, keys: keys, compiled: byType)
    }

    /// The themes in `file`, read as its own command reads them, or `nil` when it cannot be read
    /// (which that command reports).
    private static func themes(in file: String, context: CLIContext) -> [ResolvedTheme]? {
        var registry = context.registry
        let report = loader(context).load([URL(fileURLWithPath: file)], into: &registry)
        guard report.errors.isEmpty, !report.loadedIDs.isEmpty else { return nil }
        return report.loadedIDs.compactMap { registry.entry(named: $0)?.theme }
    }

    /// The loader of each file: modes read as `--input` and `--variant-modifier` say, and a file
    /// exported from a registered theme is that file's theme, as for every command that takes a file.
    private static func loader(_ context: CLIContext) -> ThemeLoader {
        var loader = CLIContext.loader(limits: context.limits, modes: context.modes, invocation: context.invocation)
        loader.shadowsRegisteredThemes = true
        return loader
    }

    /// Prints every problem on a line of its own and gives the failure that ends the run.
    private static func fail(_ problems: [ThemeError], file: String?, output: inout CLIOutput) -> CLIError {
        output.standardError += Diagnostics.lines(problems, severity: "error", file: file, verbose: true)
        return .silentFailure
    }

    /// Writes `text` to `path`, making its folder, unless the file already holds exactly that: a
    /// build that regenerates an unchanged file then compiles nothing again.
    private static func write(_ text: String, to path: String) throws(CLIError) {
        do {
            _ = try FileWriting.writeIfChanged(Data(text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw .failure("--output: cannot write '\(path.clippedForMessage)': \(error.localizedDescription)")
        }
    }
}
