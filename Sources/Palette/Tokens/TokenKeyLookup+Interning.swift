internal import InternalPaletteUtilities

extension TokenKeyLookup {
    /// The interned lookups by path, with the bytes they hold.
    private struct Store: Sendable {
        var lookups: [TokenPath: TokenKeyLookup] = [:]
        var footprint = 0

        /// The lookup for `path` with `chain`, interned when it fits under `limit`.
        mutating func intern(_ path: TokenPath, chain: [TokenPath], limit: Int) -> TokenKeyLookup? {
            if let lookup = lookups[path] { return lookup }
            let footprint = TokenKeyLookup.footprint(of: path, chain: chain)
            guard self.footprint + footprint <= limit else { return nil }
            let made = TokenKeyLookup(path, chain: chain)
            lookups[path] = made
            self.footprint += footprint
            return made
        }
    }

    /// Every interned lookup. They are never removed, so a key may refer to one without owning it.
    private static let store = LockedState(Store())

    /// The lookups of keys whose paths are not interned (deeper than
    /// ``TokenPath/storedChainDepth``, or met once the interned store was full), one per path.
    /// They are never removed either.
    private static let overflow = LockedState([TokenPath: TokenKeyLookup]())

    /// The lookup a key at `path` refers to: the interned one, else the path's one in the
    /// overflow, made on first use. Either lives until the process ends, so a key holds it as an
    /// unretained reference and stays a plain value that is copied without reference counting
    /// (see `TokenKeyFields`).
    ///
    /// The overflow is not bounded: a process that makes keys at ever new paths (from text it was
    /// sent) keeps each distinct path once. That is the price of keys that copy as plain values;
    /// the interning bound still caps the interned store at ``internedFootprintLimit``.
    static func immortal(_ path: TokenPath) -> TokenKeyLookup {
        if let lookup = interned(path) { return lookup }
        if let lookup = overflow.withLock({ $0[path] }) { return lookup }
        let made = TokenKeyLookup(path)
        return overflow.withLock { lookups in
            if let lookup = lookups[path] { return lookup }
            lookups[path] = made
            return made
        }
    }

    /// Whether a lookup for `path` is kept, interned or in the overflow: whether some key at
    /// `path` was ever made.
    static func isKept(_ path: TokenPath) -> Bool {
        store.withLock { $0.lookups[path] != nil } || overflow.withLock { $0[path] != nil }
    }

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
        // The chain is worked out outside the lock: it allocates. Another thread may intern the
        // same path meanwhile; the first one stored wins.
        let chain = path.keyLookupChain
        return store.withLock { $0.intern(path, chain: chain, limit: limit) }
    }
}
