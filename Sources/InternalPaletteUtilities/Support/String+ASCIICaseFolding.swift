extension StringProtocol {
    /// The string with ASCII capital letters made lower case and everything else left alone.
    ///
    /// Theme names and files are untrusted. Unicode's lowercasing maps some non-ASCII characters
    /// onto ASCII ones (the Kelvin sign `K`, U+212A, becomes `k`; `İ`, U+0130, becomes `i` and a
    /// combining dot), so matching names with `lowercased()` would let a look-alike silently
    /// select a theme, a role or a format. Folding only `A`–`Z` keeps "ignoring case" to what a
    /// person means by it for identifiers, keywords and type names. Every comparison of a name
    /// in any case goes through here.
    package var asciiCaseFolded: String {
        guard utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            return String(self)
        }
        return String(
            decoding: utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 },
            as: UTF8.self
        )
    }

    /// The key a name is matched by: ASCII-case-folded, without hyphens, underscores and spaces.
    ///
    /// This is the one rule for reading a named value that a person or a file writes: a colour
    /// role (`on-primary`, `ON_PRIMARY`, `onPrimary`), a font style, weight or trait, an
    /// appearance, a contrast, a vision deficiency. Non-ASCII letters never match ASCII ones.
    package var nameMatchingKey: String {
        String(
            decoding: utf8.compactMap { byte -> UInt8? in
                switch byte {
                case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "): nil
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
                default: byte
                }
            },
            as: UTF8.self
        )
    }
}

/// A set of cases read from their names by the one rule for names (``Swift/StringProtocol/nameMatchingKey``).
package protocol NamedCases: CaseIterable, RawRepresentable where RawValue == String {}

extension NamedCases {
    /// The case whose raw value `name` names, in any ASCII case and with or without hyphens,
    /// underscores and spaces; `nil` if none does.
    package static func named(_ name: some StringProtocol) -> Self? {
        let key = name.nameMatchingKey
        return allCases.first { $0.rawValue.nameMatchingKey == key }
    }

    /// The case a mapping target names, bare or after `prefix` (`primary`, `palette.primary`).
    package static func named(target: String, prefix: String) -> Self? {
        named(target.hasPrefix(prefix) ? target.dropFirst(prefix.count) : target[...])
    }
}

extension NamedCases {
    /// The case a decoder's single string names, read by the one rule for names, as
    /// ``named(_:)`` reads it; `kind` says what the value is in the error message.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the value and every allowed name when no
    ///   case matches; `DecodingError.typeMismatch` when the value is not a string.
    package static func decodeNamed(from decoder: any Decoder, kind: String) throws -> Self {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = named(name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(name.clippedForMessage)' is not a \(kind); expected one of "
                    + allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    + " (any ASCII case, '-', '_' and spaces ignored)"
            )
        }
        return value
    }
}
