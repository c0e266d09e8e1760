import Foundation
import Palette

/// A folder inside the install root where one install downloads its files, and the lock that
/// says the install is alive.
///
/// The lock file sits beside the folder (`.staging/ID.lock` for `.staging/ID/`), so the folder can
/// be moved into place without it. While the lock is held no cleanup touches the folder; when the
/// process dies the kernel drops the lock, and the next start removes both.
package final class Staging: Sendable {
    /// The folder the package is downloaded into.
    package let folder: URL
    private let lock: FileLock

    init(folder: URL, lock: FileLock) {
        self.folder = folder
        self.lock = lock
    }

    /// The file at `path` in the folder, with its folders made.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when a folder cannot be made.
    package func file(_ path: String) throws(ThemeError) -> URL {
        let url = folder.appendingPathComponent(path)
        let parent = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .packageStoreFailure(path: parent.path, reason: "cannot be created: \(error.localizedDescription)")
        }
        return url
    }

    /// Removes the folder (what is left of it, when it was moved into place) and the lock file,
    /// then lets go of the lock.
    package func discard() {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: lock.url)
        lock.unlock()
    }
}
