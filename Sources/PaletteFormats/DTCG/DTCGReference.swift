import Palette

/// DTCG 2025.10's second reference syntax, JSON Pointers (RFC 6901) into the document
/// (`{"$ref": "#/color/brand/$value/components/0"}`). Curly-brace aliases (`"{color.brand}"`) are
/// read by `AliasSyntax`, which Palette's own documents share.
enum DTCGReference {
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
