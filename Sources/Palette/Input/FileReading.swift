import Foundation

/// Reads files without reading more than a limit: theme files, and the CLI's payload files.
///
/// Errors name no file: callers add it to the location (``ThemeError/inFile(_:)``).
package enum FileReading {
    /// What is told of this task's reads and parses, when one is bound (tests that hold a command
    /// to reading and parsing each file once bind one); `nil` costs one task-local lookup.
    @TaskLocal package static var observer: (any ReadObserver)?

    /// The bytes of `file`; a file larger than `limit` is refused before it is read.
    ///
    /// - Throws: ``ThemeError/noSuchFile(folderToo:location:)`` for a path where there is nothing;
    ///   ``ThemeError/malformedInput(reason:location:)`` for an unreadable or directory path;
    ///   ``ThemeError/inputTooLarge(size:limit:location:)`` over the limit.
    package static func read(_ file: URL, limit: Int) throws(ThemeError) -> [UInt8] {
        observer?.didRead(file.path)
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

/// What is told of every file ``FileReading`` reads and every text Palette's parsers parse, while
/// it is bound to a task (``FileReading/observer``).
package protocol ReadObserver: Sendable {
    /// `path` was read.
    func didRead(_ path: String)
    /// A text with these bytes was parsed (as JSON or a property list).
    func didParse(_ bytes: some Sequence<UInt8>)
}
