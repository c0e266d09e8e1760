internal import InternalPaletteUtilities
import Palette

/// A catalog file's text as a theme document keeps it: JSON that Xcode's layout writes back
/// exactly, or the file's exact text.
///
/// Xcode writes `Contents.json` with `" : "` between key and value, two-space indentation and a
/// final newline. A file in that layout is kept as its JSON (an object in the document, which
/// people can read); any other file (minified by a script, saved by an older Xcode without the
/// final newline, numbers written `1.0`) as a string holding its text. Either way the file is
/// written back byte for byte.
enum AssetCatalogText: Equatable, Sendable {
    /// JSON written in Xcode's layout.
    case xcode(JSONValue)
    /// The file's text, exactly.
    case exact(String)

    /// The text a file's `bytes` (parsed as `root`) is kept as.
    init(bytes: [UInt8], root: JSONNode) {
        let value = root.value
        if Self.xcodeText(of: value).utf8.elementsEqual(bytes) {
            self = .xcode(value)
        } else {
            self = .exact(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The record a document holds: an object, or a string.
    init?(record: JSONValue) {
        switch record {
        case .object: self = .xcode(record)
        case .string(let text): self = .exact(text)
        default: return nil
        }
    }

    /// The record a document holds.
    var record: JSONValue {
        switch self {
        case .xcode(let value): value
        case .exact(let text): .string(text)
        }
    }

    /// The file's text.
    var text: String {
        switch self {
        case .xcode(let value): Self.xcodeText(of: value)
        case .exact(let text): text
        }
    }

    /// The file's JSON.
    ///
    /// - Throws: What ``/Palette/JSONParser`` throws for kept text that is not JSON.
    func json(limits: FormatLimits) throws(ThemeError) -> JSONNode {
        switch self {
        case .xcode(let value): JSONNode(value)
        case .exact(let text): try JSONParser.read(Array(text.utf8), options: .document(limits.theme, lenient: false))
        }
    }

    /// `value` in Xcode's layout: `" : "`, two-space indentation, a final newline.
    static func xcodeText(of value: JSONValue) -> String {
        JSONWriter.string(value, keySeparator: " : ") + "\n"
    }
}
