/// The values an error's message quotes, for code that acts on them.
///
/// Each is `nil` (or empty) for the codes that do not carry it; which codes carry it is said
/// with each.
extension ThemeError {
    /// The text from the input the problem is about: the colour, weight or value that is invalid
    /// (``Code/invalidColor``, ``Code/invalidFontWeight``, ``Code/invalidValue``), the theme
    /// name (``Code/unknownTheme``), the key (``Code/missingKey``, ``Code/unknownKey``), the
    /// version (``Code/unsupportedFormatVersion``), the reference
    /// (``Code/unresolvedReference``), the name defined again (``Code/duplicateDefinition``) or
    /// the pair whose contrast was lowered (``Code/loweredContrast``: `#FEFEFE on #FFFFFF`); codes
    /// other modules declare say what they give (PalettePackages' `downloadFailed`: the URL).
    public var subject: String? {
        switch kind {
        case .invalidColor(let value, _), .invalidFontWeight(let value, _), .invalidValue(let value, _, _),
            .loweredContrast(let value, _, _):
            value
        case .unknownTheme(let name, _, _), .duplicateDefinition(let name, _, _): name
        case .missingKey(let key, _), .unknownKey(let key, _, _, _): key
        case .unsupportedFormatVersion(let version, _, _): version
        case .unresolvedReference(let reference, _, _): reference
        case .described(let described): described.subject
        default: nil
        }
    }

    /// Why the value was refused: for ``Code/invalidValue``, ``Code/malformedInput``,
    /// ``Code/unresolvedReference``, ``Code/storeFailure``, ``Code/loweredContrast``, and the
    /// codes of other modules that say so (PaletteFormats' `unsupported`, PalettePackages'
    /// `downloadFailed`).
    public var reason: String? {
        switch kind {
        case .invalidValue(_, let reason, _), .malformedInput(let reason, _), .unresolvedReference(_, let reason, _),
            .storeFailure(_, let reason), .loweredContrast(_, let reason, _):
            reason
        case .described(let described): described.reason
        default: nil
        }
    }

    /// The closest known name to a mistyped one, for ``Code/unknownTheme`` and
    /// ``Code/unknownKey``: `alternative` for `alternatve`.
    public var suggestion: String? {
        switch kind {
        case .unknownTheme(_, _, let suggestion), .unknownKey(_, _, let suggestion, _): suggestion
        default: nil
        }
    }

    /// What would have been accepted: the registered themes (``Code/unknownTheme``), the keys
    /// known there (``Code/unknownKey``) or the format versions read
    /// (``Code/unsupportedFormatVersion``).
    public var candidates: [String] {
        switch kind {
        case .unknownTheme(_, let available, _): available
        case .unknownKey(_, let expected, _, _): expected
        case .unsupportedFormatVersion(_, let supported, _): supported.map(String.init)
        default: []
        }
    }

    /// The bound that was reached, for ``Code/inputTooLarge`` (bytes), ``Code/nestingTooDeep``
    /// (levels) and ``Code/limitExceeded``.
    public var limit: Int? {
        switch kind {
        case .inputTooLarge(_, let limit, _), .nestingTooDeep(let limit, _), .limitExceeded(_, let limit, _): limit
        default: nil
        }
    }

    /// The names a ``Code/referenceCycle`` passes through, back to where it started.
    public var chain: [String] {
        if case .referenceCycle(_, let chain, _) = kind { return chain }
        return []
    }

    /// Every problem of an ``Code/invalidDocument``; the error itself for any other code, so
    /// that `error.problems` lists what to show either way.
    public var problems: [ThemeError] {
        if case .invalidDocument(_, let problems) = kind { return problems }
        return [self]
    }
}
