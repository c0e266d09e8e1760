internal import InternalPaletteUtilities
import PaletteFormats

/// `palette list`: the registered themes, with the active one marked.
enum ListCommand {
    static let command = Command(
        name: "list",
        arguments: "",
        summary: "List the registered themes",
        details: """
            Prints every registered theme: its identifier (what 'use', '--theme' and a backend's
            {"theme": ...} accept), its name and where it came from: compiled in, a theme file, or
            an installed theme package with its version ('palette install'). '*' marks the active
            theme. With --json an installed package's entry also has "package": {"id", "version"}.
            """,
        flags: ["json"],
        options: [],
        positionals: 0...0,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let active = try context.activeTheme(output: &output)
        let entries = context.registry.entries
        if context.wantsJSON {
            let themes = entries.map { entry in
                var members: [(String, JSONValue)] = [
                    ("id", .string(entry.id)),
                    ("name", .string(entry.theme.name)),
                    ("source", .string(entry.source.description)),
                    ("active", .bool(entry.id == active.id)),
                ]
                if let (id, version) = entry.source.installedPackage {
                    members.append(("package", .orderedObject([("id", .string(id)), ("version", .string(version))])))
                }
                return JSONValue.orderedObject(members)
            }
            output.print(JSONWriter.string(.array(themes.map { JSONNode($0) })))
            return
        }
        let idWidth = entries.map(\.id.count).max() ?? 0
        let nameWidth = entries.map(\.theme.name.count).max() ?? 0
        for entry in entries {
            let marker = entry.id == active.id ? "*" : " "
            let swatches = [entry.theme.palette.primary, entry.theme.palette.secondary, entry.theme.palette.background]
                .map { context.style.swatch($0, width: 2) }.joined()
            let columns = [
                marker, swatches, entry.id.padded(to: idWidth), entry.theme.name.padded(to: nameWidth),
                context.style.dim(entry.source.description),
            ]
            output.print(columns.filter { !$0.isEmpty }.joined(separator: " "))
        }
    }
}
