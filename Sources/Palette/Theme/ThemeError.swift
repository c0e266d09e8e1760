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
public enum ThemeError: Error, CustomStringConvertible, Hashable, Sendable {
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

    /// A key Palette does not know, such as a colour role that does not exist. Usually a
    /// warning: the rest of the document is still used.
    case unknownKey(key: String, expected: [String], suggestion: String?, location: Location?)

    /// A document written in a `formatVersion` this version of Palette cannot read.
    case unsupportedFormatVersion(version: String, supported: [Int], location: Location?)

    /// References that lead back to where they started: `extends` chains or token aliases.
    case referenceCycle(kind: String, chain: [String], location: Location?)

    /// A reference (an alias such as `{color.brand}`, or an `extends`) to something that does
    /// not exist.
    case unresolvedReference(reference: String, reason: String, location: Location?)

    /// An input that exceeds one of Palette's bounds (tokens per document, alias chain length,
    /// `extends` depth); see ``ThemeLimits``.
    case limitExceeded(what: String, limit: Int, location: Location?)

    /// Something in an input that Palette reads but cannot represent, such as a DTCG `shadow`
    /// token; a warning, the rest is used.
    case unsupported(feature: String, reason: String, location: Location?)

    /// A name defined twice: an error within one file, a warning when a later file replaces an
    /// earlier one's definition.
    case duplicateDefinition(name: String, previous: String?, location: Location?)

    /// Values a file does not set that come from the theme it extends; a warning.
    case inheritedValues(keys: [String], from: String, location: Location?)

    /// A file read as a format it is not in: `expected` names the format it was read as, `found`
    /// what the file looks like (`a UFO font's metainfo.plist`, `DTCG design tokens`).
    case wrongFormat(expected: String, found: String, location: Location?)

    /// Something a file leaves open, read one way: `what` was read `as` says, and why; a warning
    /// that names the rule applied, such as the revision of a legacy format.
    case interpreted(what: String, as: String, location: Location?)

    /// A document with problems: every one of them, in document order.
    indirect case invalidDocument(file: String?, problems: [ThemeError])

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

    /// The location the error refers to, if it has one.
    public var location: Location? {
        switch self {
        case .invalidColor(_, let location), .invalidFontWeight(_, let location),
            .invalidValue(_, _, let location), .malformedInput(_, let location),
            .missingKey(_, let location), .typeMismatch(_, _, let location),
            .inputTooLarge(_, _, let location), .nestingTooDeep(_, let location),
            .unknownKey(_, _, _, let location), .unsupportedFormatVersion(_, _, let location),
            .referenceCycle(_, _, let location), .unresolvedReference(_, _, let location),
            .limitExceeded(_, _, let location), .inheritedValues(_, _, let location),
            .unsupported(_, _, let location), .duplicateDefinition(_, _, let location),
            .wrongFormat(_, _, let location), .interpreted(_, _, let location):
            return location
        case .invalidDocument(let file, _):
            return file.map { Location(file: $0) }
        case .unknownTheme, .storeFailure:
            return nil
        }
    }

    /// The same error with its location's file set to `file`.
    ///
    /// Parsers report paths and positions; the caller that knows the file name adds it.
    public func inFile(_ file: String?) -> ThemeError {
        guard file != nil else { return self }
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
        case .unknownKey(let key, let expected, let suggestion, let location):
            return .unknownKey(
                key: key,
                expected: expected,
                suggestion: suggestion,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .unsupportedFormatVersion(let version, let supported, let location):
            return .unsupportedFormatVersion(
                version: version,
                supported: supported,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .referenceCycle(let kind, let chain, let location):
            return .referenceCycle(kind: kind, chain: chain, location: location?.inFile(file) ?? Location(file: file))
        case .unresolvedReference(let reference, let reason, let location):
            return .unresolvedReference(
                reference: reference,
                reason: reason,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .limitExceeded(let what, let limit, let location):
            return .limitExceeded(what: what, limit: limit, location: location?.inFile(file) ?? Location(file: file))
        case .inheritedValues(let keys, let from, let location):
            return .inheritedValues(keys: keys, from: from, location: location?.inFile(file) ?? Location(file: file))
        case .unsupported(let feature, let reason, let location):
            return .unsupported(
                feature: feature,
                reason: reason,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .duplicateDefinition(let name, let previous, let location):
            return .duplicateDefinition(
                name: name,
                previous: previous,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .wrongFormat(let expected, let found, let location):
            return .wrongFormat(
                expected: expected,
                found: found,
                location: location?.inFile(file) ?? Location(file: file)
            )
        case .interpreted(let what, let meaning, let location):
            return .interpreted(what: what, as: meaning, location: location?.inFile(file) ?? Location(file: file))
        case .invalidDocument(let existing, let problems):
            return .invalidDocument(file: existing ?? file, problems: problems.map { $0.inFile(file) })
        case .unknownTheme, .storeFailure:
            return self
        }
    }
}
