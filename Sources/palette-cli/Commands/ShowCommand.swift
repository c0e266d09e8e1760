internal import InternalPaletteUtilities
import PaletteFormats

/// `palette show [ID|FILE...]`: a theme's colours with contrast, and its fonts.
enum ShowCommand {
    static let command = Command(
        name: "show",
        arguments: "[ID|FILE...]",
        summary: "Print the active (or named) theme: colours, contrast and fonts",
        details: """
            Prints every colour role with a swatch (on a terminal, when colour is allowed), its hex
            value and its WCAG contrast ratio against the role it is read with (primary against
            onPrimary, and so on), then every font style.

            Without ID|FILE... it shows the active theme: --theme, else PALETTE_THEME, else the choice
            stored by 'palette use', else 'default'. An adaptive theme (such as 'system') shows its
            light variant, or the variant --appearance light|dark and --contrast standard|increased
            pick; a variant the theme lacks shows the one that serves it (increased contrast falls
            back to standard, dark to light). With --json it prints
            {"id", "name", "palette": {role: "#RRGGBB"}, "fonts": {style: {...}}}.
            """,
        flags: ["json"],
        options: ["appearance", "contrast"],
        positionals: 0...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let chosen = try context.theme(invocation.positionals, command: command.name, output: &output)
        let theme = try context.variant(of: chosen, command: command.name)
        if context.wantsJSON {
            print(theme, context: context, output: &output)
        } else {
            let text = ThemeTextRenderer(style: context.style).render(theme)
            let variant = try context.requestedVariant(command: command.name)
            output.print(context.notingVariant(text, chosen: chosen, variant: variant))
        }
    }

    /// Prints a theme as `show` does; `select` uses it for the theme a payload resolved to.
    static func print(_ theme: ResolvedTheme, context: CLIContext, output: inout CLIOutput) {
        if context.wantsJSON {
            output.print(JSONWriter.string(ThemeJSONRenderer.show(theme)))
        } else {
            output.print(ThemeTextRenderer(style: context.style).render(theme))
        }
    }
}
