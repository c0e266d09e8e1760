import Palette

/// `palette check [ID] [--level AA|AAA] [--cvd] [--fix] [--json]`: a theme's contrast audit.
enum CheckCommand {
    static let command = Command(
        name: "check",
        arguments: "[ID|FILE]",
        summary: "Audit a theme's contrast against WCAG 2.2; exit 1 when a pair fails",
        details: """
            Prints every pair of colours read together (each on-colour on its colour, each text
            style on background and on surface, outline on surface) with a sample, its WCAG
            contrast ratio and whether it reaches the level: AA (the default) or AAA with --level.
            Large text (24 pt, or 18.67 pt bold) needs 3:1 at AA and 4.5:1 at AAA; outlines need
            3:1. Exits 1 when any pair fails the level.

            --cvd  also checks that error, primary and secondary stay apart for viewers with
                   protanopia, deuteranopia, tritanopia or achromatopsia (OKLab distance at
                   least 0.1); these are warnings and do not change the exit status.
            --fix  prints a theme document that extends the theme and sets the closest colours
                   that pass (same hue and chroma, nearest lightness):
                   palette check acme --fix > acme-accessible.json
                   The exit status still reports the theme checked.
            --json prints the results as one object: {"id", "name", "level", "passes", "pairs",
                   "colorVision" (with --cvd), "fix" (with --fix)}.

            Without ID it checks the active theme, as 'show' does. An adaptive theme (such as
            'system') is checked in its light variant, or the one --appearance light|dark picks.
            """,
        flags: ["json", "cvd", "fix"],
        options: ["level", "appearance"],
        positionals: 0...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let level = try self.level(invocation)
        let theme = try context.variant(
            of: self.theme(invocation.positionals.first, context: context, output: &output),
            command: command.name
        )
        let audit = ContrastAudit(theme)
        let wantsFix = invocation.flags.contains("fix")
        let wantsVision = invocation.flags.contains("cvd")
        let fixes = wantsFix ? audit.proposedFixes(at: level) : nil
        if context.wantsJSON {
            let report = ContrastJSONRenderer.report(
                theme: theme,
                audit: audit,
                level: level,
                includeColorVision: wantsVision,
                fixes: fixes
            )
            output.print(JSONWriter.string(report))
        } else if let fixes {
            output.print(JSONWriter.string(ContrastJSONRenderer.fixDocument(theme: theme, fixes: fixes)))
        } else {
            let renderer = ContrastTextRenderer(style: context.style)
            output.print(renderer.render(theme: theme, audit: audit, level: level, includeColorVision: wantsVision))
        }
        for result in fixes?.unresolved ?? [] {
            output.warn("no lightness of either colour makes '\(result.pair.name)' reach \(level.rawValue)")
        }
        let failures = audit.failures(at: level)
        guard failures.isEmpty else {
            var message =
                "\(failures.count) of \(audit.results.count) pairs in '\(theme.id)' fail WCAG \(level.rawValue)"
            if !wantsFix {
                let levelOption = level == .aa ? "" : " --level \(level.rawValue)"
                let subject = invocation.positionals.first ?? theme.id
                message += "; 'palette check \(subject)\(levelOption) --fix' proposes the closest colours that pass"
            }
            throw CLIError.failure(message)
        }
    }

    /// The theme to check: ID by identifier or Swift type name, else the active theme.
    static func theme(_ argument: String?, context: CLIContext, output: inout CLIOutput) throws -> ResolvedTheme {
        try argument.map { try context.resolveThemeOrFile($0) } ?? context.activeTheme(output: &output)
    }

    /// `--level AA|AAA` in any letter case; AA when absent.
    static func level(_ invocation: Invocation) throws(CLIError) -> ContrastLevel {
        guard let name = invocation.option("level") else { return .aa }
        guard let level = ContrastLevel(name: name) else {
            throw .usage("'--level' must be AA or AAA, not '\(name)'", command: command.name)
        }
        return level
    }
}
