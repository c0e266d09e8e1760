/// The one rule for laying overrides over values some of which are derived from others, shared
/// by ``ThemePalette/overriding(_:)`` and ``ThemeFontStyles/overriding(_:)``.
enum Derivation {
    /// The values to build from after `overrides`: every required key's, overridden or kept, and
    /// every derived key's, overridden, kept, or left out (`nil`) to be derived again when a key
    /// it is derived from changed, directly or through another derived key.
    ///
    /// - Parameters:
    ///   - overrides: The values replaced.
    ///   - derivations: Each derived key with the keys it is derived from, in derivation order.
    ///   - current: The value each key has now.
    /// - Returns: The values in `Key.allCases` order, `nil` for the keys to derive again.
    @_semantics("optimize.sil.specialize.generic.never")
    static func values<Key: CaseIndexed, Value>(
        overriding overrides: [Key: Value],
        derivations: [(key: Key, inputs: [Key])],
        current: (Key) -> Value
    ) -> [Value?] {
        var values = Key.table { overrides[$0] }
        var changed = values.map { $0 != nil }
        for key in Key.allCases where key.isRequired && values[key.caseIndex] == nil {
            values[key.caseIndex] = current(key)
        }
        for (key, inputs) in derivations where values[key.caseIndex] == nil {
            if inputs.contains(where: { changed[$0.caseIndex] }) {
                changed[key.caseIndex] = true
            } else {
                values[key.caseIndex] = current(key)
            }
        }
        return values
    }
}
