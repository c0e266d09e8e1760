/// The errors Palette reports, one function per ``ThemeError/Code``, named and labelled as the
/// cases of `ThemeError` were when it was an enum, so code that makes errors reads the same.
extension ThemeError {
    /// A colour string that is not one of the accepted hex forms.
    public static func invalidColor(value: String, location: Location?) -> ThemeError {
        ThemeError(.invalidColor(value: value, location: location))
    }

    /// A font weight outside `1...1000`, or a weight name Palette does not know.
    static func invalidFontWeight(value: String, location: Location?) -> ThemeError {
        ThemeError(.invalidFontWeight(value: value, location: location))
    }

    /// A value that has the right type but a meaning Palette cannot accept.
    public static func invalidValue(value: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.invalidValue(value: value, reason: reason, location: location))
    }

    /// A theme name that no registered theme answers to.
    public static func unknownTheme(name: String, available: [String], suggestion: String?) -> ThemeError {
        ThemeError(.unknownTheme(name: name, available: available, suggestion: suggestion))
    }

    /// Text that is not well-formed JSON (or not the document kind that was expected).
    public static func malformedInput(reason: String, location: Location?) -> ThemeError {
        ThemeError(.malformedInput(reason: reason, location: location))
    }

    /// A file that does not exist, or with `folderToo` a path that is neither a file nor a folder.
    ///
    /// The message names the location's file: `no such file 'brand.json'`; ``message`` is
    /// `no such file` alone, for tools that print the file first.
    public static func noSuchFile(folderToo: Bool = false, location: Location?) -> ThemeError {
        ThemeError(.noSuchFile(folderToo: folderToo, location: location))
    }

    /// A required key that is absent.
    public static func missingKey(key: String, location: Location?) -> ThemeError {
        ThemeError(.missingKey(key: key, location: location))
    }

    /// A value of the wrong JSON type, such as a number where a string was expected.
    public static func typeMismatch(expected: String, found: String, location: Location?) -> ThemeError {
        ThemeError(.typeMismatch(expected: expected, found: found, location: location))
    }

    /// An input refused before parsing because it is larger than the configured limit.
    ///
    /// `size` is the input's size in bytes, or `nil` for a stream that was stopped once it
    /// passed the limit.
    public static func inputTooLarge(size: Int?, limit: Int, location: Location?) -> ThemeError {
        ThemeError(.inputTooLarge(size: size, limit: limit, location: location))
    }

    /// An input nested deeper than the configured limit.
    public static func nestingTooDeep(limit: Int, location: Location?) -> ThemeError {
        ThemeError(.nestingTooDeep(limit: limit, location: location))
    }

    /// A persisted theme choice that could not be read or written.
    public static func storeFailure(path: String, reason: String) -> ThemeError {
        ThemeError(.storeFailure(path: path, reason: reason))
    }

    /// A key Palette does not know, such as a colour role that does not exist. Usually a
    /// warning: the rest of the document is still used.
    public static func unknownKey(
        key: String,
        expected: [String],
        suggestion: String?,
        location: Location?
    ) -> ThemeError {
        ThemeError(.unknownKey(key: key, expected: expected, suggestion: suggestion, location: location))
    }

    /// A document written in a `formatVersion` this version of Palette cannot read.
    public static func unsupportedFormatVersion(version: String, supported: [Int], location: Location?) -> ThemeError {
        ThemeError(.unsupportedFormatVersion(version: version, supported: supported, location: location))
    }

    /// References that lead back to where they started: `extends` chains or token aliases.
    public static func referenceCycle(kind: String, chain: [String], location: Location?) -> ThemeError {
        ThemeError(.referenceCycle(kind: kind, chain: chain, location: location))
    }

    /// A reference (an alias such as `{color.brand}`, or an `extends`) to something that does
    /// not exist.
    public static func unresolvedReference(reference: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.unresolvedReference(reference: reference, reason: reason, location: location))
    }

    /// An input that exceeds one of Palette's bounds (tokens per document, alias chain length,
    /// `extends` depth); see ``ThemeLimits``.
    public static func limitExceeded(what: String, limit: Int, location: Location?) -> ThemeError {
        ThemeError(.limitExceeded(what: what, limit: limit, location: location))
    }

    /// A name defined twice: an error within one file, a warning when a later file replaces an
    /// earlier one's definition.
    public static func duplicateDefinition(name: String, previous: String?, location: Location?) -> ThemeError {
        ThemeError(.duplicateDefinition(name: name, previous: previous, location: location))
    }

    /// Something a file leaves open, read one way: `what` was read `as` says, and why; a warning
    /// that names the rule applied, such as the revision of a legacy format.
    public static func interpreted(what: String, as meaning: String, location: Location?) -> ThemeError {
        ThemeError(.interpreted(what: what, as: meaning, location: location))
    }

    /// Colours or fonts that leave `pair` (`#FEFEFE on #FFFFFF`) below the level the theme they
    /// change meets; `reason` names the pair, its ratio and the level (`overrides leave
    /// onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets`).
    static func loweredContrast(pair: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.loweredContrast(pair: pair, reason: reason, location: location))
    }

    /// A document with problems: every one of them, in document order (``problems``).
    public static func invalidDocument(file: String?, problems: [ThemeError]) -> ThemeError {
        ThemeError(.invalidDocument(file: file, problems: problems))
    }
}
