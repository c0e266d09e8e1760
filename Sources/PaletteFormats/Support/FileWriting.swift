import Foundation
import Palette

/// Writing generated files only when their contents change, so that a build or a version
/// control system sees no change where there is none.
package enum FileWriting {
    /// Writes `data` to `url`, making its folder, unless the file already holds exactly `data`.
    ///
    /// - Returns: Whether the file was written.
    /// - Throws: Foundation's error when the folder or the file cannot be made.
    package static func writeIfChanged(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? FileReading.read(url, limit: data.count), existing.elementsEqual(data) {
            return false
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}
