/// Holds the current theme and tells observers when it changes; safe to use from any thread.
///
/// ``AppTheme`` is a facade over one shared controller. Make your own controllers for tests, or
/// for apps with several windows that each follow their own theme:
///
/// ```swift
/// let controller = ThemeController()
/// let observation = controller.observe { change in
///     print("now \(change.current.id), was \(change.previous.id)")
/// }
/// controller.setTheme(AlternativeTheme())
/// try controller.setTheme(named: "midnight", in: .builtIn)
/// ```
///
/// Every theme set is resolved once into a ``ResolvedTheme``, so reading ``current`` and a role
/// from it is a lock and a load. Observers are called in registration order, for every change,
/// in the order the changes were made, outside the lock (an observer may read ``current`` or set
/// another theme; that change is delivered after the current one).
public final class ThemeController: Sendable {
    private struct State: Sendable {
        var current: ResolvedTheme
        var defaultTheme: ResolvedTheme
        var observers = ObserverList()
        var pending: [ThemeChange] = []
        var isDelivering = false
    }

    private let state: LockedState<State>

    /// Creates a controller whose current and default theme is `theme`.
    public init(theme: some Theme = DefaultTheme()) {
        let resolved = ResolvedTheme.resolving(theme)
        state = LockedState(State(current: resolved, defaultTheme: resolved))
    }

    /// Creates a controller whose current and default theme is a new instance of `type`.
    ///
    /// This is the white-label entry point: a build picks its theme type at compile time.
    public convenience init<T: CompiledTheme>(_ type: T.Type) {
        self.init(theme: T())
    }

    /// The current theme, resolved. Never `nil`: before anything is set it is the default theme.
    public var current: ResolvedTheme {
        state.withLock { $0.current }
    }

    /// The theme this controller starts with and falls back to when a stored choice cannot be
    /// used: ``DefaultTheme`` unless a white-label build chose another with ``bootstrap(_:)``.
    public var defaultTheme: ResolvedTheme {
        state.withLock { $0.defaultTheme }
    }

    /// Makes `theme` current and notifies observers.
    public func setTheme(_ theme: some Theme) {
        let resolved = ResolvedTheme.resolving(theme)
        let shouldDeliver = state.withLock { state -> Bool in
            state.pending.append(ThemeChange(previous: state.current, current: resolved))
            state.current = resolved
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        if shouldDeliver { deliverPendingChanges() }
    }

    /// Makes the theme a registry knows by `name` current.
    ///
    /// The name is matched as ``ThemeRegistry/resolve(_:)`` does: identifier, then Swift type
    /// name, then either ignoring case. When the name is unknown the current theme is kept.
    ///
    /// - Returns: The theme that is now current.
    /// - Throws: ``ThemeError/unknownTheme(name:available:suggestion:)``.
    @discardableResult
    public func setTheme(named name: String, in registry: ThemeRegistry) throws(ThemeError) -> ResolvedTheme {
        let theme = try registry.resolve(name)
        setTheme(theme)
        return theme
    }

    /// Applies a backend's selection: resolves it against `registry` and makes it current.
    ///
    /// - Returns: The theme that is now current.
    /// - Throws: ``ThemeError`` when the selection names no registered theme; the current theme
    ///   is kept.
    @discardableResult
    public func apply(_ selection: ThemeSelection, in registry: ThemeRegistry) throws(ThemeError) -> ResolvedTheme {
        let theme = try selection.resolve(in: registry)
        setTheme(theme)
        return theme
    }

    /// Chooses the theme type a white-label build ships with: it becomes both the default theme
    /// and the current one.
    ///
    /// ```swift
    /// #if ACME
    /// typealias BrandTheme = AcmeTheme
    /// #else
    /// typealias BrandTheme = DefaultTheme
    /// #endif
    /// controller.bootstrap(BrandTheme.self)
    /// ```
    public func bootstrap<T: CompiledTheme>(_ type: T.Type) {
        let theme = ResolvedTheme(T())
        state.withLock { $0.defaultTheme = theme }
        setTheme(theme)
    }

    /// Makes the default theme current again.
    public func resetToDefault() {
        setTheme(defaultTheme)
    }

    /// Calls `handler` after every change of theme until the returned observation is cancelled
    /// or released.
    ///
    /// The handler runs on the thread that made the change (or, when changes race, on the thread
    /// delivering them), never while the controller's lock is held. Keep the observation for as
    /// long as you want to be told.
    ///
    /// - Returns: An observation; cancel it, or let it go, to stop being told.
    public func observe(_ handler: @escaping @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        let id = state.withLock { $0.observers.append(handler) }
        return ThemeObservation { [weak self] in
            self?.state.withLock { state in state.observers.remove(id) }
        }
    }

    /// The number of observers currently registered.
    var observerCount: Int {
        state.withLock { $0.observers.count }
    }

    private func deliverPendingChanges() {
        while true {
            // Taking the list is O(1) (it is copy-on-write), so the lock is held briefly however
            // many observers there are; observers added or cancelled meanwhile do not affect
            // this change's delivery.
            let next = state.withLock { state -> (ThemeChange, ObserverList)? in
                guard !state.pending.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                return (state.pending.removeFirst(), state.observers)
            }
            guard let (change, observers) = next else { return }
            for handler in observers { handler(change) }
        }
    }
}

/// A change of the current theme, as observers see it.
public struct ThemeChange: Sendable {
    /// The theme that was current before the change.
    public let previous: ResolvedTheme
    /// The theme that is current after the change.
    public let current: ResolvedTheme
}

/// A registered observer; cancel it, or release it, to stop observing.
///
/// Releasing the observation cancels it, as `NSKeyValueObservation` does, so keep it in a
/// property for as long as the observer should be called.
public final class ThemeObservation: Sendable {
    private let cancellation: LockedState<(@Sendable () -> Void)?>

    init(cancel: @escaping @Sendable () -> Void) {
        cancellation = LockedState(cancel)
    }

    /// Stops the observer being called. Calling it again does nothing.
    public func cancel() {
        let cancel = cancellation.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        cancel?()
    }

    deinit {
        cancel()
    }
}

extension ResolvedTheme {
    /// `theme` itself when it is already resolved, else its resolution.
    static func resolving(_ theme: some Theme) -> ResolvedTheme {
        (theme as? ResolvedTheme) ?? ResolvedTheme(theme)
    }
}
