/// What each of Palette's keys stores: where its path is, and what it answers when nothing
/// defines it.
///
/// A key made from a path refers to the lookup for it (``TokenKeyLookup``) without retaining it.
/// A key a generated file declares names its path by the address of the file's pool of paths (a
/// `StaticString`) and its place there: a constant, so the generated getter is three
/// instructions, with no call and no once-only initialisation to check, and a theme made from the
/// same file answers it by that place (`KeySlotTable`). A fallback larger than a word is kept once
/// (``Immortal``), so a key is a plain value (`_isPOD`) of three words at most, returned in
/// registers: copying a key that retained and released made a key read several times a role
/// read, and one of six words (a fallback colour inline) went through memory.
///
/// The keys forward to it from members of their own rather than inheriting them from a shared
/// internal protocol: a `public` member of an internal protocol's extension is not exported, so a
/// client that calls it (a string-literal key, `ColorToken("color.x")`) fails to link.
@usableFromInline
struct TokenKeyFields<Fallback: Hashable & Sendable>: Hashable, Sendable {
    /// The key's lookup (not retained: it is never released), or the first byte of the pool of
    /// paths its generated file declares.
    @usableFromInline let origin: UInt
    /// Zero for a key made from a path; for a generated key, the pool's length in bytes in the
    /// high 32 bits and the key's place among the pool's paths in the low 32.
    @usableFromInline let place: UInt64
    @usableFromInline let fallback: Fallback

    init(_ path: TokenPath, fallback: Fallback) {
        origin = UInt(bitPattern: Unmanaged.passUnretained(TokenKeyLookup.immortal(path)).toOpaque())
        place = 0
        self.fallback = fallback
    }

    /// A generated key: the path at `index` of the file's `pool` of paths
    /// (``TokenSet/_generatedStrings(_:)``).
    @inlinable @inline(__always)
    init(generatedIn pool: StaticString, at index: Int, fallback: Fallback) {
        if pool.hasPointerRepresentation, pool.utf8CodeUnitCount <= UInt32.max, index >= 0, index <= UInt32.max {
            origin = UInt(bitPattern: pool.utf8Start)
            place = UInt64(truncatingIfNeeded: pool.utf8CodeUnitCount) << 32 | UInt64(truncatingIfNeeded: index)
            self.fallback = fallback
        } else {
            // No pool a generated file declares: the key reads the empty path.
            self = Self(generatedOutOfRange: fallback)
        }
    }

    @usableFromInline
    init(generatedOutOfRange fallback: Fallback) {
        self.init(TokenPath(""), fallback: fallback)
    }

    /// The key's place in its generated file's pool of paths, when it is a generated key; a key
    /// made from a path has none.
    @inlinable var generatedIndex: Int { Int(truncatingIfNeeded: place & 0xFFFF_FFFF) }

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
        return body(GeneratedPaths.lookup(in: address, count: Int(place >> 32), at: generatedIndex))
    }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fallback == rhs.fallback && ((lhs.origin == rhs.origin && lhs.place == rhs.place) || lhs.path == rhs.path)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fallback)
    }
}
