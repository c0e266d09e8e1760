import Foundation

/// A parsed JSON value that remembers where each value was in the text.
///
/// Palette reads untrusted JSON (backend payloads, theme files) with its own small parser so that
/// every problem can be reported with its path and line:column, inputs can be bounded in size
/// and depth before they cost anything, and the common deviations of hand-written files
/// (comments, trailing commas) can be accepted where a format allows them.
@usableFromInline package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type of the value with an article, for messages: "a string", "an object".
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and its 1-based position in the text (the column counts bytes).
@usableFromInline package struct JSONNode: Equatable, Sendable {
    @usableFromInline package let value: JSONValue
    @usableFromInline package let line: Int
    @usableFromInline package let column: Int

    @_alwaysEmitIntoClient package init(_ value: JSONValue, line: Int = 1, column: Int = 1) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The members when the value is an object, in document order.
    @_alwaysEmitIntoClient package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The string when the value is a string.
    @_alwaysEmitIntoClient package var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The elements when the value is an array.
    @_alwaysEmitIntoClient package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The number when the value is a number.
    @_alwaysEmitIntoClient package var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The value of the last member named `key` (JSON's usual rule for duplicates).
    @_alwaysEmitIntoClient package subscript(key: String) -> JSONNode? {
        members?.last(where: { $0.key == key })?.node
    }
}

/// One member of a JSON object.
@usableFromInline package struct JSONMember: Equatable, Sendable {
    @usableFromInline package let key: String
    @usableFromInline package let node: JSONNode
    /// The 1-based position of the key's opening quote.
    @usableFromInline package let keyLine: Int
    @usableFromInline package let keyColumn: Int

    @_alwaysEmitIntoClient package init(key: String, node: JSONNode, keyLine: Int? = nil, keyColumn: Int? = nil) {
        self.key = key
        self.node = node
        self.keyLine = keyLine ?? node.line
        self.keyColumn = keyColumn ?? node.column
    }
}

/// The path of a value inside a JSON document, written `palette.primary` or `themes[2].id`.
///
/// Keys that are not plain identifiers are quoted: `colors["color.background"]`.
@usableFromInline package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    @usableFromInline package let components: [Component]

    @usableFromInline package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself.
    @_alwaysEmitIntoClient package static var root: JSONPath { JSONPath() }

    @_alwaysEmitIntoClient package func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    @_alwaysEmitIntoClient package func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    @usableFromInline package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlain(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                let escaped = key.contains(Character("\"")) ? key.replacingOccurrences(of: "\"", with: "\\\"") : key
                text += "[\"" + escaped + "\"]"
            }
        }
        return text
    }

    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "$" || scalar == "-"
        }
    }
}

extension JSONValue {
    /// The members when the value is an object, else none.
    @_alwaysEmitIntoClient package var objectMembers: [JSONMember] {
        if case .object(let members) = self { return members }
        return []
    }
}
