import Foundation
import PackagePlugin

/// `swift package palette …`: runs this package's `palette` executable in the package's folder,
/// for the files a team commits (CSS for the web team, DTCG tokens for designers).
///
/// ```sh
/// swift package --allow-writing-to-package-directory palette export Themes/acme.palette.json --format css
/// ```
@main
struct PaletteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        try Self.run(
            tool: context.tool(named: "palette-cli").url,
            arguments: arguments,
            in: context.package.directoryURL
        )
    }

    /// Runs `palette` with `arguments` in `folder`, its output going where the plugin's goes; a
    /// failure fails the command with `palette`'s exit status.
    static func run(tool: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    /// `palette` did not succeed; it has said why on standard error.
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "palette exited with status \(status)" }
    }
}
