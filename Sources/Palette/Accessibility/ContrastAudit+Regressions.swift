internal import InternalPaletteUtilities

extension ContrastAudit {
    /// A pair that a change to a theme (a backend's ``ThemeOverrides``, or a theme file that
    /// `extends` it) leaves below the WCAG level the theme met before the change.
    ///
    /// ```swift
    /// for regression in ContrastAudit.regressions(from: acme, to: overridden) {
    ///     log(regression)
    ///     // overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'acme' meets
    /// }
    /// ```
    public struct Regression: Equatable, Sendable, CustomStringConvertible {
        /// The pair as the original theme has it.
        public let before: Result
        /// The pair after the change.
        public let after: Result
        /// The level the pair reached before and no longer reaches: the level the original theme
        /// (or variant) meets (the highest level every pair of it reaches, else AA).
        public let level: ContrastLevel
        /// The identifier of the original theme.
        public let themeID: String
        /// The variant of an adaptive theme the pair is in; `nil` for a plain theme.
        public let variant: ThemeVariant?
        /// Whether the original theme (or variant) meets ``level`` on every pair, rather than on
        /// this pair only.
        package let themeMeetsLevel: Bool
        /// The identifier of the theme that made the change, a theme file that extends the original
        /// theme; `nil` for overrides.
        package let changedThemeID: String?

        /// `overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'acme'
        /// meets`, with the variant when there is one; for a theme that extends the original,
        /// `'acme-dark' leaves …` instead of `overrides leave …`.
        public var description: String {
            let ratio = NumberText.ratio(after.ratio)
            let needed = NumberText.ratio(after.minimumRatio(at: level))
            let place = variant.map { " in the \($0) variant" } ?? ""
            let meets = themeMeetsLevel ? "that '\(themeID)' meets" : "that this pair meets in '\(themeID)'"
            let subject = changedThemeID.map { "'\($0)' leaves" } ?? "overrides leave"
            return "\(subject) \(after.pair.name) at \(ratio)\(place), below \(level.rawValue) \(needed) \(meets)"
        }
    }

    /// The level a changed version of the audited colours is held to: the highest WCAG level
    /// every pair reaches, or ``ContrastLevel/aa`` when some pair fails even that (then only the
    /// pairs that reach AA are held to it).
    var levelToKeep: ContrastLevel {
        ContrastLevel.allCases.last(where: passes) ?? .aa
    }

    /// The pairs of `changed` that fall below the level this audit meets although they reach it
    /// here.
    ///
    /// The level is the highest WCAG level every pair here reaches, or AA when some pair fails
    /// even that. Pairs of the same two roles are reported once, by the first in audit order
    /// (`onBackground on background` for every text style on the page, as it needs the most). A pair that already fails the level here is not counted against the change. Pairs are
    /// matched by name, so both audits should be of the same pairs (a palette and its overridden
    /// version).
    ///
    /// - Parameters:
    ///   - changed: The audit of the changed colours and type styles.
    ///   - themeID: The identifier of the theme this audit is of, for the description.
    ///   - variant: The variant the pairs are in, if the theme is adaptive.
    ///   - changedThemeID: The identifier of the theme `changed` is of, when it is a theme that
    ///     extends this one rather than overrides laid over it, for the description.
    /// - Returns: The regressions, in audit order.
    package func regressions(
        in changed: ContrastAudit,
        themeID: String,
        variant: ThemeVariant? = nil,
        changedThemeID: String? = nil
    ) -> [Regression] {
        let level = levelToKeep
        let themeMeetsLevel = passes(level)
        let changedByName = Dictionary(changed.results.map { ($0.pair.name, $0) }) { first, _ in first }
        // Whether a pair of roles is reported, at `foreground * count + background`.
        let roleCount = ColorRole.allCases.count
        var reportedRoles = [Bool](repeating: false, count: roleCount * roleCount)
        return results.compactMap { before in
            guard before.passes(level), let after = changedByName[before.pair.name], !after.passes(level) else {
                return nil
            }
            // `onBackground on background` stands for the text styles set in the same colours.
            if let foreground = after.pair.foregroundRole, let background = after.pair.backgroundRole {
                let pair = foreground.caseIndex * roleCount + background.caseIndex
                guard !reportedRoles[pair] else { return nil }
                reportedRoles[pair] = true
            }
            return Regression(
                before: before,
                after: after,
                level: level,
                themeID: themeID,
                variant: variant,
                themeMeetsLevel: themeMeetsLevel,
                changedThemeID: changedThemeID
            )
        }
    }

    /// The pairs a change leaves below the level the original theme meets, in every variant when
    /// the theme is adaptive (variant by variant, each against the same variant of the original).
    ///
    /// - Parameters:
    ///   - base: The theme before the change.
    ///   - changed: The theme after it, such as ``ThemeOverrides/applied(to:)`` of `base`.
    /// - Returns: The regressions, variant by variant in ``ThemeVariant`` order, in audit order.
    public static func regressions(from base: ResolvedTheme, to changed: ResolvedTheme) -> [Regression] {
        guard let adaptive = base.adaptiveTheme else {
            return ContrastAudit(base).regressions(in: ContrastAudit(changed), themeID: base.id)
        }
        let changedVariants = changed.adaptiveTheme
        return adaptive.definedVariants.flatMap { variant in
            ContrastAudit(adaptive.variant(variant))
                .regressions(
                    in: ContrastAudit(changedVariants?.variant(variant) ?? changed),
                    themeID: base.id,
                    variant: variant
                )
        }
    }
}
