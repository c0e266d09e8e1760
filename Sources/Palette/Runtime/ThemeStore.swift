/// Where an app keeps the user's choice of theme between launches (seed 003's persisted choice).
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

    /// Forgets the stored identifier.
    func removeThemeID() throws(ThemeError)
}

extension ThemeController {
    /// What ``restore(from:in:)`` did.
    public enum RestoreOutcome: Sendable {
        /// The stored theme is now current.
        case restored(ResolvedTheme)
        /// Nothing was stored; the current theme was kept.
        case nothingStored
        /// The store could not be used, so the default theme is current; the error says why.
        case fellBack(to: ResolvedTheme, because: ThemeError)
    }

    /// Makes the theme stored in `store` current, falling back to the default theme when the
    /// stored name is no longer registered or the store is corrupt. Never throws, never crashes:
    /// what went wrong is in the outcome, for the app to log.
    ///
    /// ```swift
    /// switch AppTheme.controller.restore(from: store, in: .builtIn) {
    /// case .fellBack(_, let error): logger.warning("\(error)")
    /// default: break
    /// }
    /// ```
    @discardableResult
    public func restore(from store: some ThemeStore, in registry: ThemeRegistry) -> RestoreOutcome {
        do {
            guard let id = try store.loadThemeID() else { return .nothingStored }
            let theme = try registry.resolve(id)
            setTheme(theme)
            return .restored(theme)
        } catch {
            let fallback = defaultTheme
            setTheme(fallback)
            return .fellBack(to: fallback, because: error)
        }
    }
}
