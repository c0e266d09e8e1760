import Palette

extension ThemeDiff {
    /// Whether something was added, removed or changed.
    public enum ChangeKind: String, CaseIterable, Hashable, Sendable {
        /// Only the theme after the change has it.
        case added
        /// Only the theme before the change has it.
        case removed
        /// Both have it, with different values.
        case changed
    }

    /// One thing that differs: a role, a font style, a token or a style, by its key, with its value
    /// before and after (`nil` where the theme does not have it).
    public struct Change<Key: Hashable & Sendable, Value: Equatable & Sendable>: Equatable, Sendable {
        /// What changed: a ``/Palette/ColorRole``, a ``/Palette/FontStyle``, a ``/Palette/TokenSlot``
        /// or a style's name.
        public let key: Key
        /// The value before the change; `nil` when it was added.
        public let before: Value?
        /// The value after the change; `nil` when it was removed.
        public let after: Value?

        /// Creates a change.
        public init(key: Key, before: Value?, after: Value?) {
            self.key = key
            self.before = before
            self.after = after
        }

        /// Added, removed or changed.
        public var kind: ChangeKind {
            if before == nil { return .added }
            return after == nil ? .removed : .changed
        }

        /// The changes between two dictionaries of values, sorted by key with `areInOrder`.
        static func between(
            _ before: [Key: Value],
            _ after: [Key: Value],
            by areInOrder: (Key, Key) -> Bool
        ) -> [Change] {
            Set(before.keys).union(after.keys).sorted(by: areInOrder).compactMap { key in
                let old = before[key]
                let new = after[key]
                return old == new ? nil : Change(key: key, before: old, after: new)
            }
        }
    }
}

extension ThemeDiff.Change where Value == ThemeColor {
    /// How far the colour moved, in OKLab (ΔE_OK, `ThemeColor.perceptualDistance(to:)`): `0.02` is
    /// just noticeable, `1` is black to white; `nil` for a role added or removed.
    public var distance: Double? {
        guard let before, let after else { return nil }
        return before.perceptualDistance(to: after)
    }
}

extension ThemeDiff.Change where Value == TokenValue {
    /// How far a colour token moved, in OKLab (ΔE_OK); `nil` unless the token is a colour both
    /// before and after.
    public var distance: Double? {
        guard case .color(let old) = before, case .color(let new) = after else { return nil }
        return old.perceptualDistance(to: new)
    }
}
