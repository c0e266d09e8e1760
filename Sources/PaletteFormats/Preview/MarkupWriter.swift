internal import InternalPaletteUtilities
import Palette

/// HTML and SVG built as text, where every value from a theme goes through one escape.
///
/// Element and attribute names come from Palette's own code; text and attribute values (always
/// written in double quotes) are escaped for HTML and XML alike (`&`, `<`, `>` and `"` as character
/// references), and
/// characters that could hide or reorder what follows, or that XML cannot hold (controls,
/// bidirectional and zero-width formatting, noncharacters), are written as visible `\u{…}` text.
/// So a token named `<script>` or `"><img onerror=…>` is shown as those characters, never read as
/// markup.
struct MarkupWriter {
    /// An attribute: a name from Palette's code and a value, which is escaped.
    typealias Attribute = (name: StaticString, value: String)

    private(set) var text = ""

    /// Opens an element: `<div class="swatch">`.
    mutating func open(_ name: StaticString, _ attributes: [Attribute] = []) {
        text += "<\(name)"
        for (attribute, value) in attributes {
            text += " \(attribute)=\"\(Self.escaped(value))\""
        }
        text += ">"
    }

    /// Closes an element: `</div>`.
    mutating func close(_ name: StaticString) {
        text += "</\(name)>"
    }

    /// An element holding text: `<td class="path">color.brand</td>`.
    mutating func element(_ name: StaticString, _ attributes: [Attribute] = [], text content: String) {
        open(name, attributes)
        text(content)
        close(name)
    }

    /// An element with no content (`<rect … />`), as SVG writes one.
    mutating func empty(_ name: StaticString, _ attributes: [Attribute] = []) {
        text += "<\(name)"
        for (attribute, value) in attributes {
            text += " \(attribute)=\"\(Self.escaped(value))\""
        }
        text += "/>"
    }

    /// Text, escaped.
    mutating func text(_ content: String) {
        text += Self.escaped(content)
    }

    /// Markup made by Palette's own code (a style sheet, a comment, the document type), as it is:
    /// never anything read from a theme.
    mutating func raw(_ markup: StaticString) {
        text += "\(markup)"
    }

    /// A `<script type="application/json">` block holding `value` (see ``scriptJSON(_:)``): data
    /// for tools, which the page's content security policy never runs.
    mutating func jsonBlock(id: StaticString, _ value: JSONValue) {
        text += "<script type=\"application/json\" id=\"\(id)\">" + Self.scriptJSON(value) + "</script>"
    }

    /// Another writer's markup, already escaped.
    mutating func append(_ other: MarkupWriter) {
        text += other.text
    }

    /// `value` escaped for HTML or XML text and double-quoted attribute values.
    static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case let other where other.isInvisibleInExport || other.properties.isNoncharacterCodePoint:
                result += "\\u{\(String(other.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// JSON for a `<script type="application/json">` block: `<`, `>` and `&` written as JSON's
    /// `\u` escapes, so that no `</script>` can end the block early.
    static func scriptJSON(_ value: JSONValue) -> String {
        var result = ""
        for scalar in JSONWriter.string(value, pretty: false).unicodeScalars {
            switch scalar {
            case "<": result += "\\u003C"
            case ">": result += "\\u003E"
            case "&": result += "\\u0026"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
