extension ContrastAudit {
    /// The colours an audit proposes so that every pair reaches a level, and the audit of the
    /// result.
    ///
    /// Fixes change as little as they can. For each failing pair the foreground (the on-colour,
    /// the text colour, the outline) moves to ``ThemeColor/closestColor(reaching:against:)``: the
    /// same hue and chroma at the nearest lightness that reaches the ratio, so brand colours,
    /// which are usually the backgrounds, stay as they are. Only when no foreground can reach the
    /// ratio does the background move instead. A role read in several pairs (`onBackground` under
    /// every text style) is fixed once, for the most demanding of them.
    public struct Fixes: Hashable, Sendable {
        /// One palette role given a new colour.
        public struct Change: Hashable, Sendable {
            /// The role changed.
            public let role: ColorRole
            /// Its colour in the audited palette.
            public let original: ThemeColor
            /// The colour proposed.
            public let replacement: ThemeColor
        }

        /// One additional pair given new colours.
        public struct PairChange: Hashable, Sendable {
            /// The pair as audited.
            public let original: Pair
            /// The pair with the proposed colours.
            public let replacement: Pair
        }

        /// The level the fixes aim for.
        public let level: ContrastLevel
        /// The roles whose colours change, in ``ColorRole`` order.
        public let changes: [Change]
        /// The additional pairs whose colours change, in audit order.
        public let pairChanges: [PairChange]
        /// The audited palette with every change made.
        public let palette: ThemePalette
        /// The audit of the fixed palette and pairs.
        public let audit: ContrastAudit

        /// The pairs that still fail ``level`` after fixing: those no lightness of either colour
        /// can fix, such as a translucent foreground that cannot reach 7:1.
        public var unresolved: [Result] {
            audit.failures(at: level)
        }

        /// Whether every pair reaches ``level`` after fixing.
        public var isComplete: Bool {
            unresolved.isEmpty
        }
    }

    /// The smallest colour changes that make every pair reach `level`.
    ///
    /// ```swift
    /// let fixes = ContrastAudit(brandTheme).proposedFixes(at: .aa)
    /// for change in fixes.changes {
    ///     print(change.role, change.original.hex, "->", change.replacement.hex)
    /// }
    /// let fixed = fixes.palette   // use it for a corrected theme
    /// ```
    ///
    /// Fixing one pair can move a colour another pair uses (when a background has to move), so the
    /// audit runs again after each round of fixes, up to four rounds.
    ///
    /// - Parameter level: The level to reach.
    /// - Returns: The changes, the fixed palette and its audit. When everything already passes,
    ///   there are no changes.
    public func proposedFixes(at level: ContrastLevel) -> Fixes {
        var fixedPalette = palette
        for _ in 0..<4 {
            let roleResults = ContrastAudit(palette: fixedPalette, fontStyles: fontStyles).results
            guard roleResults.contains(where: { !$0.passes(level) }) else { break }
            for (foreground, background, target) in Self.roleTargets(roleResults, at: level) {
                let fixed = Self.fix(
                    foreground: fixedPalette[foreground],
                    background: fixedPalette[background],
                    target: target
                )
                fixedPalette =
                    fixedPalette
                    .replacing(foreground, with: fixed.foreground)
                    .replacing(background, with: fixed.background)
            }
        }
        let changes = ColorRole.allCases.compactMap { role -> Fixes.Change? in
            guard fixedPalette[role] != palette[role] else { return nil }
            return Fixes.Change(role: role, original: palette[role], replacement: fixedPalette[role])
        }
        let pairChanges = additionalPairs.compactMap { pair -> Fixes.PairChange? in
            let target = pair.kind.minimumRatio(at: level)
            let fixed = Self.fix(foreground: pair.foreground, background: pair.background, target: target)
            guard fixed.foreground != pair.foreground || fixed.background != pair.background else { return nil }
            return Fixes.PairChange(
                original: pair,
                replacement: pair.with(foreground: fixed.foreground, background: fixed.background)
            )
        }
        let fixedPairs = additionalPairs.map { pair in
            pairChanges.first { $0.original == pair }?.replacement ?? pair
        }
        return Fixes(
            level: level,
            changes: changes,
            pairChanges: pairChanges,
            palette: fixedPalette,
            audit: ContrastAudit(palette: fixedPalette, fontStyles: fontStyles, additionalPairs: fixedPairs)
        )
    }

    /// Each role pair with a failing result, once, with the highest ratio any of its results needs.
    private static func roleTargets(
        _ results: [Result],
        at level: ContrastLevel
    ) -> [(foreground: ColorRole, background: ColorRole, target: Double)] {
        var targets: [(foreground: ColorRole, background: ColorRole, target: Double)] = []
        for result in results where !result.passes(level) {
            guard let foreground = result.pair.foregroundRole, let background = result.pair.backgroundRole,
                !targets.contains(where: { $0.foreground == foreground && $0.background == background })
            else { continue }
            let sameRoles = results.filter {
                $0.pair.foregroundRole == foreground && $0.pair.backgroundRole == background
            }
            let strictest = sameRoles.map { $0.minimumRatio(at: level) }.max() ?? result.minimumRatio(at: level)
            targets.append((foreground, background, strictest))
        }
        return targets
    }

    /// The foreground moved to reach `target`, else the background moved, else both unchanged.
    private static func fix(
        foreground: ThemeColor,
        background: ThemeColor,
        target: Double
    ) -> (foreground: ThemeColor, background: ThemeColor) {
        if foreground.contrastRatio(with: background) >= target { return (foreground, background) }
        if let fixed = foreground.closestColor(reaching: target, against: background) { return (fixed, background) }
        if let fixed = background.closestColor(reaching: target, against: foreground) { return (foreground, fixed) }
        return (foreground, background)
    }
}
