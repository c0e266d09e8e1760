import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette export ID --format xcassets --output DIR`: the theme as `DIR/<Name>.xcassets`.
extension ExportCommand {
    /// Writes the catalog, printing each file written; says on standard error how many files
    /// were already up to date, which colours could not be written, how many roles the theme
    /// takes from the theme it extends were not (`--include-inherited` writes them), and which
    /// colour sets the catalog has that the theme does not (left in place).
    static func writeAssetCatalog(
        _ theme: ResolvedTheme,
        into folder: String,
        includeInherited: Bool,
        limits: FormatLimits,
        output: inout CLIOutput
    ) throws {
        let catalog: AssetCatalogExporter.Catalog
        let report: AssetCatalogExporter.Catalog.WriteReport
        do {
            catalog = try AssetCatalogExporter(includesInheritedRoles: includeInherited, limits: limits).export(theme)
            report = try catalog.write(into: URL(fileURLWithPath: folder, isDirectory: true), limits: limits)
        } catch {
            throw CLIError(error)
        }
        let base = (folder as NSString).appendingPathComponent(catalog.folderName)
        let root = report.catalog
        func shown(_ path: String) -> String {
            path.hasPrefix(root) ? base + path.dropFirst(root.count) : path
        }
        for path in report.written { output.print(shown(path)) }
        if !report.unchanged.isEmpty {
            let count = report.unchanged.count
            output.standardError += "note: \(count) file\(count == 1 ? "" : "s") already up to date, not rewritten\n"
        }
        for note in catalog.notes { output.standardError += "warning: \(note); not written\n" }
        if !catalog.inheritedSets.isEmpty {
            let count = catalog.inheritedSets.count
            let source = catalog.inheritedFrom.map { " from '\($0)'" } ?? ""
            output.standardError += """
                note: \(count) role\(count == 1 ? "" : "s") the theme takes\(source) not written \
                (--include-inherited writes them)\n
                """
        }
        for path in report.stale {
            output.standardError += """
                note: '\(shown(path).clippedForMessage)' is not in the theme; left in place (delete it if it is \
                no longer used)\n
                """
        }
    }
}
