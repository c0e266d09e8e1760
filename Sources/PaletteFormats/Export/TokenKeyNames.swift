import Palette

/// The Swift names of a token path's typed key: each segment but the last names a group, an enum
/// in `UpperCamelCase`; the last names the key, a constant in `lowerCamelCase`.
///
/// `color.brand.accent-hover` gives `Color.Brand.accentHover`, `spacing.2xl` `Spacing._2xl`,
/// `palette.blue.500` `Palette.Blue._500`. A segment's words are its runs of letters and digits
/// (any script Swift takes in an identifier: `arrière-plan` gives `arrièrePlan`); `-`, `_`,
/// spaces and every other character separate them. Letter case inside a word is kept, except
/// that a key's first word starts in lower case (`URL` gives `url`, `HTTPStatus` `httpStatus`).
/// A name that would start with a digit starts with `_`; the underscores a segment starts with
/// and ends with are kept (`_size` gives `_Size`, a group of its own beside `size`'s `Size`;
/// `__default__` gives `__default__`). A Swift keyword is written in backticks
/// (`` `default` ``), except the two that no backticks let a type be named after, `Type` and
/// `Protocol`, which become `Type_` and `Protocol_`.
///
/// Two more rules make a name for every segment, and each name they make is reported as a
/// warning: a segment with no letter or digit is named after its scalars (`€` gives `u20AC`), and
/// a segment that differs from a sibling already named only in letter case (`brand.Accent` after
/// `brand.accent`) takes the next free number (`accent_2`). Any other two paths that make one
/// name are an error at the token. A name equal to a module or a standard type (`Palette`,
/// `Swift`, `Color`, `Tokens`) is kept as it is: generated source names its own types through
/// file-scope aliases that no token's name can hide.
package enum TokenKeyNames {
    /// The constant a path's last segment names, or `nil` when it has no letter or digit.
    package static func key(for segment: some StringProtocol) -> String? {
        let words = words(of: segment)
        guard let first = words.first else { return nil }
        let name = lowercasingStart(first) + words.dropFirst().map(capitalisingStart).joined()
        return marked(name, segment) { escaped(startingValidly($0), isType: false) }
    }

    /// The enum a path's segment names as a group, or `nil` when it has no letter or digit.
    package static func group(for segment: some StringProtocol) -> String? {
        let words = words(of: segment)
        guard !words.isEmpty else { return nil }
        return marked(words.map(capitalisingStart).joined(), segment) { escaped(startingValidly($0), isType: true) }
    }

    /// `name` with the underscores `segment` starts and ends with kept around it, or `plain(name)`
    /// when it has none. Tokens Studio marks the groups a design system keeps to itself with a
    /// leading underscore (`_size` beside `size`), and AUUTheme's catch-all is `__default__`
    /// beside `__default`: each is a name of its own (`_Size`, `__default__`). A name with an
    /// underscore before it is neither a keyword nor starts with a digit.
    private static func marked(_ name: String, _ segment: some StringProtocol, plain: (String) -> String) -> String {
        let leading = segment.prefix { $0 == "_" }
        let trailing = segment.reversed().prefix { $0 == "_" }
        if leading.isEmpty, trailing.isEmpty { return plain(name) }
        return String(leading) + (leading.isEmpty ? startingValidly(name) : name) + String(trailing)
    }

    /// The name of a segment with no letter or digit: `u` (`U` for a group) and the hex values of
    /// its scalars, `€` giving `u20AC`, `--` giving `u2D_2D`.
    package static func scalarName(of segment: some StringProtocol, isType: Bool) -> String {
        (isType ? "U" : "u")
            + segment.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
    }

    /// What joins a name to the number that tells it from a sibling that differs only in letter
    /// case: `accent_2`.
    static let caseSeparator = "_"

    /// The runs of identifier characters in `segment`.
    static func words(of segment: some StringProtocol) -> [Substring] {
        let text = Substring(segment)
        var words: [Substring] = []
        var start: String.Index?
        for index in text.indices {
            let isPart = text[index].unicodeScalars.allSatisfy(isWordScalar)
            if isPart, start == nil { start = index }
            if !isPart, let first = start {
                words.append(text[first..<index])
                start = nil
            }
        }
        if let first = start { words.append(text[first...]) }
        return words
    }

    /// A name as Swift reads it: `default` becomes `` `default` ``.
    private static func escaped(_ name: String, isType: Bool) -> String {
        if isType, unnameableTypes.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Type names that backticks do not rescue: `Tokens.Type` is always the metatype and
    /// `Tokens.Protocol` a protocol's.
    static let unnameableTypes: Set<String> = ["Type", "Protocol"]

    /// Words that are names only in backticks.
    static let keywords = SwiftSourceExporter.keywords.union(["precedencegroup"])

    /// `name`, with `_` before it when its first character cannot start an identifier (a digit,
    /// a combining mark).
    private static func startingValidly(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, !isIdentifierStart(first) else { return name }
        return "_" + name
    }

    private static func capitalisingStart(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// The word with its leading capitals in lower case: the whole of `URL`, `http` of
    /// `HTTPStatus` (the last capital starts the next word), `b` of `Brand`.
    private static func lowercasingStart(_ word: Substring) -> String {
        let capitals = word.prefix(while: \.isUppercase)
        guard !capitals.isEmpty else { return String(word) }
        guard capitals.count > 1, capitals.endIndex != word.endIndex, word[capitals.endIndex].isLowercase else {
            return capitals.lowercased() + word[capitals.endIndex...]
        }
        let last = word.index(before: capitals.endIndex)
        return word[..<last].lowercased() + word[last...]
    }

    /// Whether a scalar is part of a word: an ASCII letter or digit, or a letter, mark, number or
    /// emoji that Swift takes in an identifier. Invisible formatting characters, punctuation and
    /// other symbols (`€`, `·`), which Swift's grammar also admits, separate words instead, so a
    /// name never hides a character or reads as an operator.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        guard isInSwiftIdentifierRanges(scalar) else { return false }
        let properties = scalar.properties
        guard !properties.isVariationSelector else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return properties.isEmojiPresentation
        }
    }

    /// Whether an identifier may start with the scalar: a word scalar other than a digit or a
    /// combining mark.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        guard isWordScalar(scalar), !("0"..."9").contains(scalar) else { return false }
        return !combiningRanges.contains { $0.contains(scalar.value) }
    }

    /// The ranges of identifier characters in the Swift grammar (The Swift Programming Language,
    /// Lexical Structure: identifier-head and identifier-character), beyond ASCII.
    private static func isInSwiftIdentifierRanges(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        return identifierRanges.contains { $0.contains(value) } || combiningRanges.contains { $0.contains(value) }
    }

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// Characters that may continue an identifier but not start one.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
