import Foundation
import Palette

/// `palette import FILE --from dtcg`: a foreign theme file as Palette JSON.
enum ImportCommand {
    static let command = Command(
        name: "import",
        arguments: "FILE...",
        summary: "Convert DTCG tokens, AUUTheme, SDThemeManager files or asset catalogs to Palette JSON",
        details: """
            Several DTCG files are read as one set of tokens, as Style Dictionary merges its
            sources, so aliases may point from one file into another. Several SDThemeManager
            (giotto) plists are a cascade: the theme first, then the themes it falls back to, the
            default last. DTCG colour tokens at color.<role> become palette roles and typography
            tokens at font.<style> become font styles; --map PATH=ROLE|STYLE (repeatable) maps
            other paths, e.g. --map colors.orange.500=primary (for AUUTheme an identifier, for
            SDThemeManager a constant, and only roles). --id and --name name the theme (by default
            from the file). Problems are printed as 'validate' prints them; any error exits 1, and
            repeated warnings of one kind are summarised (--verbose lists them all).

            An Xcode asset catalog (a folder such as Assets.xcassets, or one .colorset) gives
            its colour sets: a name that is a role (primary, OnPrimary) is that role, the rest are
            colour tokens (Brand/Blue, in a namespace folder, is Brand.Blue); --map NAME=ROLE maps
            others. Dark and High Contrast appearances become the theme's variants.

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
        let paths = invocation.positionals
        let limits = ThemeLimits.default
        if try importsAssetCatalog(invocation) {
            try importAssetCatalog(invocation, context, &output)
            return
        }
        var inputs: [(json: [UInt8], file: String?)] = []
        for source in paths {
            let bytes = try InputFile.read(source, limit: limits.maximumDocumentSize, environment: context.environment)
            inputs.append((bytes, InputFile.displayName(source)))
        }
        let bytes = inputs[0].json
        let choice: FormatChoice
        if let name = invocation.option("from") {
            choice = try formatOption(name, command: "import")
            // A named format that plainly does not fit is an error, not an empty theme.
            let mismatches = inputs.compactMap { input in
                choice.format.mismatch(input.json, limits: limits)?.inFile(input.file)
            }
            try fail(mismatches, output: &output)
        } else {
            guard let detected = ThemeFileFormat.detect(bytes, limits: limits) else {
                try fail(
                    [ThemeFileFormat.undetectedProblem(bytes, limits: limits).inFile(inputs[0].file)],
                    output: &output
                )
                return
            }
            choice = FormatChoice(format: detected)
        }
        let report = try decode(inputs, as: choice, invocation: invocation, limits: limits)
        output.standardError += Diagnostics.lines(
            report.warnings,
            severity: "warning",
            file: nil,
            verbose: invocation.flags.contains("verbose")
        )
        guard let document = report.value, report.errors.isEmpty else {
            try fail(report.errors, output: &output)
            return
        }
        output.print(document.jsonString)
    }

    /// Prints `errors` and fails, when there are any.
    static func fail(_ errors: [ThemeError], output: inout CLIOutput) throws {
        guard !errors.isEmpty else { return }
        for error in errors { output.standardError += Diagnostics.line(error, severity: "error", file: nil) }
        throw CLIError.silentFailure
    }

    private static func decode(
        _ inputs: [(json: [UInt8], file: String?)],
        as choice: FormatChoice,
        invocation: Invocation,
        limits: ThemeLimits
    ) throws -> DecodingReport<ThemeDocument> {
        let format = choice.format
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
            var importer = AUUThemeImporter(imageTypes: choice.auuImageTypes, id: id, name: name, limits: limits)
            for (path, target) in maps { importer.roles[TokenPath(path), default: []].append(try role(target)) }
            return importer.decode(json: inputs[0].json, file: inputs[0].file)
        case .giotto:
            var importer = GiottoImporter(id: id, name: name, limits: limits)
            for (constant, target) in maps { importer.roles[constant, default: []].append(try role(target)) }
            return importer.decode(files: inputs.map { (plist: $0.json, file: $0.file) })
        case .xcassets:
            try requireOneFile(inputs, format)
            var importer = assetCatalogImporter(invocation, limits: limits)
            try mapColors(maps, into: &importer)
            let file = inputs[0].file
            return importer.decode(
                colorSet: inputs[0].json,
                name: AssetCatalogImporter.colorName(forFile: file),
                file: file
            )
        case .palette:
            try requireOneFile(inputs, format)
            var decoded = format.decode(inputs[0].json, file: inputs[0].file, limits: limits)
            if let id { decoded.value?.id = id }
            if let name { decoded.value?.name = name }
            return decoded
        }
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
        let parts = name.lowercased().split(separator: "-", maxSplits: 1).map(String.init)
        if parts.count == 2, ThemeFileFormat(name: parts[0]) == .auutheme, let revision = auuRevisions[parts[1]] {
            return FormatChoice(format: .auutheme, auuImageTypes: revision)
        }
        throw CLIError.usage(
            "'--from' must be one of \(formatNames.joined(separator: ", ")), not '\(name)'",
            command: command
        )
    }

    /// `PATH=TARGET`.
    static func mapEntry(_ entry: String) throws -> (String, String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw CLIError.usage("'--map' takes PATH=ROLE or PATH=STYLE, not '\(entry)'", command: "import")
        }
        return (parts[0], parts[1])
    }

    static func role(_ name: String) throws -> ColorRole {
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
