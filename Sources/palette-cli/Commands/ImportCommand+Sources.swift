import Foundation
import PaletteFormats

/// `palette import` of files the loader reads for it: several sources of tokens (a folder of
/// resolvers, a conformance suite, token sets beside one another, a resolver beside tokens it does
/// not reference), or a folder that holds an asset catalog.
extension ImportCommand {
    /// Reads every source as the loader does, as `validate`, `export` and `codegen` read the same
    /// files, and writes every theme they make; any error is listed at its place and nothing is
    /// written. `--id`, `--name` and `--map` name or map one theme's tokens, so they are refused
    /// when the files are several sources.
    static func importSources(
        _ files: (planned: [ThemeLoader.PlannedFile], plan: ThemeFilePlan, sources: Int),
        invocation: Invocation,
        context: CLIContext,
        output: inout CLIOutput
    ) throws {
        var loader = CLIContext.loader(limits: context.limits, modes: context.modes, invocation: invocation)
        if let name = invocation.option("from") { loader.format = try formatOption(name, command: "import").format }
        if files.sources > 1 {
            for option in ["id", "name", "map"] where !invocation.values(option).isEmpty {
                throw CLIError.usage(
                    "'--\(option)' names or maps one theme's tokens; \(subject(invocation)) holds \(files.sources) "
                        + "sources of themes (resolvers, token sets, asset catalogs): import one at a time",
                    command: "import"
                )
            }
        } else if let format = loader.format ?? files.planned.first?.entry.folderFormat {
            loader.naming = try importOptions(invocation, limits: context.limits, format: format)
        }
        loader.reportsUnusedInputs = true
        // The run's registry, so that `extends` reaches the themes it names; a file's theme
        // replaces a registered one of its identifier, as for every command that takes files.
        loader.shadowsRegisteredThemes = true
        var registry = context.registry
        let report = loader.load(files.planned, plan: files.plan, into: &registry)
        let verbose = invocation.flags.contains("verbose")
        output.standardError += CLIContext.warnings(of: report, verbose: verbose, invocation: invocation)
        let errors = report.files.flatMap { file in
            file.errors.map { $0.location?.file == nil ? $0.inFile(file.path) : $0 }
        }
        if !errors.isEmpty {
            output.standardError += Diagnostics.lines(errors, severity: "error", file: nil, verbose: verbose)
            // A last line that says what came of it, after what may be hundreds of lines.
            let files = Set(errors.map { $0.location?.file ?? "" }).count
            output.standardError +=
                "error: \(errors.count) error\(errors.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); "
                + "nothing was written\n"
            throw CLIError.silentFailure
        }
        try UnreadableTokens(report).decide(subject(invocation), invocation: invocation, output: &output)
        let documents = report.loadedIDs.compactMap { id -> (document: ThemeDocument, inputs: [ModeInput])? in
            guard let document = report.files.lazy.compactMap({ $0.documents[id] }).first else { return nil }
            return (document, report.files.lazy.compactMap { $0.inputs[id] }.first ?? [])
        }
        try emit(documents, invocation: invocation, output: &output)
    }
}
