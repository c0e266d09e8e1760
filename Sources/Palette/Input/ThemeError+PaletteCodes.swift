internal import InternalPaletteUtilities

// Palette's error codes, each declared once with everything about it: its name, what it means,
// how its message reads from the error's values, and the function that makes it. Each public code
// reads a private constant, so that an app keeps one function per code (a public constant would
// keep an addressor too).

extension ThemeError.Code {
    /// A colour string that is not one of the accepted hex forms; ``ThemeError/subject`` is it.
    public static var invalidColor: ThemeError.Code { storedInvalidColor }
    private static let storedInvalidColor = ThemeError.Code(
        "invalidColor",
        summary: "A colour string that is not one of the accepted hex forms."
    ) {
        (
            "invalid colour \($0.quotedSubject)",
            "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA (with or without '#' or '0x')"
        )
    }
}

extension ThemeError {
    /// An ``Code/invalidColor`` error quoting `value`.
    @_alwaysEmitIntoClient package static func invalidColor(value: String, location: Location?) -> ThemeError {
        ThemeError(.invalidColor, subject: value, location: location)
    }
}

extension ThemeError.Code {
    /// A font weight outside `1...1000`, or a weight name Palette does not know;
    /// ``ThemeError/subject`` is it.
    public static var invalidFontWeight: ThemeError.Code { storedInvalidFontWeight }
    private static let storedInvalidFontWeight = ThemeError.Code(
        "invalidFontWeight",
        summary: "A font weight outside `1...1000`, or a weight name Palette does not know."
    ) {
        (
            "invalid font weight \($0.quotedSubject)",
            "expected a number from 1 to 1000 or a name such as 'regular', 'semi-bold' or 'bold'"
        )
    }
}

extension ThemeError {
    /// An ``Code/invalidFontWeight`` error quoting `value`.
    static func invalidFontWeight(value: String, location: Location?) -> ThemeError {
        ThemeError(.invalidFontWeight, subject: value, location: location)
    }
}

extension ThemeError.Code {
    /// A value that has the right type but a meaning Palette cannot accept;
    /// ``ThemeError/subject`` is the value, ``ThemeError/reason`` why.
    public static var invalidValue: ThemeError.Code { storedInvalidValue }
    private static let storedInvalidValue = ThemeError.Code(
        "invalidValue",
        summary: "A value that has the right type but a meaning Palette cannot accept."
    ) { ("invalid value \($0.quotedSubject)", $0.reason ?? "") }
}

extension ThemeError {
    /// A value that has the right type but a meaning Palette cannot accept: `invalid value
    /// 'VALUE'`, then the location, then `: REASON`.
    ///
    /// Your own code that checks a value Palette hands it (a ``ThemeStore``, a check of a
    /// theme) can report it with this.
    @_alwaysEmitIntoClient
    public static func invalidValue(value: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.invalidValue, subject: value, reason: reason, location: location)
    }
}

extension ThemeError.Code {
    /// A theme name that no registered theme answers to; ``ThemeError/subject`` is the name,
    /// ``ThemeError/candidates`` the registered themes, ``ThemeError/suggestion`` the closest.
    public static var unknownTheme: ThemeError.Code { storedUnknownTheme }
    private static let storedUnknownTheme = ThemeError.Code(
        "unknownTheme",
        summary: "A theme name that no registered theme answers to.",
        placement: .nowhere
    ) { error in
        var message = "unknown theme \(error.quotedSubject)"
        message += error.suggestion == nil ? "." : Suggestion.didYouMean(error.suggestion)
        if error.candidates.isEmpty {
            message += " No themes are registered."
        } else {
            let listed = error.candidates.map { "'\($0)'" }.summarisedForMessage(limit: ThemeError.listedThemeLimit)
            message += " Available: \(listed)."
        }
        return (message, "")
    }
}

extension ThemeError {
    /// How many theme names an ``Code/unknownTheme`` message lists.
    static let listedThemeLimit = 20

    /// An ``Code/unknownTheme`` error for `name`.
    @_alwaysEmitIntoClient
    package static func unknownTheme(name: String, available: [String], suggestion: String?) -> ThemeError {
        ThemeError(.unknownTheme, subject: name, suggestion: suggestion, candidates: available, location: nil)
    }
}

extension ThemeError.Code {
    /// Text that is not well-formed JSON (or not the document kind that was expected);
    /// ``ThemeError/reason`` says what is wrong.
    public static var malformedInput: ThemeError.Code { storedMalformedInput }
    private static let storedMalformedInput = ThemeError.Code(
        "malformedInput",
        summary: "Text that is not well-formed JSON (or not the document kind that was expected)."
    ) { ("malformed input", $0.reason ?? "") }
}

extension ThemeError {
    /// A ``Code/malformedInput`` error.
    @_alwaysEmitIntoClient package static func malformedInput(reason: String, location: Location?) -> ThemeError {
        ThemeError(.malformedInput, reason: reason, location: location)
    }
}

extension ThemeError.Code {
    /// A file or folder that does not exist: `no such file 'brand.json'`; ``ThemeError/message``
    /// is `no such file` alone, for tools that print the file first.
    public static var noSuchFile: ThemeError.Code { storedNoSuchFile }
    private static let storedNoSuchFile = ThemeError.Code(
        "noSuchFile",
        summary: "A file or folder that does not exist.",
        placement: .namingFile
    ) { ($0.values.isEmpty ? "no such file" : "no such file or folder", "") }
}

extension ThemeError {
    /// A ``Code/noSuchFile`` error; with `folderToo`, for a path that is neither a file nor a
    /// folder.
    @_alwaysEmitIntoClient package static func noSuchFile(folderToo: Bool = false, location: Location?) -> ThemeError {
        ThemeError(.noSuchFile, values: folderToo ? ["folder"] : [], location: location)
    }
}

extension ThemeError.Code {
    /// A required key that is absent; ``ThemeError/subject`` is the key.
    public static var missingKey: ThemeError.Code { storedMissingKey }
    private static let storedMissingKey = ThemeError.Code(
        "missingKey",
        summary: "A required key that is absent."
    ) { ("missing key \($0.quotedSubject)", "") }
}

extension ThemeError {
    /// A ``Code/missingKey`` error for `key`.
    @_alwaysEmitIntoClient package static func missingKey(key: String, location: Location?) -> ThemeError {
        ThemeError(.missingKey, subject: key, location: location)
    }
}

extension ThemeError.Code {
    /// A value of the wrong JSON type, such as a number where a string was expected.
    public static var typeMismatch: ThemeError.Code { storedTypeMismatch }
    private static let storedTypeMismatch = ThemeError.Code(
        "typeMismatch",
        summary: "A value of the wrong JSON type."
    ) { ("expected \($0.value(0)) but found \($0.value(1))", "") }
}

extension ThemeError {
    /// A ``Code/typeMismatch`` error: `expected` and `found` name the types.
    @_alwaysEmitIntoClient
    package static func typeMismatch(expected: String, found: String, location: Location?) -> ThemeError {
        ThemeError(.typeMismatch, values: [expected, found], location: location)
    }
}

extension ThemeError.Code {
    /// An input refused before parsing because it is larger than the configured limit;
    /// ``ThemeError/limit`` is the limit in bytes.
    public static var inputTooLarge: ThemeError.Code { storedInputTooLarge }
    private static let storedInputTooLarge = ThemeError.Code(
        "inputTooLarge",
        summary: "An input refused before parsing because it is larger than the configured limit.",
        placement: .inHead
    ) { error in
        let what = error.values.first.map { "input of \($0) bytes" } ?? "input"
        let file = error.location?.file.map { " in '\($0)'" } ?? ""
        return ("\(what) is larger than the limit of \(error.limit ?? 0) bytes\(file); it was not parsed", "")
    }
}

extension ThemeError {
    /// An ``Code/inputTooLarge`` error: `size` is the input's size in bytes, or `nil` for a
    /// stream that was stopped once it passed the limit.
    @_alwaysEmitIntoClient
    package static func inputTooLarge(size: Int?, limit: Int, location: Location?) -> ThemeError {
        ThemeError(.inputTooLarge, limit: limit, values: size.map { ["\($0)"] } ?? [], location: location)
    }

    /// The size in bytes of an input refused as too large, when it was known.
    @_alwaysEmitIntoClient package var size: Int? { code == .inputTooLarge ? values.first.flatMap { Int($0) } : nil }
}

extension ThemeError.Code {
    /// An input nested deeper than the configured limit; ``ThemeError/limit`` is the limit.
    public static var nestingTooDeep: ThemeError.Code { storedNestingTooDeep }
    private static let storedNestingTooDeep = ThemeError.Code(
        "nestingTooDeep",
        summary: "An input nested deeper than the configured limit."
    ) { ("input is nested more than \($0.limit ?? 0) levels deep", "") }
}

extension ThemeError {
    /// A ``Code/nestingTooDeep`` error.
    @_alwaysEmitIntoClient package static func nestingTooDeep(limit: Int, location: Location?) -> ThemeError {
        ThemeError(.nestingTooDeep, limit: limit, location: location)
    }
}

extension ThemeError.Code {
    /// A persisted theme choice that could not be read or written; ``ThemeError/subject`` is
    /// the store's path, ``ThemeError/reason`` why.
    public static var storeFailure: ThemeError.Code { storedStoreFailure }
    private static let storedStoreFailure = ThemeError.Code(
        "storeFailure",
        summary: "A persisted theme choice that could not be read or written.",
        placement: .nowhere
    ) { ("stored theme choice at '\($0.subject ?? "")': \($0.reason ?? "")", "") }
}

extension ThemeError {
    /// A persisted theme choice at `path` that could not be read or written, for `reason`; what a
    /// ``ThemeStore`` of your own throws.
    @_alwaysEmitIntoClient public static func storeFailure(path: String, reason: String) -> ThemeError {
        ThemeError(.storeFailure, subject: path, reason: reason, location: nil)
    }
}

extension ThemeError.Code {
    /// A key Palette does not know, such as a colour role that does not exist; usually a
    /// warning. ``ThemeError/subject`` is the key, ``ThemeError/candidates`` the keys known
    /// there, ``ThemeError/suggestion`` the closest.
    public static var unknownKey: ThemeError.Code { storedUnknownKey }
    private static let storedUnknownKey = ThemeError.Code(
        "unknownKey",
        summary: "A key Palette does not know, such as a colour role that does not exist."
    ) { error in
        var detail = Suggestion.didYouMean(error.suggestion, separator: "", terminator: " ")
        if !error.candidates.isEmpty { detail += "expected one of " + error.candidates.summarisedForMessage() }
        return ("unknown key \(error.quotedSubject)", detail.trimmingSpaces)
    }
}

extension ThemeError {
    /// An ``Code/unknownKey`` error for `key`, where `expected` are known.
    @_alwaysEmitIntoClient package static func unknownKey(
        key: String,
        expected: [String],
        suggestion: String?,
        location: Location?
    ) -> ThemeError {
        ThemeError(.unknownKey, subject: key, suggestion: suggestion, candidates: expected, location: location)
    }
}

extension ThemeError.Code {
    /// A document written in a `formatVersion` this version of Palette cannot read;
    /// ``ThemeError/subject`` is the version, ``ThemeError/candidates`` those it reads.
    public static var unsupportedFormatVersion: ThemeError.Code { storedUnsupportedFormatVersion }
    private static let storedUnsupportedFormatVersion = ThemeError.Code(
        "unsupportedFormatVersion",
        summary: "A document written in a `formatVersion` this version of Palette cannot read."
    ) {
        (
            "unsupported formatVersion \($0.quotedSubject)",
            "this version of Palette reads formatVersion \($0.candidates.joined(separator: ", "))"
        )
    }
}

extension ThemeError {
    /// An ``Code/unsupportedFormatVersion`` error for `version`.
    @_alwaysEmitIntoClient
    package static func unsupportedFormatVersion(version: String, supported: [Int], location: Location?) -> ThemeError {
        ThemeError(
            .unsupportedFormatVersion,
            subject: version,
            candidates: supported.map(String.init),
            location: location
        )
    }
}

extension ThemeError.Code {
    /// References that lead back to where they started (`extends` chains, token aliases);
    /// ``ThemeError/chain`` is the cycle.
    public static var referenceCycle: ThemeError.Code { storedReferenceCycle }
    private static let storedReferenceCycle = ThemeError.Code(
        "referenceCycle",
        summary: "References that lead back to where they started."
    ) { ("\($0.value(0)) cycle", ThemeError.cycleText($0.chain)) }
}

extension ThemeError {
    /// A ``Code/referenceCycle`` error: `kind` names what refers (`alias`, `extends`).
    @_alwaysEmitIntoClient
    package static func referenceCycle(kind: String, chain: [String], location: Location?) -> ThemeError {
        ThemeError(.referenceCycle, chain: chain, values: [kind], location: location)
    }

    /// How many members of a ``Code/referenceCycle`` message names at each end.
    static let listedCycleEnds = 5

    /// `'a' -> 'b' -> 'a'`; for a long cycle its first and last few members and how many were
    /// left out, so a cycle through thousands of names is not a message of thousands of names.
    fileprivate static func cycleText(_ chain: [String]) -> String {
        let quoted = { (names: ArraySlice<String>) in names.map { "'\($0.clippedForMessage)'" } }
        guard chain.count > 2 * listedCycleEnds + 1 else { return quoted(chain[...]).joined(separator: " -> ") }
        let hidden = chain.count - 2 * listedCycleEnds
        return (quoted(chain.prefix(listedCycleEnds)) + ["… \(hidden) more"] + quoted(chain.suffix(listedCycleEnds)))
            .joined(separator: " -> ")
    }
}

extension ThemeError.Code {
    /// A reference (an alias such as `{color.brand}`, or an `extends`) to something that does
    /// not exist; ``ThemeError/subject`` is the reference, ``ThemeError/reason`` why.
    public static var unresolvedReference: ThemeError.Code { storedUnresolvedReference }
    private static let storedUnresolvedReference = ThemeError.Code(
        "unresolvedReference",
        summary: "A reference to something that does not exist."
    ) { ("unresolved reference \($0.quotedSubject)", $0.reason ?? "") }
}

extension ThemeError {
    /// An ``Code/unresolvedReference`` error for `reference`.
    @_alwaysEmitIntoClient
    package static func unresolvedReference(reference: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.unresolvedReference, subject: reference, reason: reason, location: location)
    }
}

extension ThemeError.Code {
    /// An input that exceeds one of Palette's bounds (tokens per document, alias chain length,
    /// `extends` depth; see ``ThemeLimits``); ``ThemeError/limit`` is the bound.
    public static var limitExceeded: ThemeError.Code { storedLimitExceeded }
    private static let storedLimitExceeded = ThemeError.Code(
        "limitExceeded",
        summary: "An input that exceeds one of Palette's bounds (`ThemeLimits`)."
    ) { ("\($0.value(0)) exceeds the limit of \($0.limit ?? 0)", "") }
}

extension ThemeError {
    /// A ``Code/limitExceeded`` error: `what` is what was counted (`2001 tokens`).
    @_alwaysEmitIntoClient
    package static func limitExceeded(what: String, limit: Int, location: Location?) -> ThemeError {
        ThemeError(.limitExceeded, limit: limit, values: [what], location: location)
    }
}

extension ThemeError.Code {
    /// A name defined twice: an error within one file, a warning when a later file replaces an
    /// earlier one's definition; ``ThemeError/subject`` is the name.
    public static var duplicateDefinition: ThemeError.Code { storedDuplicateDefinition }
    private static let storedDuplicateDefinition = ThemeError.Code(
        "duplicateDefinition",
        summary: "A name defined twice."
    ) {
        (
            "\($0.quotedSubject) is defined again",
            $0.values.first.map { "this replaces the definition in \($0)" } ?? "each name may be defined once"
        )
    }
}

extension ThemeError {
    /// A ``Code/duplicateDefinition`` error: `previous` names where it was defined before, when
    /// that is in another file.
    @_alwaysEmitIntoClient
    package static func duplicateDefinition(name: String, previous: String?, location: Location?) -> ThemeError {
        ThemeError(.duplicateDefinition, subject: name, values: previous.map { [$0] } ?? [], location: location)
    }
}

extension ThemeError.Code {
    /// Something a file leaves open, read one way; a warning that names the rule applied, such
    /// as the revision of a legacy format.
    public static var interpreted: ThemeError.Code { storedInterpreted }
    private static let storedInterpreted = ThemeError.Code(
        "interpreted",
        summary: "Something a file leaves open, read one way."
    ) { ("\($0.value(0)) read as \($0.value(1))", "") }
}

extension ThemeError {
    /// An ``Code/interpreted`` warning: `what` was read `as` says, and why.
    @_alwaysEmitIntoClient
    package static func interpreted(what: String, as meaning: String, location: Location?) -> ThemeError {
        ThemeError(.interpreted, values: [what, meaning], location: location)
    }
}

extension ThemeError.Code {
    /// Colours or fonts that leave a pair below the WCAG level the theme they change meets:
    /// a payload's overrides, or a theme file's own values over the theme it extends.
    /// ``ThemeError/subject`` is the pair (`#FEFEFE on #FFFFFF`), ``ThemeError/reason`` its
    /// ratio and the level.
    public static var loweredContrast: ThemeError.Code { storedLoweredContrast }
    private static let storedLoweredContrast = ThemeError.Code(
        "loweredContrast",
        summary:
            "Colours or fonts that leave a pair below the WCAG level the theme they change meets: a payload's overrides, or a theme file's own values over the theme it extends."
    ) { ("lowered contrast of \($0.quotedSubject)", $0.reason ?? "") }
}

extension ThemeError {
    /// A ``Code/loweredContrast`` warning: `reason` names the pair, its ratio and the level
    /// (`overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets`).
    static func loweredContrast(pair: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.loweredContrast, subject: pair, reason: reason, location: location)
    }
}

extension ThemeError.Code {
    /// A document with several problems, each in ``ThemeError/problems``.
    public static var invalidDocument: ThemeError.Code { storedInvalidDocument }
    private static let storedInvalidDocument = ThemeError.Code(
        "invalidDocument",
        summary: "A document with several problems, each in `problems`.",
        placement: .listing
    ) { error in
        let name = error.location?.file.map { "'\($0)'" } ?? "the document"
        let count = error.problems.count == 1 ? "1 problem" : "\(error.problems.count) problems"
        return ("\(name) has \(count):" + error.problems.map { "\n  " + $0.description }.joined(), "")
    }
}

extension ThemeError {
    /// An ``Code/invalidDocument`` error: every problem of the document, in document order.
    @_alwaysEmitIntoClient package static func invalidDocument(file: String?, problems: [ThemeError]) -> ThemeError {
        ThemeError(.invalidDocument, problems: problems, location: file.map { Location(file: $0) })
    }
}
