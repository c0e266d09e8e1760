internal import InternalPaletteUtilities

extension DocumentReader {
    /// The keys of a font object in a Palette document.
    static let fontKeys = ["family", "size", "weight", "traits", "textStyle", "lineHeight", "letterSpacing"]

    /// A font as an object (`{"family", "size", "weight", "traits", "textStyle", "lineHeight",
    /// "letterSpacing"}`, the family a name or a list of a name and its fallbacks) or a short form string (`"Avenir Next 17 semibold italic"`). The size
    /// may be written with its unit (`"0.875rem"`), and so may the letter spacing (`"-0.02em"`).
    mutating func font(_ node: JSONNode, at path: JSONPath) -> FontDescriptor? {
        if let text = node.string {
            do throws(ThemeError) {
                return try FontDescriptor(shortForm: text)
            } catch {
                self.error(error.located(node.location(path)))
                return nil
            }
        }
        guard let members = object(node, at: path, expected: "a font object or a short form such as \"system 17 bold\"")
        else { return nil }
        var font = FontDescriptor(size: 17)
        var size: Dimension?
        var valid = true
        for member in members {
            let memberPath = path.appending(member.key)
            let location = member.node.location(memberPath)
            switch member.key {
            case "family":
                guard let names = familyList(member.node, at: memberPath), let first = names.first else {
                    valid = false
                    continue
                }
                do throws(ThemeError) { font.family = try FontFamily(string: first) } catch {
                    self.error(error.located(location))
                    valid = false
                }
                font.fallbackFamilies = Array(names.dropFirst())
            case "size":
                guard let written = dimension(member.node, at: memberPath) else {
                    valid = false
                    continue
                }
                guard Self.fontSizes.contains(written.points()) else {
                    error(
                        .invalidValue(
                            value: written.description,
                            reason: "a font size must be greater than 0 and at most 1000",
                            location: location
                        )
                    )
                    valid = false
                    continue
                }
                size = written
            case "weight":
                if let weight = fontWeight(member.node, at: memberPath) { font.weight = weight } else { valid = false }
            case "traits":
                if let traits = fontTraits(member.node, at: memberPath) { font.traits = traits } else { valid = false }
            case "textStyle":
                guard let name = string(member.node, at: memberPath) else {
                    valid = false
                    continue
                }
                guard let style = named(TextStyle.self, name, at: location, asWarning: false) else {
                    valid = false
                    continue
                }
                font.textStyle = style
            case "lineHeight":
                if let lineHeight = number(member.node, at: memberPath) {
                    font.lineHeight = lineHeight
                } else {
                    valid = false
                }
            case "letterSpacing":
                if let spacing = dimension(member.node, at: memberPath) {
                    font.letterSpacing = spacing
                } else {
                    valid = false
                }
            default:
                unknown(member.key, expected: Self.fontKeys, at: member.keyLocation(memberPath), asWarning: true)
            }
        }
        guard let size else {
            if valid { error(.missingKey(key: "size", location: node.location(path))) }
            return nil
        }
        guard valid else { return nil }
        font.size = size.points()
        font.sizeUnit = size.unit
        return font
    }

    /// A font's family, or its family and fallbacks in order: a name, or a list of names.
    private mutating func familyList(_ node: JSONNode, at path: JSONPath) -> [String]? {
        guard case .array(let elements) = node.value else {
            return string(node, at: path, expected: "a family name or a list of them").map { [$0] }
        }
        let names = elements.enumerated().compactMap { string($1, at: path.appending(index: $0)) }
        guard names.count == elements.count else { return nil }
        guard !names.isEmpty else {
            error(
                .invalidValue(
                    value: "[]",
                    reason: "a list of families names at least one",
                    location: node.location(path)
                )
            )
            return nil
        }
        return names
    }

    /// The sizes a font may have, in points.
    package static var fontSizes: ClosedRange<Double> { Double.leastNonzeroMagnitude...1000 }

    private mutating func fontTraits(_ node: JSONNode, at path: JSONPath) -> FontTraits? {
        guard let elements = array(node, at: path, expected: "an array of trait names") else { return nil }
        var traits: FontTraits = []
        var valid = true
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            guard let name = string(element, at: elementPath) else {
                valid = false
                continue
            }
            guard let trait = FontTraits(name: name) else {
                error(
                    .unknownKey(
                        key: name,
                        expected: FontTraits.named.map(\.name),
                        suggestion: nil,
                        location: element.location(elementPath)
                    )
                )
                valid = false
                continue
            }
            traits.insert(trait)
        }
        return valid ? traits : nil
    }

    /// A dimension: a number of points, or text with a unit Palette keeps (`"16px"`, `"16pt"`,
    /// `"1.5rem"`, `"-0.02em"`).
    @inline(never)
    mutating func dimension(_ node: JSONNode, at path: JSONPath) -> Dimension? {
        guard case .string(let text) = node.value else {
            return number(node, at: path, expected: "a dimension (a number of points)").map { Dimension($0) }
        }
        guard let dimension = Dimension(text: text) else {
            error(
                .invalidValue(
                    value: text,
                    reason: "a dimension is a number of points or a string such as '16px', '16pt', '1rem' or '0.5em'",
                    location: node.location(path)
                )
            )
            return nil
        }
        return dimension
    }

    /// A weight as a number in 1...1000 or a DTCG name.
    mutating func fontWeight(_ node: JSONNode, at path: JSONPath) -> FontWeight? {
        let location = node.location(path)
        switch node.value {
        case .number(let number):
            guard number == number.rounded(), let weight = FontWeight(rawValue: Int(exactly: number) ?? 0) else {
                error(.invalidFontWeight(value: NumberText.plain(number), location: location))
                return nil
            }
            return weight
        case .string(let name):
            do throws(ThemeError) {
                return try FontWeight(name: name)
            } catch {
                self.error(error.located(location))
                return nil
            }
        default:
            mismatch(node, at: path, expected: "a font weight number or name", asWarning: false)
            return nil
        }
    }
}
