import Foundation
internal import InternalPaletteUtilities

/// Reads files without reading more than a limit: theme files, and the CLI's payload files.
///
/// Errors name no file: callers add it to the location (``ThemeError/Code/inFile``).
package enum FileReading {
    /// The bytes of `file`; a file larger than `limit` is refused before it is read.
    ///
    /// - Throws: ``ThemeError/Code/noSuchFile`` for a path where there is nothing;
    ///   ``ThemeError/Code/malformedInput`` for an unreadable or directory path;
    ///   ``ThemeError/Code/inputTooLarge`` over the limit.
    package static func read(_ file: URL, limit: Int) throws(ThemeError) -> [UInt8] {
        ReadObservation.observer?.didRead(file.path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let attributes else {
            throw .noSuchFile(location: nil)
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw .malformedInput(reason: "a directory, not a file", location: nil)
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw .inputTooLarge(size: size, limit: limit, location: nil)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .malformedInput(reason: "cannot read the file", location: nil)
        }
        guard data.count <= limit else { throw .inputTooLarge(size: data.count, limit: limit, location: nil) }
        return Array(data)
    }
}
