import Foundation
internal import InternalPaletteUtilities
import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// Where a download's bytes go as they arrive: counted, hashed and written to a new file, or kept
/// in memory (a manifest, which is parsed next), so that no file is ever held in memory twice.
///
/// Its state sits behind a lock: the session's delegate queue appends, and the task that awaits
/// the download reads the result once it is complete.
package final class DownloadSink: Sendable {
    private struct State: Sendable {
        var hash = SHA256()
        var count = 0
        var memory: Data?
        var descriptor: Int32 = -1
        var failure: ThemeError?
    }

    private let state: LockedState<State>
    private let file: URL?
    private let writer: DiskWriter

    /// A sink that keeps the bytes in memory.
    package init() {
        state = LockedState(State(memory: Data()))
        file = nil
        writer = .system
    }

    /// A sink that writes a new file at `file`, which must not exist (a link put there is never
    /// followed).
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when it cannot be created.
    package init(file: URL, writer: DiskWriter) throws(ThemeError) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .packageStoreFailure(
                path: file.path,
                reason: "cannot be created: \(String(cString: strerror(errno)))"
            )
        }
        state = LockedState(State(descriptor: descriptor))
        self.file = file
        self.writer = writer
    }

    deinit {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
        }
    }

    /// How many bytes have arrived.
    package var count: Int { state.withLock { $0.count } }

    /// Takes the next chunk; after a failure to write, chunks are dropped and ``finish()`` throws.
    package func append(_ chunk: Data) {
        let writer = writer
        let file = file
        state.withLock { state in
            guard state.failure == nil else { return }
            state.count += chunk.count
            state.hash.update(chunk)
            if state.memory != nil {
                state.memory?.append(chunk)
                return
            }
            do {
                try chunk.withUnsafeBytes { try writer.write(state.descriptor, $0) }
            } catch {
                state.failure = .packageStoreFailure(
                    path: file?.path ?? "",
                    reason: "cannot be written: \(Self.describe(error))"
                )
            }
        }
    }

    /// Flushes and closes the file, and gives the size, the SHA-256 and, for a memory sink, the bytes.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when a write or the flush failed.
    package func finish() throws(ThemeError) -> (size: Int, sha256: String, data: Data?) {
        let writer = writer
        let file = file
        let result: Result<(Int, String, Data?), ThemeError> = state.withLock { state in
            if state.descriptor >= 0 {
                if state.failure == nil {
                    do {
                        try writer.synchronize(state.descriptor)
                    } catch {
                        state.failure = .packageStoreFailure(
                            path: file?.path ?? "",
                            reason: "cannot be written: \(Self.describe(error))"
                        )
                    }
                }
                close(state.descriptor)
                state.descriptor = -1
            }
            if let failure = state.failure { return .failure(failure) }
            let digest = state.hash
            return .success((state.count, digest.finalize().hex, state.memory))
        }
        // Not `try result.get()`: before Swift 6 its error is untyped, and Apple SDKs of that age are supported.
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// An error's words: a POSIX error's `strerror` text, such as `No space left on device`.
    static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return error.localizedDescription
    }
}
