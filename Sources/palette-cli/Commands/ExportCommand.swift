import Palette

/// `palette export [ID|FILE...] --format json|dtcg|css|swift`: a theme in another form.
enum ExportCommand {
    enum Format: String, CaseIterable {
        case json
        case dtcg
        case css
        case swift
    }

    static let command = Command(
        name: "export",
        arguments: "[ID|FILE...]",
        summary: "Write a theme as Palette JSON, DTCG tokens, CSS or Swift source",
        details: """
            --format json (default) writes a Palette theme document; dtcg writes DTCG 2025.10
            design tokens the official schema accepts; css writes custom properties for a web page
            (--all writes every registered theme, the first on :root and each on
            [data-theme="ID"]); swift writes a compile-time theme type (--type-name names it; by
            default it is made from the identifier, 'acme' giving 'AcmeTheme'). Without ID|FILE... it
            exports the active theme; with a FILE it converts it:
              palette export brand.tokens.json --format css > brand.css
            """,
        flags: ["all"],
        options: ["format", "type-name"],
        positionals: 0...Int.max,
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
            output.print(CSSExporter().export(context.registry.entries.map(\.theme)))
            return
        }
        if invocation.option("type-name") != nil, format != .swift {
            throw CLIError.usage("'--type-name' names the type of '--format swift'", command: "export")
        }
        let theme = try context.theme(invocation.positionals, command: command.name, output: &output)
        switch format {
        case .json:
            let document = (theme.source as? DocumentTheme)?.document ?? ThemeDocument(theme)
            output.print(document.jsonString)
        case .dtcg:
            output.print(DTCGExporter().export(theme))
        case .css:
            output.print(CSSExporter().export([theme]))
        case .swift:
            let typeName = invocation.option("type-name") ?? SwiftSourceExporter.typeName(for: theme.id)
            let exporter: SwiftSourceExporter
            do {
                exporter = try SwiftSourceExporter(typeName: typeName)
            } catch {
                throw CLIError.usage(error.description, command: "export")
            }
            // The command that makes it again: with the file it came from, if it came from one.
            let positionals = invocation.positionals
            let isName = positionals.count == 1 && context.registry.contains(positionals[0])
            let subject = positionals.isEmpty || isName ? theme.id : positionals.joined(separator: " ")
            output.print(
                exporter.export(theme, command: "palette export \(subject) --format swift --type-name \(typeName)")
            )
        }
    }
}
