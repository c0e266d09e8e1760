import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages

/// `palette uninstall ID`: removes an installed theme package.
enum UninstallCommand {
    static let command = Command(
        name: "uninstall",
        arguments: "ID",
        summary: "Remove an installed theme package",
        details: """
            Removes the package ID (its identifier in any letter case; 'palette list' shows the
            installed ones) from the config directory's 'packages' folder, in one step. A stored
            choice ('palette use') of its theme then falls back to the default, with a warning.
            """,
        flags: ["json"],
        options: [],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let id = invocation.positionals[0]
        guard FileManager.default.fileExists(atPath: context.packagesFolder.path) else {
            throw CLIError.failure("no theme package '\(id)' is installed; none are")
        }
        let packages = try context.packages()
        guard let package = packages.package(id) else {
            let installed = packages.installed.map { "'\($0.id)'" }
            throw CLIError.failure(
                "no theme package '\(id)' is installed; "
                    + (installed.isEmpty ? "none are" : "installed: \(installed.joined(separator: ", "))")
            )
        }
        do {
            try packages.remove(package.id)
        } catch {
            throw CLIError(error)
        }
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([("id", .string(package.id)), ("version", .string(package.version.description))])
                )
            )
        } else {
            output.printMessage("Removed '\(package.id)' \(package.version)")
        }
        if (try? context.store.loadThemeID()) == package.id {
            output.warn(
                "the stored choice '\(package.id)' is no longer installed; 'default' shows until you choose another"
            )
        }
    }
}
