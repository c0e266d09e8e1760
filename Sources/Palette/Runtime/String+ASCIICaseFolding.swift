extension String {
    /// The string with ASCII capital letters made lower case and everything else left alone.
    ///
    /// Theme names from a backend are untrusted. Unicode's lowercasing maps some non-ASCII
    /// characters onto ASCII ones (the Kelvin sign `K`, U+212A, becomes `k`), so matching names
    /// with `lowercased()` would let a look-alike silently select a theme. Folding only `A`–`Z`
    /// keeps "ignoring case" to what a person means by it for identifiers and type names.
    var asciiCaseFolded: String {
        guard utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return self }
        return String(
            decoding: utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 },
            as: UTF8.self
        )
    }
}
