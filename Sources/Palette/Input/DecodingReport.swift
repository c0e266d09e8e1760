/// The outcome of reading a theme file: the value, when there is one, and every problem found.
///
/// Validation reports everything at once: a file with three bad colours gets three errors, each
/// with its path and line:column, not one error and a stop. Warnings (an unknown role, a missing
/// `formatVersion`) do not prevent a value; errors do.
public struct DecodingReport<Value: Sendable>: Sendable {
    // The three in one stored tuple, each read and written through accessors emitted into the
    // code that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in
    // every app that links Palette, the tuple three in all.
    @usableFromInline var stored: (value: Value?, errors: [ThemeError], warnings: [ThemeWarning])

    /// The decoded value, or `nil` when there were errors.
    @_alwaysEmitIntoClient public var value: Value? {
        get { stored.value }
        _modify { yield &stored.value }
        set { stored.value = newValue }
    }
    /// Problems that make the input unusable.
    @_alwaysEmitIntoClient public var errors: [ThemeError] {
        get { stored.errors }
        _modify { yield &stored.errors }
        set { stored.errors = newValue }
    }
    /// Problems worth fixing that did not prevent decoding.
    @_alwaysEmitIntoClient public var warnings: [ThemeWarning] {
        get { stored.warnings }
        _modify { yield &stored.warnings }
        set { stored.warnings = newValue }
    }

    /// A report of `value` (`nil` when there is none) and the problems found.
    @_alwaysEmitIntoClient package init(value: Value?, errors: [ThemeError] = [], warnings: [ThemeWarning] = []) {
        stored = (value, errors, warnings)
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

extension DecodingReport: Equatable where Value: Equatable {
    @_alwaysEmitIntoClient public static func == (lhs: DecodingReport, rhs: DecodingReport) -> Bool {
        lhs.stored == rhs.stored
    }
}
