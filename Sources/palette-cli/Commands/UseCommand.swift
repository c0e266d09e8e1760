internal import InternalPaletteUtilities
import PaletteFormats

/// `palette use ID`: stores the active theme for later runs.
enum UseCommand {
    static let command = Command(
        name: "use",
        arguments: "ID",
        summary: "Make a theme the active one for later runs",
        details: """
            Stores the choice in the config directory: $PALETTE_CONFIG_DIR, else
            $XDG_CONFIG_HOME/palette, else ~/.config/palette (file selection.json). ID may be an
            identifier or a type name in any letter case; the identifier is what is stored.
            --theme and PALETTE_THEME still take precedence over the stored choice; when one is
            set, 'use' stores the choice and warns that it is not the active theme. A missing
            config directory is created; one that cannot be written is an error (exit 1) and
            nothing is stored.
            """,
        flags: ["json"],
        options: [],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let theme = try context.resolve(invocation.positionals[0])
        let store = context.store
        do {
            try store.saveThemeID(theme.id)
        } catch {
            throw CLIError(error)
        }
        // Overridden only when the overriding name is another theme.
        let override = overridingChoice(invocation, context).flatMap {
            context.registry.entry(named: $0.name)?.id == theme.id ? nil : $0
        }
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("id", .string(theme.id)), ("name", .string(theme.name)),
                        ("stored", .string(store.fileURL.path)),
                        ("overriddenBy", override.map { .string($0.source) } ?? .null),
                    ])
                )
            )
        } else if override != nil {
            output.printMessage("Stored \(theme.name) (\(theme.id)) in \(store.fileURL.path)")
        } else {
            output.printMessage("Active theme: \(theme.name) (\(theme.id)), stored in \(store.fileURL.path)")
        }
        if let override {
            output.warn(
                "\(override.source) '\(override.name)' takes precedence over the stored choice, so '\(theme.id)' "
                    + "is not active \(override.source == "--theme" ? "in this run" : "while PALETTE_THEME is set")"
            )
        }
    }

    /// What makes the stored choice not the active one: `--theme` or `PALETTE_THEME`.
    private static func overridingChoice(
        _ invocation: Invocation,
        _ context: CLIContext
    ) -> (source: String, name: String)? {
        if let name = invocation.option("theme") { return ("--theme", name) }
        if let name = context.environment.value("PALETTE_THEME") { return ("PALETTE_THEME", name) }
        return nil
    }
}
