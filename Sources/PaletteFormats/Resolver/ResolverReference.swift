import Palette

/// What a `$ref` in a resolver document points at: a set or a modifier of the document, another
/// place in it, or a file (with a JSON Pointer into it).
///
/// ```
/// #/sets/base                 a set
/// #/modifiers/theme           a modifier (only `resolutionOrder` may point at one)
/// ./color/dark.tokens.json    a token file, beside the resolver or below it
/// modes.json#/dark            a group of a token file
/// ```
enum ResolverReference: Equatable {
    /// `#/sets/NAME`.
    case set(String)
    /// `#/modifiers/NAME`.
    case modifier(String)
    /// `#/resolutionOrder/…`, which the Resolver Module forbids.
    case resolutionOrder
    /// Any other place in the resolver document, by its JSON Pointer's names.
    case document([String])
    /// A file, by its path relative to the referring file, and the names of a JSON Pointer into
    /// it (`nil` for the whole file). `isSlashless` says the fragment was written without its
    /// leading `/` (`modes.json#dark`), as Terrazzo's fixtures and one example of the
    /// specification write it; it is read as `#/dark`.
    case file(path: String, pointer: [String]?, isSlashless: Bool)

    /// Reads `$ref` text.
    ///
    /// - Throws: Why the text is no reference (an empty path, a malformed pointer).
    init(_ text: String) throws(DTCGReference.PointerSyntax) {
        guard !text.isEmpty else {
            throw DTCGReference.PointerSyntax(reason: "a '$ref' names a set, a modifier or a file")
        }
        if text.hasPrefix("#") {
            let names = try DTCGReference.pointer(text)
            switch names.first {
            case "sets" where names.count == 2: self = .set(names[1])
            case "modifiers" where names.count == 2: self = .modifier(names[1])
            case "resolutionOrder": self = .resolutionOrder
            default: self = .document(names)
            }
            return
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0]
        guard !path.isEmpty else { throw DTCGReference.PointerSyntax(reason: "a file reference names a file") }
        guard parts.count == 2, !parts[1].isEmpty else {
            self = .file(path: path, pointer: nil, isSlashless: false)
            return
        }
        let fragment = parts[1]
        let isSlashless = !fragment.hasPrefix("/")
        let names = try DTCGReference.pointer("#" + (isSlashless ? "/" : "") + Self.percentDecoded(fragment))
        self = .file(path: path, pointer: names, isSlashless: isSlashless)
    }

    /// A URI fragment with its `%XX` escapes decoded (`#/font%20size` names `font size`); text
    /// that is no valid escape is kept as written.
    private static func percentDecoded(_ fragment: String) -> String {
        guard fragment.contains("%") else { return fragment }
        var bytes: [UInt8] = []
        let utf8 = Array(fragment.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexDigit(utf8[index + 1]), let low = hexDigit(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
