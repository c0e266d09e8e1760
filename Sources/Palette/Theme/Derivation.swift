/// The one rule for laying overrides over values some of which are derived from others, shared
/// by ``ThemePalette/overriding(_:)`` and ``ThemeFontStyles/overriding(_:)``.
enum Derivation {
    /// The values to build from after `overrides`: every required key's, overridden or kept, and
    /// every derived key's, overridden, kept, or left out to be derived again when a key it is
    /// derived from changed, directly or through another derived key.
    ///
    /// - Parameters:
    ///   - overrides: The values replaced.
    ///   - required: The keys that are never derived.
    ///   - derivations: Each derived key with the keys it is derived from, in derivation order.
    ///   - current: The value each key has now.
    /// - Returns: The values by key, without the keys to derive again.
    static func values<Key: Hashable, Value>(
        overriding overrides: [Key: Value],
        required: [Key],
        derivations: [(key: Key, inputs: [Key])],
        current: (Key) -> Value
    ) -> [Key: Value] {
        var changed = Set(overrides.keys)
        var values: [Key: Value] = [:]
        for key in required { values[key] = overrides[key] ?? current(key) }
        for (key, inputs) in derivations {
            if let value = overrides[key] {
                values[key] = value
            } else if inputs.contains(where: changed.contains) {
                changed.insert(key)
            } else {
                values[key] = current(key)
            }
        }
        return values
    }
}
