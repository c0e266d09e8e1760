import Foundation
internal import InternalPaletteUtilities

/// Holds the current theme and tells observers when it changes; safe to use from any thread.
///
/// ``AppTheme`` is a facade over one shared controller. Make your own controllers for tests, or
/// for apps with several windows that each follow their own theme:
///
/// ```swift
/// let controller = ThemeController()
/// let observation = controller.observe { change in   // keep it: releasing it stops the calls
///     print("now \(change.theme.id), was \(change.previousTheme.id)")
/// }
/// controller.setTheme(AlternativeTheme())
/// try controller.setTheme(named: "midnight", in: .builtIn)
/// ```
///
/// Every theme set is resolved once into a ``ResolvedTheme``, so reading ``current`` and a role
/// from it is a lock and a load.
///
/// ## Delivery
///
/// Each change is told, in the order the changes were made, to: the closure observers
/// (``observe(_:)``) in registration order, the iterators of ``changes``, the notification
/// center (`Notification.Name.paletteThemeDidChange`), and then, on the main actor,
/// the bindings (``bind(_:_:to:)``) and the main-actor observers (``observeOnMain(_:)``).
/// Delivery happens outside the lock: an observer may read ``current`` or set another theme;
/// that change is delivered after the current one. An observer is told every change made after
/// it registered, and none made before.
///
/// When ``setTheme(_:isolation:)`` (or any switch taking `isolation`) returns on the main actor,
/// every binding has re-applied, and every main-actor observer has been told, that change and
/// all changes made before it, even when another thread is still telling its closure
/// observers about an earlier change. Closure observers are not waited for: they run on the
/// thread that made the change, on another switching thread, or on a background queue, and may
/// still be running. A change made on another thread later than the main actor's may already be
/// ``current`` when `setTheme` returns; bindings follow it shortly after, on the main actor.
public final class ThemeController: Sendable {
    struct Stream: Sendable {
        var since: UInt64
        var continuation: AsyncStream<ThemeChange>.Continuation
    }

    struct State: Sendable {
        var current: ResolvedTheme
        var selected: ResolvedTheme
        var pair: AdaptiveTheme?
        var defaultTheme: ResolvedTheme
        var variant = ThemeVariant.light
        var sequence: UInt64 = 0
        /// Closure observers: thousands register and cancel one by one, so cancelling is O(log n).
        var observers = ObserverList()
        var mainObservers: [MainActorObserver] = []
        var streams: [UInt64: Stream] = [:]
        var nextObserverID: UInt64 = 0
        var pending: [ThemeChange] = []
        var isDelivering = false
        /// Whether the main actor is delivering; it stops after `deliverThrough`.
        var isDeliveringOnMainActor = false
        /// The thread that is delivering.
        var deliveringThread: UInt = 0
        var deliverThrough: UInt64 = 0
        var notificationCenter: NotificationCenter?
        /// Observations kept while their owners live (``observe(owner:_:)``).
        var owned = OwnedObservations()
    }

    let state: LockedState<State>
    let relay: MainActorRelay

    /// Creates a controller whose current and default theme is `theme`.
    ///
    /// - Parameters:
    ///   - theme: The theme to start with and to fall back to; ``DefaultTheme`` unless given.
    ///   - notificationCenter: Where `Notification.Name.paletteThemeDidChange` is
    ///     posted; `.default` unless given, `nil` to post nothing.
    public init(theme: some Theme = DefaultTheme(), notificationCenter: NotificationCenter? = .default) {
        let resolved = ResolvedTheme.resolving(theme)
        let pair = resolved.adaptiveTheme
        relay = MainActorRelay()
        state = LockedState(
            State(
                current: pair?.light ?? resolved,
                selected: resolved,
                pair: pair,
                defaultTheme: resolved,
                notificationCenter: notificationCenter
            )
        )
    }

    deinit {
        let streams = state.withLock { $0.streams.values }
        for stream in streams { stream.continuation.finish() }
    }

    /// The current theme, resolved. Never `nil`: before anything is set it is the default theme.
    ///
    /// When the chosen theme is an ``AdaptiveTheme``, this is its variant for ``appearance`` and
    /// ``contrast``.
    public var current: ResolvedTheme {
        state.withLock { $0.current }
    }

    /// The theme last chosen: ``current``, or the ``AdaptiveTheme`` ``current`` is a variant of. Its ``ResolvedTheme/id`` is the identifier to store (``persistChoice(to:onFailure:)``).
    public var selectedTheme: ResolvedTheme {
        state.withLock { $0.selected }
    }

    /// The theme this controller starts with and falls back to when a stored choice cannot be
    /// used: ``DefaultTheme`` unless a white-label build chose another with ``bootstrap(_:)``.
    var defaultTheme: ResolvedTheme {
        state.withLock { $0.defaultTheme }
    }

    /// Makes `theme` current and notifies observers.
    ///
    /// An ``AdaptiveTheme`` is chosen as a whole: ``current`` becomes its variant for
    /// ``appearance`` and ``contrast``, and follows them from then on.
    ///
    /// - Parameters:
    ///   - theme: The theme.
    ///   - isolation: Leave it out: it tells the controller whether the caller runs on the main
    ///     actor, so that bindings and main-actor observers are told before this returns.
    public func setTheme(_ theme: some Theme, isolation: isolated (any Actor)? = #isolation) {
        let resolved = ResolvedTheme.resolving(theme)
        let pair = resolved.adaptiveTheme
        commit(isolation: isolation) { state in
            state.selected = resolved
            state.pair = pair
            return pair?.variant(state.variant) ?? resolved
        }
    }

    /// Makes the theme a registry knows by `name` current.
    ///
    /// The name is matched as ``ThemeRegistry/resolve(_:)`` does: identifier, then Swift type
    /// name, then either ignoring case. When the name is unknown the current theme is kept.
    ///
    /// - Returns: The theme that is now current.
    /// - Throws: ``ThemeError/Code/unknownTheme``.
    @discardableResult
    public func setTheme(
        named name: String,
        in registry: ThemeRegistry,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ThemeError) -> ResolvedTheme {
        let theme = try registry.resolve(name)
        setTheme(theme, isolation: isolation)
        return current
    }

    /// Applies a backend's selection: resolves it against `registry`, audits what its overrides do
    /// to contrast, makes it current, and hands back what is worth logging.
    ///
    /// Under ``ContrastPolicy/warn`` (the default) a selection whose overrides leave a pair below
    /// the WCAG level the named theme meets is applied, and each such pair is among the
    /// resolution's ``ThemeSelection/Resolution/warnings`` (with the payload's own warnings, such as
    /// an unknown role); under ``ContrastPolicy/strict`` it is refused.
    ///
    /// ```swift
    /// let resolution = try controller.apply(selection, in: .builtIn)
    /// for warning in resolution.warnings { logger.warning("\(warning)") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: What the backend sent.
    ///   - registry: The themes to choose from.
    ///   - policy: Whether overrides that lower contrast are applied with warnings (the default) or
    ///     refused.
    ///   - isolation: Leave it out (see ``setTheme(_:isolation:)``).
    /// - Returns: The theme applied and the warnings worth logging
    ///   (``ThemeSelection/resolution(in:contrast:)``).
    /// - Throws: ``ThemeError`` when the selection names no registered theme, an override's
    ///   reference names nothing, or the overrides lower contrast under ``ContrastPolicy/strict``;
    ///   the current theme is kept.
    @discardableResult
    public func apply(
        _ selection: ThemeSelection,
        in registry: ThemeRegistry,
        contrast policy: ContrastPolicy = .warn,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ThemeError) -> ThemeSelection.Resolution {
        let resolution = try selection.resolution(in: registry, contrast: policy)
        setTheme(resolution.theme, isolation: isolation)
        return resolution
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
        setTheme(theme, isolation: nil)
    }

    /// Makes the default theme current again.
    public func resetToDefault(isolation: isolated (any Actor)? = #isolation) {
        setTheme(defaultTheme, isolation: isolation)
    }

    /// Calls `handler` after every change of theme until the returned observation is cancelled
    /// or released.
    ///
    /// The handler runs on the thread that made the change (or, when changes race, on the thread
    /// delivering them, or on a background queue), never while the controller's lock is held. It is told every change made
    /// after this call returns. For UI work use ``observeOnMain(_:)``, which runs on the main
    /// actor.
    ///
    /// - Returns: An observation. Keep it (in a property) for as long as you want to be told;
    ///   cancel it, or release it, to stop. ``observe(owner:_:)`` needs nothing kept.
    public func observe(_ handler: @escaping @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        let id = state.withLock { state in state.observers.append(handler, since: state.sequence) }
        return ThemeObservation { [weak self] in
            self?.state.withLock { state in state.observers.remove(id) }
        }
    }

    /// The number of observers currently registered.
    var observerCount: Int {
        state.withLock { $0.observers.count }
    }
}
