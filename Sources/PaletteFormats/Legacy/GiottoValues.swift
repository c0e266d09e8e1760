internal import InternalPaletteUtilities
import Palette

/// The value conventions of SDThemeManager v2 plists, read into Palette values.
///
/// | written | read as |
/// |---|---|
/// | `c:RGB`, `color:RRGGBBAA` (RGB, RGBA, RRGGBB, RRGGBBAA) | a colour |
/// | `f:NAME,SIZE`, `font:NAME,SIZE` | a font; NAME a constant, `system`, `systemBold`, `systemItalic` (any case) or a font name; SIZE a number or a constant |
/// | `s:A,B`, `style:A,B` | styles applied in order to the property's object |
/// | `null`, `nil` | nothing |
/// | `point:x,y`, `size:w,h`, `rect:x,y,w,h`, `edge:top,left,bottom,right` | geometry |
/// | a constant's name | the constant, as a theme token that follows the theme |
struct GiottoValues {
    /// A constant's value, once its references are followed.
    enum Constant: Equatable {
        case color(ThemeColor)
        case font(FontDescriptor)
        /// A font without a size: `FONT_REGULAR = system`; sized where it is used.
        case face(FontDescriptor)
        case number(Double)
        case text(String)

        var tokenKind: TokenKind? {
            switch self {
            case .color: .color
            case .font, .face: .font
            case .number: .dimension
            case .text: nil
            }
        }
    }

    /// The constants of each file of the cascade, nearest first.
    let tables: [(file: String?, constants: [String: (node: JSONNode, path: JSONPath)])]
    private var resolved: [String: Constant?] = [:]
    /// The problems of the constants resolved so far, each recorded once, where it is: those of a
    /// constant that could not be read folded into the one warning ``UnreadableToken`` makes.
    private(set) var warnings: [ThemeWarning] = []

    init(tables: [(file: String?, constants: [String: (node: JSONNode, path: JSONPath)])]) {
        self.tables = tables
    }

    /// Whether any file of the cascade defines the constant.
    func isDefined(_ name: String) -> Bool {
        tables.contains { $0.constants[name] != nil }
    }

    /// The kind a constant's name promises by SDThemeManager's convention: `COLOR_` a colour,
    /// `FONT_` a font, `DIMENSION_` a number.
    static func promisedKind(of name: String) -> TokenKind? {
        let prefixes: [(String, TokenKind)] = [("COLOR_", .color), ("FONT_", .font), ("DIMENSION_", .dimension)]
        return prefixes.first { name.hasPrefix($0.0) }?.1
    }

    /// The kind a constant's name promises, when text looks like one (`COLOR_TEXT`, `FONT_BOLD`,
    /// `DIMENSION_X`).
    static func constantKind(named text: String) -> TokenKind? {
        guard text.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { return nil }
        return promisedKind(of: text)
    }

    /// Why a value that names a constant that could not be read is not read either.
    static func unreadableConstant(_ name: String, at location: ThemeError.Location) -> ThemeError {
        .unresolvedReference(reference: name, reason: "this constant could not be read", location: location)
    }

    // MARK: Constants

    /// The value of a constant, following references to other constants, or `nil` when it cannot
    /// be read: the constant is left out, with a warning in ``warnings``.
    mutating func constant(_ name: String, reader: inout DocumentReader) -> Constant? {
        var stack: [String] = []
        return constant(name, stack: &stack, reader: &reader)
    }

    /// A constant, with the constants being followed to it on `stack`; a cycle through them is
    /// recorded on `reader`, which reads the value that refers to it. The constant's own problems
    /// go to ``warnings``, once.
    mutating func constant(_ name: String, stack: inout [String], reader: inout DocumentReader) -> Constant? {
        if let known = resolved[name] { return known }
        guard let (file, node, path) = lookup(name) else { return nil }
        if stack.contains(name) {
            reader.currentFile = file
            reader.warning(.referenceCycle(kind: "constant", chain: stack + [name], location: node.location(path)))
            return nil
        }
        stack.append(name)
        defer { stack.removeLast() }
        var own = DocumentReader()
        own.currentFile = file
        let value = own.readingToken(name.clippedForMessage, at: node.location(path)) { reader -> Constant? in
            let value: Constant?
            switch node.value {
            case .number(let number):
                value = .number(number)
            case .string(let text):
                value = constantValue(text, name: name, at: path, node: node, stack: &stack, reader: &reader)
            case .bool(let flag):
                value = .number(flag ? 1 : 0)
            default:
                reader.mismatch(
                    node,
                    at: path,
                    expected: "a string or a number (Constants cannot hold arrays or dictionaries)",
                    asWarning: true
                )
                value = nil
            }
            if let value { check(value, of: name, node: node, path: path, file: file, reader: &reader) }
            return value
        }
        warnings += own.warnings
        resolved[name] = value
        return value
    }

    private mutating func constantValue(
        _ text: String,
        name: String,
        at path: JSONPath,
        node: JSONNode,
        stack: inout [String],
        reader: inout DocumentReader
    ) -> Constant? {
        let location = node.location(path)
        if let body = Self.body(of: text, prefixes: ["c:", "color:"]) {
            return color(body, at: location, reader: &reader).map(Constant.color)
        }
        if let body = Self.body(of: text, prefixes: ["f:", "font:"]) {
            return font(body, at: location, stack: &stack, reader: &reader).map(Constant.font)
        }
        if isDefined(text), text != name {
            let value = constant(text, stack: &stack, reader: &reader)
            if value == nil { reader.warning(Self.unreadableConstant(text, at: location)) }
            return value
        }
        // `themeColorForKey:` reads a bare hex string as a colour too, as first-format themes wrote them.
        if name.hasPrefix("COLOR_"), let color = ThemeColor.parseHex(text.trimmingSpaces) { return .color(color) }
        if let number = Double(text.trimmingSpaces), number.isFinite { return .number(number) }
        if name.hasPrefix("FONT_") { return face(text, at: location, reader: &reader).map(Constant.face) }
        if Self.constantKind(named: text) != nil {
            reader.warning(
                .unresolvedReference(
                    reference: text,
                    reason: "no file of the theme defines this constant",
                    location: location
                )
            )
            return nil
        }
        return .text(text)
    }

    /// A constant whose name promises a kind (`COLOR_`, `FONT_`, `DIMENSION_`) but whose value is
    /// another kind is reported.
    private func check(
        _ value: Constant,
        of name: String,
        node: JSONNode,
        path: JSONPath,
        file: String?,
        reader: inout DocumentReader
    ) {
        guard let promised = Self.promisedKind(of: name), value.tokenKind != promised else { return }
        let expected =
            switch promised {
            case .color: "a colour ('c:RRGGBB')"
            case .font: "a font name or 'f:NAME,SIZE'"
            default: "a number"
            }
        reader.currentFile = file
        reader.warning(.typeMismatch(expected: expected, found: Self.describe(value), location: node.location(path)))
    }

    /// Where the nearest file of the cascade defines a constant.
    func place(of name: String) -> (file: String?, location: ThemeError.Location)? {
        lookup(name).map { file, node, path in (file, node.location(path)) }
    }

    private func lookup(_ name: String) -> (String?, JSONNode, JSONPath)? {
        for table in tables {
            if let (node, path) = table.constants[name] { return (table.file, node, path) }
        }
        return nil
    }

    // MARK: Conventions

    /// The text after one of `prefixes`, if it starts with one (the prefix in any case).
    static func body(of text: String, prefixes: [String]) -> String? {
        let lowered = text.asciiCaseFolded
        guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) }) else { return nil }
        return String(text.dropFirst(prefix.count)).trimmingSpaces
    }

    /// `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA`.
    func color(_ text: String, at location: ThemeError.Location, reader: inout DocumentReader) -> ThemeColor? {
        guard let color = ThemeColor.parseHex(text) else {
            reader.warning(.invalidColor(value: text, location: location))
            return nil
        }
        return color
    }

    /// `point:x,y` and the other geometry: numbers, or dimension constants.
    mutating func numbers(
        _ text: String,
        count: Int,
        at location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == count else {
            reader.warning(
                .invalidValue(value: text, reason: "expected \(count) numbers separated by commas", location: location)
            )
            return nil
        }
        var values: [Double] = []
        for part in parts {
            if let number = Double(part), number.isFinite {
                values.append(number)
            } else if isDefined(part), case .number(let number) = constant(part, reader: &reader) {
                values.append(number)
            } else {
                reader.warning(.invalidValue(value: part, reason: "not a number", location: location))
                return nil
            }
        }
        return values
    }

    static func describe(_ value: Constant) -> String {
        switch value {
        case .color: "a colour"
        case .font, .face: "a font"
        case .number: "a number"
        case .text(let text): "the text '\(text.clippedForMessage)'"
        }
    }
}
