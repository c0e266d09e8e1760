internal import InternalPaletteUtilities

extension TokenKeyLookup {
    /// The interned lookups by path, with the bytes they hold.
    private struct Store: Sendable {
        var lookups: [TokenPath: TokenKeyLookup] = [:]
        var footprint = 0
    }

    /// Every interned lookup. They are never removed, so a key may refer to one without owning it.
    private static let store = LockedState(Store())

    /// The most bytes interned lookups hold (``footprint``): the paths of tens of thousands of
    /// keys. Paths are interned until they reach it, so keys made at run time from text a client
    /// sent, each at a path of its own, cannot grow the store without bound.
    static let internedFootprintLimit = 8 << 20

    /// The interned lookup for `path`, made on first use; `nil` when `path` is not interned: it
    /// is deeper than ``TokenPath/storedChainDepth``, or interning it would take the store past
    /// `limit` bytes (``internedFootprintLimit`` unless a test gives another).
    static func interned(_ path: TokenPath, limit: Int = internedFootprintLimit) -> TokenKeyLookup? {
        guard path.depth <= TokenPath.storedChainDepth else { return nil }
        if let lookup = store.withLock({ $0.lookups[path] }) { return lookup }
        // Made outside the lock: working out a chain allocates. Another thread may intern the
        // same path meanwhile; the first one stored wins.
        let made = TokenKeyLookup(path)
        return store.withLock { store in
            if let lookup = store.lookups[path] { return lookup }
            let footprint = made.footprint
            guard store.footprint + footprint <= limit else { return nil }
            store.lookups[path] = made
            store.footprint += footprint
            return made
        }
    }
}
