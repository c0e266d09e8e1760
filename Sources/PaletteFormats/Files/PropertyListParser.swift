package import InternalPaletteUtilities
import Palette

/// Reads property lists into the same positioned tree JSON is read into, so plist theme files
/// get the same validation and the same line:column locations.
///
/// XML property lists are parsed here, with positions: `dict` becomes an object, `array` an
/// array, `string`, `data` (as base64 text) and `date` strings, `integer` and `real` numbers,
/// `true`/`false` booleans. Binary property lists are read by ``BinaryPropertyListReader`` and
/// have no positions.
/// Inputs are bounded as theme files are (``/Palette/ThemeLimits/maximumDocumentSize``,
/// ``/Palette/ThemeLimits/maximumDepth``), and a binary list's values by
/// ``FormatLimits/maximumPropertyListValues``.
package enum PropertyListParser {
    package static func parse(_ bytes: [UInt8], limits: FormatLimits) throws(ThemeError) -> JSONNode {
        guard bytes.count <= limits.maximumDocumentSize else {
            throw .inputTooLarge(size: bytes.count, limit: limits.maximumDocumentSize, location: nil)
        }
        ReadObservation.observer?.didParse(bytes)
        if bytes.starts(with: Array("bplist".utf8)) {
            var reader = BinaryPropertyListReader(bytes: bytes, limits: limits)
            return try reader.parse()
        }
        var reader = XMLReader(bytes: bytes, maximumDepth: limits.maximumDepth)
        return try reader.parseDocument()
    }

    /// Whether the bytes look like a property list.
    package static func looksLikePropertyList(_ bytes: some Collection<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        return head.hasPrefix("bplist") || head.contains("<plist") || head.contains("<!DOCTYPE plist")
    }
}

/// A small XML reader for the property-list subset of XML.
private struct XMLReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var offset = 0
    var line = 1
    var lineStart = 0
    var path: [JSONPath.Component] = []

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(ThemeError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        try skipMisc()
        guard let tag = try readTag(), tag.name == "plist", !tag.isClosing else {
            throw failure("expected a <plist> element")
        }
        try skipMisc()
        let value = try parseValue(depth: 0)
        try skipMisc()
        guard let closing = try readTag(), closing.name == "plist", closing.isClosing else {
            throw failure("expected </plist> after the property list's value")
        }
        try skipMisc()
        guard offset == bytes.count else { throw failure("unexpected content after </plist>") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(ThemeError) -> JSONNode {
        guard depth <= maximumDepth else {
            throw .nestingTooDeep(limit: maximumDepth, location: location())
        }
        let (startLine, startColumn) = (line, column)
        guard let tag = try readTag(), !tag.isClosing else { throw failure("expected a value element") }
        let value: JSONValue
        switch tag.name {
        case "dict":
            value = tag.isEmpty ? .object([]) : .object(try parseDictionary(depth: depth + 1))
        case "array":
            value = tag.isEmpty ? .array([]) : .array(try parseArray(depth: depth + 1))
        case "string", "data", "date":
            value = .string(tag.isEmpty ? "" : try text(closing: tag.name))
        case "integer", "real":
            let text = tag.isEmpty ? "" : try text(closing: tag.name).trimmingSpaces
            guard let number = tag.name == "integer" ? Self.integer(text) : Double(text), number.isFinite else {
                throw .malformedInput(
                    reason: tag.name == "integer"
                        ? "'\(text.prefix(40))' is not an integer property lists hold (64 bits, no fraction)"
                        : "'\(text.prefix(40))' is not a finite number",
                    location: ThemeError.Location(
                        path: JSONPath(path).description,
                        line: startLine,
                        column: startColumn
                    )
                )
            }
            value = .number(number)
        case "true", "false":
            guard tag.isEmpty else { throw failure("<\(tag.name)/> has no content") }
            value = .bool(tag.name == "true")
        default:
            throw .malformedInput(
                reason: "unknown property list element <\(tag.name)>",
                location: ThemeError.Location(path: JSONPath(path).description, line: startLine, column: startColumn)
            )
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    /// An `<integer>`'s value: whole, and within the 64 bits a property list stores (`Int64`, or
    /// `UInt64` for the unsigned values above it), as binary property lists hold them.
    private static func integer(_ text: String) -> Double? {
        if let signed = Int64(text) { return Double(signed) }
        return UInt64(text).map(Double.init)
    }

    private mutating func parseDictionary(depth: Int) throws(ThemeError) -> [JSONMember] {
        var members: [JSONMember] = []
        while true {
            try skipMisc()
            let (keyLine, keyColumn) = (line, column)
            guard let tag = try readTag() else { throw failure("unterminated <dict>") }
            if tag.isClosing, tag.name == "dict" { return members }
            guard tag.name == "key", !tag.isClosing else {
                throw failure("expected <key> in a <dict>, found <\(tag.name)>")
            }
            let key = tag.isEmpty ? "" : try text(closing: "key")
            try skipMisc()
            path.append(.key(key))
            let node = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, node: node, keyLine: keyLine, keyColumn: keyColumn))
        }
    }

    private mutating func parseArray(depth: Int) throws(ThemeError) -> [JSONNode] {
        var elements: [JSONNode] = []
        while true {
            try skipMisc()
            let save = (offset, line, lineStart)
            if let tag = try readTag(), tag.isClosing, tag.name == "array" { return elements }
            (offset, line, lineStart) = save
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
        }
    }

    /// The text up to `</name>`, with XML entities decoded.
    private mutating func text(closing name: String) throws(ThemeError) -> String {
        var raw: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            raw.append(bytes[offset])
            offset += 1
        }
        guard let tag = try readTag(), tag.isClosing, tag.name == name else { throw failure("expected </\(name)>") }
        guard let text = String(wellFormedUTF8: raw) else { throw failure("text is not valid UTF-8") }
        return try decodeEntities(text)
    }

    private func decodeEntities(_ text: String) throws(ThemeError) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                throw failure("an '&' starts no entity")
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let code: UInt32? =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw failure("unknown entity '&\(entity);' (entities a DOCTYPE declares are not expanded)")
                }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// The next tag, or `nil` at the end of the input.
    private mutating func readTag() throws(ThemeError) -> Tag? {
        guard offset < bytes.count else { return nil }
        guard bytes[offset] == UInt8(ascii: "<") else { throw failure("expected an element") }
        offset += 1
        let isClosing = peek(UInt8(ascii: "/"))
        if isClosing { offset += 1 }
        let start = offset
        while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: ">"),
            bytes[offset] != UInt8(ascii: "/")
        {
            offset += 1
        }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        // Attributes (such as <plist version="1.0">) are skipped.
        while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        guard offset < bytes.count else { throw failure("unterminated element <\(name)>") }
        let isEmpty = offset > start && bytes[offset - 1] == UInt8(ascii: "/")
        offset += 1
        guard !name.isEmpty else { throw failure("an element needs a name") }
        return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty)
    }

    /// Skips whitespace, the XML declaration, the DOCTYPE and comments.
    private mutating func skipMisc() throws(ThemeError) {
        while offset < bytes.count {
            if isSpace(bytes[offset]) {
                if bytes[offset] == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            } else if starts(with: "<?") {
                try skip(until: "?>")
            } else if starts(with: "<!--") {
                try skip(until: "-->")
            } else if starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else if starts(with: "<!") {
                try skip(until: ">")
            } else {
                return
            }
        }
    }

    /// Skips a DOCTYPE, with its internal subset (`[ … ]`) if it has one. Entities it declares
    /// are not expanded: a reference to one is an unknown entity.
    private mutating func skipDoctype() throws(ThemeError) {
        var scan = offset
        while scan < bytes.count, bytes[scan] != UInt8(ascii: "["), bytes[scan] != UInt8(ascii: ">") { scan += 1 }
        if scan < bytes.count, bytes[scan] == UInt8(ascii: "[") {
            try skip(until: "]")
        }
        try skip(until: ">")
    }

    private mutating func skip(until terminator: String) throws(ThemeError) {
        let end = Array(terminator.utf8)
        while offset < bytes.count, !bytes[offset...].starts(with: end) {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        guard offset < bytes.count else { throw failure("unterminated '\(terminator)'") }
        offset += end.count
    }

    private func starts(with text: String) -> Bool { bytes[offset...].starts(with: Array(text.utf8)) }
    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }
    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private var column: Int { offset - lineStart + 1 }

    private func location() -> ThemeError.Location {
        ThemeError.Location(path: JSONPath(path).description, line: line, column: column)
    }

    private func failure(_ reason: String) -> ThemeError {
        .malformedInput(reason: reason, location: location())
    }
}
