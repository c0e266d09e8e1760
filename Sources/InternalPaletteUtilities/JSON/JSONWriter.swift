/// Writes ``JSONValue``s as text: members in the order given, two-space indentation.
///
/// Palette writes its own JSON so that documents come out in a readable, stable order (`id`,
/// `name`, then the palette roles in role order) rather than sorted or hashed.
@usableFromInline package enum JSONWriter {
    /// The value as pretty-printed JSON text, ending without a newline.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - pretty: Whether to break lines and indent.
    ///   - keySeparator: What goes between a key and its value when pretty: `": "`, or Xcode's
    ///     `" : "` for asset catalogs.
    @usableFromInline
    package static func string(_ value: JSONValue, pretty: Bool = true, keySeparator: String = ": ") -> String {
        var output = ""
        write(value, to: &output, indent: pretty ? "" : nil, separator: keySeparator)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String, indent: String?, separator: String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += NumberText.plain(number)
        case .string(let string): writeString(string, to: &output)
        case .array(let elements):
            writeContainer(
                elements.map { (nil, $0.value) },
                open: "[",
                close: "]",
                to: &output,
                indent: indent,
                separator: separator
            )
        case .object(let members):
            writeContainer(
                members.map { ($0.key, $0.node.value) },
                open: "{",
                close: "}",
                to: &output,
                indent: indent,
                separator: separator
            )
        }
    }

    private static func writeContainer(
        _ items: [(key: String?, value: JSONValue)],
        open: String,
        close: String,
        to output: inout String,
        indent: String?,
        separator: String
    ) {
        guard !items.isEmpty else {
            output += open + close
            return
        }
        output += open
        let inner = indent.map { $0 + "  " }
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            if let inner { output += "\n" + inner }
            if let key = item.key {
                writeString(key, to: &output)
                output += indent == nil ? ":" : separator
            }
            write(item.value, to: &output, indent: inner, separator: separator)
        }
        if let indent { output += "\n" + indent }
        output += close
    }

    private static func writeString(_ string: String, to output: inout String) {
        // Most strings need no escape: append them whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += "\""
            output += string
            output += "\""
            return
        }
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// An object value from key–value pairs, in order.
    @_alwaysEmitIntoClient package static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.key, node: JSONNode($0.value)) })
    }

    /// An object value from an ordered list of pairs.
    @_alwaysEmitIntoClient package static func orderedObject(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.0, node: JSONNode($0.1)) })
    }
}
