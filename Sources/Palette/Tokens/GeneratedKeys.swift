/// The typed keys a generated Swift file declares, carried by the token sets the file builds
/// (``TokenSet/init(generatedKeysIn:_:)``): the file's pool of paths and where each kind's keys
/// lie in it. A theme resolved from such a set works out its answer to each of these keys once,
/// and keeps them by the key's place in the pool (`KeySlotTable`), so that reading a generated key
/// is an index rather than a lookup by path.
///
/// It is not part of what a token set holds: two sets are equal whatever keys they carry, and a
/// set that carries none answers every key the same way, by path.
struct GeneratedKeys: Hashable, Sendable {
    /// The address of the function that gives the pool, as generated keys hold it; zero for a set
    /// no generated file built.
    let pool: UInt
    /// The pool's paths, in order.
    let paths: [TokenPath]
    /// Where the keys of each kind lie in ``paths``.
    let ranges: [(kind: TokenKind, range: Range<Int>)]

    init() {
        pool = 0
        paths = []
        ranges = []
    }

    init(pool: _GeneratedPathPool, kinds: KeyValuePairs<TokenKind, Range<Int>>) {
        let paths = GeneratedPaths.paths(of: pool)
        self.pool = generatedPoolAddress(pool)
        self.paths = paths
        ranges = kinds.map { ($0, $1.clamped(to: paths.indices)) }
    }

    /// Whether there are no keys.
    var isEmpty: Bool { pool == 0 }

    /// Where the keys of `kind` lie in ``paths``, if the file has any.
    func range(of kind: TokenKind) -> Range<Int>? {
        ranges.first { $0.kind == kind }?.range
    }

    /// Always equal: the keys are not the set's contents.
    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
