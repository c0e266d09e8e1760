/// Parses JSON text into ``JSONNode``s with positions, within limits.
///
/// Strict RFC 8259 by default. ``Options/lenient`` also accepts `//` and `/* */` comments and
/// trailing commas, the deviations hand-written theme files commonly have. Inputs are bounded:
/// larger than ``Options/maximumSize`` bytes is refused before parsing, and nesting deeper than
/// ``Options/maximumDepth`` stops the parse, so no input can exhaust memory or the stack.
package struct JSONParser {
    private let bytes: [UInt8]
    private let options: Options
    // Given their first values in init: a value written at the declaration is a function of its
    // own, which every app keeps.
    private var offset: Int
    private var line: Int
    private var lineStart: Int
    private var path: [JSONPath.Component]
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    /// Where the first comment or trailing comma is, when ``Options`` allowed them.
    private var firstDeviation: Optional<JSONPosition>

    /// Parses a whole document.
    ///
    /// - Throws: ``JSONParseError`` saying whether the input is too large, too deep or malformed,
    ///   with the path, line and column of the problem.
    @usableFromInline package static func parse(
        _ bytes: some Collection<UInt8>,
        options: Options
    ) throws(JSONParseError) -> JSONNode {
        guard bytes.count <= options.maximumSize else {
            throw JSONParseError(.tooLarge(size: bytes.count, limit: options.maximumSize), at: nil)
        }
        var parser = JSONParser(bytes: Array(bytes), options: options)
        return try parser.parseDocument()
    }

    /// Parses a whole document and says where its first comment or trailing comma is, so that a
    /// reader can accept them with one parse and still report them (strict JSON has neither).
    ///
    /// - Returns: The document, and the place of the first deviation (the `/` of a comment, the
    ///   bracket after a trailing comma: where a strict parse stops), or `nil` for strict JSON.
    /// - Throws: As ``parse(_:options:)``.
    package static func parseNotingDeviations(
        _ bytes: some Collection<UInt8>,
        options: Options
    ) throws(JSONParseError) -> (root: JSONNode, firstDeviation: JSONPosition?) {
        guard bytes.count <= options.maximumSize else {
            throw JSONParseError(.tooLarge(size: bytes.count, limit: options.maximumSize), at: nil)
        }
        var parser = JSONParser(bytes: Array(bytes), options: options)
        let root = try parser.parseDocument()
        return (root, parser.firstDeviation)
    }

    /// Parses a whole document from a string.
    package static func parse(_ text: String, options: Options) throws(JSONParseError) -> JSONNode {
        try parse(Array(text.utf8), options: options)
    }

    private init(bytes: [UInt8], options: Options) {
        ReadObservation.observer?.didParse(bytes)
        self.bytes = bytes
        self.options = options
        offset = 0
        line = 1
        lineStart = 0
        path = []
        firstDeviation = nil
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a UTF-8 byte order mark
        try skipWhitespace()
        guard offset < bytes.count else { throw failure("the input is empty; expected a JSON value") }
        let node = try parseValue(depth: 0)
        try skipWhitespace()
        guard offset == bytes.count else {
            throw failure("unexpected \(describe(bytes[offset])) after the end of the JSON value")
        }
        return node
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONNode {
        let startLine = line
        let startColumn = column
        guard offset < bytes.count else { throw failure("unexpected end of input; expected a value") }
        let value: JSONValue
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): value = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): value = try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): value = try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case let byte: throw failure("unexpected \(describe(byte)); expected a value")
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= options.maximumDepth else { throw depthFailure() }
        offset += 1
        var members: [JSONMember] = []
        try skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            return .object(members)
        }
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                throw failure("expected a member name in double quotes, found \(describeCurrent())")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            try skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw failure(
                    "expected ':' after the member name '\(key.clippedForMessage)', found \(describeCurrent())"
                )
            }
            offset += 1
            try skipWhitespace()
            path.append(.key(key))
            let node = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, node: node, keyLine: keyLine, keyColumn: keyColumn))
            try skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
                try skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    guard options.allowsTrailingCommas else { throw failure("trailing comma before '}'") }
                    noteDeviation()
                    offset += 1
                    return .object(members)
                }
            } else if peek(UInt8(ascii: "}")) {
                offset += 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}' after a member, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= options.maximumDepth else { throw depthFailure() }
        offset += 1
        var elements: [JSONNode] = []
        try skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            return .array(elements)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            try skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
                try skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    guard options.allowsTrailingCommas else { throw failure("trailing comma before ']'") }
                    noteDeviation()
                    offset += 1
                    return .array(elements)
                }
            } else if peek(UInt8(ascii: "]")) {
                offset += 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']' after an element, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        offset += 1  // the opening quote
        var buffer: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(wellFormedUTF8: buffer) else {
                    throw failure("a string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                throw failure(byte == 0x0A ? "unterminated string" : "a control character must be escaped in a string")
            default:
                buffer.append(byte)
                offset += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        guard offset < bytes.count else { throw failure("unterminated string") }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw failure("a \\u escape is an unpaired surrogate")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a \\u escape is an unpaired surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("a \\u escape is an unpaired surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("a \\u escape is not a character") }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        if peek(UInt8(ascii: "0")) {
            offset += 1
        } else {
            guard skipDigits() > 0 else { throw failure("a number needs digits") }
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard skipDigits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard skipDigits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw failure("the number '\(text.prefix(40))' is out of range", column: start - lineStart + 1)
        }
        return number
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private mutating func parseLiteral(_ literal: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let utf8 = Array(literal.utf8)
        guard bytes[offset...].starts(with: utf8) else {
            throw failure("unexpected \(describeCurrent()); expected a value")
        }
        offset += utf8.count
        return value
    }

    private mutating func skipWhitespace() throws(JSONParseError) {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: "/") where options.allowsComments:
                noteDeviation()
                try skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(JSONParseError) {
        guard offset + 1 < bytes.count else { throw failure("unexpected '/'") }
        switch bytes[offset + 1] {
        case UInt8(ascii: "/"):
            while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
        case UInt8(ascii: "*"):
            let (startLine, startColumn) = (line, column)
            offset += 2
            while offset + 1 < bytes.count,
                !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
            {
                if bytes[offset] == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            }
            guard offset + 1 < bytes.count else {
                throw JSONParseError(
                    .malformed("unterminated comment"),
                    at: JSONPosition(path: JSONPath(path), line: startLine, column: startColumn)
                )
            }
            offset += 2
        default:
            throw failure("unexpected '/'")
        }
    }

    private var column: Int { offset - lineStart + 1 }

    private mutating func noteDeviation() {
        guard firstDeviation == nil else { return }
        firstDeviation = JSONPosition(path: JSONPath(path), line: line, column: column)
    }

    private func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    private func describeCurrent() -> String {
        offset < bytes.count ? describe(bytes[offset]) : "the end of the input"
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
        default: "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    private func failure(_ reason: String, column: Int? = nil) -> JSONParseError {
        JSONParseError(
            .malformed(reason),
            at: JSONPosition(path: JSONPath(path), line: line, column: column ?? self.column)
        )
    }

    private func depthFailure() -> JSONParseError {
        JSONParseError(
            .tooDeep(limit: options.maximumDepth),
            at: JSONPosition(path: JSONPath(path), line: line, column: column)
        )
    }
}
