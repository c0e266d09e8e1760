/// A small enum whose cases index fixed tables: a value per case kept in an array in
/// ``allCases`` order, read at ``caseIndex``, instead of a dictionary keyed by the case.
///
/// Such a table costs one array and no hashing; a dictionary keyed by the enum costs the
/// standard library's hashing code specialised for the key, in every app that links it.
protocol CaseIndexed: CaseIterable, Hashable {
    /// The case's position in ``allCases``.
    var caseIndex: Int { get }
    /// Whether the case's value is always given, never derived from other cases.
    var isRequired: Bool { get }
}

extension CaseIndexed {
    /// One value per case, in ``allCases`` order.
    static func table<Value>(_ value: (Self) -> Value) -> [Value] {
        allCases.map(value)
    }
}
