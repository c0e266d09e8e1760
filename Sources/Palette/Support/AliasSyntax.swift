/// The curly-brace alias syntax Palette's documents, payload overrides and DTCG token files share:
/// `"{color.brand}"` names the token at `color.brand`.
///
/// One rule for every reader: what one format reads as an alias, every other does too, so that a
/// font family or a value one format writes is never read back as a reference by another.
package enum AliasSyntax {
    /// What a string is as a curly-brace alias.
    package enum Alias: Equatable, Sendable {
        /// Not an alias: a plain value.
        case none
        /// An alias to the token with these names (`$root` last for a DTCG group's root token).
        case path([String])
        /// Text that starts an alias but is not one, and why.
        case malformed(String)
    }

    /// A string as a curly-brace alias. Names keep their spaces: `{ a . b }` names a token
    /// called ` a ` in a group called ` b `, as DTCG names may hold spaces.
    package static func alias(in text: String) -> Alias {
        // Read as UTF-8 bytes: every value of a file passes here, and braces and dots are ASCII.
        let (open, close, dot) = (UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."))
        let bytes = text.utf8
        guard bytes.first == open else {
            return bytes.last == close && !bytes.contains(open)
                ? .malformed("an alias is the whole string, from '{' to '}'") : .none
        }
        guard bytes.count >= 2, bytes.last == close else { return .malformed("an alias needs its closing '}'") }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == open || $0 == close }) else {
            return .malformed("an alias is one path in braces, such as '{color.brand}'")
        }
        guard !inner.isEmpty else { return .malformed("an alias names a token: '{group.token}'") }
        let names = inner.split(separator: dot, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for (index, name) in names.enumerated() {
            if name.isEmpty { return .malformed("a name in an alias cannot be empty") }
            if name.hasPrefix("$"), name != "$root" || index != names.count - 1 {
                return .malformed("names in an alias cannot start with '$' (only a last '$root' may)")
            }
        }
        return .path(names)
    }
}
