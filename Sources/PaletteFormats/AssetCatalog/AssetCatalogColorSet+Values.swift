internal import InternalPaletteUtilities
import Palette

extension AssetCatalogColorSet {
    /// An entry's `color`: components in a colour space, or a system colour by reference.
    ///
    /// Components may be written as Xcode writes them in each of its input methods: floating
    /// point strings (`"0.500"`), 8-bit integer strings (`"128"`), 8-bit hexadecimal strings
    /// (`"0x80"`), or plain JSON numbers (`0.5`). The colour is kept without clipping
    /// (``AssetCatalogColorSpace/color(_:alpha:)``): a `display-p3` colour as Display P3, a colour
    /// beyond `0...1` as extended-range sRGB, any other at 8 bits per component as Palette's
    /// documents hold sRGB colours.
    static func value(
        _ node: JSONNode,
        at path: JSONPath,
        name: String,
        reader: inout DocumentReader
    ) -> Value? {
        guard reader.object(node, at: path, expected: "a colour (an object with 'color-space' and 'components')") != nil
        else { return nil }
        if let referenceNode = node["reference"] {
            guard let reference = reader.string(referenceNode, at: path.appending("reference")) else { return nil }
            guard let system = AssetCatalogSystemColors.values(of: reference) else {
                reader.warning(
                    .unsupported(
                        feature: "system colour '\(reference.clippedForMessage)'",
                        reason: """
                            Palette has no fixed value for it; this entry was not imported (colour set \
                            '\(name.clippedForMessage)')
                            """,
                        location: referenceNode.location(path.appending("reference"))
                    )
                )
                return nil
            }
            return Value(color: system.light, dark: system.dark)
        }
        guard let spaceNode = node["color-space"] else {
            reader.error(.missingKey(key: "color-space", location: node.location(path)))
            return nil
        }
        let spacePath = path.appending("color-space")
        guard let spaceName = reader.string(spaceNode, at: spacePath) else { return nil }
        guard let space = AssetCatalogColorSpace(rawValue: spaceName) else {
            reader.unknown(
                spaceName,
                expected: AssetCatalogColorSpace.allCases.map(\.rawValue),
                at: spaceNode.location(spacePath),
                asWarning: false
            )
            return nil
        }
        let componentsPath = path.appending("components")
        guard let componentsNode = node["components"] else {
            reader.error(.missingKey(key: "components", location: node.location(path)))
            return nil
        }
        guard let members = reader.object(componentsNode, at: componentsPath) else { return nil }
        var numbers: [Double] = []
        for key in space.componentNames {
            guard let member = members.first(where: { $0.key == key }) else {
                reader.error(.missingKey(key: key, location: componentsNode.location(componentsPath)))
                continue
            }
            let componentPath = componentsPath.appending(key)
            if let number = component(
                member.node,
                isAlpha: key == "alpha",
                in: space,
                at: componentPath,
                reader: &reader
            ) {
                numbers.append(number)
            }
        }
        for member in members where !space.componentNames.contains(member.key) {
            reader.unknown(
                member.key,
                expected: space.componentNames,
                at: member.keyLocation(componentsPath.appending(member.key)),
                asWarning: true
            )
        }
        guard numbers.count == space.componentNames.count, let alpha = numbers.last else { return nil }
        let color = space.color(Array(numbers.dropLast()), alpha: alpha)
        return Value(color: color)
    }

    /// One component as a number: `0...1` for a float, `0...255` for an 8-bit integer or
    /// hexadecimal value (divided by 255); floats in an extended space may lie outside `0...1`.
    /// Alpha is always `0...1`.
    private static func component(
        _ node: JSONNode,
        isAlpha: Bool,
        in space: AssetCatalogColorSpace,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> Double? {
        let text: String
        let value: Double
        switch node.value {
        case .number(let number):
            text = NumberText.plain(number)
            value = number
        case .string(let string):
            text = string
            guard let parsed = parse(string) else {
                reader.error(
                    .invalidValue(
                        value: string.clippedForMessage,
                        reason: "a component is a number such as \"0.500\", \"128\" or \"0x80\"",
                        location: node.location(path)
                    )
                )
                return nil
            }
            value = parsed
        default:
            reader.mismatch(
                node,
                at: path,
                expected: "a component such as \"0.500\", \"128\" or \"0x80\"",
                asWarning: false
            )
            return nil
        }
        let mayExtend = space.isExtended && !isAlpha
        guard value.isFinite, mayExtend || (0...1).contains(value) else {
            reader.error(
                .invalidValue(
                    value: text.clippedForMessage,
                    reason: mayExtend
                        ? "a component is a finite number"
                        : "\(isAlpha ? "alpha" : "a component in \(space.rawValue)") is 0–1 (or 0–255 as an 8-bit value)",
                    location: node.location(path)
                )
            )
            return nil
        }
        return value
    }

    /// A component string's value: `0xHH` and plain integers are 8-bit values (divided by 255;
    /// over 255 gives a value over 1, which the range check reports), anything with a point is a
    /// float. Signs are allowed for the extended spaces; exponents, `nan` and `inf` are not.
    static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else { return nil }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") {
            guard bytes.count <= 4, let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
            return Double(byte) / 255
        }
        let unsigned =
            bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        let digits = unsigned.filter { $0 != UInt8(ascii: ".") }
        let points = unsigned.count - digits.count
        guard !digits.isEmpty, points <= 1, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Double(text)
        else { return nil }
        return points == 0 ? number / 255 : number
    }
}
