#if canImport(os)
import os
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// A value protected by a lock: the one place Palette's shared mutable state lives.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15 and Palette supports iOS 15 / macOS 12, so
/// this box wraps `os_unfair_lock` on Apple platforms and `pthread_mutex_t` elsewhere, as
/// swift-metrics' `Lock` does.
///
/// It is `@unchecked Sendable` because the compiler cannot see the lock: every access to the
/// value goes through ``withLock(_:)``, which holds the lock for the whole access, and the lock
/// and the value live in memory allocated once and never moved, which both lock kinds require.
/// `Value` is `Sendable`, so nothing that escapes a critical section can race.
///
/// The value is kept behind a pointer rather than in a stored property: the lock already gives
/// exclusive access, and a stored `var` would make every access pay for the runtime's dynamic
/// exclusivity check (`swift_beginAccess`), a third of the cost of reading the current theme.
package final class LockedState<Value: Sendable>: @unchecked Sendable {
    #if canImport(os)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private let value: UnsafeMutablePointer<Value>

    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        lock = .allocate(capacity: 1)
        #if canImport(os)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        // Only fails for invalid attributes; the default attributes are valid.
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(os)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// `body` must not call back into the same box: the lock is not recursive.
    @inline(__always)
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(os)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&value.pointee)
    }
}
