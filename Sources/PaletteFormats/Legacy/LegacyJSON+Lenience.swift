internal import InternalPaletteUtilities
import Palette

/// What hand-written legacy JSON gets away with, found and reported: comments, trailing commas
/// and keys given twice.
extension LegacyJSON {
    /// A place in the text: 1-based line and byte column, as ``JSONParser`` counts them.
    struct Place: Equatable, Sendable {
        var line: Int
        var column: Int

        var text: String { "\(line):\(column)" }
    }

    /// The comments and trailing commas of JSON text, in text order.
    struct Deviations: Equatable, Sendable {
        var comments: [Place] = []
        var trailingCommas: [Place] = []

        /// `2 comments (first at 2:3) and 1 trailing comma (first at 3:66)`, or `nil` when there are none.
        var summary: String? {
            let parts = [(comments, "comment"), (trailingCommas, "trailing comma")].compactMap { places, noun in
                places.first.map { "\(places.count) \(noun)\(places.count == 1 ? "" : "s") (first at \($0.text))" }
            }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        }

        /// The first deviation in the text.
        var first: Place? {
            (comments + trailingCommas).min { ($0.line, $0.column) < ($1.line, $1.column) }
        }
    }

    /// Finds every comment and trailing comma outside strings.
    ///
    /// - Parameter bytes: JSON text, possibly with `//` and `/* */` comments.
    /// - Returns: Where each is.
    static func deviations(in bytes: [UInt8]) -> Deviations {
        var found = Deviations()
        var scanner = Scanner(bytes: bytes)
        while let byte = scanner.current {
            switch byte {
            case UInt8(ascii: "\""):
                scanner.skipString()
            case UInt8(ascii: "/") where scanner.startsComment:
                found.comments.append(scanner.place)
                scanner.skipComment()
            case UInt8(ascii: ","):
                let comma = scanner.place
                scanner.advance()
                // Whitespace and comments may sit between the comma and the bracket.
                while let next = scanner.current {
                    if next == UInt8(ascii: "/"), scanner.startsComment {
                        found.comments.append(scanner.place)
                        scanner.skipComment()
                    } else if [0x20, 0x09, 0x0A, 0x0D].contains(next) {
                        scanner.advance()
                    } else {
                        break
                    }
                }
                if let next = scanner.current, next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                    found.trailingCommas.append(comma)
                }
            default:
                scanner.advance()
            }
        }
        return found
    }

    /// Walks JSON text byte by byte, counting lines as ``JSONParser`` does.
    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
        var place: Place { Place(line: line, column: offset - lineStart + 1) }
        var startsComment: Bool {
            offset + 1 < bytes.count
                && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
        }

        mutating func advance() {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }

        /// Past a string, from its opening quote; escapes do not end it.
        mutating func skipString() {
            advance()
            while let byte = current, byte != UInt8(ascii: "\"") {
                if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count { advance() }
                advance()
            }
            if current != nil { advance() }
        }

        /// Past a `//` or `/* */` comment, from its slash.
        mutating func skipComment() {
            let block = bytes[offset + 1] == UInt8(ascii: "*")
            advance()
            advance()
            while let byte = current {
                if block, byte == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    advance()
                    advance()
                    return
                }
                if !block, byte == 0x0A { return }
                advance()
            }
        }
    }
}
