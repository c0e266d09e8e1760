extension ThemeError {
    /// What went wrong, with the values its message quotes: one case per ``Code``.
    ///
    /// Internal to the package, so that a new case is no breaking change: users read an error
    /// through ``code``, ``location`` and the accessors in `ThemeError+Details.swift`.
    package indirect enum Kind: Hashable, Sendable {
        case invalidColor(value: String, location: Location?)
        case invalidFontWeight(value: String, location: Location?)
        case invalidValue(value: String, reason: String, location: Location?)
        case unknownTheme(name: String, available: [String], suggestion: String?)
        case malformedInput(reason: String, location: Location?)
        case noSuchFile(folderToo: Bool, location: Location?)
        case missingKey(key: String, location: Location?)
        case typeMismatch(expected: String, found: String, location: Location?)
        case inputTooLarge(size: Int?, limit: Int, location: Location?)
        case nestingTooDeep(limit: Int, location: Location?)
        case storeFailure(path: String, reason: String)
        case unknownKey(key: String, expected: [String], suggestion: String?, location: Location?)
        case unsupportedFormatVersion(version: String, supported: [Int], location: Location?)
        case referenceCycle(kind: String, chain: [String], location: Location?)
        case unresolvedReference(reference: String, reason: String, location: Location?)
        case limitExceeded(what: String, limit: Int, location: Location?)
        case duplicateDefinition(name: String, previous: String?, location: Location?)
        case interpreted(what: String, as: String, location: Location?)
        case loweredContrast(pair: String, reason: String, location: Location?)
        case invalidDocument(file: String?, problems: [ThemeError])
        /// A problem with a code another module declares (``Described``), its text made where it
        /// was raised.
        case described(Described)

        /// The code of this kind of problem.
        var code: Code {
            switch self {
            case .invalidColor: .invalidColor
            case .invalidFontWeight: .invalidFontWeight
            case .invalidValue: .invalidValue
            case .unknownTheme: .unknownTheme
            case .malformedInput: .malformedInput
            case .noSuchFile: .noSuchFile
            case .missingKey: .missingKey
            case .typeMismatch: .typeMismatch
            case .inputTooLarge: .inputTooLarge
            case .nestingTooDeep: .nestingTooDeep
            case .storeFailure: .storeFailure
            case .unknownKey: .unknownKey
            case .unsupportedFormatVersion: .unsupportedFormatVersion
            case .referenceCycle: .referenceCycle
            case .unresolvedReference: .unresolvedReference
            case .limitExceeded: .limitExceeded
            case .duplicateDefinition: .duplicateDefinition
            case .interpreted: .interpreted
            case .loweredContrast: .loweredContrast
            case .invalidDocument: .invalidDocument
            case .described(let described): described.code
            }
        }

        /// The location the problem carries itself; `nil` for a document of problems.
        var ownLocation: Location? {
            switch self {
            case .invalidColor(_, let location), .invalidFontWeight(_, let location),
                .invalidValue(_, _, let location), .malformedInput(_, let location), .noSuchFile(_, let location),
                .missingKey(_, let location), .typeMismatch(_, _, let location),
                .inputTooLarge(_, _, let location), .nestingTooDeep(_, let location),
                .unknownKey(_, _, _, let location), .unsupportedFormatVersion(_, _, let location),
                .referenceCycle(_, _, let location), .unresolvedReference(_, _, let location),
                .limitExceeded(_, _, let location), .duplicateDefinition(_, _, let location),
                .interpreted(_, _, let location), .loweredContrast(_, _, let location):
                location
            case .described(let described):
                described.location
            case .unknownTheme, .storeFailure, .invalidDocument:
                nil
            }
        }

        /// The same problem with its location replaced by `change(location)`; kinds without a
        /// location of their own are returned unchanged.
        func relocated(_ change: (Location?) -> Location?) -> Kind {
            switch self {
            case .invalidColor(let value, let location):
                .invalidColor(value: value, location: change(location))
            case .invalidFontWeight(let value, let location):
                .invalidFontWeight(value: value, location: change(location))
            case .invalidValue(let value, let reason, let location):
                .invalidValue(value: value, reason: reason, location: change(location))
            case .malformedInput(let reason, let location):
                .malformedInput(reason: reason, location: change(location))
            case .noSuchFile(let folderToo, let location):
                .noSuchFile(folderToo: folderToo, location: change(location))
            case .missingKey(let key, let location):
                .missingKey(key: key, location: change(location))
            case .typeMismatch(let expected, let found, let location):
                .typeMismatch(expected: expected, found: found, location: change(location))
            case .inputTooLarge(let size, let limit, let location):
                .inputTooLarge(size: size, limit: limit, location: change(location))
            case .nestingTooDeep(let limit, let location):
                .nestingTooDeep(limit: limit, location: change(location))
            case .unknownKey(let key, let expected, let suggestion, let location):
                .unknownKey(key: key, expected: expected, suggestion: suggestion, location: change(location))
            case .unsupportedFormatVersion(let version, let supported, let location):
                .unsupportedFormatVersion(version: version, supported: supported, location: change(location))
            case .referenceCycle(let kind, let chain, let location):
                .referenceCycle(kind: kind, chain: chain, location: change(location))
            case .unresolvedReference(let reference, let reason, let location):
                .unresolvedReference(reference: reference, reason: reason, location: change(location))
            case .limitExceeded(let what, let limit, let location):
                .limitExceeded(what: what, limit: limit, location: change(location))
            case .duplicateDefinition(let name, let previous, let location):
                .duplicateDefinition(name: name, previous: previous, location: change(location))
            case .interpreted(let what, let meaning, let location):
                .interpreted(what: what, as: meaning, location: change(location))
            case .loweredContrast(let pair, let reason, let location):
                .loweredContrast(pair: pair, reason: reason, location: change(location))
            case .described(let described):
                .described(described.relocated(change))
            case .unknownTheme, .storeFailure, .invalidDocument:
                self
            }
        }
    }
}
