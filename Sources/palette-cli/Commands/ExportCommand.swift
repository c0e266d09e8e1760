import Palette

/// `palette export [ID|FILE] --format json|dtcg|css|swift`: a theme in another form.
enum ExportCommand {
    enum Format: String, CaseIterable {
        case json
        case dtcg
        case css
        case swift
    }

    static let command = Command(
        name: "export",
        arguments: "[ID|FILE]",
        summary: "Write a theme as Palette JSON, DTCG tokens, CSS or Swift source",
        details: """
            --format json (default) writes a Palette theme document; dtcg writes DTCG 2025.10
            design tokens the official schema accepts; css writes custom properties for a web page
            (--all writes every registered theme, the first on :root and each on
            [data-theme="ID"]); swift writes a compile-time theme type (--type-name names it; by
            default it is made from the identifier, 'acme' giving 'AcmeTheme'). Without ID|FILE it
            exports the active theme; with a FILE it converts it:
              palette export brand.tokens.json --format css > brand.css
            References between tokens stay references where the format has them ({…} in DTCG,
            var(--…) in CSS, the constant in Swift), and styles go out too: as typography
            tokens or groups in DTCG, one class each in CSS, constants in Swift. One line on
            standard error counts the styles written and names everything the format cannot
            hold ("13 styles written; 2 properties not representable in CSS: …"); --json prints
            {"format", "output", "report"} instead, the report as data.
            """,
        flags: ["all", "json"],
        options: ["format", "type-name"],
        positionals: 0...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let formatName = invocation.option("format") ?? "json"
        guard let format = Format(rawValue: formatName.lowercased()) else {
            throw CLIError.usage(
                "'--format' must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), not '\(formatName)'",
                command: "export"
            )
        }
        if invocation.flags.contains("all") {
            guard format == .css, invocation.positionals.isEmpty else {
                throw CLIError.usage(
                    "'--all' exports every theme as CSS; use it with '--format css' and no ID",
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
        let theme = try context.theme(invocation.positionals.first, output: &output)
        var report = ExportReport(format: ExportReport.Format(rawValue: format.rawValue) ?? .json)
        let text: String
        switch format {
        case .json:
            let document = (theme.source as? DocumentTheme)?.document ?? ThemeDocument(theme)
            report.stylesWritten = document.styles.count
            text = document.jsonString
        case .dtcg:
            text = DTCGExporter().export(theme, report: &report)
        case .css:
            text = CSSExporter().export([theme], report: &report)
        case .swift:
            let typeName = invocation.option("type-name") ?? SwiftSourceExporter.typeName(for: theme.id)
            let exporter: SwiftSourceExporter
            do {
                exporter = try SwiftSourceExporter(typeName: typeName)
            } catch {
                throw CLIError.usage(error.description, command: "export")
            }
            // The command that makes it again: with the file it came from, if it came from one.
            let subject = invocation.positionals.first.flatMap { context.registry.contains($0) ? nil : $0 } ?? theme.id
            text = exporter.export(
                theme,
                command: "palette export \(subject) --format swift --type-name \(typeName)",
                report: &report
            )
        }
        emit(text, report: report, context: context, output: &output)
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
        let summary = report.summary
        if !summary.isEmpty { output.standardError += summary + "\n" }
    }
}
