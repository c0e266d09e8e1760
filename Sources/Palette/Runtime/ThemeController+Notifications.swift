import Foundation

extension Notification.Name {
    /// Posted by a ``ThemeController`` after each change of theme, appearance or contrast.
    ///
    /// The notification's `object` is the controller, and its `userInfo` holds the keys in
    /// ``ThemeChange/UserInfoKey``; ``ThemeChange/init(notification:)`` reads them back. It is
    /// posted on the controller's ``ThemeController/notificationCenter`` (`.default` unless
    /// configured) from the thread that delivers the change, after the closure observers and
    /// before the main-actor ones. This is ThemeManager's change notification, for code that listens
    /// with `NotificationCenter`:
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(
    ///     forName: .paletteThemeDidChange, object: AppTheme.controller, queue: .main
    /// ) { note in
    ///     let id = note.userInfo?[ThemeChange.UserInfoKey.currentID] as? String
    /// }
    /// ```
    public static let paletteThemeDidChange = Notification.Name("PaletteThemeDidChange")
}

extension ThemeChange {
    /// The keys of a `Notification.Name.paletteThemeDidChange` notification's
    /// `userInfo`.
    public enum UserInfoKey {
        /// The theme current before the change, a ``ResolvedTheme``.
        public static let previous = "PalettePreviousTheme"
        /// The theme current after the change, a ``ResolvedTheme``.
        public static let current = "PaletteCurrentTheme"
        /// The identifier of the theme current before the change, a `String`.
        public static let previousID = "PalettePreviousThemeID"
        /// The identifier of the theme current after the change, a `String`.
        public static let currentID = "PaletteCurrentThemeID"
        /// ``ThemeChange/selectedThemeID``, the identifier to store, a `String`.
        public static let selectedThemeID = "PaletteSelectedThemeID"
        /// ``ThemeChange/appearance``'s raw value, `"light"` or `"dark"`, a `String`.
        public static let appearance = "PaletteAppearance"
        /// ``ThemeChange/contrast``'s raw value, `"standard"` or `"increased"`, a `String`.
        public static let contrast = "PaletteContrast"
        /// The whole ``ThemeChange``.
        public static let change = "PaletteThemeChange"
    }

    /// The change a `Notification.Name.paletteThemeDidChange` notification carries;
    /// `nil` for any other notification.
    public init?(notification: Notification) {
        guard notification.name == .paletteThemeDidChange,
            let change = notification.userInfo?[UserInfoKey.change] as? ThemeChange
        else { return nil }
        self = change
    }

    /// The notification's `userInfo`.
    var userInfo: [AnyHashable: Any] {
        [
            UserInfoKey.previous: previousTheme,
            UserInfoKey.current: theme,
            UserInfoKey.previousID: previousTheme.id,
            UserInfoKey.currentID: theme.id,
            UserInfoKey.selectedThemeID: selectedThemeID,
            UserInfoKey.appearance: appearance.rawValue,
            UserInfoKey.contrast: contrast.rawValue,
            UserInfoKey.change: self,
        ]
    }
}

extension ThemeController {
    /// Where `Notification.Name.paletteThemeDidChange` is posted: `.default` unless
    /// set, `nil` to post nothing.
    ///
    /// ```swift
    /// AppTheme.controller.notificationCenter = nil   // this app listens with observers only
    /// ```
    public var notificationCenter: NotificationCenter? {
        get { state.withLock { $0.notificationCenter } }
        set { state.withLock { $0.notificationCenter = newValue } }
    }

    func post(_ change: ThemeChange, on center: NotificationCenter) {
        center.post(name: .paletteThemeDidChange, object: self, userInfo: change.userInfo)
    }
}
