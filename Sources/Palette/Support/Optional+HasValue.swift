extension Optional {
    /// Whether there is a value, by a match on the case.
    ///
    /// For an `Equatable` type, `value != nil` and `value == nil` are the optional's `!=` and `==`:
    /// they compare values, and where the optimiser cannot fold that away (a value copied out of a
    /// table, a large enum such as `TokenValue`), every check carries a copy of the type's equality.
    var hasValue: Bool {
        if case .some = self { true } else { false }
    }
}
