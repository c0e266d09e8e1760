/// What each of Palette's keys stores: the lookup for its path (``TokenKeyLookup``) and what it
/// answers when nothing defines it.
///
/// The lookup is referred to without being retained, so that a key is copied without reference
/// counting: reading a generated key (`Tokens.Color.Brand.accent`) copies it out of its file's
/// table, and two retains and releases per read made a key read twice a role read. An interned
/// lookup lives until the process ends; one that is not (see ``TokenKeyLookup/interned(_:)``) is
/// also held by ``owner``, so it lives as long as a copy of the key does.
///
/// The keys forward to it from members of their own rather than inheriting them from a shared
/// internal protocol: a `public` member of an internal protocol's extension is not exported, so a
/// client that calls it (a string-literal key, `ColorToken("color.x")`) fails to link.
struct TokenKeyFields<Fallback: Hashable & Sendable>: Hashable, Sendable {
    /// The key's lookup, not retained.
    private let lookup: Unmanaged<TokenKeyLookup>
    /// The lookup when it is not interned, which keeps it alive; `nil` for an interned one.
    private let owner: TokenKeyLookup?
    let fallback: Fallback

    init(_ path: TokenPath, fallback: Fallback) {
        let interned = TokenKeyLookup.interned(path)
        let lookup = interned ?? TokenKeyLookup(path)
        self.lookup = Unmanaged.passUnretained(lookup)
        owner = interned == nil ? lookup : nil
        self.fallback = fallback
    }

    var path: TokenPath { withLookup { $0.path } }
    /// The slot of the key's lookup (``TokenKeyLookup/slot``).
    var slot: Int {
        @inline(__always) get { lookup._withUnsafeGuaranteedRef { $0.slot } }
    }
    var lookupChain: [TokenPath] { withLookup { $0.chain } }

    /// Calls `body` with the key's lookup, borrowed: what `body` reads of it is neither retained
    /// nor released.
    @inline(__always)
    func withLookup<Result>(_ body: (TokenKeyLookup) -> Result) -> Result {
        // Sound: the lookup is interned, and interned lookups are never released, or `owner`,
        // which `self` holds for the call, keeps it.
        lookup._withUnsafeGuaranteedRef(body)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fallback == rhs.fallback
            && (lhs.lookup.toOpaque() == rhs.lookup.toOpaque() || lhs.path == rhs.path)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fallback)
    }
}
