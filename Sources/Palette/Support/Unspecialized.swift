/// The standard library's generic algorithms, called without a copy specialised for each type.
///
/// The optimiser copies a generic algorithm (a dictionary's `==`, `merge`, a sort) once for every
/// type it is used with, and each copy is machine code in every app that links Palette: a token
/// set's dozen dictionaries, each of its own value type, cost about a kilobyte each per algorithm.
/// Calls through these functions are never specialised, so the algorithm runs from the standard
/// library's one generic copy instead. That is slower per element, so only paths that run once,
/// when a theme is read, resolved, compared or listed, use them; no read of a role or token does.
enum Unspecialized {
    /// `lhs == rhs`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }

    /// `value.hash(into: &hasher)`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func hash<Value: Hashable>(_ value: Value, into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }

    /// Inserts `element` in `set`: `true` when it was not in it yet.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func insert<Element: Hashable>(_ element: Element, into set: inout Set<Element>) -> Bool {
        set.insert(element).inserted
    }

    /// Adds `other`'s entries to `dictionary`, `other`'s value winning where both have a key.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func merge<Key, Value>(_ dictionary: inout [Key: Value], _ other: [Key: Value]) {
        dictionary.merge(other) { $1 }
    }

    /// Sets the value for `key`, or removes it when `value` is `nil`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func update<Key, Value>(_ dictionary: inout [Key: Value], _ key: Key, to value: Value?) {
        dictionary[key] = value
    }

    /// The dictionary's values transformed, without those `transform` gives `nil` for.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func compactMapValues<Key, Value, Result>(
        _ dictionary: [Key: Value],
        _ transform: (Value) -> Result?
    ) -> [Key: Result] {
        dictionary.compactMapValues(transform)
    }

    /// The elements, sorted.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func sorted<Elements: Sequence>(_ elements: Elements) -> [Elements.Element]
    where Elements.Element: Comparable {
        elements.sorted()
    }

    /// The elements, sorted by `areInIncreasingOrder`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func sorted<Element>(_ elements: [Element], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    {
        elements.sorted(by: areInIncreasingOrder)
    }
}
