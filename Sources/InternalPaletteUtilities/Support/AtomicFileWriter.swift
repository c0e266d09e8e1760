import Foundation

/// Replaces a file's contents atomically: the bytes go to a temporary file beside it, which is
/// flushed and then renamed over the file, so a crash or failure mid-write leaves the old file
/// (or none) and never a partial one. A failed write removes its temporary file. The theme
/// stores and the package store write through it.
@usableFromInline package enum AtomicFileWriter {
    /// Writes `data` to a new file at `url`, flushed to storage; the default for ``replace(_:with:writeTemporary:)``.
    @usableFromInline package static func writeAndFlush(_ url: URL, _ data: Data) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Replaces the contents of `url` with `data`.
    ///
    /// - Parameters:
    ///   - url: The file to replace; its folder must exist.
    ///   - data: The new contents.
    ///   - writeTemporary: Writes the temporary file; tests pass one that fails part way.
    /// - Throws: What writing or renaming threw; `url` is then as it was.
    @usableFromInline package static func replace(
        _ url: URL,
        with data: Data,
        writeTemporary: (URL, Data) throws -> Void = writeAndFlush
    ) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writeTemporary(temporary, data)
            guard rename(temporary.path, url.path) == 0 else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                throw POSIXError(code)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
