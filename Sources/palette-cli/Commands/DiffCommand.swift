internal import InternalPaletteUtilities
import PaletteFormats

/// `palette diff A B [--fail-on regression] [--json] [--format text|json|html] [--output FILE]`:
/// what changed between two themes, variant by variant, contrast regressions first.
enum DiffCommand {
    /// What `--format` names.
    enum Format: String, CaseIterable {
        case text
        case json
        case html
    }

    static let command = Command(
        name: "diff",
        arguments: "A B",
        summary: "Show what changed between two themes, per variant; contrast regressions first",
        details: """
            Compares theme B with theme A. Each is a registered identifier or type name, or the
            path of a theme file in any format Palette reads, or of a folder holding one theme (a
            token set, an asset catalog). Lists, for each variant either theme has, the colour
            roles that changed (old → new hex, and how far they moved as OKLab distance ΔE_OK),
            the fonts, the custom tokens and the styles added (+), removed (-) and changed (~),
            and every contrast pair whose ratio or level changed. Pairs that fall below the WCAG
            level A met (the highest level all of A's pairs reach, else AA) are regressions,
            listed first.

            --fail-on regression
                   exits 1 when there is a regression, so CI can refuse a token change that
                   lowers contrast:
                   palette diff main.tokens.json brand.tokens.json --fail-on regression
            --json, --format json
                   prints {"before", "after", "identical", "regressions", "variants"}, each
                   variant with its "colors", "fonts", "tokens", "styles" and "contrast" changes
            --format html
                   writes a page with the changes, then A's and B's previews side by side in
                   every variant, with what changed marked (see 'palette preview')
            --output FILE
                   writes the report there, atomically, and prints the path

            A file is that file's theme even when a registered theme has its identifier (an
            exported theme, edited): palette diff default mine.json compares the two, and the
            title says what each side is.

            To review a change to a theme file, compare it as it was with it as it is:
              git show main:brand.tokens.json > /tmp/brand-main.tokens.json
              palette diff /tmp/brand-main.tokens.json brand.tokens.json --fail-on regression
            """,
        flags: ["json"],
        options: ["fail-on", "format", "output"],
        positionals: 2...2,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let format = try self.format(invocation, context: context)
        let failsOnRegression = try failOn(invocation)
        let before = try context.resolveThemeOrFiles(
            [invocation.positionals[0]],
            command: command.name,
            output: &output
        )
        let after = try context.resolveThemeOrFiles([invocation.positionals[1]], command: command.name, output: &output)
        let diff = ThemeDiff(from: before, to: after)
        let sides = sameIdentifier(before, after, invocation.positionals, context: context)
        let text =
            switch format {
            case .text: DiffTextRenderer(style: context.style).render(diff, sides: sides)
            case .json: JSONWriter.string(DiffJSONRenderer.report(diff)) + "\n"
            case .html: ThemePreview(generator: "palette \(PaletteCLI.version)").html(diff)
            }
        try PreviewCommand.emit(text, output: &output, to: invocation.option("output"))
        if failsOnRegression, !diff.regressions.isEmpty {
            let count = diff.regressions.count
            let pairs = diff.regressions.map { regression in
                "'\(regression.after.pair.name)'" + (regression.variant.map { " (\($0))" } ?? "")
            }
            throw CLIError.failure(
                "\(count) contrast pair\(count == 1 ? "" : "s") fall\(count == 1 ? "s" : "") below the level '\(before.id)' "
                    + "meets: \(pairs.summarisedForMessage(limit: 3))"
            )
        }
    }

    /// What each side is when both have one identifier (a registered theme and the file it was
    /// exported to, or two edits of one theme): `both are 'default': A is the compiled theme
    /// DefaultTheme, B the file 'mine.json'`; `nil` when the identifiers differ.
    static func sameIdentifier(
        _ before: ResolvedTheme,
        _ after: ResolvedTheme,
        _ arguments: [String],
        context: CLIContext
    ) -> String? {
        guard before.id.asciiCaseFolded == after.id.asciiCaseFolded, arguments.count == 2 else { return nil }
        let entries = arguments.map { context.registry.entry(named: $0) }
        // One registered theme named twice (`default` and `DefaultTheme`) is no news.
        if let first = entries[0], let second = entries[1], first.id == second.id { return nil }
        let sides = zip(arguments, entries).map { argument, entry in
            entry.map { ThemeLoader.describe($0.source) } ?? "the file '\(argument)'"
        }
        return "both are '\(after.id)': A is \(sides[0]), B \(sides[1])"
    }

    /// `--format`, or `json` for `--json`; the two must agree when both are given.
    private static func format(_ invocation: Invocation, context: CLIContext) throws(CLIError) -> Format {
        guard let name = invocation.option("format") else { return context.wantsJSON ? .json : .text }
        guard let format = Format(rawValue: name.asciiCaseFolded) else {
            let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("'--format' must be one of \(names), not '\(name)'", command: command.name)
        }
        if context.wantsJSON, format != .json {
            throw .usage(
                "'--json' asks for JSON, '--format \(format.rawValue)' for another format; give one",
                command: command.name
            )
        }
        return format
    }

    /// Whether `--fail-on regression` was given; any other value is a usage error.
    private static func failOn(_ invocation: Invocation) throws(CLIError) -> Bool {
        guard let value = invocation.option("fail-on") else { return false }
        guard value.asciiCaseFolded == "regression" || value.asciiCaseFolded == "regressions" else {
            throw .usage("'--fail-on' takes 'regression', not '\(value.clippedForMessage)'", command: command.name)
        }
        return true
    }
}
