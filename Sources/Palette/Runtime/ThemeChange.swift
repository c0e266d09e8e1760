/// A change of the current theme, as observers see it.
///
/// Every channel a ``ThemeController`` tells (closure observers, ``ThemeController/changes``,
/// the `Notification.Name.paletteThemeDidChange` notification, main-actor observers
/// and bindings) sees the same changes in the same order. A change of
/// ``ThemeController/appearance`` is a change too: ``current`` is then the pair's other variant,
/// or the same theme when the current theme is not an ``AdaptiveTheme``.
public struct ThemeChange: Sendable {
    /// The theme that was current before the change.
    public let previous: ResolvedTheme
    /// The theme that is current after the change.
    public let current: ResolvedTheme
    /// The identifier of the theme chosen after the change: ``current``'s, or that of the
    /// ``AdaptiveTheme`` pair ``current`` is a variant of. This is the identifier to store.
    public let selectedThemeID: String
    /// The appearance after the change.
    public let appearance: ThemeAppearance
    /// The controller's count of changes, 1 for its first; orders changes and tells each
    /// observer which changes were made after it registered.
    let sequence: UInt64
}
