extension ThemeController {
    /// Whether light or dark content is showing; an ``AdaptiveTheme`` serves its variant for it.
    ///
    /// Setting it is a switch like any other: when it changes, observers, iterators of
    /// ``changes`` and the notification are told, and bindings re-apply, even when the current
    /// theme is not adaptive (``ThemeChange/variant`` says which appearance is now showing).
    /// Setting the appearance it already has does nothing. The setter cannot see its caller's
    /// isolation, so main-actor code should call ``setAppearance(_:isolation:)``, which
    /// re-applies bindings before it returns (on Apple platforms the setter does too when called
    /// on the main thread). Apps feed the system's appearance in
    /// from `UITraitCollection`, SwiftUI's `ColorScheme` or `NSAppearance` with the platform
    /// bridges.
    @_alwaysEmitIntoClient public var appearance: ThemeAppearance {
        get { variant.appearance }
        set { setAppearance(newValue, isolation: nil) }
    }

    /// Whether standard or increased contrast is asked for; an ``AdaptiveTheme`` serves its
    /// variant for it, falling back to its standard-contrast variant when it has no
    /// increased-contrast one.
    ///
    /// It works as ``appearance`` does: setting it is a switch like any other when it changes
    /// (``ThemeChange/variant`` says which contrast is now asked for), and main-actor code should
    /// call ``setContrast(_:isolation:)``. Apps feed the system's setting in from
    /// `UITraitCollection.accessibilityContrast`, SwiftUI's `colorSchemeContrast` or AppKit's
    /// `accessibilityDisplayShouldIncreaseContrast` with the platform bridges.
    @_alwaysEmitIntoClient public var contrast: ThemeContrast {
        get { variant.contrast }
        set { setContrast(newValue, isolation: nil) }
    }

    /// The variant asked for: ``appearance`` and ``contrast``. What ``current`` is, for an
    /// adaptive theme, is ``AdaptiveTheme/variant(_:)`` of it. Change it with
    /// ``setVariant(_:isolation:)``, which re-applies main-actor bindings before it returns when
    /// called on the main actor.
    public var variant: ThemeVariant {
        state.withLock { $0.variant }
    }

    /// Shows the variants for `appearance`; see ``appearance``.
    ///
    /// - Parameters:
    ///   - appearance: The appearance now showing.
    ///   - isolation: Leave it out: it tells the controller whether the caller runs on the main
    ///     actor, so that bindings re-apply before this returns.
    public func setAppearance(_ appearance: ThemeAppearance, isolation: isolated (any Actor)? = #isolation) {
        commitVariant(isolation: isolation) { $0.appearance = appearance }
    }

    /// Shows the variants for `contrast`; see ``contrast``.
    ///
    /// - Parameters:
    ///   - contrast: The contrast now asked for.
    ///   - isolation: Leave it out: it tells the controller whether the caller runs on the main
    ///     actor, so that bindings re-apply before this returns.
    public func setContrast(_ contrast: ThemeContrast, isolation: isolated (any Actor)? = #isolation) {
        commitVariant(isolation: isolation) { $0.contrast = contrast }
    }

    /// Shows the variants for an appearance and a contrast at once: one switch when both change,
    /// as when the platform bridges read both from a trait collection.
    ///
    /// - Parameters:
    ///   - variant: The appearance and contrast now asked for.
    ///   - isolation: Leave it out: it tells the controller whether the caller runs on the main
    ///     actor, so that bindings re-apply before this returns.
    public func setVariant(_ variant: ThemeVariant, isolation: isolated (any Actor)? = #isolation) {
        commitVariant(isolation: isolation) { $0 = variant }
    }

    /// Changes the variant asked for; no change, and nothing told, when it stays the same.
    private func commitVariant(isolation: isolated (any Actor)?, _ change: (inout ThemeVariant) -> Void) {
        commit(isolation: isolation) { state in
            var variant = state.variant
            change(&variant)
            guard state.variant != variant else { return nil }
            state.variant = variant
            return state.pair?.variant(variant) ?? state.current
        }
    }
}
