/// The changes of a ``ThemeController``'s theme, as an asynchronous sequence.
///
/// ```swift
/// for await change in AppTheme.controller.changes {
///     print("now \(change.theme.name)")
/// }
/// ```
///
/// Each iterator is told every change made after it was made (when a `for await` loop starts),
/// in order. Its buffer is bounded: an iterator that falls more than ``bufferLimit`` changes
/// behind loses the oldest unread changes and keeps the newest ones, so the latest theme is never
/// lost and a stalled consumer never holds more than ``bufferLimit`` changes. Cancelling the task
/// that iterates ends the loop (`next()` returns `nil`) and unregisters the iterator, as does
/// releasing the iterator; the sequence ends when the controller is released.
public struct ThemeChanges: AsyncSequence, Sendable {
    /// How many unread changes an iterator keeps by default.
    static let defaultBufferLimit = 64

    /// How many unread changes each iterator keeps; at least 1.
    public let bufferLimit: Int

    let controller: ThemeController

    init(controller: ThemeController, bufferLimit: Int) {
        self.controller = controller
        self.bufferLimit = Swift.max(1, bufferLimit)
    }

    /// Starts an iterator: it is told every change made from now on.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream.makeStream(
            of: ThemeChange.self,
            bufferingPolicy: .bufferingNewest(bufferLimit)
        )
        let id = controller.addStream(continuation)
        continuation.onTermination = { [weak controller] _ in controller?.removeStream(id) }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// Reads the changes of one ``ThemeChanges`` sequence.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<ThemeChange>.Iterator

        /// The next change, waiting for it; `nil` once the task is cancelled or the controller is
        /// released.
        public mutating func next() async -> ThemeChange? {
            await base.next()
        }
    }
}

extension ThemeController {
    /// Every change made after iteration starts, in order; see ``ThemeChanges`` for the buffer.
    public var changes: ThemeChanges {
        ThemeChanges(controller: self, bufferLimit: ThemeChanges.defaultBufferLimit)
    }

    /// Every change made after iteration starts, in order, keeping at most `limit` unread
    /// changes per iterator (the newest).
    public func changes(bufferingNewest limit: Int) -> ThemeChanges {
        ThemeChanges(controller: self, bufferLimit: limit)
    }

    func addStream(_ continuation: AsyncStream<ThemeChange>.Continuation) -> UInt64 {
        state.withLock { state in
            let id = state.nextObserverID
            state.nextObserverID += 1
            state.streams[id] = Stream(since: state.sequence, continuation: continuation)
            return id
        }
    }

    func removeStream(_ id: UInt64) {
        state.withLock { _ = $0.streams.removeValue(forKey: id) }
    }

    /// The number of live iterators of ``changes``.
    var streamCount: Int {
        state.withLock { $0.streams.count }
    }
}
