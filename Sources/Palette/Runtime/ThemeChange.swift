/// A change of the current theme, as observers see it.
///
/// Every channel a ``ThemeController`` tells (closure observers, ``ThemeController/changes``,
/// the `Notification.Name.paletteThemeDidChange` notification, main-actor observers
/// and bindings) sees the same changes in the same order. A change of
/// ``ThemeController/appearance`` or ``ThemeController/contrast`` is a change too: ``current`` is
/// then the adaptive theme's variant for them, or the same theme when the current theme is not an
/// ``AdaptiveTheme``.
public struct ThemeChange: Sendable {
    /// The theme that was current before the change.
    public let previous: ResolvedTheme
    /// The theme that is current after the change.
    public let current: ResolvedTheme
    /// The identifier of the theme chosen after the change: ``current``'s, or that of the
    /// ``AdaptiveTheme`` pair ``current`` is a variant of. This is the identifier to store.
    public let selectedThemeID: String
    /// The variant showing after the change: its appearance and contrast.
    public let variant: ThemeVariant
    /// The controller's count of changes, 1 for its first; orders changes and tells each
    /// observer which changes were made after it registered.
    let sequence: UInt64

    /// The appearance after the change.
    public var appearance: ThemeAppearance { variant.appearance }
    /// The contrast after the change.
    public var contrast: ThemeContrast { variant.contrast }
}
