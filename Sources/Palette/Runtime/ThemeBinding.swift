/// The bindings made by one call of ``ThemeController/bind(_:_:to:)``,
/// ``ThemeController/apply(_:to:)`` or a ``StyleSheet``; cancel it to stop them.
///
/// Unlike a ``ThemeObservation``, releasing a binding does not cancel it: bind once and forget,
/// as AUUTheme's cached setters do. A binding ends when its object is freed, when the same
/// property of the same object is bound again (the new binding replaces it), or when it is
/// cancelled.
@MainActor
public final class ThemeBinding {
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    private weak var table: Optional<BindingTable>
    // Held strongly: a stopped entry has dropped its closure and is a few words. Holding it
    // weakly would give every entry a side table and slow each replay's reference counting.
    private var entries: [BindingTable.Entry]

    init(table: BindingTable, entries: [BindingTable.Entry]) {
        self.table = table
        self.entries = entries
    }

    /// One token for the bindings of several.
    init(combining bindings: [ThemeBinding]) {
        table = bindings.lazy.compactMap(\.table).first
        entries = bindings.flatMap(\.entries)
    }

    /// Whether any of the bindings is still applied on switches: not cancelled, not replaced, and
    /// its object alive.
    var isActive: Bool {
        entries.contains { $0.isActive && $0.object != nil }
    }

    /// Stops the bindings; the properties keep the values they have. Calling it again does
    /// nothing, and a binding that has since been replaced is left alone.
    public func cancel() {
        for entry in entries {
            if let table { table.deactivate(entry) } else { entry.deactivate() }
        }
        entries = []
    }
}
