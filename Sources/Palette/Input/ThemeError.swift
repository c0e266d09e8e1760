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
/// Foundation's error types). Match errors by code:
///
/// ```swift
/// switch error.code {
/// case .invalidColor, .invalidFontWeight: showFieldError(error.message)
/// case .unknownTheme: offer(error.suggestion)
/// default: log(error)
/// }
/// ```
public struct ThemeError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The error's values, in one shared box: an error is one reference wide, cheap to throw,
    /// copy and keep in a list.
    private let box: Box

    /// Which problem this is.
    public var code: Code { box.fields.code }

    /// The location the error refers to, if it has one: a document with problems is located in
    /// its file.
    public var location: Location? { box.fields.location }

    /// The text from the input the problem is about: the colour, weight or value that is invalid,
    /// the theme name, the key, the version, the reference, the name defined again, the pair
    /// whose contrast was lowered (`#FEFEFE on #FFFFFF`), the file of a stored choice. Each code
    /// says what it gives.
    public var subject: String? { box.fields.subject }

    /// Why the value was refused, for the codes that say why (``Code/invalidValue``,
    /// ``Code/malformedInput``, ``Code/unresolvedReference``, ``Code/storeFailure``, …).
    public var reason: String? { box.fields.reason }

    /// The closest known name to a mistyped one, for ``Code/unknownTheme`` and
    /// ``Code/unknownKey``: `alternative` for `alternatve`.
    public var suggestion: String? { box.fields.suggestion }

    /// What would have been accepted: the registered themes (``Code/unknownTheme``), the keys
    /// known there (``Code/unknownKey``) or the format versions read
    /// (``Code/unsupportedFormatVersion``).
    public var candidates: [String] { box.fields.candidates }

    /// The bound that was reached, for ``Code/inputTooLarge`` (bytes), ``Code/nestingTooDeep``
    /// (levels) and ``Code/limitExceeded``.
    public var limit: Int? { box.fields.limit }

    /// The names a ``Code/referenceCycle`` passes through, back to where it started.
    public var chain: [String] { box.fields.chain }

    /// The other values the message quotes, in the order the code's maker takes them
    /// (`typeMismatch`: what was expected, what was found).
    @usableFromInline package var values: [String] { box.fields.values }

    /// An error with `code`: its message is made from these values when it is read, as the code
    /// says.
    ///
    /// Never inlined: errors are made at hundreds of places, each of which would otherwise
    /// carry its own copy of the box's allocation and fields.
    @inline(never)
    @usableFromInline package init(
        _ code: Code,
        subject: String? = nil,
        reason: String? = nil,
        suggestion: String? = nil,
        candidates: [String] = [],
        limit: Int? = nil,
        chain: [String] = [],
        values: [String] = [],
        problems: [ThemeError] = [],
        location: Location?
    ) {
        box = Box(
            Fields(
                code: code,
                location: code.placement == .nowhere ? nil : location,
                subject: subject,
                reason: reason,
                suggestion: suggestion,
                candidates: candidates,
                limit: limit,
                chain: chain,
                values: values,
                listed: problems
            )
        )
    }

    private init(_ fields: Fields) {
        box = Box(fields)
    }

    /// Every problem of an ``Code/invalidDocument``; the error itself for any other code, so
    /// that `error.problems` lists what to show either way.
    public var problems: [ThemeError] {
        code.placement == .listing ? box.fields.listed : [self]
    }

    /// The `index`th of ``values``, or an empty string, for the code's text.
    @_alwaysEmitIntoClient package func value(_ index: Int) -> String {
        values.indices.contains(index) ? values[index] : ""
    }

    public static func == (lhs: ThemeError, rhs: ThemeError) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// What an error holds.
    private struct Fields: Hashable, Sendable {
        var code: Code
        var location: Location?
        var subject: String?
        var reason: String?
        var suggestion: String?
        var candidates: [String]
        var limit: Int?
        var chain: [String]
        var values: [String]
        /// The problems of a ``Code/invalidDocument``.
        var listed: [ThemeError]
    }

    /// An error's fields behind one reference. Immutable, so sharing it between threads is safe.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Where in an input a problem was found.
    ///
    /// `path` is the path of the value inside the document, written with dots and brackets
    /// (`palette.primary`, `themes[2].id`); an empty path means the whole document. `line` and
    /// `column` are 1-based and present when the input was text.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file the input came from, if it came from a file.
        public let file: String?
        /// The path of the offending value inside the document; empty for the document itself.
        public let path: String
        /// The 1-based line of the offending value, when the input was text.
        public let line: Int?
        /// The 1-based column of the offending value, when the input was text.
        public let column: Int?

        /// Creates a location.
        @_alwaysEmitIntoClient public init(file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil)
        {
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

        /// Whether the location is a whole file: no path, no line.
        var isWholeFile: Bool { path.isEmpty && line == nil }

        /// This location with its file set when it has none, for errors raised before the file
        /// name was known.
        @_alwaysEmitIntoClient package func inFile(_ file: String?) -> Location {
            Location(file: self.file ?? file, path: path, line: line, column: column)
        }
    }
}

extension ThemeError {
    /// The same error with its location's file set to `file`, when it has none.
    ///
    /// Parsers report paths and positions; the caller that knows the file name adds it.
    @usableFromInline package func inFile(_ file: String?) -> ThemeError {
        guard file != nil, code.placement != .nowhere else { return self }
        var fields = box.fields
        fields.location = location?.inFile(file) ?? Location(file: file)
        fields.listed = fields.listed.map { $0.inFile(file) }
        return ThemeError(fields)
    }

    /// `problems` as one error: the problem itself when there is one, an
    /// ``Code/invalidDocument`` of them when there are several, `nil` when there are none.
    @_alwaysEmitIntoClient package static func combining(_ problems: [ThemeError]) -> ThemeError? {
        problems.count > 1 ? .invalidDocument(file: nil, problems: problems) : problems.first
    }

    /// The error with its location set when it has none, for errors raised by value parsers that
    /// do not know where the value came from.
    package func located(_ location: Location) -> ThemeError {
        relocated { $0 ?? location }
    }

    /// The error with its location replaced by `location`, when it has a place of its own.
    package func relocated(to location: Location) -> ThemeError {
        relocated { _ in location }
    }

    /// The error with its location changed by `change`; an error whose code takes no place of
    /// its own (a document of problems, an unknown theme) is returned unchanged.
    private func relocated(_ change: (Location?) -> Location?) -> ThemeError {
        guard code.placement != .nowhere, code.placement != .listing else { return self }
        return withLocation(change(location))
    }

    /// The same error at `location`, whatever its code places.
    func withLocation(_ location: Location?) -> ThemeError {
        var fields = box.fields
        fields.location = location
        return ThemeError(fields)
    }
}
