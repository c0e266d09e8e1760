import Palette

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
            --theme and PALETTE_THEME still take precedence over the stored choice.
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
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("id", .string(theme.id)), ("name", .string(theme.name)),
                        ("stored", .string(store.fileURL.path)),
                    ])
                )
            )
        } else {
            output.print("Active theme: \(theme.name) (\(theme.id)), stored in \(store.fileURL.path)")
        }
    }
}
