/// A controller's observers in registration order, with O(log n) cancellation.
///
/// Views register observers by the thousand and cancel them one by one when they go away, so
/// removal must not scan and shift the whole list (10,000 cancellations that each did took
/// seconds). Identifiers only grow, so the list stays sorted by identifier: a cancellation
/// finds its entry by binary search and clears it, and the cleared entries are swept out once
/// they are half the list, which keeps every operation amortised O(log n) and the list at most
/// twice its live size. The list is a value with copy-on-write storage, so a delivery takes a
/// snapshot of it in O(1).
struct ObserverList: Sendable, Sequence {
    typealias Handler = @Sendable (ThemeChange) -> Void

    /// An observer: its handler, and the sequence number of the last change made before it
    /// registered, so it is told only of later changes.
    struct Observer {
        var since: UInt64
        var handler: Handler
    }

    private var entries: [(id: UInt64, since: UInt64, handler: Handler?)] = []
    private var nextID: UInt64 = 0

    /// The number of observers not cancelled.
    private(set) var count = 0

    /// Adds an observer after every other one.
    ///
    /// - Parameters:
    ///   - handler: What to call.
    ///   - since: The sequence number of the last change before it registered.
    /// - Returns: The identifier that ``remove(_:)`` takes.
    mutating func append(_ handler: @escaping Handler, since: UInt64) -> UInt64 {
        let id = nextID
        nextID += 1
        entries.append((id, since, handler))
        count += 1
        return id
    }

    /// Removes the observer with identifier `id`; nothing happens when there is none.
    mutating func remove(_ id: UInt64) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = low + (high - low) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].id == id, entries[low].handler != nil else { return }
        entries[low].handler = nil
        count -= 1
        if entries.count >= 16, count <= entries.count / 2 {
            entries.removeAll { $0.handler == nil }
        }
    }

    /// The observers not cancelled, in registration order.
    func makeIterator() -> Iterator {
        Iterator(entries: entries.makeIterator())
    }

    /// Iterates over the observers, skipping cancelled entries.
    struct Iterator: IteratorProtocol {
        fileprivate var entries: IndexingIterator<[(id: UInt64, since: UInt64, handler: Handler?)]>

        mutating func next() -> Observer? {
            while let entry = entries.next() {
                if let handler = entry.handler { return Observer(since: entry.since, handler: handler) }
            }
            return nil
        }
    }
}
