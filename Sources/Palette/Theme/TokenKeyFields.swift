/// What each of Palette's keys stores: the lookup for its path (``TokenKeyLookup``) and what it
/// answers when nothing defines it.
///
/// The lookup is referred to without being retained, and the key holds nothing else that is
/// reference counted, so a key is a plain value (`_isPOD`) copied as bytes: reading a generated
/// key (`Tokens.Color.Brand.accent`) copies it out of its file's table on every read, and a copy
/// that retained and released made a key read several times a role read. Every lookup a key
/// refers to lives until the process ends (``TokenKeyLookup/immortal(_:)``).
///
/// The keys forward to it from members of their own rather than inheriting them from a shared
/// internal protocol: a `public` member of an internal protocol's extension is not exported, so a
/// client that calls it (a string-literal key, `ColorToken("color.x")`) fails to link.
struct TokenKeyFields<Fallback: Hashable & Sendable>: Hashable, Sendable {
    /// The key's lookup, not retained: it is never released.
    private let lookup: Unmanaged<TokenKeyLookup>
    let fallback: Fallback

    init(_ path: TokenPath, fallback: Fallback) {
        lookup = Unmanaged.passUnretained(TokenKeyLookup.immortal(path))
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
        // Sound: the lookups keys refer to, interned or in the overflow, are never released.
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
