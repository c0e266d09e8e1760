/// Every binding of a ``ThemeController``, replayed on the main actor after each change.
///
/// Replaying walks one array and calls one closure per binding: no lookup and no allocation per
/// binding, so a switch costs time linear in the number of bindings. Each closure holds its
/// object weakly; a binding whose object has been freed is dropped when a replay meets it, and
/// the table also sweeps freed objects out as it grows, so memory stays proportional to the live
/// bindings. Cancelled and replaced bindings are marked inactive and compacted away in bulk.
@MainActor
final class BindingTable {
    /// Sets a binding's property on its object for a theme; the table calls it only with the
    /// object the binding was made for.
    typealias Apply = PropertySetter

    /// One binding: its key, its object, and how to apply it.
    @MainActor
    final class Entry {
        let key: BindingKey
        weak var object: AnyObject?
        /// Applies the binding to the object; `nil` once the binding is stopped.
        private(set) var apply: Apply?

        init(key: BindingKey, object: AnyObject, apply: @escaping Apply) {
            self.key = key
            self.object = object
            self.apply = apply
        }

        var isActive: Bool { apply != nil }

        func deactivate() {
            apply = nil  // releases what the transform captured
        }

        /// Applies the binding; returns `false` when the object has been freed.
        func run(_ theme: ResolvedTheme) -> Bool {
            guard let object else { return false }
            apply?(object, theme)
            return true
        }
    }

    private var entries: [Entry] = []
    private var entriesByKey: [BindingKey: Entry] = [:]
    private var inactiveCount = 0
    private var sweepThreshold = 64
    private var isReplaying = false

    nonisolated init() {}

    /// Adds a binding, replacing any binding of the same object and property, and applies it.
    func add(_ entry: Entry, theme: ResolvedTheme) {
        if let replaced = entriesByKey[entry.key] { deactivate(replaced) }
        entries.append(entry)
        entriesByKey[entry.key] = entry
        _ = entry.run(theme)
        if entries.count >= sweepThreshold { sweep() }
    }

    /// Applies every active binding with `theme`, in the order they were made.
    func replay(_ theme: ResolvedTheme) {
        isReplaying = true
        let count = entries.count
        var index = 0
        while index < count {
            let entry = entries[index]
            if entry.isActive, !entry.run(theme) { deactivate(entry) }
            index += 1
        }
        isReplaying = false
        compactIfWorthwhile()
    }

    /// Stops a binding; does nothing when it was already stopped or replaced.
    func deactivate(_ entry: Entry) {
        guard entry.isActive else { return }
        entry.deactivate()
        if entriesByKey[entry.key] === entry { entriesByKey[entry.key] = nil }
        inactiveCount += 1
        compactIfWorthwhile()
    }

    /// The number of bindings whose object is alive, after dropping those whose object is not.
    var liveCount: Int {
        sweep()
        return entries.count
    }

    /// The number of entries held, live or not, for tests of the sweeping.
    var storedCount: Int { entries.count }

    /// Drops bindings whose object has been freed, and every inactive one.
    private func sweep() {
        for entry in entries where entry.isActive && entry.object == nil { deactivate(entry) }
        compact()
        sweepThreshold = max(64, entries.count * 2)
    }

    private func compactIfWorthwhile() {
        if inactiveCount > 32, inactiveCount * 2 > entries.count { compact() }
    }

    private func compact() {
        guard !isReplaying, inactiveCount > 0 else { return }
        entries.removeAll { !$0.isActive }
        inactiveCount = 0
    }
}

/// A binding's identity in a ``BindingTable``: the object and the property.
struct BindingKey: Hashable {
    var object: ObjectIdentifier
    var property: PropertyKey
}
