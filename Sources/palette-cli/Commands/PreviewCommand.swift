internal import InternalPaletteUtilities
import PaletteFormats

/// `palette preview [ID|FILE...] [--output FILE] [--format html|svg]`: a theme drawn as a page or
/// an image, every variant side by side.
enum PreviewCommand {
    /// What `--format` names.
    enum Format: String, CaseIterable {
        case html
        case svg
    }

    static let command = Command(
        name: "preview",
        arguments: "[ID|FILE...]",
        summary: "Draw a theme as an HTML page or an SVG image, every variant side by side",
        details: """
            Writes one self-contained HTML page (--format html, the default) showing every variant
            the theme has, light and dark, standard and increased contrast, side by side: each
            colour role as a swatch with its hex value and its contrast against the role read with
            it, passed or failed at the variant's level (AA, or AAA in increased contrast); the
            colours as viewers with protanopia, deuteranopia, tritanopia and achromatopsia see
            them; a navigation bar, a card, buttons, a text field and an error banner drawn in the
            theme's roles and fonts; every font style in the closest web fonts, with its Dynamic
            Type style; the contrast audit; and the custom tokens and styles as tables. The page
            loads nothing from anywhere (no scripts, fonts or images), so it works offline and as
            a CI artifact. Everything a theme file names is shown as text.

            --format svg writes the swatches, colour-vision strips and sample components as one
            SVG image, which renders in a README or a pull-request comment.

            --output FILE writes the page there (atomically: a reader sees the old file or the new
            one, never part of one) and prints the path; without it the page goes to standard
            output:
              palette preview default --output default.html
              palette preview brand.tokens.json --format svg > brand.svg
            Without ID|FILE... it previews the active theme.
            """,
        flags: [],
        options: ["format", "output"],
        positionals: 0...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let formatName = invocation.option("format") ?? Format.html.rawValue
        guard let format = Format(rawValue: formatName.asciiCaseFolded) else {
            let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("'--format' must be one of \(names), not '\(formatName)'", command: command.name)
        }
        let theme = try context.theme(invocation.positionals, command: command.name, output: &output)
        let preview = ThemePreview(generator: "palette \(PaletteCLI.version)")
        let text =
            switch format {
            case .html: preview.html(theme)
            case .svg: preview.svg(theme)
            }
        try emit(text, output: &output, to: invocation.option("output"))
    }

    /// Prints `text`, or writes it to `path` and prints the path.
    static func emit(_ text: String, output: inout CLIOutput, to path: String?) throws(CLIError) {
        guard let path else {
            output.print(text)
            return
        }
        _ = try OutputFile.write(text, to: path)
        output.print(path)
    }
}
