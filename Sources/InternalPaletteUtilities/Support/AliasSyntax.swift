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

    /// A string as a curly-brace alias.
    ///
    /// Spaces just inside the braces are padding, not part of the path: `{ color.blue700 }`
    /// names `color.blue700`, as Style Dictionary reads it (``isPadded(_:)`` says when a
    /// reference is written so, for the readers that warn about it). Names keep their other
    /// spaces: `{a . b}` names a token called ` b` in a group called `a `, as DTCG names may
    /// hold spaces.
    package static func alias(in text: String) -> Alias {
        // Read as UTF-8 bytes: every value of a file passes here, and braces and dots are ASCII.
        let (open, close, dot) = (UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."))
        let bytes = text.utf8
        guard bytes.first == open else {
            return bytes.last == close && !bytes.contains(open)
                ? .malformed("an alias is the whole string, from '{' to '}'") : .none
        }
        guard bytes.count >= 2, bytes.last == close else {
            // `{global.grey.200} 80%`: the alias is closed, and text follows it.
            return .malformed(
                bytes.contains(close)
                    ? "an alias is the whole string, from '{' to '}'; text follows its '}'"
                    : "an alias needs its closing '}'"
            )
        }
        let inner = Self.unpadded(bytes.dropFirst().dropLast())
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

    /// Whether a curly-brace alias has spaces just inside its braces (`{ color.blue700 }`), which
    /// ``alias(in:)`` reads as padding: Style Dictionary accepts them, DTCG writes none.
    package static func isPadded(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return false }
        let inner = bytes.dropFirst().dropLast()
        return inner.first.map(isPadding) == true || inner.last.map(isPadding) == true
    }

    /// The bytes between an alias's braces without the spaces and tabs at either end.
    private static func unpadded(_ inner: Substring.UTF8View) -> Substring.UTF8View {
        var inner = inner
        while let first = inner.first, isPadding(first) { inner = inner.dropFirst() }
        while let last = inner.last, isPadding(last) { inner = inner.dropLast() }
        return inner
    }

    /// Whether a byte is padding inside an alias's braces: a space or a tab.
    private static func isPadding(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
