import Foundation
internal import InternalPaletteUtilities

/// A ``ThemeStore`` that keeps the choice in `UserDefaults`, as the ThemeManager pattern does.
///
/// The identifier is stored as a string under a key, `"theme"` unless given, in the standard
/// defaults or a suite. When nothing is stored, ``ThemeController/restore(from:in:isolation:)`` makes the
/// controller's default theme current: ``DefaultTheme``, whose identifier is ThemeManager's fallback
/// name `"default"` (`[defaults objectForKey:@"theme"] ?: @"default"`), or the theme a
/// white-label build bootstrapped.
///
/// ```swift
/// let store = UserDefaultsThemeStore()                       // standard defaults, key "theme"
/// if let problem = AppTheme.controller.restore(from: store, in: .builtIn).error {
///     logger.warning("\(problem)")
/// }
/// let saving = AppTheme.controller.persistChoice(to: store)  // saves every later switch
/// ```
public struct UserDefaultsThemeStore: ThemeStore {
    /// The name of the defaults suite, or `nil` for the standard defaults.
    let suiteName: String?
    /// The key the identifier is stored under.
    let key: String

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - suiteName: A defaults suite (an app group, say), or `nil` for the standard defaults.
    ///   - key: The key; `"theme"`, the ThemeManager pattern's, unless given.
    public init(suiteName: String? = nil, key: String = "theme") {
        self.suiteName = suiteName
        self.key = key
    }

    public func loadThemeID() throws(ThemeError) -> String? {
        let defaults = try openDefaults()
        guard let value = defaults.object(forKey: key) else { return nil }
        guard let id = value as? String, !id.trimmingSpaces.isEmpty else {
            throw .storeFailure(
                path: location,
                reason: "is corrupt: expected a theme identifier string, found \(value)"
            )
        }
        return id
    }

    public func saveThemeID(_ id: String) throws(ThemeError) {
        try openDefaults().set(id, forKey: key)
    }

    /// Where the choice is kept, for messages: `UserDefaults(suite).theme`.
    var location: String {
        "UserDefaults(\(suiteName ?? "standard")).\(key)"
    }

    private func openDefaults() throws(ThemeError) -> UserDefaults {
        guard let suiteName else { return .standard }
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw .storeFailure(path: location, reason: "the defaults suite '\(suiteName)' cannot be opened")
        }
        return defaults
    }
}
