internal import InternalPaletteUtilities

extension ThemeSelection {
    /// A selection resolved against a registry: the theme, and what is worth logging about it.
    public struct Resolution: Equatable, Sendable {
        /// The theme the selection names, with its overrides laid over it.
        public let theme: ResolvedTheme
        /// The pairs the overrides leave below the level the named theme meets.
        public let loweredContrast: [ContrastAudit.Regression]
        /// The payload's ``ThemeSelection/warnings``, then each pair the overrides leave below the
        /// level the named theme meets, as ``ThemeError/Code/loweredContrast`` at
        /// the override (`overrides.palette.onBackground`), with its line and column when the
        /// selection was decoded from JSON text.
        public let warnings: [ThemeWarning]
    }

    /// The theme this selection names in `registry`, with its overrides laid over it and audited:
    /// every pair ``ContrastAudit`` checks that the overrides leave below the WCAG level the named
    /// theme meets (in every variant of an adaptive theme) is a warning, or with
    /// ``ContrastPolicy/strict`` an error. A pair the named theme already fails is not counted.
    ///
    /// ```swift
    /// let resolution = try selection.resolution(in: .builtIn)
    /// for warning in resolution.warnings { log(warning) }
    /// // lowered contrast of '#FEFEFE on #FFFFFF' at 'overrides.palette.onBackground': overrides leave
    /// // onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets
    /// AppTheme.setTheme(resolution.theme)
    /// ```
    ///
    /// - Parameters:
    ///   - registry: The themes to choose from.
    ///   - policy: Whether lowered contrast is a warning (the default) or an error.
    /// - Returns: The theme and the warnings.
    /// - Throws: ``resolve(in:)``'s errors; with ``ContrastPolicy/strict``, a lowered pair as
    ///   ``ThemeError/Code/loweredContrast``, several as
    ///   ``ThemeError/Code/invalidDocument``.
    public func resolution(
        in registry: ThemeRegistry,
        contrast policy: ContrastPolicy = .warn
    ) throws(ThemeError) -> Resolution {
        let base = try registry.resolve(theme)
        guard let overrides else { return Resolution(theme: base, loweredContrast: [], warnings: warnings) }
        let theme = try applied(to: base)
        let regressions = ContrastAudit.regressions(from: base, to: theme)
        let lowered = overrides.contrastProblems(
            regressions,
            at: JSONPath.root.appending("overrides"),
            source: overridesSource
        )
        if policy.rejectsLoweredContrast, !lowered.isEmpty {
            throw lowered.count == 1 ? lowered[0] : .invalidDocument(file: nil, problems: lowered)
        }
        return Resolution(theme: theme, loweredContrast: regressions, warnings: warnings + lowered.asWarnings)
    }
}

extension ThemeSelection.Resolution {
    /// The same resolution with `warnings` added after its own, for what applied it and has more
    /// to say (a theme package served from disk because its server could not be reached).
    package func addingWarnings(_ extra: [ThemeWarning]) -> ThemeSelection.Resolution {
        ThemeSelection.Resolution(theme: theme, loweredContrast: loweredContrast, warnings: warnings + extra)
    }
}
