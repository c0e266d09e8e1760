internal import InternalPaletteUtilities

/// Everything that can go wrong when Palette reads, resolves or stores a theme.
///
/// Every error says what was wrong and, where it is known, where: the file, the path of the value
/// inside the document (`palette.primary`, `theme.id`) and the line and column of the text. Values
/// from the input are quoted in single quotes. The ``description`` is the message a person reads;
/// ``code`` says which problem it is, for code that reacts to a specific one, and ``location``
/// where it is.
///
/// ```swift
/// do {
///     try AppTheme.setTheme(named: "alternatve", in: .builtIn)
/// } catch where error.code == .unknownTheme {
///     print(error) // unknown theme 'alternatve'; did you mean 'alternative'? Available: 'default', …
///     print(error.suggestion ?? "") // alternative
/// }
/// ```
///
/// `ThemeError` is a struct, not an enum, so that a new kind of problem is a new ``Code`` rather
/// than a breaking change to every `switch` over errors (the design of swift-nio's and
/// Foundation's error types). Errors are made with the static functions named after their codes
/// (``invalidColor(value:location:)``, ``unknownTheme(name:available:suggestion:)``, …); match
/// them by code:
///
/// ```swift
/// switch error.code {
/// case .invalidColor, .invalidFontWeight: showFieldError(error.message)
/// case .unknownTheme: offer(error.suggestion)
/// default: log(error)
/// }
/// ```
public struct ThemeError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What went wrong, with the values the message quotes.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// Which problem this is.
    public var code: Code { kind.code }

    /// The location the error refers to, if it has one: a document with problems is located in
    /// its file.
    public var location: Location? {
        if case .invalidDocument(let file, _) = kind { return file.map { Location(file: $0) } }
        return kind.ownLocation
    }

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

        /// The location as `file:line:column` followed by the path, for messages; `in FILE` for a
        /// problem with a whole file.
        public var description: String {
            var position = file ?? ""
            if let line {
                position += position.isEmpty ? "line \(line)" : ":\(line)"
                if let column { position += ":\(column)" }
            }
            // A problem with a whole file (missing, too large) is in the file, not at a place in it.
            if path.isEmpty, line == nil, let file { return "in \(file)" }
            let at = path.isEmpty ? "the document root" : "'\(path.clippedForMessage)'"
            return position.isEmpty ? "at \(at)" : "at \(at) (\(position))"
        }

        /// This location with its file set when it has none, for errors raised before the file
        /// name was known.
        public func inFile(_ file: String?) -> Location {
            var copy = self
            copy.file = self.file ?? file
            return copy
        }
    }

    /// The same error with its location's file set to `file`.
    ///
    /// Parsers report paths and positions; the caller that knows the file name adds it.
    public func inFile(_ file: String?) -> ThemeError {
        guard file != nil else { return self }
        if case .invalidDocument(let existing, let problems) = kind {
            return .invalidDocument(file: existing ?? file, problems: problems.map { $0.inFile(file) })
        }
        return ThemeError(kind.relocated { $0?.inFile(file) ?? Location(file: file) })
    }

    /// `problems` as one error: the problem itself when there is one, an
    /// ``Code/invalidDocument`` of them when there are several, `nil` when there are none.
    package static func combining(_ problems: [ThemeError]) -> ThemeError? {
        problems.count > 1 ? .invalidDocument(file: nil, problems: problems) : problems.first
    }

    /// The error with its location set when it has none, for errors raised by value parsers that
    /// do not know where the value came from.
    package func located(_ location: Location) -> ThemeError {
        ThemeError(kind.relocated { $0 ?? location })
    }

    /// The error with its location replaced by `location`, when it has a place of its own.
    package func relocated(to location: Location) -> ThemeError {
        ThemeError(kind.relocated { _ in location })
    }
}
