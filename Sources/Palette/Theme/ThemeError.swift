/// Everything that can go wrong when Palette reads, resolves or stores a theme.
///
/// Every case says what was wrong and, where it is known, where: the file, the path of the
/// value inside the document (`palette.primary`, `theme.id`) and the line and column of the
/// text. Values from the input are quoted in single quotes. The ``description`` is the message
/// a person reads; the associated values are there for code that reacts to a specific problem.
///
/// ```swift
/// do {
///     try AppTheme.setTheme(named: "alternatve", in: .builtIn)
/// } catch {
///     print(error) // unknown theme 'alternatve'; did you mean 'alternative'? Available: 'default', …
/// }
/// ```
public enum ThemeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A colour string that is not one of the accepted hex forms.
    case invalidColor(value: String, location: Location?)

    /// A font weight outside `1...1000`, or a weight name Palette does not know.
    case invalidFontWeight(value: String, location: Location?)

    /// A value that has the right type but a meaning Palette cannot accept.
    case invalidValue(value: String, reason: String, location: Location?)

    /// A theme name that no registered theme answers to.
    case unknownTheme(name: String, available: [String], suggestion: String?)

    /// Text that is not well-formed JSON (or not the document kind that was expected).
    case malformedInput(reason: String, location: Location?)

    /// A required key that is absent.
    case missingKey(key: String, location: Location?)

    /// A value of the wrong JSON type, such as a number where a string was expected.
    case typeMismatch(expected: String, found: String, location: Location?)

    /// An input refused before parsing because it is larger than the configured limit.
    ///
    /// `size` is the input's size in bytes, or `nil` for a stream that was stopped once it
    /// passed the limit.
    case inputTooLarge(size: Int?, limit: Int, location: Location?)

    /// An input nested deeper than the configured limit.
    case nestingTooDeep(limit: Int, location: Location?)

    /// A persisted theme choice that could not be read or written.
    case storeFailure(path: String, reason: String)

    /// Where in an input a problem was found.
    ///
    /// `path` is the path of the value inside the document, written with dots and brackets
    /// (`palette.primary`, `themes[2].id`); an empty path means the whole document. `line` and
    /// `column` are 1-based and present when the input was text.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file the input came from, if it came from a file.
        public var file: String?
        /// The path of the offending value inside the document; empty for the document itself.
        public var path: String
        /// The 1-based line of the offending value, when the input was text.
        public var line: Int?
        /// The 1-based column of the offending value, when the input was text.
        public var column: Int?

        /// Creates a location.
        public init(file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.path = path
            self.line = line
            self.column = column
        }

        /// The location as `file:line:column` followed by the path, for messages.
        public var description: String {
            var position = file ?? ""
            if let line {
                position += position.isEmpty ? "line \(line)" : ":\(line)"
                if let column { position += ":\(column)" }
            }
            let at = path.isEmpty ? "the document root" : "'\(path)'"
            return position.isEmpty ? "at \(at)" : "at \(at) (\(position))"
        }

        /// This location with its file set, for errors raised before the file name was known.
        public func inFile(_ file: String?) -> Location {
            var copy = self
            copy.file = file ?? self.file
            return copy
        }
    }

    /// The location the error refers to, if it has one.
    public var location: Location? {
        switch self {
        case .invalidColor(_, let location), .invalidFontWeight(_, let location),
            .invalidValue(_, _, let location), .malformedInput(_, let location),
            .missingKey(_, let location), .typeMismatch(_, _, let location),
            .inputTooLarge(_, _, let location), .nestingTooDeep(_, let location):
            return location
        case .unknownTheme, .storeFailure:
            return nil
        }
    }

    /// The same error with its location's file set to `file`.
    ///
    /// Parsers report paths and positions; the caller that knows the file name adds it.
    public func inFile(_ file: String?) -> ThemeError {
        switch self {
        case .invalidColor(let value, let location):
            return .invalidColor(value: value, location: location?.inFile(file) ?? Location(file: file))
        case .invalidFontWeight(let value, let location):
            return .invalidFontWeight(value: value, location: location?.inFile(file) ?? Location(file: file))
        case .invalidValue(let value, let reason, let location):
            return .invalidValue(value: value, reason: reason, location: location?.inFile(file) ?? Location(file: file))
        case .malformedInput(let reason, let location):
            return .malformedInput(reason: reason, location: location?.inFile(file) ?? Location(file: file))
        case .missingKey(let key, let location):
            return .missingKey(key: key, location: location?.inFile(file) ?? Location(file: file))
        case .typeMismatch(let expected, let found, let location):
            return .typeMismatch(
                expected: expected,
                found: found,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .inputTooLarge(let size, let limit, let location):
            return .inputTooLarge(size: size, limit: limit, location: location?.inFile(file) ?? Location(file: file))
        case .nestingTooDeep(let limit, let location):
            return .nestingTooDeep(limit: limit, location: location?.inFile(file) ?? Location(file: file))
        case .unknownTheme, .storeFailure:
            return self
        }
    }

    public var description: String {
        switch self {
        case .invalidColor(let value, let location):
            return "invalid colour '\(value)'\(Self.suffix(location)): expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA "
                + "(with or without '#' or '0x')"
        case .invalidFontWeight(let value, let location):
            return "invalid font weight '\(value)'\(Self.suffix(location)): expected a number from 1 to 1000 "
                + "or a name such as 'regular', 'semi-bold' or 'bold'"
        case .invalidValue(let value, let reason, let location):
            return "invalid value '\(value)'\(Self.suffix(location)): \(reason)"
        case .unknownTheme(let name, let available, let suggestion):
            var message = "unknown theme '\(name)'"
            message += suggestion.map { "; did you mean '\($0)'?" } ?? "."
            if available.isEmpty {
                message += " No themes are registered."
            } else {
                let listed = available.prefix(Self.listedThemeLimit).map { "'\($0)'" }.joined(separator: ", ")
                let hidden = available.count - Self.listedThemeLimit
                message += " Available: \(listed)" + (hidden > 0 ? " and \(hidden) more." : ".")
            }
            return message
        case .malformedInput(let reason, let location):
            return "malformed input\(Self.suffix(location)): \(reason)"
        case .missingKey(let key, let location):
            return "missing key '\(key)'\(Self.suffix(location))"
        case .typeMismatch(let expected, let found, let location):
            return "expected \(expected) but found \(found)\(Self.suffix(location))"
        case .inputTooLarge(let size, let limit, let location):
            let what = size.map { "input of \($0) bytes" } ?? "input"
            return "\(what) is larger than the limit of \(limit) bytes\(Self.fileSuffix(location)); it was not parsed"
        case .nestingTooDeep(let limit, let location):
            return "input is nested more than \(limit) levels deep\(Self.suffix(location))"
        case .storeFailure(let path, let reason):
            return "stored theme choice at '\(path)': \(reason)"
        }
    }

    /// How many theme names an ``unknownTheme(name:available:suggestion:)`` message lists.
    static let listedThemeLimit = 20

    private static func suffix(_ location: Location?) -> String {
        location.map { " " + $0.description } ?? ""
    }

    private static func fileSuffix(_ location: Location?) -> String {
        location?.file.map { " in '\($0)'" } ?? ""
    }
}
