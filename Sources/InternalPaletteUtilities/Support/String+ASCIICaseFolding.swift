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
