import Foundation
import Palette

extension ThemePackages {
    /// Where an app keeps its theme packages: `Palette/Packages` in its Application Support
    /// folder (on Linux, the user's data folder, `~/.local/share`), made when needed.
    ///
    /// On Apple platforms the folder is excluded from backups: packages are downloaded again from
    /// their server, so they need not take space in the user's iCloud backup.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when the folder cannot be found
    ///   or made.
    public static func defaultRoot() throws(ThemeError) -> URL {
        var folder: URL
        do {
            folder = try FileManager.default.url(
                for: .applicationSupportDirectory,
                in: .userDomainMask,
                appropriateFor: nil,
                create: true
            )
            .appendingPathComponent("Palette", isDirectory: true)
            .appendingPathComponent("Packages", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .packageStoreFailure(
                path: "Application Support",
                reason: "cannot be made: \(error.localizedDescription)"
            )
        }
        #if canImport(Darwin)
        var values = URLResourceValues()
        values.isExcludedFromBackup = true
        try? folder.setResourceValues(values)
        #endif
        return folder
    }
}
