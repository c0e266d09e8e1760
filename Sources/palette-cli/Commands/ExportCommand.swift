import Foundation
import PaletteFormats

/// `palette export [ID|FILE...] --format json|dtcg|css|swift`: a theme in another form.
enum ExportCommand {
    enum Format: String, CaseIterable {
        case json
        case dtcg
        case css
        case swift
        case xcassets
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
            Xcode's own layout. Only files whose contents changed are written (their paths are
            printed); colour sets the theme no longer has are left in place and listed:
              palette export acme --format xcassets --output App/
            """,
        flags: ["all", "json"],
        options: ["format", "type-name", "appearance", "contrast", "output"],
        positionals: 0...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let formatName = invocation.option("format") ?? "json"
        guard let format = Format(rawValue: formatName.asciiCaseFolded) else {
            throw CLIError.usage(
                "'--format' must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), not '\(formatName)'",
                command: "export"
            )
        }
        let picksVariant = try context.picksVariant(command: command.name)
        if invocation.flags.contains("all") {
            guard format == .css, invocation.positionals.isEmpty, !picksVariant, invocation.option("output") == nil
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
        if invocation.option("type-name") != nil, format != .swift {
            throw CLIError.usage("'--type-name' names the type of '--format swift'", command: "export")
        }
        if invocation.option("output") != nil, format != .dtcg, format != .xcassets {
            throw CLIError.usage(
                "'--output DIR' writes DTCG's files and asset catalogs; other formats go to standard output (redirect it: > FILE)",
                command: "export"
            )
        }
        if format == .xcassets, invocation.option("output") == nil {
            throw CLIError.usage(
                "'--format xcassets' writes a folder; name where with '--output DIR'",
                command: "export"
            )
        }
        let chosen = try context.theme(invocation.positionals, command: command.name, output: &output)
        let theme = picksVariant ? try context.variant(of: chosen, command: command.name) : chosen
        if format == .xcassets, let folder = invocation.option("output") {
            try writeAssetCatalog(theme, into: folder, limits: context.limits, output: &output)
            return
        }
        if format == .dtcg, let folder = invocation.option("output") {
            for path in try write(DTCGExporter().files(theme), to: folder) { output.print(path) }
            return
        }
        // The command that makes it again: with the file it came from, if it came from one.
        let positionals = invocation.positionals
        let isName = positionals.count == 1 && context.registry.contains(positionals[0])
        let subject = positionals.isEmpty || isName ? chosen.id : positionals.joined(separator: " ")
        var again = "palette export \(subject) --format \(format.rawValue)"
        if picksVariant {
            let variant = try context.requestedVariant(command: command.name)
            again += " --appearance \(variant.appearance.rawValue) --contrast \(variant.contrast.rawValue)"
        }
        var report = ExportReport(format: ExportReport.Format(rawValue: format.rawValue) ?? .json)
        let text = try render(
            theme,
            format: format,
            typeName: invocation.option("type-name"),
            command: again,
            report: &report
        )
        emit(text, report: report, context: context, output: &output)
    }

    /// `theme` in `format`, as standard output gets it: an adaptive theme with every variant it
    /// has (DTCG as one resolver document). `command` is what makes it again, for the Swift
    /// source's header, which adds the type name to it. `report` counts the styles written and
    /// what the format cannot hold.
    static func render(
        _ theme: ResolvedTheme,
        format: Format,
        typeName: String?,
        command: String,
        report: inout ExportReport
    ) throws(CLIError) -> String {
        switch format {
        case .json:
            let document = (theme.source as? DocumentTheme)?.document ?? ThemeDocument(theme)
            report.stylesWritten = document.styles.count
            return document.jsonString
        case .dtcg:
            guard let adaptive = theme.adaptiveTheme else { return DTCGExporter().export(theme, report: &report) }
            return DTCGExporter().resolver(adaptive, report: &report)
        case .css:
            return CSSExporter().export([theme], report: &report)
        case .swift:
            let typeName = typeName ?? SwiftSourceExporter.typeName(for: theme.id)
            let exporter: SwiftSourceExporter
            do {
                exporter = try SwiftSourceExporter(typeName: typeName)
            } catch {
                throw .usage(error.description, command: "export")
            }
            return exporter.export(theme, command: "\(command) --type-name \(typeName)", report: &report)
        case .xcassets:
            throw .usage("'--format xcassets' writes a folder; name where with '--output DIR'", command: "export")
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
