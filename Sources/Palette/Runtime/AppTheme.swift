/// The app's current theme: a global facade over one shared ``ThemeController``.
///
/// Read the current theme anywhere, from any thread:
///
/// ```swift
/// label.textColor = UIColor(AppTheme.current.palette.onBackground)
/// ```
///
/// and switch it when the user or the backend chooses:
///
/// ```swift
/// AppTheme.setTheme(AlternativeTheme())
/// try AppTheme.setTheme(named: "alternative", in: .builtIn)
/// try AppTheme.apply(ThemeSelection(json: payload), in: .builtIn)
/// ```
///
/// ``current`` is never `nil`: it is ``DefaultTheme`` until something else is set, or the theme
/// type a white-label build chose with ``bootstrap(_:)``. Unlike a logging bootstrap, themes
/// switch at run time, so ``setTheme(_:isolation:)`` may be called at any time from any thread.
///
/// The facade forwards the few calls people reach for everywhere; the shared ``controller``
/// carries the rest, as swift-log's `Logger` carries what `LoggingSystem` does not: appearance
/// and contrast, bindings and styles, main-actor observation, persistence.
///
/// ```swift
/// AppTheme.controller.setAppearance(.dark)
/// AppTheme.controller.bind(label, \.textColor) { UIColor($0.palette.onBackground) }
/// ```
public enum AppTheme {
    /// The shared controller behind the facade; observe it, or pass it to code that takes one.
    public static let controller = ThemeController()

    /// The current theme, resolved, so reading a role is a stored-value load.
    @_alwaysEmitIntoClient public static var current: ResolvedTheme {
        controller.current
    }

    /// Makes `theme` current and notifies observers.
    ///
    /// Leave `isolation` out: it tells the controller whether the caller runs on the main actor,
    /// so that bindings re-apply before this returns.
    @_alwaysEmitIntoClient
    public static func setTheme(_ theme: some Theme, isolation: isolated (any Actor)? = #isolation) {
        controller.setTheme(theme, isolation: isolation)
    }

    /// Makes the theme a registry knows by `name` current; unknown names keep the current theme.
    ///
    /// - Returns: The theme that is now current.
    /// - Throws: ``ThemeError/Code/unknownTheme`` naming the theme,
    ///   listing those available and suggesting the closest.
    @_alwaysEmitIntoClient @discardableResult
    public static func setTheme(
        named name: String,
        in registry: ThemeRegistry,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ThemeError) -> ResolvedTheme {
        try controller.setTheme(named: name, in: registry, isolation: isolation)
    }

    /// Applies a backend's ``ThemeSelection`` and hands back the theme applied and the warnings
    /// worth logging; on error the current theme is kept.
    ///
    /// Overrides that leave a pair below the WCAG level the named theme meets are warnings, or
    /// with `contrast: .strict` an error (see ``ThemeController/apply(_:in:contrast:isolation:)``).
    @_alwaysEmitIntoClient @discardableResult
    public static func apply(
        _ selection: ThemeSelection,
        in registry: ThemeRegistry,
        contrast policy: ContrastPolicy = .warn,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ThemeError) -> ThemeSelection.Resolution {
        try controller.apply(selection, in: registry, contrast: policy, isolation: isolation)
    }

    /// Chooses the theme type this build ships with, at compile time.
    ///
    /// White-label apps build one binary per brand; each picks its theme type with a
    /// compilation condition and bootstraps it first thing at launch:
    ///
    /// ```swift
    /// #if ACME
    /// typealias BrandTheme = AcmeTheme
    /// #else
    /// typealias BrandTheme = DefaultTheme
    /// #endif
    ///
    /// AppTheme.bootstrap(BrandTheme.self)
    /// ```
    ///
    /// The type becomes both the current theme and the default that
    /// ``ThemeController/resetToDefault(isolation:)`` and a failed restore fall back to.
    @_alwaysEmitIntoClient public static func bootstrap<T: CompiledTheme>(_ type: T.Type) {
        controller.bootstrap(type)
    }

    /// Calls `handler` after every theme change until the observation is cancelled or released;
    /// see ``ThemeController/observe(_:)``.
    ///
    /// - Returns: An observation. Keep it, in a property, for as long as `handler` should be
    ///   called: a local constant releases it when the function returns, and observing stops.
    ///   ``ThemeController/observe(owner:_:)`` ties observing to an object's lifetime instead,
    ///   with nothing to keep.
    @_alwaysEmitIntoClient
    public static func observe(_ handler: @escaping @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        controller.observe(handler)
    }

    /// Puts the shared controller back to ``DefaultTheme``, light appearance, standard contrast,
    /// posting to the default notification center, for tests.
    static func resetForTesting() {
        controller.notificationCenter = .default
        controller.setVariant(.light, isolation: nil)
        controller.bootstrap(DefaultTheme.self)
    }
}
