import Foundation

extension AppTheme {
    /// The theme last chosen: ``current``, or the ``AdaptiveTheme`` pair it is a variant of; see
    /// ``ThemeController/selectedTheme``.
    public static var selectedTheme: ResolvedTheme {
        controller.selectedTheme
    }

    /// Whether light or dark content is showing; see ``ThemeController/appearance``.
    public static var appearance: ThemeAppearance {
        controller.appearance
    }

    /// Shows the variants for `appearance`: a switch like any other, telling observers and
    /// re-applying bindings when it changes.
    public static func setAppearance(_ appearance: ThemeAppearance, isolation: isolated (any Actor)? = #isolation) {
        controller.setAppearance(appearance, isolation: isolation)
    }

    /// Whether standard or increased contrast is asked for; see ``ThemeController/contrast``.
    public static var contrast: ThemeContrast {
        controller.contrast
    }

    /// Shows the variants for `contrast`: a switch like any other, telling observers and
    /// re-applying bindings when it changes.
    public static func setContrast(_ contrast: ThemeContrast, isolation: isolated (any Actor)? = #isolation) {
        controller.setContrast(contrast, isolation: isolation)
    }

    /// The variant showing: ``appearance`` and ``contrast``; see ``ThemeController/variant``.
    public static var variant: ThemeVariant {
        controller.variant
    }

    /// Shows the variants for an appearance and a contrast at once: one switch, not two.
    public static func setVariant(_ variant: ThemeVariant, isolation: isolated (any Actor)? = #isolation) {
        controller.setVariant(variant, isolation: isolation)
    }

    /// Every change made after iteration starts, in order; see ``ThemeChanges``.
    public static var changes: ThemeChanges {
        controller.changes
    }

    /// Calls `handler` on the main actor after every change until the observation is cancelled
    /// or released; see ``ThemeController/observeOnMain(_:)``.
    ///
    /// - Returns: An observation. Keep it, in a property, for as long as `handler` should be
    ///   called; ``observeOnMain(owner:_:)`` needs nothing kept.
    public static func observeOnMain(
        _ handler: @escaping @MainActor @Sendable (ThemeChange) -> Void
    )
        -> ThemeObservation
    {
        controller.observeOnMain(handler)
    }

    /// Calls `handler` with `owner` on the main actor after every change, for as long as `owner`
    /// lives, holding it weakly; nothing to keep. See ``ThemeController/observeOnMain(owner:_:)``.
    ///
    /// ```swift
    /// AppTheme.observeOnMain(owner: self) { header, change in header.applyTheme() }
    /// ```
    public static func observeOnMain<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @MainActor @Sendable (Owner, ThemeChange) -> Void
    ) {
        controller.observeOnMain(owner: owner, handler)
    }

    /// Calls `handler` with `owner` after every change, for as long as `owner` lives, holding it
    /// weakly; nothing to keep. See ``ThemeController/observe(owner:_:)``.
    public static func observe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, ThemeChange) -> Void
    ) {
        controller.observe(owner: owner, handler)
    }

    /// Binds a property of an object to a function of the theme, on the main actor; see
    /// ``ThemeController/bind(_:_:to:)``.
    ///
    /// ```swift
    /// AppTheme.bind(titleLabel, \.textColor) { UIColor($0.palette.onSurface) }
    /// ```
    @MainActor
    @discardableResult
    public static func bind<Object: AnyObject, Value>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        to transform: @escaping @MainActor (ResolvedTheme) -> Value
    ) -> ThemeBinding {
        controller.bind(object, keyPath, to: transform)
    }

    /// Binds an object to a closure that styles it, on the main actor; see
    /// ``ThemeController/bind(_:key:apply:)``.
    @MainActor
    @discardableResult
    public static func bind<Object: AnyObject>(
        _ object: Object,
        key: String,
        apply: @escaping @MainActor (Object, ResolvedTheme) -> Void
    ) -> ThemeBinding {
        controller.bind(object, key: key, apply: apply)
    }

    /// Applies a style to an object, binding it; see ``ThemeController/apply(_:to:)-(Style<Target>,_)``.
    @MainActor
    @discardableResult
    public static func apply<Target: AnyObject>(_ style: Style<Target>, to object: Target) -> ThemeBinding {
        controller.apply(style, to: object)
    }

    /// Makes the stored choice current at start-up, falling back to the default theme when
    /// nothing usable is stored; see ``ThemeController/restore(from:in:isolation:)``.
    ///
    /// ```swift
    /// AppTheme.restore(from: UserDefaultsThemeStore(), in: .builtIn) { problem in
    ///     logger.warning("stored theme ignored: \(problem)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: Where the choice is kept.
    ///   - registry: The themes the stored name is looked up in.
    ///   - isolation: Leave it out; see ``setTheme(_:isolation:)``.
    ///   - diagnostics: Told why, when a stored choice could not be used (a name no longer
    ///     registered, a corrupt store); never called otherwise.
    /// - Returns: What was done.
    @discardableResult
    public static func restore(
        from store: some ThemeStore,
        in registry: ThemeRegistry,
        isolation: isolated (any Actor)? = #isolation,
        diagnostics: (ThemeError) -> Void = { _ in }
    ) -> ThemeController.RestoreOutcome {
        let outcome = controller.restore(from: store, in: registry, isolation: isolation)
        if let error = outcome.error { diagnostics(error) }
        return outcome
    }

    /// Saves the chosen theme to `store` after every later switch, until the observation is
    /// cancelled or released; see ``ThemeController/persistChoice(to:onFailure:)``.
    ///
    /// - Returns: An observation. Keep it for as long as choices should be saved: in a property
    ///   of the app delegate or the `App`, not a local that ends with the function.
    public static func persistChoice(
        to store: some ThemeStore,
        onFailure: @escaping @Sendable (ThemeError) -> Void = { _ in }
    ) -> ThemeObservation {
        controller.persistChoice(to: store, onFailure: onFailure)
    }
}
