import Foundation
internal import InternalPaletteUtilities

/// A dotted token path such as `color.background.tableview`, hashed once.
///
/// Paths are what custom tokens are stored and looked up under (AUUTheme's identifiers). A path
/// keeps its hash from creation, so looking one up in a theme's token table costs one integer
/// hash and a string comparison; typed keys such as ``ColorToken`` build their paths once, as
/// static constants.
///
/// Empty segments are dropped (`"a..b"` is `a.b`), and surrounding spaces are trimmed.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path as text, `color.background.tableview`.
    public let string: String
    private let precomputedHash: Int

    /// Creates a path from its dotted text.
    public init(_ string: String) {
        guard !Self.isNormalized(string) else {
            self.init(normalized: string)
            return
        }
        let segments = string.split(separator: ".", omittingEmptySubsequences: true).map { $0.trimmingSpaces }
        self.init(normalized: segments.filter { !$0.isEmpty }.joined(separator: "."))
    }

    @_alwaysEmitIntoClient public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether text is a path as it is: no empty segment and no space around a segment (the
    /// common case, checked without splitting the text).
    private static func isNormalized(_ string: String) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in string.utf8 {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace || (byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".") || string.isEmpty
    }

    /// A path from text that is already normalized: a prefix of another path's text.
    private init(normalized: String) {
        string = normalized
        precomputedHash = normalized.hashValue
    }

    /// The path's segments: `["color", "background", "tableview"]`.
    @_alwaysEmitIntoClient package var segments: [Substring] {
        string.split(separator: ".")
    }

    /// The path one level up (`color.background` for `color.background.tableview`), or `nil` at
    /// the top.
    var parent: TokenPath? {
        guard let dot = string.lastIndex(of: ".") else { return nil }
        return TokenPath(normalized: String(string[..<dot]))
    }

    /// How many segments the path has: 3 for `color.background.tableview`.
    @_alwaysEmitIntoClient package var depth: Int {
        string.isEmpty ? 0 : string.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
    }

    /// The path's first `count` segments: `color.background` for
    /// `color.background.tableview` and 2; the path itself when it has no more than `count`.
    package func prefix(_ count: Int) -> TokenPath {
        guard count > 0 else { return TokenPath(normalized: "") }
        var remaining = count
        for index in string.indices where string[index] == "." {
            remaining -= 1
            if remaining == 0 { return TokenPath(normalized: String(string[..<index])) }
        }
        return self
    }

    /// This path followed by its ancestors, most specific first:
    /// `color.background.tableview`, `color.background`, `color`.
    package var lineage: [TokenPath] {
        guard !string.isEmpty else { return [] }
        var paths = [self]
        var end = string.endIndex
        while let dot = string[..<end].lastIndex(of: ".") {
            paths.append(TokenPath(normalized: String(string[..<dot])))
            end = dot
        }
        return paths
    }

    /// The path with another segment appended.
    @_alwaysEmitIntoClient package func appending(_ segment: String) -> TokenPath {
        TokenPath(string.isEmpty ? segment : string + "." + segment)
    }

    /// The catch-all token AUUTheme consults after the top of a path: `__default__`.
    package static let catchAll: TokenPath = "__default__"

    @_alwaysEmitIntoClient public var description: String { string }

    /// The hash computed when the path was made; lookups probe with it.
    var hashKey: Int { precomputedHash }

    /// Paths are equal when their texts are: the same bytes, or canonically equivalent as
    /// `String`s are (which their hashes already are).
    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.precomputedHash == rhs.precomputedHash && (hasSameBytes(lhs.string, rhs.string) || lhs.string == rhs.string)
    }

    /// Whether two texts are the same bytes, compared in one `memcmp`: a lookup's hit compares
    /// a key's path with a table's, texts equal but often in different storage (a generated key
    /// and the theme it reads come from different files), where `String`'s own comparison goes
    /// through three calls before it compares bytes.
    @inline(__always)
    private static func hasSameBytes(_ lhs: String, _ rhs: String) -> Bool {
        let same = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard left.count == right.count else { return false }
                guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else { return true }
                return memcmp(leftBytes, rightBytes, left.count) == 0
            }
        }
        return same == true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
    }

    /// Paths sort segment by segment, numbers by value: `spacing.2` before `spacing.10`.
    ///
    /// Compares the paths' bytes in place, without splitting them: sorting the thousands of
    /// tokens of a design system's file does tens of thousands of comparisons.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        var left = lhs.string
        var right = rhs.string
        return left.withUTF8 { a in right.withUTF8 { b in precedes(a, b) } }
    }

    private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        var (start, otherStart) = (0, 0)
        while start < a.count, otherStart < b.count {
            let end = a[start...].firstIndex(of: dot) ?? a.count
            let otherEnd = b[otherStart...].firstIndex(of: dot) ?? b.count
            let segment = UnsafeBufferPointer(rebasing: a[start..<end])
            let other = UnsafeBufferPointer(rebasing: b[otherStart..<otherEnd])
            if let order = order(of: segment, other) { return order }
            (start, otherStart) = (end + 1, otherEnd + 1)
        }
        return start >= a.count && otherStart < b.count
    }

    /// Whether one segment sorts before another, `nil` when they are the same: numbers first, by
    /// value (`7` and `07` are the same), then the rest, ASCII by its bytes (the order
    /// `String` gives it) and anything else as strings. Numbers and the rest are kept apart so
    /// that the order is total (`30` < `100` by value, `100` < `20-hover` by bytes, and
    /// `20-hover` < `30` would make a cycle) and a sort gives the same order every run.
    private static func order(of a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        if a.elementsEqual(b) { return nil }
        switch (number(a), number(b)) {
        case (let first?, let second?): return first == second ? nil : first < second
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): break
        }
        if a.allSatisfy({ $0 < 0x80 }), b.allSatisfy({ $0 < 0x80 }) { return a.lexicographicallyPrecedes(b) }
        let (left, right) = (String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self))
        return left == right ? nil : left < right
    }

    /// The integer a segment is, as `Int` reads text (a sign, then digits), read without making
    /// a string.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let isSigned = first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        let digits = bytes.dropFirst(isSigned ? 1 : 0)
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (48...57).contains(byte) else { return nil }
            let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = scaled.addingReportingOverflow(Int(byte - 48))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return first == UInt8(ascii: "-") ? -value : value
    }
}
