/// A read-only hash table of token paths, looked up by each path's precomputed hash.
///
/// A `Dictionary` hashes its key on every lookup (a seeded SipHash), which was most of the
/// cost of a token read that falls back several levels. A ``TokenPath`` already carries its hash,
/// so this table probes with it directly: open addressing, linear probing, at most half full,
/// built once when a theme is resolved. Hashes are compared first, paths only on a match. It is
/// an immutable class so a read reaches its arrays through one reference.
final class TokenPathTable<Value: Sendable>: Sendable {
    private let slots: [Int32]
    private let hashes: [Int]
    private let paths: [TokenPath]
    private let values: [Value]
    private let mask: Int

    init(_ dictionary: [TokenPath: Value]) {
        var capacity = 4
        while capacity < dictionary.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        var hashes: [Int] = []
        var paths: [TokenPath] = []
        var values: [Value] = []
        hashes.reserveCapacity(dictionary.count)
        for (path, value) in dictionary {
            var index = path.hashKey & (capacity - 1)
            while slots[index] >= 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = Int32(hashes.count)
            hashes.append(path.hashKey)
            paths.append(path)
            values.append(value)
        }
        self.slots = slots
        self.hashes = hashes
        self.paths = paths
        self.values = values
        mask = capacity - 1
    }

    /// The value at exactly `path`.
    @inline(__always)
    subscript(path: TokenPath) -> Value? {
        let hash = path.hashKey
        var index = hash & mask
        while true {
            let slot = Int(slots[index])
            if slot < 0 { return nil }
            if hashes[slot] == hash, paths[slot] == path { return values[slot] }
            index = (index + 1) & mask
        }
    }
}
