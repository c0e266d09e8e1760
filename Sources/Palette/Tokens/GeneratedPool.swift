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
/// A file's pool of token paths is given by a function of its own (`_GeneratedPathPool`), so a
/// generated key can name its path by the function's address and its place in the pool: a
/// constant, made with no call (see `TokenKeyFields`).
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

/// A function a file `palette codegen` wrote declares that gives the file's pool of token paths:
/// the address of its first byte, and its length in bytes through its argument. For such files.
///
/// A C function, so that its address is a constant: a generated key is that address and its
/// path's place in the pool, made with no call. The pool is a literal inside the function, not a
/// global constant, which the optimiser would copy into every key's getter (90 MB of compiler
/// memory for Spectrum's 2,947 keys).
public typealias _GeneratedPathPool = @convention(c) (UnsafeMutablePointer<Int>) -> UnsafeRawPointer?

extension TokenSet {
    /// The bytes of `pool` (its length through `count`), or, asked for them, the file's `lookups`
    /// (a constant of the file, made on first use): for files `palette codegen` writes.
    @_alwaysEmitIntoClient public static func _generatedPool(
        _ count: UnsafeMutablePointer<Int>,
        _ lookups: @autoclosure () -> _GeneratedKeyLookups,
        _ pool: StaticString
    ) -> UnsafeRawPointer? {
        guard count.pointee == GeneratedPaths.lookupsRequest else { return GeneratedPaths.bytes(of: pool, count) }
        count.pointee = GeneratedPaths.lookupsAnswer
        return UnsafeRawPointer(bitPattern: lookups().address)
    }

    /// The paths of the pool `pool` gives, read once: for files `palette codegen` writes.
    public static func _generatedPaths(_ pool: _GeneratedPathPool) -> [TokenPath] {
        GeneratedPaths.paths(of: pool)
    }

    /// The strings of a pool a generated file declares: for files `palette codegen` writes.
    public static func _generatedStrings(_ pool: StaticString) -> [String] {
        pool.withUTF8Buffer { GeneratedPool.strings($0) }
    }

    /// The integers of a table a generated file declares: for files `palette codegen` writes.
    public static func _generatedIntegers(_ table: Substring) -> [Int] {
        GeneratedPool.integers(table)
    }
}

/// The address of the function that gives a generated file's pool of paths: what a generated key
/// and a token set the file built hold, and what the paths read from the pool are kept by.
@_alwaysEmitIntoClient @usableFromInline @inline(__always)
func generatedPoolAddress(_ pool: _GeneratedPathPool) -> UInt {
    UInt(bitPattern: unsafeBitCast(pool, to: UnsafeRawPointer.self))
}

/// The paths of a generated file's pool and the interned lookup of each, made once, when a key
/// of the file is first read by its path (on a theme not built from the file) or the file's
/// tables are: a constant of the generated file, which its pool's function gives when asked
/// (`TokenSet._generatedPool(_:_:_:)`). So a generated key finds its path's lookup with no lock
/// and no hashing, by its place. For files `palette codegen` writes.
///
/// A plain value holding the address of what it made, which is never released (a file's
/// constant lives as long as the process): so the pool's function hands it over without a
/// retain and a release on every read of a key.
public struct _GeneratedKeyLookups: Sendable {
    /// The address of the `GeneratedKeyLookups` made, kept for the life of the process.
    @usableFromInline let address: UInt

    /// The lookups of the paths `pool` gives: made once per generated file, never released.
    public init(_ pool: _GeneratedPathPool) {
        address = UInt(bitPattern: Unmanaged.passRetained(GeneratedKeyLookups(pool)).toOpaque())
    }
}

/// What a `_GeneratedKeyLookups` keeps: the paths of a generated file's pool and their lookups,
/// each borrowed by reads without being retained.
final class GeneratedKeyLookups: Sendable {
    let paths: [TokenPath]
    /// The interned lookup of each path, never released (`TokenKeyLookup.immortal(_:)`).
    let lookups: [Unmanaged<TokenKeyLookup>]

    init(_ pool: _GeneratedPathPool) {
        paths = GeneratedPaths.read(pool)
        lookups = paths.map { Unmanaged.passUnretained(TokenKeyLookup.immortal($0)) }
    }
}

/// The token paths of the pools generated keys were made in, read once each: what a generated
/// key's path is, when it is asked for.
@usableFromInline enum GeneratedPaths {
    /// What a pool's function is given, in its count, to ask for its file's lookups.
    @_alwaysEmitIntoClient @usableFromInline static var lookupsRequest: Int { Int.min }
    /// What a pool's function that gave its file's lookups leaves in its count; a function that
    /// gives only its text (one written by hand) leaves its length there.
    @_alwaysEmitIntoClient @usableFromInline static var lookupsAnswer: Int { Int.min + 1 }

    /// The first byte of `pool`, and its length through `count`.
    @usableFromInline
    static func bytes(of pool: StaticString, _ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
        guard pool.hasPointerRepresentation else {
            count.pointee = 0
            return nil
        }
        count.pointee = pool.utf8CodeUnitCount
        return UnsafeRawPointer(pool.utf8Start)
    }

    /// The lookups of `pool`'s file, when the file keeps them (every file `palette codegen`
    /// writes).
    @inline(__always)
    static func lookups(of pool: _GeneratedPathPool) -> Unmanaged<GeneratedKeyLookups>? {
        var count = lookupsRequest
        guard let answer = pool(&count), count == lookupsAnswer else { return nil }
        return Unmanaged.fromOpaque(answer)
    }

    /// Calls `body` with the lookup of the path at `index` of the pool `pool` gives, borrowed from
    /// the file that keeps it; the empty path's when the pool has no path there (a key made by
    /// hand with a wrong index).
    @inline(__always)
    static func withLookup<Result>(
        in pool: _GeneratedPathPool,
        at index: Int,
        _ body: (TokenKeyLookup) -> Result
    ) -> Result {
        guard let kept = lookups(of: pool) else { return body(lookup(in: pool, at: index)) }
        return kept._withUnsafeGuaranteedRef { kept in
            kept.lookups.indices.contains(index)
                ? kept.lookups[index]._withUnsafeGuaranteedRef(body) : body(.immortal(TokenPath("")))
        }
    }

    /// The paths of a pool, read from its text.
    static func read(_ pool: _GeneratedPathPool) -> [TokenPath] {
        var count = 0
        let start = pool(&count)
        let bytes = UnsafeBufferPointer(
            start: start?.assumingMemoryBound(to: UInt8.self),
            count: start == nil ? 0 : count
        )
        return GeneratedPool.strings(bytes).map { TokenPath($0) }
    }

    /// The paths of the pool `pool` gives: its file's, kept once; read again each time from a
    /// pool that keeps none (a function written by hand rather than generated).
    static func paths(of pool: _GeneratedPathPool) -> [TokenPath] {
        if let kept = lookups(of: pool) { return kept._withUnsafeGuaranteedRef { $0.paths } }
        return read(pool)
    }

    /// The lookup of the path at `index` of a pool that keeps no lookups (interned, as every key's
    /// is); the empty path's when the pool has no path there.
    private static func lookup(in pool: _GeneratedPathPool, at index: Int) -> TokenKeyLookup {
        let paths = read(pool)
        return TokenKeyLookup.immortal(paths.indices.contains(index) ? paths[index] : TokenPath(""))
    }
}
