/// A read-only hash table of token paths, looked up by each path's precomputed hash.
///
/// A `Dictionary` hashes its key on every lookup (a randomly keyed SipHash), which was most of the
/// cost of a token read that falls back several levels. A ``TokenPath`` already carries its hash,
/// so this table probes with it directly: open addressing, linear probing, at most half full,
/// built once when a theme is resolved. Hashes are compared first, paths only on a match. It is
/// an immutable class so a read reaches its two arrays through one reference; an empty table
/// allocates no arrays, since most themes have no dimension, number or image tokens.
final class TokenPathTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let hash: Int
        let path: TokenPath
        let value: Value
    }

    /// Indices into `entries` by hash slot; -1 is empty.
    private let slots: [Int32]
    private let entries: [Entry]
    private let mask: Int

    /// Built once per theme and kind, so it is not specialised for each kind's value type (see
    /// `Unspecialized`); the read below is.
    @_semantics("optimize.sil.specialize.generic.never")
    init(_ dictionary: [TokenPath: Value]) {
        guard !dictionary.isEmpty else {
            slots = []
            entries = []
            mask = 0
            return
        }
        var capacity = 4
        while capacity < dictionary.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        var entries: [Entry] = []
        entries.reserveCapacity(dictionary.count)
        for (path, value) in dictionary {
            var index = path.hashKey & (capacity - 1)
            while slots[index] >= 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = Int32(entries.count)
            entries.append(Entry(hash: path.hashKey, path: path, value: value))
        }
        self.slots = slots
        self.entries = entries
        mask = capacity - 1
    }

    /// The number of paths.
    var count: Int { entries.count }

    /// Every path and value, as a dictionary built on each call.
    @_semantics("optimize.sil.specialize.generic.never")
    var dictionary: [TokenPath: Value] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0.value) })
    }

    /// The value at exactly `path`.
    @inline(__always)
    subscript(path: TokenPath) -> Value? {
        guard !slots.isEmpty else { return nil }
        let hash = path.hashKey
        var index = hash & mask
        while true {
            let slot = Int(slots[index])
            if slot < 0 { return nil }
            // The entry's fields are read in place: copying the entry would retain its path.
            if entries[slot].hash == hash, entries[slot].path == path { return entries[slot].value }
            index = (index + 1) & mask
        }
    }
}
