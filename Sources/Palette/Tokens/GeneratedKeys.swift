/// The typed keys a generated Swift file declares, carried by the token sets the file builds
/// (``TokenSet/init(generatedKeys:)``): a theme resolved from such a set works out its answer to
/// each of these keys once, and keeps them by the slot of the key's lookup (`KeySlotTable`), so
/// that reading a generated key is an index rather than a lookup by path.
///
/// It is not part of what a token set holds: two sets are equal whatever keys they carry, and a
/// set that carries none answers every key the same way, by path.
struct GeneratedKeys: Hashable, Sendable {
    /// The keys' lookups, by kind; empty for a set no generated file built.
    let lookups: [TokenKind: [TokenKeyLookup]]

    init(_ keys: [TokenSlot] = []) {
        var paths: [TokenKind: [TokenPath]] = [:]
        for key in keys { paths[key.kind, default: []].append(key.path) }
        var lookups: [TokenKind: [TokenKeyLookup]] = [:]
        // In the order of the kinds, so that each kind's new slots run on.
        for kind in TokenKind.allCases {
            if let kindPaths = paths[kind] { lookups[kind] = TokenKeyLookup.interned(kindPaths) }
        }
        self.lookups = lookups
    }

    /// Whether there are no keys.
    var isEmpty: Bool { lookups.isEmpty }

    /// Always equal: the keys are not the set's contents.
    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
