/// What a key at one path looks up: the path and the chain worked out once from it (see
/// ``TokenPath/keyLookupChain``), shared by every key at that path, whatever its kind or fallback.
///
/// Keys reach it without retaining it (see `TokenKeyFields`), so copying a key, as reading a
/// generated key's constant does on every read, costs no reference counting. Lookups are interned
/// (``interned(_:limit:)``) up to a bound on what they hold, the rest kept in an overflow
/// (``immortal(_:)``); either lives until the process ends.
///
/// An interned lookup has a ``slot``, its number in the order lookups were interned: a theme
/// built from a generated file's tokens keeps its answers to that file's keys by slot
/// (``GeneratedKeys``), so reading a generated key there is an index, not a lookup by path.
final class TokenKeyLookup: Sendable {
    let path: TokenPath
    let chain: [TokenPath]
    /// The lookup's number among interned lookups; ``unslotted`` for one that is not interned.
    let slot: Int

    /// The slot of a lookup that is not interned: no theme keeps an answer at it.
    static let unslotted = -1

    init(_ path: TokenPath, chain: [TokenPath]? = nil, slot: Int = unslotted) {
        self.path = path
        self.chain = chain ?? path.keyLookupChain
        self.slot = slot
    }

    /// The bytes the lookup holds, as the interning bound counts them: its texts and a share for
    /// the objects and arrays that hold them.
    var footprint: Int {
        Self.footprint(of: path, chain: chain)
    }

    /// The bytes a lookup of `path` with `chain` holds.
    static func footprint(of path: TokenPath, chain: [TokenPath]) -> Int {
        chain.reduce(path.string.utf8.count + 64) { $0 + $1.string.utf8.count + 32 }
    }
}

extension TokenPath {
    /// The lookup chain for a key at this path: the path, its parents, then `__default__`.
    var lookupChain: [TokenPath] {
        lineage + [.catchAll]
    }

    /// Keys store their chain when their path has at most this many segments.
    static let storedChainDepth = 64

    /// The chain a key stores: its ``lookupChain``, or nothing for a path deeper than
    /// ``storedChainDepth``, whose chain is worked out against the theme when it is read (see
    /// `ResolvedTheme.searchablePrefix(of:)`), so a key made from a path of thousands of
    /// segments does not hold thousands of ever longer parents.
    var keyLookupChain: [TokenPath] {
        depth <= Self.storedChainDepth ? lookupChain : []
    }
}
