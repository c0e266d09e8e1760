import Foundation
import Palette

/// `palette import FILE --from dtcg`: a foreign theme file as Palette JSON.
enum ImportCommand {
    static let command = Command(
        name: "import",
        arguments: "FILE...",
        summary: "Convert DTCG tokens, AUUTheme or SDThemeManager files to Palette JSON",
        details: """
            Several DTCG files are read as one set of tokens, as Style Dictionary merges its
            sources, so aliases may point from one file into another. Several SDThemeManager
            (giotto) plists are a cascade: the theme first, then the themes it falls back to, the
            default last. DTCG colour tokens at color.<role> become palette roles and typography
            tokens at font.<style> become font styles; --map PATH=ROLE|STYLE (repeatable) maps
            other paths, e.g. --map colors.orange.500=primary (for AUUTheme an identifier, for
            SDThemeManager a constant, and only roles). --id and --name name the theme (by default
            from the file). Problems are printed as 'validate' prints them; any error exits 1.

            --from names the format, which is detected when omitted:
            \(ThemeFileFormat.names.joined(separator: ", ")).
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
            let bytes = try InputFile.read(source, limit: limits.maximumDocumentSize, environment: context.environment)
            inputs.append((bytes, InputFile.displayName(source)))
        }
        let bytes = inputs[0].json
        let format: ThemeFileFormat
        if let name = invocation.option("from") {
            format = try formatOption(name, command: "import")
        } else {
            guard let detected = ThemeFileFormat.detect(bytes, limits: limits) else {
                throw CLIError.failure("cannot tell the format of '\(path)'; name it with --from")
            }
            format = detected
        }
        let report = try decode(inputs, as: format, invocation: invocation, limits: limits)
        for warning in report.warnings {
            output.standardError += Diagnostics.line(warning, severity: "warning", file: nil)
        }
        guard let document = report.value, report.errors.isEmpty else {
            for error in report.errors { output.standardError += Diagnostics.line(error, severity: "error", file: nil) }
            throw CLIError.silentFailure
        }
        output.print(document.jsonString)
    }

    private static func decode(
        _ inputs: [(json: [UInt8], file: String?)],
        as format: ThemeFileFormat,
        invocation: Invocation,
        limits: ThemeLimits
    ) throws -> DecodingReport<ThemeDocument> {
        let id = invocation.option("id")
        let name = invocation.option("name")
        let maps = try invocation.values("map").map(mapEntry)
        switch format {
        case .dtcg:
            var importer = DTCGImporter(limits: limits, id: id, name: name)
            for (path, target) in maps {
                do {
                    try importer.mapping.map(TokenPath(path), to: target)
                } catch {
                    throw CLIError.usage("--map \(path)=\(target): \(error.message)", command: "import")
                }
            }
            return importer.decode(files: inputs)
        case .auutheme:
            try requireOneFile(inputs, format)
            var importer = AUUThemeImporter(id: id, name: name, limits: limits)
            for (path, target) in maps { importer.roles[TokenPath(path), default: []].append(try role(target)) }
            return importer.decode(json: inputs[0].json, file: inputs[0].file)
        case .giotto:
            var importer = GiottoImporter(id: id, name: name, limits: limits)
            for (constant, target) in maps { importer.roles[constant, default: []].append(try role(target)) }
            return importer.decode(files: inputs.map { (plist: $0.json, file: $0.file) })
        case .palette:
            try requireOneFile(inputs, format)
            var decoded = format.decode(inputs[0].json, file: inputs[0].file, limits: limits)
            if let id { decoded.value?.id = id }
            if let name { decoded.value?.name = name }
            return decoded
        }
    }

    /// The format `--from` names, or a usage error that lists the names.
    static func formatOption(_ name: String, command: String) throws -> ThemeFileFormat {
        guard let format = ThemeFileFormat(name: name) else {
            throw CLIError.usage(
                "'--from' must be one of \(ThemeFileFormat.names.joined(separator: ", ")), not '\(name)'",
                command: command
            )
        }
        return format
    }

    /// `PATH=TARGET`.
    private static func mapEntry(_ entry: String) throws -> (String, String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw CLIError.usage("'--map' takes PATH=ROLE or PATH=STYLE, not '\(entry)'", command: "import")
        }
        return (parts[0], parts[1])
    }

    private static func role(_ name: String) throws -> ColorRole {
        let bare = name.hasPrefix("palette.") ? String(name.dropFirst(8)) : name
        guard let role = ColorRole(name: bare) else {
            let names = ColorRole.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: bare, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.usage(
                "'\(name)' is not a colour role; \(hint)roles are \(names.joined(separator: ", "))",
                command: "import"
            )
        }
        return role
    }

    private static func requireOneFile(_ inputs: [(json: [UInt8], file: String?)], _ format: ThemeFileFormat) throws {
        guard inputs.count == 1 else {
            throw CLIError.usage("a \(format) theme is one file; give one FILE", command: "import")
        }
    }
}
