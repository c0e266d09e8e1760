package import InternalPaletteUtilities

extension JSONParser {
    /// Parses a whole document as ``JSONParser/parse(_:options:)`` does, and says what is wrong as
    /// a located ``ThemeError``.
    ///
    /// - Throws: ``ThemeError/Code/inputTooLarge``,
    ///   ``ThemeError/Code/nestingTooDeep`` or ``ThemeError/Code/malformedInput``
    ///   with the line and column of the problem.
    package static func read(
        _ bytes: some Collection<UInt8>,
        options: Options
    ) throws(ThemeError) -> JSONNode {
        do {
            return try parse(bytes, options: options)
        } catch {
            throw ThemeError(error)
        }
    }

    /// Parses a whole document from a string, as ``read(_:options:)-(some Collection<UInt8>,_)``.
    package static func read(_ text: String, options: Options) throws(ThemeError) -> JSONNode {
        try read(Array(text.utf8), options: options)
    }

    /// Parses as ``JSONParser/parseNotingDeviations(_:options:)`` does, with failures and the
    /// first deviation's place in ``ThemeError``'s terms.
    package static func readNotingDeviations(
        _ bytes: some Collection<UInt8>,
        options: Options
    ) throws(ThemeError) -> (root: JSONNode, firstDeviation: ThemeError.Location?) {
        do {
            let parsed = try parseNotingDeviations(bytes, options: options)
            return (parsed.root, parsed.firstDeviation.map(ThemeError.Location.init))
        } catch {
            throw ThemeError(error)
        }
    }
}

extension JSONParser.Options {
    /// The bounds of a backend payload under `limits`.
    package static func payload(_ limits: ThemeLimits) -> Self {
        Self(
            allowsComments: false,
            allowsTrailingCommas: false,
            maximumSize: limits.maximumPayloadSize,
            maximumDepth: limits.payloadDepth
        )
    }

    /// The bounds of a theme file under `limits`, lenient (comments, trailing commas) if asked.
    package static func document(_ limits: ThemeLimits, lenient: Bool) -> Self {
        Self(
            allowsComments: lenient,
            allowsTrailingCommas: lenient,
            maximumSize: limits.maximumDocumentSize,
            maximumDepth: limits.maximumDepth
        )
    }
}

extension ThemeError {
    /// The parser's refusal as Palette reports it.
    package init(_ error: JSONParseError) {
        let location = error.position.map(ThemeError.Location.init)
        switch error.reason {
        case .tooLarge(let size, let limit): self = .inputTooLarge(size: size, limit: limit, location: location)
        case .tooDeep(let limit): self = .nestingTooDeep(limit: limit, location: location)
        case .malformed(let reason): self = .malformedInput(reason: reason, location: location)
        }
    }
}

extension ThemeError.Location {
    /// The place a JSON parser points at.
    package init(_ position: JSONPosition) {
        self.init(path: position.path.description, line: position.line, column: position.column)
    }
}
