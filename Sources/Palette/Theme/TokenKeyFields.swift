/// What each of Palette's keys stores: where its path is, and what it answers when nothing
/// defines it.
///
/// A key made from a path refers to the lookup for it (``TokenKeyLookup``) without retaining it.
/// A key a generated file declares names its path by the address of the function that gives the
/// file's pool of paths (`_GeneratedPathPool`) and its place there: a constant, so the generated
/// getter is three instructions, with no call and no once-only initialisation to check, and a
/// theme made from the same file answers it by that place (`KeySlotTable`). A fallback larger than a word is kept once
/// (``Immortal``), so a key is a plain value (`_isPOD`) of three words at most, returned in
/// registers: copying a key that retained and released made a key read several times a role
/// read, and one of six words (a fallback colour inline) went through memory.
///
/// The keys forward to it from members of their own rather than inheriting them from a shared
/// internal protocol: a `public` member of an internal protocol's extension is not exported, so a
/// client that calls it (a string-literal key, `ColorToken("color.x")`) fails to link.
@usableFromInline struct TokenKeyFields<Fallback: Hashable & Sendable>: Hashable, Sendable {
    /// The address of the key's lookup (not retained: it is never released), or of the function
    /// that gives the pool of paths its generated file declares.
    @usableFromInline let origin: UInt
    /// Zero for a key made from a path; for a generated key, one more than the place of its path
    /// among the pool's.
    @usableFromInline let place: Int
    @usableFromInline let fallback: Fallback

    init(_ path: TokenPath, fallback: Fallback) {
        origin = UInt(bitPattern: Unmanaged.passUnretained(TokenKeyLookup.immortal(path)).toOpaque())
        place = 0
        self.fallback = fallback
    }

    /// A generated key: the path at `index` of the file's `pool` of paths
    /// (`TokenSet._generatedPaths(_:)`).
    @_alwaysEmitIntoClient @usableFromInline @inline(__always)
    init(generatedIn pool: _GeneratedPathPool, at index: Int, fallback: Fallback) {
        if index >= 0, index < Int.max {
            origin = generatedPoolAddress(pool)
            place = index + 1
            self.fallback = fallback
        } else {
            // No place a generated file gives: the key reads the empty path.
            self = Self(generatedOutOfRange: fallback)
        }
    }

    @usableFromInline init(generatedOutOfRange fallback: Fallback) {
        self.init(TokenPath(""), fallback: fallback)
    }

    /// The key's place in its generated file's pool of paths, when it is a generated key; a key
    /// made from a path has none.
    @_alwaysEmitIntoClient @usableFromInline var generatedIndex: Int { place &- 1 }

    var path: TokenPath { withLookup { $0.path } }
    var lookupChain: [TokenPath] { withLookup { $0.chain } }

    /// Calls `body` with the key's lookup, borrowed: what `body` reads of it is neither retained
    /// nor released.
    @inline(__always)
    func withLookup<Result>(_ body: (TokenKeyLookup) -> Result) -> Result {
        guard let address = UnsafeRawPointer(bitPattern: origin) else { return body(.immortal(TokenPath(""))) }
        guard place != 0 else {
            // Sound: the lookups keys refer to, interned or in the overflow, are never released.
            return Unmanaged<TokenKeyLookup>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
        }
        return GeneratedPaths.withLookup(
            in: unsafeBitCast(address, to: _GeneratedPathPool.self),
            at: generatedIndex,
            body
        )
    }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fallback == rhs.fallback && ((lhs.origin == rhs.origin && lhs.place == rhs.place) || lhs.path == rhs.path)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fallback)
    }
}
