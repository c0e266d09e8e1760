/// Where an app keeps the user's choice of theme between launches (ThemeManager's persisted choice).
///
/// A store keeps one theme identifier. ``FileThemeStore`` writes it to a file (the `palette`
/// CLI uses one); apps can keep it wherever they keep settings by conforming their own type.
public protocol ThemeStore: Sendable {
    /// The stored identifier, or `nil` when nothing has been stored.
    ///
    /// - Throws: ``ThemeError/storeFailure(path:reason:)`` when the store exists but cannot be
    ///   read or is corrupt.
    func loadThemeID() throws(ThemeError) -> String?

    /// Stores an identifier, replacing what was stored.
    ///
    /// - Throws: ``ThemeError/storeFailure(path:reason:)`` when it cannot be written.
    func saveThemeID(_ id: String) throws(ThemeError)
}

extension ThemeController {
    /// What ``restore(from:in:isolation:)`` did.
    public enum RestoreOutcome: Sendable {
        /// The stored theme is now current.
        case restored(ResolvedTheme)
        /// Nothing was stored, so the default theme is current: ``DefaultTheme`` (the ThemeManager pattern's
        /// `default`) or the theme a white-label build bootstrapped.
        case nothingStored
        /// The store could not be used, so the default theme is current; the error says why.
        case fellBack(to: ResolvedTheme, because: ThemeError)

        /// The problem to report, when the stored choice could not be used.
        @_alwaysEmitIntoClient public var error: ThemeError? {
            if case .fellBack(_, let error) = self { error } else { nil }
        }
    }

    /// Makes the theme stored in `store` current, falling back to the default theme when nothing
    /// is stored, when the stored name is no longer registered, or when the store is corrupt.
    /// Never throws, never crashes: what went wrong is in the outcome, for the app to log.
    ///
    /// ```swift
    /// switch AppTheme.controller.restore(from: store, in: .builtIn) {
    /// case .fellBack(_, let error): logger.warning("\(error)")
    /// default: break
    /// }
    /// ```
    ///
    /// A stored ``AdaptiveTheme`` is restored as a whole, so it follows the appearance and contrast
    /// again.
    @discardableResult
    public func restore(
        from store: some ThemeStore,
        in registry: ThemeRegistry,
        isolation: isolated (any Actor)? = #isolation
    ) -> RestoreOutcome {
        do {
            guard let id = try store.loadThemeID() else {
                setTheme(defaultTheme, isolation: isolation)
                return .nothingStored
            }
            let theme = try registry.resolve(id)
            setTheme(theme, isolation: isolation)
            return .restored(current)
        } catch {
            setTheme(defaultTheme, isolation: isolation)
            return .fellBack(to: current, because: error)
        }
    }

    /// Saves the chosen theme's identifier to `store` after every later switch, until the returned
    /// observation is cancelled or released: ThemeManager's persisted choice.
    ///
    /// The identifier saved is ``ThemeChange/selectedThemeID``: an ``AdaptiveTheme``'s own, not
    /// its variant's, so the restored choice follows the appearance and contrast. A change of
    /// appearance or contrast saves the same identifier again. The frames of an
    /// animated switch (``ResolvedTheme/isTransitionFrame``) are not choices and are
    /// not saved; the destination set at the end is.
    ///
    /// ```swift
    /// AppTheme.controller.restore(from: store, in: .builtIn)           // at launch
    /// themeSaving = AppTheme.controller.persistChoice(to: store)       // kept in a property
    /// ```
    ///
    /// - Parameters:
    ///   - store: Where to save.
    ///   - onFailure: Told when a save fails; the theme switch itself is not affected.
    /// - Returns: An observation. Keep it for as long as choices should be saved, usually as long
    ///   as the app runs: releasing it stops the saving.
    public func persistChoice(
        to store: some ThemeStore,
        onFailure: @escaping @Sendable (ThemeError) -> Void = { _ in }
    ) -> ThemeObservation {
        observe { change in
            guard !change.theme.isTransitionFrame else { return }
            do throws(ThemeError) {
                try store.saveThemeID(change.selectedThemeID)
            } catch {
                onFailure(error)
            }
        }
    }
}
