import Foundation
internal import InternalPaletteUtilities

/// Reads files without reading more than a limit: theme files, and the CLI's payload files.
///
/// Errors name no file: callers add it to the location (``ThemeError/Code/inFile``).
package enum FileReading {
    /// The bytes of `file`; a file larger than `limit` is refused before it is read, and a stream
    /// (a pipe, a device) once it passes the limit. A named pipe with no writer reads as empty
    /// instead of waiting for one (see ``BoundedFileReader``).
    ///
    /// - Throws: ``ThemeError/Code/noSuchFile`` for a path where there is nothing;
    ///   ``ThemeError/Code/malformedInput`` for an unreadable or directory path;
    ///   ``ThemeError/Code/inputTooLarge`` over the limit.
    package static func read(_ file: URL, limit: Int) throws(ThemeError) -> [UInt8] {
        ReadObservation.observer?.didRead(file.path)
        switch BoundedFileReader.read(file.path, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw .noSuchFile(location: nil)
        case .failure(.directory): throw .malformedInput(reason: "a directory, not a file", location: nil)
        case .failure(.tooLarge(let size)): throw .inputTooLarge(size: size, limit: limit, location: nil)
        case .failure(.unreadable(let reason)):
            throw .malformedInput(reason: "cannot read the file: \(reason)", location: nil)
        }
    }
}
