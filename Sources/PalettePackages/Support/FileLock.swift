import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// An advisory lock on a file (`flock(2)`), held until ``unlock()`` or until the process ends.
///
/// The package store uses two kinds: one lock on the whole install root, taken for the moments
/// that change its structure (starting an install, committing one, removing a package, cleaning
/// up), and one per install in progress, held while it downloads. The kernel drops a lock when its
/// process dies, so a staging folder whose lock can be taken belongs to an install that was killed:
/// the next start removes it, and never one that another process, or this one, is still filling.
///
/// Each lock is its own open file description, so two locks on one file exclude each other even
/// within one process, on Linux and on Apple platforms alike.
package final class FileLock: Sendable {
    private let descriptor: Int32
    /// The locked file.
    package let url: URL

    private init(descriptor: Int32, url: URL) {
        self.descriptor = descriptor
        self.url = url
    }

    /// Opens (creating it when needed) and locks the file at `url`.
    ///
    /// - Parameter wait: Whether to wait for another holder to let go; when `false` and the lock is
    ///   held, returns `nil`.
    /// - Throws: The `POSIXError` of opening or locking the file.
    package static func lock(_ url: URL, wait: Bool) throws -> FileLock? {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK { return nil }
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        return FileLock(descriptor: descriptor, url: url)
    }

    /// Runs `body` holding the lock on `url`, waiting for it first.
    package static func withLock<Result>(_ url: URL, _ body: () throws -> Result) throws -> Result {
        guard let lock = try lock(url, wait: true) else { throw POSIXError(.EIO) }
        defer { lock.unlock() }
        return try body()
    }

    /// Lets go of the lock; the file stays.
    package func unlock() {
        flock(descriptor, LOCK_UN)
    }

    deinit {
        close(descriptor)
    }
}
