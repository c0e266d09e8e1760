import Foundation
import Palette

/// `palette import FILE --from dtcg`: a foreign theme file as Palette JSON.
enum ImportCommand {
    static let command = Command(
        name: "import",
        arguments: "FILE...",
        summary: "Read DTCG token files (or any theme file) and print them as Palette JSON",
        details: """
            Several DTCG files are read as one set of tokens, as Style Dictionary merges its
            sources, so aliases may point from one file into another. --from names the format (\(ThemeFileFormat.allCases.map(\.rawValue).joined(separator: ", "))); it is detected when
            omitted. DTCG colour tokens at color.<role> become palette roles and typography tokens
            at font.<style> become font styles; --map PATH=ROLE|STYLE (repeatable) maps other
            paths, e.g. --map colors.orange.500=primary. --id and --name name the theme (by
            default from the file). Problems are printed as 'validate' prints them; any error exits 1.
            """,
        flags: [],
        options: ["from", "map", "id", "name"],
        positionals: 1...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let paths = invocation.positionals
        let path = paths[0]
        let limits = ThemeLimits.default
        var inputs: [(json: [UInt8], file: String?)] = []
        for source in paths {
            let name = source == "-" ? "<stdin>" : source
            do {
                inputs.append(
                    (
                        try PayloadReader.read(
                            source,
                            limit: limits.maximumDocumentSize,
                            environment: context.environment
                        ), name
                    )
                )
            } catch {
                throw CLIError(error.inFile(name))
            }
        }
        let bytes = inputs[0].json
        let format: ThemeFileFormat
        if let name = invocation.option("from") {
            guard let named = ThemeFileFormat(rawValue: name.lowercased()) else {
                throw CLIError.usage(
                    "'--from' must be one of \(ThemeFileFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'",
                    command: "import"
                )
            }
            format = named
        } else {
            guard let detected = ThemeFileFormat.detect(bytes, limits: limits) else {
                throw CLIError.failure("cannot tell the format of '\(path)'; name it with --from")
            }
            format = detected
        }
        let report: DecodingReport<ThemeDocument>
        switch format {
        case .dtcg:
            var importer = DTCGImporter(limits: limits, id: invocation.option("id"), name: invocation.option("name"))
            for entry in invocation.values("map") {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw CLIError.usage("'--map' takes PATH=ROLE or PATH=STYLE, not '\(entry)'", command: "import")
                }
                do {
                    try importer.mapping.map(TokenPath(parts[0]), to: parts[1])
                } catch {
                    throw CLIError.usage("--map \(entry): \(error.message)", command: "import")
                }
            }
            report = importer.decode(files: inputs)
        case .palette:
            guard paths.count == 1 else {
                throw CLIError.usage("a Palette document is one file; give one FILE", command: "import")
            }
            var decoded = format.decode(bytes, file: path, limits: limits)
            if let id = invocation.option("id") { decoded.value?.id = id }
            if let name = invocation.option("name") { decoded.value?.name = name }
            report = decoded
        }
        for warning in report.warnings {
            output.standardError += Diagnostics.line(warning, severity: "warning", file: nil)
        }
        guard let document = report.value, report.errors.isEmpty else {
            for error in report.errors { output.standardError += Diagnostics.line(error, severity: "error", file: nil) }
            throw CLIError.silentFailure
        }
        output.print(document.jsonString)
    }
}
