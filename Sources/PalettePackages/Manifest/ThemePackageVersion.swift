/// A theme package's version: one to four whole numbers separated by dots (`3`, `1.2`, `1.10.0`),
/// compared number by number, a missing number counting as 0 (`1.2` is `1.2.0`).
///
/// Installing a package over an installed one of the same identifier replaces it when its
/// version is newer or the same (a package published again); an older version replaces it only
/// when the payload's SHA-256 names it, so that a host cannot roll an app back on its own.
public struct ThemePackageVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numbers, in order.
    public let components: [Int]

    /// Reads a version such as `1.2.0`.
    ///
    /// Returns `nil` for anything else: an empty string, more than four numbers, a number with a
    /// sign, a leading zero or more than nine digits, any other character.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard (1...9).contains(part.utf8.count), part.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                part == "0" || part.first != "0", let number = Int(part)
            else { return nil }
            components.append(number)
        }
        self.components = components
    }

    /// What a version is, for messages.
    static let rule = "a version is one to four whole numbers separated by dots, such as '1.2.0'"

    /// The version as written: `1.2.0`.
    public var description: String {
        components.map(String.init).joined(separator: ".")
    }

    /// Versions equal number by number, a missing number counting as 0: `1.2` is `1.2.0`.
    public static func == (lhs: ThemePackageVersion, rhs: ThemePackageVersion) -> Bool {
        lhs.padded == rhs.padded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(padded)
    }

    public static func < (lhs: ThemePackageVersion, rhs: ThemePackageVersion) -> Bool {
        lhs.padded.lexicographicallyPrecedes(rhs.padded)
    }

    /// The numbers, four of them.
    private var padded: [Int] {
        components + Array(repeating: 0, count: 4 - components.count)
    }
}
