/// The help texts, laid out for ``OutputWidths/helpWidth`` columns and fitted to the width given.
enum Help {
    /// The options every command takes, as help lists them: how each is written, what it does.
    /// `palette --help` describes each; a command's help lists them in one paragraph.
    static let globalOptions: [(usage: String, summary: String)] = [
        ("--theme ID", "Use this theme for this run (also PALETTE_THEME)"),
        (
            "--themes PATH",
            "Also load the theme files in this folder (or this file); also PALETTE_THEMES_PATH, folders "
                + "separated by ':'. A file that cannot be read fails the run (exit 1)"
        ),
        (
            "--input NAME=CONTEXT",
            "Read a file with modes in this context of its modifier (a DTCG resolver's modifier, a Tokens "
                + "Studio theme group, a Figma collection); repeatable, names in any letter case"
        ),
        (
            "--variant-modifier NAME[:CONTEXT=VARIANT,...]",
            "Read this modifier's contexts as light/dark variants, mapping those whose names do not say which"
        ),
        ("--color WHEN", "auto (default), always or never; auto colours only a terminal and honours NO_COLOR"),
        (
            "--verbose",
            "Print every problem; by default repeated problems of one kind are summarised in one line with "
                + "their count and first places"
        ),
        (
            "--strict",
            "Refuse token files with tokens outside DTCG 2025.10, as 'validate' does, instead of converting "
                + "or skipping them with a warning at each"
        ),
        ("--max-file-size SIZE", "Read theme files up to SIZE bytes (4M by default; 8M, 8192K)"),
        ("--max-tokens N", "Read theme files of up to N tokens (10000 by default)"),
        ("-h, --help", "Show help; 'palette help COMMAND' (or 'palette COMMAND --help') for one command"),
        ("--version", "Show the version"),
    ]

    /// The column an option's or a command's summary starts at.
    private static let summaryColumn = 24

    static func overview(width: Int) -> String {
        let commands = Command.all.map { entry($0.name + " " + $0.arguments, $0.summary) }
        let options = globalOptions.map { entry($0.usage, $0.summary) }
        return TextWrapping.help(
            """
            palette \(PaletteCLI.version): inspect, choose and check Palette themes

            USAGE: palette <command> [arguments] [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            OPTIONS:
            \(options.joined(separator: "\n"))
              --json                Print data as JSON (commands that print data)

            \(themeArgument)

            The active theme is the first of: --theme, PALETTE_THEME, the choice stored by
            'palette use' (in $PALETTE_CONFIG_DIR, $XDG_CONFIG_HOME/palette or
            ~/.config/palette), 'default'.

            Messages are fitted to the terminal; when standard output or standard error is
            not a terminal (a pipe, a file, a CI log), each message is one line.

            EXIT STATUS: 0 success, 1 failure (bad input included), 64 usage error.
            """,
            width: width
        )
    }

    /// `  NAME  SUMMARY`, the summary at ``summaryColumn``, or on the next line there when the
    /// name reaches it.
    private static func entry(_ name: String, _ summary: String) -> String {
        let name = "  " + name
        guard name.count + 2 <= summaryColumn else {
            return name + "\n" + String(repeating: " ", count: summaryColumn) + summary
        }
        return name.padded(to: summaryColumn) + summary
    }

    static func text(for command: Command, width: Int) -> String {
        let flags = command.flags.sorted().map { "--\($0)" }
        let options = command.options.sorted().map { "--\($0) VALUE" }
        let own = (flags + options).joined(separator: " ")
        let prefix = "USAGE: palette \(command.name) "
        let usage = TextWrapping.wrap(
            prefix
                + [command.arguments, own.isEmpty ? "" : "[" + own + "]"].filter { !$0.isEmpty }
                .joined(separator: " "),
            indent: prefix.count,
            width: width
        )
        let details = command.arguments.contains("ID|FILE") ? command.details + "\n\n" + themeArgument : command.details
        return usage.joined(separator: "\n") + "\n\n"
            + TextWrapping.help(
                """
                \(command.summary).

                \(details)

                GLOBAL OPTIONS (see 'palette --help'):
                \(packed(globalOptions.map(\.usage), width: width))
                """,
                width: width
            )
    }

    /// Items joined with commas into lines of at most `width` columns, indented by two, each item
    /// whole on one line (an option is never parted from its value).
    private static func packed(_ items: [String], width: Int) -> String {
        var lines: [String] = []
        var line = " "
        for (index, item) in items.enumerated() {
            let piece = " " + item + (index == items.count - 1 ? "" : ",")
            if line.count + piece.count > width, line.count > 1 {
                lines.append(line)
                line = " "
            }
            line += piece
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// What `ID|FILE...` means, for every command that takes one.
    private static let themeArgument = """
        ID|FILE... names a theme by its identifier or type name in any letter case (see
        'palette list'), or by the path of a theme file: Palette JSON, DTCG tokens (or
        their older drafts, Style Dictionary 3 and Tokens Studio files), a DTCG resolver
        (*.resolver.json), Figma variables (the REST API's JSON), AUUTheme JSON, an
        SDThemeManager plist or a SwiftTheme theme (plist or JSON), read with the
        registered themes available to its 'extends'. Several token files, or a folder
        of them, are one set whose aliases reach across files; a folder with a Style
        Dictionary config.json or Tokens Studio's $metadata.json is the set it
        describes. A registered name wins over a file of the same name (./NAME is the
        file).

        A file with modes (a resolver's modifiers, Tokens Studio's theme groups, Figma's
        collections, $extensions.mode) is read as themes: contexts named as appearances
        and contrasts (light, dark, dark_ax, light-hc, high-contrast, ...) become the
        variants of an adaptive theme; any other modifier takes its default (a Tokens
        Studio group its first theme), or, for a resolver's modifier without one, makes
        a theme of each context. --input NAME=CONTEXT fixes a modifier;
        --variant-modifier names the variants' modifier.

        A token a file names that cannot be read (a broken or circular alias, a value
        with no meaning, an unknown colour space) is left out: a command that only looks
        (show, check, token, preview, diff) says first how many, and a command that
        writes (export, import, codegen) refuses the file unless --skip-invalid is
        given.
        """
}
