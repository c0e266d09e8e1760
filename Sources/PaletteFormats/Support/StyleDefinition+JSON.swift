internal import InternalPaletteUtilities
import Palette

/// How a theme document writes its `styles` section, in the form `Palette` reads it: numbers,
/// text, `true`/`false` and `null` as themselves, every other value as an object with one key
/// saying what it is (`{"color": "#FF5500"}`, `{"colorToken": "color.brand"}`).
extension StyleDefinition {
    /// Each key once: a style may hold a property twice (the later wins when it is applied), but
    /// an object that names a member twice is refused by Palette's reader, so only the property
    /// that is applied is written, where it stands. A `_superstyle` property beside the style's
    /// superstyles (one whose value was not a list) is left out, as the superstyles are written.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = []
        if !superstyles.isEmpty {
            members.append((Self.superstyleKey, .array(superstyles.map { JSONNode(.string($0)) })))
        }
        var last: [String: Int] = [:]
        for (index, property) in properties.enumerated() { last[property.key] = index }
        for (index, property) in properties.enumerated() where last[property.key] == index {
            guard superstyles.isEmpty || property.key != Self.superstyleKey else { continue }
            members.append((property.key, property.value.jsonValue))
        }
        return .orderedObject(members)
    }
}

extension StyleValue {
    var jsonValue: JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { JSONNode(.number($0)) }) }
        return switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .color(let color): .object(["color": .string(color.cssText)])
        case .font(let font): .object(["font": Self.fontJSON(font)])
        case .point(let point): .object(["point": numbers([point.x, point.y])])
        case .size(let size): .object(["size": numbers([size.width, size.height])])
        case .rect(let rect): .object(["rect": numbers([rect.x, rect.y, rect.width, rect.height])])
        case .edgeInsets(let edge): .object(["edgeInsets": numbers([edge.top, edge.left, edge.bottom, edge.right])])
        case .role(let role): .object(["role": .string(role.rawValue)])
        case .fontStyle(let style): .object(["fontStyle": .string(style.rawValue)])
        case .styles(let names): .object(["styles": .array(names.map { JSONNode(.string($0)) })])
        case .token(let kind, let path): .orderedObject([(kind.rawValue + "Token", .string(path.string))])
        }
    }

    /// A font in its short form when that says all of it, else as an object.
    static func fontJSON(_ font: FontDescriptor) -> JSONValue {
        (try? FontDescriptor(shortForm: font.shortForm)) == font
            ? .string(font.shortForm) : ThemeOverrides.fontValue(font)
    }
}
