/// Reads typed values out of parsed JSON, recording every problem with its path and position
/// instead of stopping at the first.
struct DocumentReader {
    private(set) var errors: [ThemeError] = []
    private(set) var warnings: [ThemeError] = []
    /// The file being read, given to every problem recorded without one (inputs read from
    /// several files set it as they go).
    var currentFile: String?

    /// Every problem recorded, so a value read twice (a DTCG token, and a composite that
    /// aliases it) is reported once.
    private var recorded: Set<ThemeError> = []

    mutating func error(_ error: ThemeError) {
        let located = error.inFile(currentFile)
        if recorded.insert(located).inserted { errors.append(located) }
    }

    mutating func warning(_ warning: ThemeError) {
        let located = warning.inFile(currentFile)
        if recorded.insert(located).inserted { warnings.append(located) }
    }

    /// Reports a name that is none of `expected`, with the closest one as a suggestion: a warning
    /// unless the name is needed to read the value.
    mutating func unknown(_ name: String, expected: [String], at location: ThemeError.Location, asWarning: Bool = true)
    {
        let problem = ThemeError.unknownKey(
            key: name,
            expected: expected,
            suggestion: Suggestion.closest(to: name, in: expected),
            location: location
        )
        if asWarning { warning(problem) } else { error(problem) }
    }

    /// The problems in document order (file by file, then by line and column) with the value
    /// when there are no errors.
    func report<Value>(_ value: Value?) -> DecodingReport<Value> {
        DecodingReport(
            value: errors.isEmpty ? value : nil,
            errors: Self.inDocumentOrder(errors),
            warnings: Self.inDocumentOrder(warnings)
        )
    }

    private static func inDocumentOrder(_ problems: [ThemeError]) -> [ThemeError] {
        var files: [String?] = []
        for problem in problems where !files.contains(problem.location?.file) { files.append(problem.location?.file) }
        return problems.enumerated().sorted { left, right in
            let (a, b) = (left.element.location, right.element.location)
            let fileA = files.firstIndex(of: a?.file) ?? 0
            let fileB = files.firstIndex(of: b?.file) ?? 0
            if fileA != fileB { return fileA < fileB }
            let positionA = (a?.line ?? 0, a?.column ?? 0)
            let positionB = (b?.line ?? 0, b?.column ?? 0)
            return positionA != positionB ? positionA < positionB : left.offset < right.offset
        }.map(\.element)
    }

    /// The members of an object, or `nil` (and an error, or a warning for readers that skip what
    /// they cannot read) when the node is something else.
    mutating func object(
        _ node: JSONNode,
        at path: JSONPath,
        expected: String = "an object",
        asWarning: Bool = false
    ) -> [JSONMember]? {
        guard let members = node.members else {
            mismatch(node, at: path, expected: expected, asWarning: asWarning)
            return nil
        }
        return members
    }

    /// A string, or `nil` (and an error or a warning) when the node is something else.
    mutating func string(
        _ node: JSONNode,
        at path: JSONPath,
        expected: String = "a string",
        asWarning: Bool = false
    ) -> String? {
        guard let string = node.string else {
            mismatch(node, at: path, expected: expected, asWarning: asWarning)
            return nil
        }
        return string
    }

    private mutating func mismatch(_ node: JSONNode, at path: JSONPath, expected: String, asWarning: Bool) {
        let problem = ThemeError.typeMismatch(
            expected: expected,
            found: node.value.typeDescription,
            location: node.location(path)
        )
        if asWarning { warning(problem) } else { error(problem) }
    }

    /// A finite number.
    mutating func number(_ node: JSONNode, at path: JSONPath, expected: String = "a number") -> Double? {
        guard case .number(let number) = node.value else {
            mismatch(node, at: path, expected: expected, asWarning: false)
            return nil
        }
        return number
    }

    mutating func color(_ node: JSONNode, at path: JSONPath) -> ThemeColor? {
        guard let text = string(node, at: path, expected: "a colour string such as \"#1D4ED8\"") else { return nil }
        guard let color = ThemeColor.parseHex(text) else {
            error(.invalidColor(value: text, location: node.location(path)))
            return nil
        }
        return color
    }

    /// A font as an object (`{"family", "size", "weight", "traits", "textStyle"}`) or a short
    /// form string (`"Avenir Next 17 semibold italic"`).
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
        var family: FontFamily = .system
        var size: Double?
        var weight = FontWeight.regular
        var traits: FontTraits = []
        var textStyle: TextStyle?
        var valid = true
        for member in members {
            let memberPath = path.appending(member.key)
            let location = member.node.location(memberPath)
            switch member.key {
            case "family":
                guard let text = string(member.node, at: memberPath) else {
                    valid = false
                    continue
                }
                do throws(ThemeError) { family = try FontFamily(string: text) } catch {
                    self.error(error.located(location))
                    valid = false
                }
            case "size":
                guard let value = number(member.node, at: memberPath) else {
                    valid = false
                    continue
                }
                guard value > 0, value <= 1000 else {
                    error(
                        .invalidValue(
                            value: JSONWriter.format(value),
                            reason: "a font size must be greater than 0 and at most 1000",
                            location: location
                        )
                    )
                    valid = false
                    continue
                }
                size = value
            case "weight":
                if let parsed = fontWeight(member.node, at: memberPath) { weight = parsed } else { valid = false }
            case "traits":
                guard case .array(let elements) = member.node.value else {
                    error(
                        .typeMismatch(
                            expected: "an array of trait names",
                            found: member.node.value.typeDescription,
                            location: location
                        )
                    )
                    valid = false
                    continue
                }
                for (index, element) in elements.enumerated() {
                    let elementPath = memberPath.appending(index: index)
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
            case "textStyle":
                guard let name = string(member.node, at: memberPath) else {
                    valid = false
                    continue
                }
                guard let style = TextStyle(name: name) else {
                    unknown(name, expected: TextStyle.allCases.map(\.rawValue), at: location, asWarning: false)
                    valid = false
                    continue
                }
                textStyle = style
            default:
                unknown(
                    member.key,
                    expected: ["family", "size", "weight", "traits", "textStyle"],
                    at: member.keyLocation(memberPath)
                )
            }
        }
        guard let size else {
            if valid { error(.missingKey(key: "size", location: node.location(path))) }
            return nil
        }
        guard valid else { return nil }
        return FontDescriptor(family: family, size: size, weight: weight, traits: traits, textStyle: textStyle)
    }

    /// An image: `{"bundled": name}`, `{"file": path}`, `{"color": hex}` or `{"url": string}`.
    mutating func image(_ node: JSONNode, at path: JSONPath) -> ImageAsset? {
        guard let members = object(node, at: path, expected: "an image object such as {\"bundled\": \"logo\"}") else {
            return nil
        }
        guard members.count == 1, let member = members.first else {
            error(
                .invalidValue(
                    value: members.map(\.key).joined(separator: ", "),
                    reason: "an image has exactly one of 'bundled', 'file', 'color' or 'url'",
                    location: node.location(path)
                )
            )
            return nil
        }
        let memberPath = path.appending(member.key)
        guard ImageAsset.documentKeys.contains(member.key) else {
            unknown(member.key, expected: ImageAsset.documentKeys, at: member.keyLocation(memberPath), asWarning: false)
            return nil
        }
        if member.key == "color" {
            return color(member.node, at: memberPath).map(ImageAsset.solidColor)
        }
        guard let text = string(member.node, at: memberPath) else { return nil }
        do throws(ThemeError) {
            switch member.key {
            case "bundled":
                guard !text.isEmpty else {
                    throw .invalidValue(value: text, reason: "a bundled image needs a name", location: nil)
                }
                return .bundled(name: text)
            case "file": return try .file(relativePath: text)
            default: return try .remote(string: text)
            }
        } catch {
            self.error(error.located(member.node.location(memberPath)))
            return nil
        }
    }

    /// A weight as a number in 1...1000 or a DTCG name.
    mutating func fontWeight(_ node: JSONNode, at path: JSONPath) -> FontWeight? {
        let location = node.location(path)
        switch node.value {
        case .number(let number):
            guard number == number.rounded(), let weight = FontWeight(rawValue: Int(exactly: number) ?? 0) else {
                error(.invalidFontWeight(value: JSONWriter.format(number), location: location))
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
            error(
                .typeMismatch(
                    expected: "a font weight number or name",
                    found: node.value.typeDescription,
                    location: location
                )
            )
            return nil
        }
    }
}

extension ThemeError {
    /// The error with its location set, for errors raised by value parsers that do not know where
    /// the value came from.
    func located(_ location: Location) -> ThemeError {
        switch self {
        case .invalidColor(let value, nil): .invalidColor(value: value, location: location)
        case .invalidFontWeight(let value, nil): .invalidFontWeight(value: value, location: location)
        case .invalidValue(let value, let reason, nil): .invalidValue(value: value, reason: reason, location: location)
        case .malformedInput(let reason, nil): .malformedInput(reason: reason, location: location)
        case .missingKey(let key, nil): .missingKey(key: key, location: location)
        case .typeMismatch(let expected, let found, nil):
            .typeMismatch(expected: expected, found: found, location: location)
        case .unknownKey(let key, let expected, let suggestion, nil):
            .unknownKey(key: key, expected: expected, suggestion: suggestion, location: location)
        case .unresolvedReference(let reference, let reason, nil):
            .unresolvedReference(reference: reference, reason: reason, location: location)
        case .limitExceeded(let what, let limit, nil): .limitExceeded(what: what, limit: limit, location: location)
        case .inheritedValues(let keys, let from, nil): .inheritedValues(keys: keys, from: from, location: location)
        case .unsupported(let feature, let reason, nil):
            .unsupported(feature: feature, reason: reason, location: location)
        case .wrongFormat(let expected, let found, nil):
            .wrongFormat(expected: expected, found: found, location: location)
        case .interpreted(let what, let meaning, nil): .interpreted(what: what, as: meaning, location: location)
        case .duplicateDefinition(let name, let previous, nil):
            .duplicateDefinition(name: name, previous: previous, location: location)
        default: self
        }
    }
}
