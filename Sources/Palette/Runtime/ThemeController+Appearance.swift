extension ThemeController {
    /// Whether light or dark content is showing; an ``AdaptiveTheme`` serves its variant for it.
    ///
    /// Setting it is a switch like any other: when it changes, observers, iterators of
    /// ``changes`` and the notification are told, and bindings re-apply, even when the current
    /// theme is not a pair (``ThemeChange/appearance`` says which appearance is now showing).
    /// Setting the appearance it already has does nothing. The setter cannot see its caller's
    /// isolation, so main-actor code should call ``setAppearance(_:isolation:)``, which
    /// re-applies bindings before it returns (on Apple platforms the setter does too when called
    /// on the main thread). Apps feed the system's appearance in
    /// from `UITraitCollection`, SwiftUI's `ColorScheme` or `NSAppearance` with the platform
    /// bridges.
    public var appearance: ThemeAppearance {
        get { state.withLock { $0.appearance } }
        set { setAppearance(newValue, isolation: nil) }
    }

    /// Shows the variants for `appearance`; see ``appearance``.
    ///
    /// - Parameters:
    ///   - appearance: The appearance now showing.
    ///   - isolation: Leave it out: it tells the controller whether the caller runs on the main
    ///     actor, so that bindings re-apply before this returns.
    public func setAppearance(_ appearance: ThemeAppearance, isolation: isolated (any Actor)? = #isolation) {
        commit(isolation: isolation) { state in
            guard state.appearance != appearance else { return nil }
            state.appearance = appearance
            return state.pair?.variant(for: appearance) ?? state.current
        }
    }
}
