internal import InternalPaletteUtilities

/// A set of cases read from their names by the one rule for names (``Swift/StringProtocol/nameMatchingKey``).
package protocol NamedCases: CaseIterable, RawRepresentable where RawValue == String {}

extension NamedCases {
    /// The case whose raw value `name` names, in any ASCII case and with or without hyphens,
    /// underscores and spaces; `nil` if none does.
    @_semantics("optimize.sil.specialize.generic.never")
    package static func named(_ name: some StringProtocol) -> Self? {
        let key = name.nameMatchingKey
        return allCases.first { $0.rawValue.nameMatchingKey == key }
    }

    /// The case a mapping target names, bare or after `prefix` (`primary`, `palette.primary`).
    package static func named(target: String, prefix: String) -> Self? {
        named(target.hasPrefix(prefix) ? target.dropFirst(prefix.count) : target[...])
    }

    /// Every case's name in single quotes, in order, for a message's list of what is expected:
    /// `'butt', 'round', 'square'`.
    static var quotedNames: String {
        allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}

extension NamedCases {
    /// The case a decoder's single string names, read by the one rule for names, as
    /// ``named(_:)`` reads it; `kind` says what the value is in the error message.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the value and every allowed name when no
    ///   case matches; `DecodingError.typeMismatch` when the value is not a string.
    @_semantics("optimize.sil.specialize.generic.never")
    package static func decodeNamed(from decoder: any Decoder, kind: String) throws -> Self {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = named(name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(name.clippedForMessage)' is not a \(kind); expected one of \(quotedNames)"
                    + " (any ASCII case, '-', '_' and spaces ignored)"
            )
        }
        return value
    }
}
