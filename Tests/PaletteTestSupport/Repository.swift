import Foundation

/// The repository the tests run from, and the files in it that tests read: fixtures, the
/// documentation, the fuzz corpus.
///
/// Found from this file's own path, so it holds wherever the repository is checked out and
/// whatever the working directory is.
package enum Repository {
    /// The repository's root, the folder that holds `Package.swift`.
    package static let root = URL(fileURLWithPath: #filePath)  // Tests/PaletteTestSupport/Repository.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder at `path` from the repository's root (`"Sources/Palette/Palette.docc"`).
    package static func file(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// A file or folder at `path` in `Tests/Fixtures` (`"token-sets/brand"`).
    package static func fixture(_ path: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
    }

    /// The `../shared` folder beside the repository, when it is there: on developer machines and
    /// in CI, not in a user's clone, so tests that use it are enabled only when this is not `nil`.
    package static var shared: URL? {
        FileManager.default.fileExists(atPath: sharedLocation.appendingPathComponent("fixtures").path)
            ? sharedLocation : nil
    }

    /// Where `../shared` is, or would be.
    static let sharedLocation = root.deletingLastPathComponent().appendingPathComponent("shared")
}
