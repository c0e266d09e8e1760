import InternalPaletteUtilities
import Palette

/// A record of the files a piece of work read and the texts it parsed, for tests that hold the
/// readers to reading each file once and parsing it once.
///
/// Bind one to a task with `ReadObservation.$observer.withValue(log) { … }`; nothing outside that task
/// is recorded.
package final class ReadLog: ReadObserver {
    private let state = LockedState(State())

    private struct State {
        var reads: [String] = []
        var parses: [Int: Int] = [:]
    }

    package init() {}

    /// The path of each file read, in order, once per read.
    package var reads: [String] { state.withLock { $0.reads } }

    /// How many times a text with exactly these bytes was parsed (as JSON or a property list).
    package func parses(of bytes: some Sequence<UInt8>) -> Int {
        state.withLock { $0.parses[Self.fingerprint(bytes), default: 0] }
    }

    package func didRead(_ path: String) {
        state.withLock { $0.reads.append(path) }
    }

    package func didParse(_ bytes: some Sequence<UInt8>) {
        let fingerprint = Self.fingerprint(bytes)
        state.withLock { $0.parses[fingerprint, default: 0] += 1 }
    }

    private static func fingerprint(_ bytes: some Sequence<UInt8>) -> Int {
        var hasher = Hasher()
        for byte in bytes { hasher.combine(byte) }
        return hasher.finalize()
    }
}
