internal import InternalPaletteUtilities
import PaletteFormats

/// `palette generate SEED [--secondary C --highlight C --error C] [--style S] [--id ID --name NAME]
/// [--format json|dtcg|css|swift]`: a complete, accessible theme from one brand colour.
enum GenerateCommand {
    static let command = Command(
        name: "generate",
        arguments: "SEED",
        summary: "Generate an accessible theme, light and dark in both contrasts, from one colour",
        details: """
            Makes a theme from a brand colour SEED (hex: '#1D4ED8', '1D4ED8', '#15F'; or a Display P3
            colour, 'color(display-p3 0.925 0.216 0.141)', measured as it is) in four variants,
            light and dark, each in standard and increased contrast, and prints it as a Palette
            theme document holding all four:
              palette generate '#1D4ED8' > brand.json
              palette --themes brand.json show generated-1d4ed8 --contrast increased
            Every pair 'palette check' audits reaches WCAG AA in the standard variants and AAA in
            the increased ones, so 'palette check brand.json' passes for any seed.

            --secondary C, --highlight C, --error C
                   colours whose hue those roles take (derived from the seed, and red, otherwise)
            --style fidelity (default: the seed itself as primary wherever text reaches the ratio
                   on it and it stands out from the page, 3:1, 4.5:1 in increased contrast),
                   tonal, vibrant or neutral
            --id ID, --name NAME
                   the theme's identifier and name; 'generated-<hex>' and 'Generated #<HEX>' by
                   default, with the style after them unless it is fidelity
            --format json (default), dtcg, css or swift: as 'palette export' writes them

            When standard output is a terminal, the four palettes are also shown after the theme,
            side by side, with each variant's lowest text contrast; a file or a pipe gets the theme
            alone, so 'palette generate SEED > FILE' writes a clean file. What the seeds made
            impossible (two roles that cannot be told apart, a fidelity seed that cannot carry text
            or would not stand out from the page, and the colour used instead) is written as notes.
            """,
        flags: [],
        options: ["secondary", "highlight", "error", "style", "id", "name", "format"],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let formatName = invocation.option("format") ?? "json"
        guard let format = ExportFormat(rawValue: formatName.asciiCaseFolded) else {
            let names = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("'--format' must be one of \(names), not '\(formatName)'", command: command.name)
        }
        let styleName = invocation.option("style") ?? ThemeGenerator.Style.fidelity.rawValue
        guard let style = ThemeGenerator.Style(name: styleName) else {
            let names = ThemeGenerator.Style.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("'--style' must be one of \(names), not '\(styleName)'", command: command.name)
        }
        let seed = try color(invocation.positionals[0], option: nil)
        let generator: ThemeGenerator
        do {
            generator = try ThemeGenerator(
                seed: seed,
                secondary: try invocation.option("secondary").map { try color($0, option: "secondary") },
                highlight: try invocation.option("highlight").map { try color($0, option: "highlight") },
                error: try invocation.option("error").map { try color($0, option: "error") },
                style: style
            )
        } catch let error as ThemeError {
            // A translucent seed: name it as the command line did.
            guard error.code == .invalidValue, let value = error.subject, let reason = error.reason,
                let name = error.location?.path
            else {
                throw CLIError.usage(error.description, command: command.name)
            }
            let what = name == "seed" ? "the seed" : "'--\(name)'"
            throw CLIError.usage("\(what) '\(value)' cannot be used: \(reason)", command: command.name)
        }
        var theme = generator.generate()
        if let id = invocation.option("id") {
            if let problem = ThemeDocument.identifierProblem(id) {
                throw CLIError.usage("'--id' '\(id.clippedForMessage)': \(problem)", command: command.name)
            }
            theme.id = id
        }
        if let name = invocation.option("name") { theme.name = name }
        let resolved = ResolvedTheme(theme)
        var report = ExportReport(format: format)
        output.print(
            try ExportCommand.render(
                resolved,
                format: format,
                typeName: nil,
                command:
                    "palette generate '\(seed)' --style \(style.rawValue) --id '\(theme.id)' --format \(format.rawValue)",
                report: &report
            )
        )
        ExportCommand.note(report, output: &output)
        // Only for a person watching: a file or a pipe gets the theme alone.
        if context.environment.standardOutputIsTerminal {
            output.print("\n" + GeneratePreviewRenderer(style: context.style).render(theme))
        }
        for diagnostic in theme.diagnostics {
            // A brand colour moved to reach a variant's ratio is what was asked; roles too close
            // to tell apart are a promise the seeds made impossible.
            if case .seedAdjusted = diagnostic.kind {
                output.note(diagnostic.description)
            } else {
                output.warn(diagnostic.description)
            }
        }
    }

    /// A colour argument, or a usage error that says what a colour is.
    private static func color(_ text: String, option: String?) throws(CLIError) -> ThemeColor {
        do {
            return try ThemeColor(cssText: text)
        } catch {
            let what = option.map { "'--\($0)'" } ?? "the seed"
            throw .usage(
                "\(what) '\(text.clippedForMessage)' is not a colour; give a hex colour such as '#1D4ED8' "
                    + "(#RGB or #RRGGBB, with or without '#') or 'color(display-p3 0.925 0.216 0.141)'",
                command: command.name
            )
        }
    }
}
