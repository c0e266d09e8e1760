/// The outcome of reading a theme file: the value, when there is one, and every problem found.
///
/// Validation reports everything at once: a file with three bad colours gets three errors, each
/// with its path and line:column, not one error and a stop. Warnings (an unknown role, a missing
/// `formatVersion`) do not prevent a value; errors do.
public struct DecodingReport<Value: Sendable>: Sendable {
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    /// The decoded value, or `nil` when there were errors.
    public var value: Optional<Value>
    /// Problems that make the input unusable.
    public var errors: [ThemeError]
    /// Problems worth fixing that did not prevent decoding.
    public var warnings: [ThemeWarning]

    /// A report of `value` (`nil` when there is none) and the problems found.
    @_alwaysEmitIntoClient package init(value: Value?, errors: [ThemeError] = [], warnings: [ThemeWarning] = []) {
        self.value = value
        self.errors = errors
        self.warnings = warnings
    }

    /// Whether decoding succeeded (it may still have warnings).
    @_alwaysEmitIntoClient package var succeeded: Bool { value != nil }

    /// The value, or ``ThemeError/Code/invalidDocument`` listing every error.
    public func get(file: String? = nil) throws(ThemeError) -> Value {
        guard let value, errors.isEmpty else { throw .invalidDocument(file: file, problems: errors) }
        return value
    }

    /// The same report with a different value type.
    @_alwaysEmitIntoClient package func map<Other>(_ transform: (Value) -> Other?) -> DecodingReport<Other> {
        DecodingReport<Other>(value: value.flatMap(transform), errors: errors, warnings: warnings)
    }
}

extension DecodingReport: Equatable where Value: Equatable {}
