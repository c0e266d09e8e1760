/// A change of the current theme, as observers see it.
///
/// Every channel a ``ThemeController`` tells (closure observers, ``ThemeController/changes``,
/// the `Notification.Name.paletteThemeDidChange` notification, main-actor observers
/// and bindings) sees the same changes in the same order. A change of
/// ``ThemeController/appearance`` or ``ThemeController/contrast`` is a change too: ``theme`` is
/// then the adaptive theme's variant for them, or the same theme when the current theme is not an
/// ``AdaptiveTheme``.
///
/// ```swift
/// observation = AppTheme.observe { change in
///     print("now \(change.theme.name), was \(change.previousTheme.name)")
/// }
/// ```
public struct ThemeChange: Sendable {
    /// The theme showing after the change: what ``ThemeController/current`` now returns (for an
    /// adaptive theme, its variant for the appearance and contrast).
    public let theme: ResolvedTheme
    /// The theme that was showing before the change.
    public let previousTheme: ResolvedTheme
    /// The identifier of the theme chosen after the change: ``theme``'s, or that of the
    /// ``AdaptiveTheme`` pair ``theme`` is a variant of. This is the identifier to store.
    public let selectedThemeID: String
    /// The variant showing after the change: its appearance and contrast.
    public let variant: ThemeVariant
    /// The controller's count of changes, 1 for its first; orders changes and tells each
    /// observer which changes were made after it registered.
    let sequence: UInt64

    /// The appearance after the change.
    package var appearance: ThemeAppearance { variant.appearance }
    /// The contrast after the change.
    package var contrast: ThemeContrast { variant.contrast }
}
