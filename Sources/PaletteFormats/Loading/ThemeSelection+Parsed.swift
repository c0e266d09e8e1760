internal import InternalPaletteUtilities
import Palette

extension ThemeSelection {
    /// Decodes a payload from a file already parsed (leniently, with the document limits), held
    /// to what ``init(json:limits:)-(Collection<UInt8>,_)`` accepts: no larger than ``/Palette/ThemeLimits/maximumPayloadSize``,
    /// strict JSON, nested no deeper than ``/Palette/ThemeLimits/maximumPayloadDepth``.
    package init(parsed: ParsedThemeFile, limits: FormatLimits) throws(ThemeError) {
        guard parsed.bytes.count <= limits.maximumPayloadSize else {
            throw .inputTooLarge(size: parsed.bytes.count, limit: limits.maximumPayloadSize, location: nil)
        }
        switch parsed.content {
        case .json(let root, let deviation):
            if let deviation {
                throw .malformedInput(reason: "comments and trailing commas are not JSON", location: deviation)
            }
            let limit = limits.theme.payloadDepth
            if let deepest = Self.firstNode(deeperThan: limit, in: root, depth: 0) {
                throw .nestingTooDeep(limit: limit, location: .init(line: deepest.line, column: deepest.column))
            }
            self = try Self.decode(root, limits: limits.theme)
        case .malformed(let error), .unreadable(let error):
            throw error
        case .propertyList:
            throw .malformedInput(reason: "a payload is JSON, not a property list", location: nil)
        }
    }

    /// The first array or object nested deeper than `limit`, as the parser counts depth.
    private static func firstNode(deeperThan limit: Int, in node: JSONNode, depth: Int) -> JSONNode? {
        let children: [JSONNode]
        switch node.value {
        case .object(let members): children = members.map(\.node)
        case .array(let elements): children = elements
        default: return nil
        }
        guard depth < limit else { return node }
        for child in children {
            if let deep = firstNode(deeperThan: limit, in: child, depth: depth + 1) { return deep }
        }
        return nil
    }
}
