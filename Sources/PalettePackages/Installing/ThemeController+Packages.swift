import Palette

extension ThemeController {
    /// Applies a backend's selection, installing the theme package it names first.
    ///
    /// For a payload such as
    /// `{"theme": "summer", "package": {"url": "https://…/theme-package.json", "sha256": "…"}}`,
    /// the package is installed with `packages` (or found installed), its theme registered beside
    /// `registry`'s, and then the selection is applied as ``/Palette/ThemeController/apply(_:in:contrast:isolation:)``
    /// applies it. The current theme stays current until all of that has succeeded: while the
    /// package downloads, and when anything fails, the user sees the theme they saw.
    ///
    /// ```swift
    /// let selection = try ThemeSelection(json: responseBody)
    /// let resolution = try await controller.apply(selection, in: .builtIn, packages: packages)
    /// for warning in resolution.warnings { logger.warning("\(warning)") }
    /// ```
    ///
    /// A selection without a package is applied at once, as the synchronous `apply` does.
    ///
    /// - Parameters:
    ///   - selection: What the backend sent.
    ///   - registry: The themes to choose from, besides the package's.
    ///   - packages: Where packages are installed.
    ///   - policy: Whether overrides that lower contrast are applied with warnings or refused.
    ///   - isolation: Leave it out (see ``/Palette/ThemeController/setTheme(_:isolation:)``).
    /// - Returns: The theme applied and the warnings worth logging; when the package's server could
    ///   not be reached and the version installed before serves, the download's error is among
    ///   them.
    /// - Throws: ``/Palette/ThemeError``: what ``ThemePackages/install(from:sha256:)`` throws, the package's
    ///   theme that does not load, or what applying the selection throws. The current theme is kept.
    @discardableResult
    public func apply(
        _ selection: ThemeSelection,
        in registry: ThemeRegistry,
        packages: ThemePackages,
        contrast policy: ContrastPolicy = .warn,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(ThemeError) -> ThemeSelection.Resolution {
        guard let reference = selection.package else {
            return try apply(selection, in: registry, contrast: policy, isolation: isolation)
        }
        let installation = try await packages.install(reference)
        var registry = registry
        try packages.register(installation.package, in: &registry)
        let resolution = try apply(selection, in: registry, contrast: policy, isolation: isolation)
        guard case .offline(let error) = installation.outcome else { return resolution }
        return resolution.addingWarnings([ThemeWarning(error)])
    }
}

extension AppTheme {
    /// Applies a backend's selection to the shared controller, installing the theme package it
    /// names first; see ``ThemeController/apply(_:in:packages:contrast:isolation:)``.
    @discardableResult
    public static func apply(
        _ selection: ThemeSelection,
        in registry: ThemeRegistry,
        packages: ThemePackages,
        contrast policy: ContrastPolicy = .warn,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(ThemeError) -> ThemeSelection.Resolution {
        try await controller.apply(selection, in: registry, packages: packages, contrast: policy, isolation: isolation)
    }
}
