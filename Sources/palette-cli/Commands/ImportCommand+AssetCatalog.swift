import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette import Assets.xcassets`: an asset catalog folder, or one `.colorset`, as Palette JSON.
extension ImportCommand {
    /// Whether the command reads an asset catalog folder: its one FILE is a folder the table of
    /// formats reads whole (``ThemeFileFormat/detect(folder:)``: `*.xcassets`, `*.colorset`, or
    /// one with Xcode's `Contents.json`), or `--from xcassets` names the format. Other folders are
    /// token sets.
    static func importsAssetCatalog(_ invocation: Invocation) throws -> Bool {
        guard let path = invocation.positionals.first else { return false }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return false
        }
        let forced = try invocation.option("from").map { try formatOption($0, command: "import").format }
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        let looksLikeCatalog = ThemeFileFormat.detect(folder: folder) == .xcassets
        if looksLikeCatalog, let forced, forced != .xcassets {
            throw CLIError.usage(
                "'\(path.clippedForMessage)' is an asset catalog, which only '--from xcassets' reads",
                command: "import"
            )
        }
        guard forced == .xcassets || looksLikeCatalog else { return false }
        guard invocation.positionals.count == 1 else {
            throw CLIError.usage("an asset catalog is one folder; give one FILE", command: "import")
        }
        return true
    }

    /// Reads the catalog folder and prints its document, or its errors.
    static func importAssetCatalog(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let options = try importOptions(invocation, limits: context.limits, format: .xcassets)
        let folder = URL(fileURLWithPath: invocation.positionals[0], isDirectory: true)
        let report = ThemeFileFormat.xcassets.decode(folder: folder, options: options)
        output.standardError += Diagnostics.lines(
            UnreadableTokens.shown(report.warnings, invocation: invocation).map(\.problem),
            severity: "warning",
            file: nil,
            verbose: invocation.flags.contains("verbose")
        )
        guard let document = report.value, report.errors.isEmpty else {
            try fail(report.errors, output: &output, verbose: invocation.flags.contains("verbose"))
            return
        }
        try UnreadableTokens(report.warnings, readNothing: document.holdsNothing)
            .decide(subject(invocation), invocation: invocation, output: &output)
        try emit([(document, [])], invocation: invocation, output: &output)
    }
}
