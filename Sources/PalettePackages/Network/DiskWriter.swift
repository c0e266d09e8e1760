import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// How downloaded bytes reach the disk: `write(2)` until every byte is written, and `fsync(2)`.
///
/// A value with closures rather than direct calls, so that tests can make the disk fill up part
/// way through a package, which is otherwise hard to arrange.
package struct DiskWriter: Sendable {
    /// Writes all of `bytes` to the open file `descriptor`, or throws the `POSIXError` that stopped it.
    package var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws -> Void
    /// Flushes the file to storage.
    package var synchronize: @Sendable (_ descriptor: Int32) throws -> Void

    package init(
        write: @escaping @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws -> Void,
        synchronize: @escaping @Sendable (_ descriptor: Int32) throws -> Void
    ) {
        self.write = write
        self.synchronize = synchronize
    }

    /// The real disk.
    package static let system = DiskWriter(
        write: { descriptor, bytes in
            var offset = 0
            while offset < bytes.count {
                let base = bytes.baseAddress.map { $0 + offset }
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, base, bytes.count - offset)
                #elseif canImport(Glibc)
                let written = Glibc.write(descriptor, base, bytes.count - offset)
                #else
                let written = Musl.write(descriptor, base, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        },
        synchronize: { descriptor in
            guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    )
}
