import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette export [ID|FILE...] --format json|dtcg|css|swift`: a theme in another form.
enum ExportCommand {
    /// What `--format` names: a text format, or an asset catalog, which is a folder.
    enum Format: Equatable {
        case text(ExportFormat)
        case xcassets

        /// The format `name` names, in any letter case.
        init?(name: String) {
            let key = name.asciiCaseFolded
            if let text = ExportFormat(rawValue: key) {
                self = .text(text)
            } else if key == ThemeFileFormat.xcassets.rawValue {
                self = .xcassets
            } else {
                return nil
            }
        }

        /// Every name `--format` takes.
        static let names = ExportFormat.allCases.map(\.rawValue) + [ThemeFileFormat.xcassets.rawValue]
    }

    static let command = Command(
        name: "export",
        arguments: "[ID|FILE...]",
        summary: "Write a theme as Palette JSON, DTCG tokens, CSS, Swift source or an asset catalog",
        details: """
            --format json (default) writes a Palette theme document; dtcg writes DTCG 2025.10
            design tokens the official schema accepts; css writes custom properties for a web page
            (--all writes every registered theme, the first on :root and each on
            [data-theme="ID"]); swift writes a compile-time theme type (--type-name names it; by
            default it is made from the identifier, 'acme' giving 'AcmeTheme'). Without ID|FILE... it
            exports the active theme; with a FILE it converts it:
              palette export brand.tokens.json --format css > brand.css
            A token of the FILE that cannot be read (a broken or circular alias, a value with no
            meaning) is an error at its place and nothing is written; --skip-invalid exports the
            rest, as 'import' does.
            References between tokens stay references where the format has them ({…} in DTCG,
            var(--…) in CSS, the constant in Swift), and styles go out too: as typography
            tokens or groups in DTCG, one class each in CSS, constants in Swift. One line on
            standard error counts the styles written and names everything the format cannot
            hold ("13 styles written; 2 properties not representable in CSS: …"); --json prints
            {"format", "output", "report"} instead, the report as data.

            An adaptive theme (light and dark, standard and increased contrast) is exported with
            every variant it has: json as one document holding them all; css with its dark and
            increased-contrast variants in @media (prefers-color-scheme: dark) and
            @media (prefers-contrast: more) blocks; swift as a type with a nested type per
            variant; dtcg as a DTCG resolver document (2025.10 Resolver Module) whose 'variant'
            modifier picks light, dark, lightIncreasedContrast or darkIncreasedContrast, with each
            variant's tokens inline. --output DIR writes dtcg as files instead, one token file per
            variant and ID.resolver.json naming them, and prints the paths it wrote:
              palette export system --format dtcg --output tokens/
            --appearance light|dark and --contrast standard|increased export one variant as a
            plain theme.

            xcassets writes DIR/<Name>.xcassets (--output DIR is required): a colour set per role
            and per colour token, with Dark and High Contrast appearances from the variants, in
            Xcode's own layout. A theme imported from a catalog goes back as that catalog: every
            set's name and folder, each folder's Contents.json, and every unchanged set's file,
            byte for byte. Roles the theme takes from the theme it extends are not written unless
            --include-inherited is given. Only files whose contents changed are written (their
            paths are printed); colour sets the theme no longer has are left in place and listed:
              palette export acme --format xcassets --output App/
              palette export App/Assets.xcassets --format xcassets --output Copy/
            """,
        flags: [UnreadableTokens.skipFlag, "all", "json", "include-inherited"],
        options: ["format", "type-name", "appearance", "contrast", "output"],
        positionals: 0...Int.max,
        run: run,
        writes: true
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let formatName = invocation.option("format") ?? "json"
        guard let format = Format(name: formatName) else {
            throw CLIError.usage(
                "'--format' must be one of \(Format.names.joined(separator: ", ")), not '\(formatName)'",
                command: "export"
            )
        }
        let includeInherited = invocation.flags.contains("include-inherited")
        if includeInherited, format != .xcassets {
            throw CLIError.usage(
                "'--include-inherited' writes inherited roles into an asset catalog; use it with '--format xcassets'",
                command: "export"
            )
        }
        let picksVariant = try context.picksVariant(command: command.name)
        if invocation.flags.contains("all") {
            guard format == .text(.css), invocation.positionals.isEmpty, !picksVariant,
                invocation.option("output") == nil
            else {
                throw CLIError.usage(
                    "'--all' exports every theme, in every variant, as CSS; use it with '--format css' alone",
                    command: "export"
                )
            }
            var report = ExportReport(format: .css)
            let css = CSSExporter().export(context.registry.entries.map(\.theme), report: &report)
            emit(css, report: report, context: context, output: &output)
            return
        }
        if invocation.option("type-name") != nil, format != .text(.swift) {
            throw CLIError.usage("'--type-name' names the type of '--format swift'", command: "export")
        }
        if invocation.option("output") != nil, format != .text(.dtcg), format != .xcassets {
            throw CLIError.usage(
                "'--output DIR' writes DTCG's files and asset catalogs; other formats go to standard output (redirect it: > FILE)",
                command: "export"
            )
        }
        let catalogFolder = invocation.option("output")
        if format == .xcassets, catalogFolder == nil {
            throw CLIError.usage(
                "'--format xcassets' writes a folder; name where with '--output DIR'",
                command: "export"
            )
        }
        let chosen = try context.theme(invocation.positionals, command: command.name, output: &output)
        let theme = picksVariant ? try context.variant(of: chosen, command: command.name) : chosen
        guard case .text(let textFormat) = format else {
            try writeAssetCatalog(
                theme,
                into: catalogFolder ?? "",
                includeInherited: includeInherited,
                limits: context.limits,
                output: &output
            )
            return
        }
        if textFormat == .dtcg, let folder = invocation.option("output") {
            for path in try write(DTCGExporter().files(theme), to: folder) { output.print(path) }
            return
        }
        // The command that makes it again: with the file it came from, if it came from one.
        let positionals = invocation.positionals
        let isName = positionals.count == 1 && context.registry.contains(positionals[0])
        var words = ["palette", "export"] + (positionals.isEmpty || isName ? [chosen.id] : positionals)
        words += ["--format", textFormat.rawValue]
        if picksVariant {
            let variant = try context.requestedVariant(command: command.name)
            words += ["--appearance", variant.appearance.rawValue, "--contrast", variant.contrast.rawValue]
        }
        let again = invocation.regenerating(
            words,
            options: ["type-name", "output"],
            flags: [UnreadableTokens.skipFlag, "include-inherited"]
        )
        var report = ExportReport(format: textFormat)
        let text = try render(
            theme,
            format: textFormat,
            typeName: invocation.option("type-name"),
            command: again,
            report: &report
        )
        emit(text, report: report, context: context, output: &output)
    }

    /// `theme` in a text format (``ExportFormat/text(of:swiftTypeName:command:report:)``); a
    /// Swift type name that cannot be used is a usage error.
    static func render(
        _ theme: ResolvedTheme,
        format: ExportFormat,
        typeName: String?,
        command: String,
        report: inout ExportReport
    ) throws(CLIError) -> String {
        do {
            return try format.text(of: theme, swiftTypeName: typeName, command: command, report: &report)
        } catch {
            throw .usage(error.description, command: "export")
        }
    }

    /// Prints what was exported, and the report's one line on standard error; with `--json`,
    /// both as one object: `{"format", "output", "report"}`.
    private static func emit(_ text: String, report: ExportReport, context: CLIContext, output: inout CLIOutput) {
        guard !context.wantsJSON else {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("format", .string(report.format.rawValue)), ("output", .string(text)),
                        ("report", report.jsonValue),
                    ])
                )
            )
            return
        }
        output.print(text)
        note(report, output: &output)
    }

    /// The report's one line on standard error, when it has something to say.
    static func note(_ report: ExportReport, output: inout CLIOutput) {
        let summary = report.summary
        if !summary.isEmpty { output.standardError += summary + "\n" }
    }

    /// Writes `files` into `folder`, making it if needed, and returns their paths.
    private static func write(_ files: [DTCGExporter.File], to folder: String) throws(CLIError) -> [String] {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .failure(
                "--output: cannot make the folder '\(folder.clippedForMessage)': \(error.localizedDescription)"
            )
        }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            do {
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw .failure("--output: cannot write '\(url.path.clippedForMessage)': \(error.localizedDescription)")
            }
            paths.append((folder as NSString).appendingPathComponent(file.name))
        }
        return paths
    }
}
