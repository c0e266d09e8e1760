import Foundation

extension Notification.Name {
    /// Posted by a ``ThemeController`` after each change of theme, appearance or contrast.
    ///
    /// The notification's `object` is the controller; ``ThemeChange/init(notification:)`` reads
    /// the change it carries. It is posted on the controller's
    /// ``ThemeController/notificationCenter`` (`.default` unless configured) from the thread that
    /// delivers the change, after the closure observers and before the main-actor ones. This is
    /// ThemeManager's change notification, for code that listens with `NotificationCenter`:
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(
    ///     forName: .paletteThemeDidChange, object: AppTheme.controller, queue: .main
    /// ) { note in
    ///     let id = ThemeChange(notification: note)?.theme.id
    /// }
    /// ```
    @_alwaysEmitIntoClient
    public static var paletteThemeDidChange: Notification.Name { Notification.Name("PaletteThemeDidChange") }
}

extension ThemeChange {
    /// The `userInfo` key under which a notification carries the change.
    static let userInfoKey = "PaletteThemeChange"

    /// The change a `Notification.Name.paletteThemeDidChange` notification carries;
    /// `nil` for any other notification.
    public init?(notification: Notification) {
        guard notification.name == .paletteThemeDidChange,
            let change = notification.userInfo?[Self.userInfoKey] as? ThemeChange
        else { return nil }
        self = change
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
        center.post(name: .paletteThemeDidChange, object: self, userInfo: [ThemeChange.userInfoKey: change])
    }
}
