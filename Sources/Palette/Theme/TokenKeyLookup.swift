/// What a key at one path looks up: the path and the chain worked out once from it (see
/// ``TokenPath/keyLookupChain``), shared by every key at that path, whatever its kind or fallback.
///
/// Keys reach it without retaining it (see ``TokenKeyFields``), so copying a key, as reading a
/// generated key's constant does on every read, costs no reference counting. Lookups are interned
/// (``interned(_:)``) and live until the process ends, up to a bound on what they hold.
final class TokenKeyLookup: Sendable {
    let path: TokenPath
    let chain: [TokenPath]

    init(_ path: TokenPath) {
        self.path = path
        chain = path.keyLookupChain
    }

    /// The bytes the lookup holds, as the interning bound counts them: its texts and a share for
    /// the objects and arrays that hold them.
    var footprint: Int {
        chain.reduce(path.string.utf8.count + 64) { $0 + $1.string.utf8.count + 32 }
    }
}
