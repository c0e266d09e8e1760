import Foundation
internal import InternalPaletteUtilities

/// A ``ThemeStore`` that keeps the choice in a small JSON file, `{"theme": "alternative"}`.
///
/// Writes are atomic: the new file is written beside the old one, flushed, and renamed over it,
/// so a crash or a failure mid-write leaves either the old choice or the new one, never a partial
/// file, and a failed write leaves no temporary file behind. The directory is created when the
/// first choice is saved. Reads go through the same bounded reader as theme files: a file over
/// ``ThemeLimits/maximumStoredChoiceSize`` (4 KiB) is refused unread.
public struct FileThemeStore: ThemeStore {
    /// The file the choice is kept in.
    public let fileURL: URL

    /// The name of the file inside a store's directory.
    package static var fileName: String { "selection.json" }

    /// Creates a store that keeps its file, `selection.json`, in `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent(Self.fileName)
    }

    /// Creates a store that keeps its choice in exactly `fileURL`.
    @_alwaysEmitIntoClient public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func loadThemeID() throws(ThemeError) -> String? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        let limit = ThemeLimits.default.maximumStoredChoiceSize
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(fileURL, limit: limit)
        } catch {
            throw .storeFailure(path: fileURL.path, reason: "cannot be read: \(error.message)")
        }
        do {
            return try ThemeSelection(json: bytes, maximumSize: limit).theme
        } catch {
            throw .storeFailure(path: fileURL.path, reason: "is corrupt: \(error.description)")
        }
    }

    public func saveThemeID(_ id: String) throws(ThemeError) {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFileWriter.replace(fileURL, with: Data((ThemeSelection(theme: id).json + "\n").utf8))
        } catch {
            throw .storeFailure(path: fileURL.path, reason: "cannot be written: \(error.localizedDescription)")
        }
    }
}
