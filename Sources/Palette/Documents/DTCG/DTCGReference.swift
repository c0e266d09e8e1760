/// The two reference syntaxes of DTCG 2025.10, read from text: curly-brace aliases to whole
/// tokens (`"{color.brand}"`) and JSON Pointers (RFC 6901) into the document
/// (`{"$ref": "#/color/brand/$value/components/0"}`).
enum DTCGReference {
    /// What a string is as a curly-brace alias.
    enum Alias: Equatable {
        /// Not an alias: a plain value.
        case none
        /// An alias to the token with these names (`$root` last for a group's root token).
        case path([String])
        /// Text that starts an alias but is not one, and why.
        case malformed(String)
    }

    /// A string as a curly-brace alias. Names keep their spaces: `{ a . b }` names a token
    /// called ` a ` in a group called ` b `, as DTCG names may hold spaces.
    static func alias(in text: String) -> Alias {
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

    /// The reference tokens of a JSON Pointer written as a URI fragment (`#/a/b~1c` gives
    /// `["a", "b/c"]`; `#` gives none: the whole document).
    ///
    /// - Throws: Why the text is not such a pointer.
    static func pointer(_ text: String) throws(PointerSyntax) -> [String] {
        guard text.hasPrefix("#") else {
            throw PointerSyntax(reason: "a '$ref' points into the token file and starts with '#/'")
        }
        let body = text.dropFirst()
        guard !body.isEmpty else { return [] }
        guard body.hasPrefix("/") else {
            throw PointerSyntax(reason: "a JSON Pointer after '#' starts with '/', as in '#/color/brand/$value'")
        }
        var tokens: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var index = raw.startIndex
            while index < raw.endIndex {
                let character = raw[index]
                index = raw.index(after: index)
                guard character == "~" else {
                    token.append(character)
                    continue
                }
                guard index < raw.endIndex, raw[index] == "0" || raw[index] == "1" else {
                    throw PointerSyntax(reason: "'~' in a JSON Pointer is written '~0', and '/' is written '~1'")
                }
                token.append(raw[index] == "0" ? "~" : "/")
                index = raw.index(after: index)
            }
            tokens.append(token)
        }
        return tokens
    }

    /// Why a `$ref` is not a JSON Pointer.
    struct PointerSyntax: Error {
        var reason: String
    }

    /// The array index a JSON Pointer reference token stands for: `0`, or digits without a
    /// leading zero; `nil` for anything else (`-`, `-1`, `01`, `first`).
    static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.first, token.allSatisfy(\.isASCIIDigit), first != "0" || token.count == 1 else {
            return nil
        }
        return Int(token)
    }

    /// A JSON Pointer for a path of names (`["a", "b/c"]` gives `#/a/b~1c`).
    static func pointer(to names: [String]) -> String {
        "#"
            + names.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined()
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
