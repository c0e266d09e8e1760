/// What a key at one path looks up: the path and the chain worked out once from it (see
/// ``TokenPath/keyLookupChain``), shared by every key at that path, whatever its kind or fallback.
///
/// Keys made from a path reach it without retaining it (see `TokenKeyFields`), so copying a key
/// costs no reference counting. Lookups are interned (``interned(_:limit:)``) up to a bound on
/// what they hold, the rest kept in an overflow (``immortal(_:)``); either lives until the process
/// ends.
final class TokenKeyLookup: Sendable {
    let path: TokenPath
    let chain: [TokenPath]

    init(_ path: TokenPath, chain: [TokenPath]? = nil) {
        self.path = path
        self.chain = chain ?? path.keyLookupChain
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
