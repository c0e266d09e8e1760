import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// Files a command writes with `--output FILE`.
enum OutputFile {
    /// Writes `text` to `path` atomically (a temporary file beside it, renamed over it), making
    /// its folder; a file that already holds exactly `text` is left as it is.
    ///
    /// - Returns: Whether the file was written.
    static func write(_ text: String, to path: String) throws(CLIError) -> Bool {
        guard !path.isEmpty else { throw .failure("--output: an empty path names no file") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .failure("--output: '\(path.clippedForMessage)' is a folder; name a file")
        }
        do {
            return try FileWriting.writeIfChanged(Data(text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw .failure("--output: cannot write '\(path.clippedForMessage)': \(error.localizedDescription)")
        }
    }
}
