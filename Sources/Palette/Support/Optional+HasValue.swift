extension Optional {
    /// Whether there is a value, by a match: for an `Equatable` type, `!= nil` is the optional's `!=`,
    /// which compares values and can leave a copy of the type's equality at every check.
    var hasValue: Bool {
        if case .some = self { true } else { false }
    }
}
