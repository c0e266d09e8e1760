internal import InternalPaletteUtilities

/// How a file `palette codegen` wrote keeps its strings and tables as text, read back: the one
/// reader of the coding `PaletteFormats` writes.
///
/// - A pool of strings is one literal: its first character is the separator, then each string,
///   front-coded against the one before it: the length of the prefix it shares with it, the
///   length of the suffix it then shares, and its own characters between.
/// - A number is digits of base 45, each a character from `#` on (`\` skipped); a digit from 45
///   on is followed by more.
/// - A table of integers is its column count, then each entry as its difference from the entry a
///   row above it plus one, zigzag-coded.
///
/// The pool of a file's token paths is a `StaticString`, so a generated key can name its path by
/// the pool's address and its place in it: a constant, made with no call (see `TokenKeyFields`).
enum GeneratedPool {
    /// The strings of the pool whose UTF-8 is `bytes`.
    static func strings(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
        guard let separator = scalars.popFirst() else { return [] }
        var previous: [Unicode.Scalar] = []
        return scalars.split(separator: separator, omittingEmptySubsequences: false).map { entry in
            var rest = entry
            let prefix = integer(&rest)
            let suffix = integer(&rest)
            previous = Array(previous.prefix(prefix) + rest + previous.suffix(suffix))
            var string = ""
            string.unicodeScalars.append(contentsOf: previous)
            return string
        }
    }

    /// The number at the start of `digits`, which it removes.
    static func integer<Digits: Collection<Unicode.Scalar>>(_ digits: inout Digits) -> Int
    where Digits.SubSequence == Digits {
        var number = 0
        while let scalar = digits.popFirst() {
            let digit = Int(scalar.value) - (scalar.value > 0x5C ? 0x24 : 0x23)
            if digit < 45 { return number &* 45 &+ digit }
            number = number &* 45 &+ digit &- 45
        }
        return number
    }

    /// The integers of a table.
    static func integers(_ text: Substring) -> [Int] {
        var digits = text.unicodeScalars[...]
        let columns = max(integer(&digits), 1)
        var values: [Int] = []
        while !digits.isEmpty {
            let coded = integer(&digits)
            let above = values.count >= columns ? values[values.count - columns] : -1
            values.append(above &+ 1 &+ (coded & 1 == 0 ? coded >> 1 : ~(coded >> 1)))
        }
        return values
    }
}

extension TokenSet {
    /// The strings of a pool a generated file declares: for files `palette codegen` writes.
    public static func _generatedStrings(_ pool: StaticString) -> [String] {
        pool.withUTF8Buffer { GeneratedPool.strings($0) }
    }

    /// The integers of a table a generated file declares: for files `palette codegen` writes.
    public static func _generatedIntegers(_ table: Substring) -> [Int] {
        GeneratedPool.integers(table)
    }
}

/// The token paths of the pools generated keys were made in, read once each: what a generated
/// key's path is, when it is asked for.
enum GeneratedPaths {
    /// A pool's paths and the lookups made for them so far, by the pool's address.
    private struct Pool {
        let paths: [TokenPath]
        var lookups: [TokenKeyLookup?]
    }

    private static let pools = LockedState([UInt: Pool]())

    /// The paths of the pool whose UTF-8 is `bytes`, read on first use.
    static func paths(in bytes: UnsafeBufferPointer<UInt8>) -> [TokenPath] {
        guard let base = bytes.baseAddress else { return [] }
        let start = UInt(bitPattern: base)
        if let paths = pools.withLock({ $0[start]?.paths }) { return paths }
        let paths = GeneratedPool.strings(bytes).map { TokenPath($0) }
        return pools.withLock { pools in
            pools[start, default: Pool(paths: paths, lookups: Array(repeating: nil, count: paths.count))].paths
        }
    }

    /// The lookup of the path at `index` of the pool of `count` bytes at `start`; the empty
    /// path's when the pool has no path there (a key made by hand with a wrong index).
    static func lookup(in address: UnsafeRawPointer, count: Int, at index: Int) -> TokenKeyLookup {
        let start = UInt(bitPattern: address)
        if let known = pools.withLock({ $0[start].flatMap { index < $0.lookups.count ? $0.lookups[index] : nil } }) {
            return known
        }
        // Read and looked up outside the lock: both allocate. Another thread may do the same
        // meanwhile; the lookups are interned, so both store the same one.
        let paths = self.paths(
            in: UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        )
        guard paths.indices.contains(index) else { return TokenKeyLookup.immortal(TokenPath("")) }
        let lookup = TokenKeyLookup.immortal(paths[index])
        pools.withLock { pools in
            pools[start, default: Pool(paths: paths, lookups: Array(repeating: nil, count: paths.count))]
                .lookups[index] = lookup
        }
        return lookup
    }
}
