import Foundation
package import InternalPaletteUtilities
import Palette
import PaletteFormats

/// Writes a ``Mutant`` in the form its document came in: JSON text, an XML property list or a
/// binary one.
package enum MutantWriter {
    package enum Form: String, Sendable, CaseIterable {
        case json
        case xmlPropertyList
        case binaryPropertyList
    }

    /// The form of a document's bytes, and its tree; `nil` when Palette's readers cannot parse it.
    package static func parse(_ bytes: [UInt8]) -> (form: Form, tree: JSONValue)? {
        let options = JSONParser.Options(
            allowsComments: true,
            allowsTrailingCommas: true,
            maximumSize: 1 << 22,
            maximumDepth: 32
        )
        if PropertyListParser.looksLikePropertyList(bytes) {
            var limits = FormatLimits.default
            limits.maximumDocumentSize = options.maximumSize
            guard let root = try? PropertyListParser.parse(bytes, limits: limits) else { return nil }
            return (bytes.starts(with: Array("bplist".utf8)) ? .binaryPropertyList : .xmlPropertyList, root.value)
        }
        guard let root = try? JSONParser.read(bytes, options: options) else { return nil }
        return (.json, root.value)
    }

    package static func write(_ mutant: Mutant, as form: Form) -> [UInt8] {
        switch form {
        case .json: Array(json(mutant).utf8)
        case .xmlPropertyList: Array(xmlPropertyList(mutant).utf8)
        case .binaryPropertyList: BinaryPropertyListWriter.write(mutant)
        }
    }

    // MARK: JSON

    /// A string no document holds, written where the number text goes and then replaced by it.
    private static let placeholder = "\u{E000}palette-mutant-number\u{E000}"

    /// Pretty-printed by Palette's own writer, so positions in errors fall on several lines.
    static func json(_ mutant: Mutant) -> String {
        guard let (position, text) = mutant.numberText else { return JSONWriter.string(mutant.tree) }
        let marked = StructureMutator(tree: mutant.tree).applying(
            StructureMutator.Mutation(position: position, edit: .value(.string(placeholder)))
        )
        return JSONWriter.string(marked.tree).replacingOccurrences(of: "\"\(placeholder)\"", with: text)
    }

    // MARK: XML property lists

    static func xmlPropertyList(_ mutant: Mutant) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        writeXML(mutant.tree, at: [], numberText: mutant.numberText, indent: "", to: &output)
        output += "</plist>\n"
        return output
    }

    private static func writeXML(
        _ value: JSONValue,
        at position: StructureMutator.Position,
        numberText: (position: StructureMutator.Position, text: String)?,
        indent: String,
        to output: inout String
    ) {
        if let numberText, numberText.position == position {
            let isWhole = Int64(numberText.text) != nil || UInt64(numberText.text) != nil
            let element = isWhole ? "integer" : "real"
            output += "\(indent)<\(element)>\(numberText.text)</\(element)>\n"
            return
        }
        switch value {
        case .null: output += "\(indent)<string>null</string>\n"
        case .bool(let flag): output += "\(indent)<\(flag)/>\n"
        case .number(let number):
            if let whole = Int64(exactly: number) {
                output += "\(indent)<integer>\(whole)</integer>\n"
            } else {
                output += "\(indent)<real>\(number)</real>\n"
            }
        case .string(let text): output += "\(indent)<string>\(escaped(text))</string>\n"
        case .array(let elements):
            output += "\(indent)<array>\n"
            for (index, element) in elements.enumerated() {
                writeXML(
                    element.value,
                    at: position + [index],
                    numberText: numberText,
                    indent: indent + "\t",
                    to: &output
                )
            }
            output += "\(indent)</array>\n"
        case .object(let members):
            output += "\(indent)<dict>\n"
            for (index, member) in members.enumerated() {
                output += "\(indent)\t<key>\(escaped(member.key))</key>\n"
                writeXML(
                    member.node.value,
                    at: position + [index],
                    numberText: numberText,
                    indent: indent + "\t",
                    to: &output
                )
            }
            output += "\(indent)</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
