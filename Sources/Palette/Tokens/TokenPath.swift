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
        let segments = string.split(separator: ".", omittingEmptySubsequences: true).map { $0.trimmingSpaces }
        self.string = segments.filter { !$0.isEmpty }.joined(separator: ".")
        precomputedHash = self.string.hashValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A path from text that is already normalized: a prefix of another path's text.
    private init(normalized: String) {
        string = normalized
        precomputedHash = normalized.hashValue
    }

    /// The path's segments: `["color", "background", "tableview"]`.
    public var segments: [Substring] {
        string.split(separator: ".")
    }

    /// Whether the path has no segments.
    public var isEmpty: Bool { string.isEmpty }

    /// The path one level up (`color.background` for `color.background.tableview`), or `nil` at
    /// the top.
    public var parent: TokenPath? {
        guard let dot = string.lastIndex(of: ".") else { return nil }
        return TokenPath(normalized: String(string[..<dot]))
    }

    /// How many segments the path has: 3 for `color.background.tableview`.
    public var depth: Int {
        isEmpty ? 0 : string.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
    }

    /// The path's first `count` segments: `color.background` for
    /// `color.background.tableview` and 2; the path itself when it has no more than `count`.
    public func prefix(_ count: Int) -> TokenPath {
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
    public var lineage: [TokenPath] {
        guard !isEmpty else { return [] }
        var paths = [self]
        var end = string.endIndex
        while let dot = string[..<end].lastIndex(of: ".") {
            paths.append(TokenPath(normalized: String(string[..<dot])))
            end = dot
        }
        return paths
    }

    /// The path with another segment appended.
    public func appending(_ segment: String) -> TokenPath {
        TokenPath(isEmpty ? segment : string + "." + segment)
    }

    /// The catch-all token AUUTheme consults after the top of a path: `__default__`.
    public static let catchAll: TokenPath = "__default__"

    public var description: String { string }

    /// The hash computed when the path was made; lookups probe with it.
    var hashKey: Int { precomputedHash }

    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.precomputedHash == rhs.precomputedHash && lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
    }

    /// Paths sort segment by segment, numbers by value: `spacing.2` before `spacing.10`.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        for (left, right) in zip(lhs.segments, rhs.segments) where left != right {
            if let a = Int(left), let b = Int(right) { return a < b }
            return left < right
        }
        return lhs.segments.count < rhs.segments.count
    }
}
