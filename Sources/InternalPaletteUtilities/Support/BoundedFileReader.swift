#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// Reads a file without ever reading more than a limit or waiting for a writer that never comes.
///
/// Foundation's `FileManager.contents(atPath:)` reads until the end of the file: a path that is
/// `/dev/zero`, or links to it, never ends, and a named pipe with no writer blocks the open for
/// ever. This reader opens without waiting (`O_NONBLOCK`), so a pipe with no writer reads as
/// empty; refuses a regular file over the limit by its size, unread; and reads anything else (a
/// pipe, `/dev/stdin`, a device) until its end or one byte past the limit, whichever comes first.
package enum BoundedFileReader {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable, Sendable {
        /// Nothing is at the path (or a link on it leads nowhere).
        case missing
        /// The path is a directory.
        case directory
        /// The file is larger than the limit: `size` bytes when it is a regular file, `nil` for
        /// a stream stopped once it passed the limit.
        case tooLarge(size: Int?)
        /// The file cannot be read, for the reason given (`permission denied`).
        case unreadable(String)
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(errno)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.directory) }
        let size = Int(status.st_size)
        let isRegular = type == S_IFREG
        if isRegular, size > limit { return .failure(.tooLarge(size: size)) }
        // Blocking again for the read itself: a pipe whose writer is slow is waited for, up to the limit.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(isRegular ? size : min(limit, 64 * 1024))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            // One byte past the limit at most, written so that a limit of `Int.max` cannot overflow.
            let remaining = limit - bytes.count
            let wanted = remaining >= chunk.count ? chunk.count : remaining + 1
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glue.read(descriptor, buffer.baseAddress, wanted)
            }
            if count < 0 {
                if errno == EINTR { continue }
                // No writer yet on a pipe opened without waiting: nothing to read.
                if errno == EAGAIN { break }
                return .failure(failure(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard bytes.count <= limit else { return .failure(.tooLarge(size: isRegular ? bytes.count : nil)) }
        return .success(bytes)
    }

    /// What `errno` after a failed `open`, `fstat` or `read` means for the reader.
    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .directory
        case ELOOP: .unreadable("its symbolic links lead round in a loop")
        case EACCES, EPERM: .unreadable("permission denied")
        default: .unreadable(String(cString: strerror(code)))
        }
    }

    /// The C library's `read`, named apart from ``read(_:limit:)``.
    private enum Glue {
        static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
            #if canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
            #elseif canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
            #else
            Musl.read(descriptor, buffer, count)
            #endif
        }
    }
}
