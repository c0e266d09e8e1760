import Palette

extension ThemeDiff {
    /// A contrast pair whose ratio or level differs between the two themes.
    public struct ContrastChange: Equatable, Sendable {
        /// The pair in the theme before the change.
        public let before: ContrastAudit.Result
        /// The pair in the theme after it.
        public let after: ContrastAudit.Result
        /// The regression this pair is, or shares with other pairs of the same two roles (every
        /// text style set in `onBackground` on `background` falls with it): the pair reached the
        /// level the theme before met, and no longer does. `nil` when the pair is no regression.
        public let regression: ContrastAudit.Regression?

        /// Whether the pair fell below the level the theme before the change met.
        public var isRegression: Bool { regression != nil }

        /// The pair's name, `onBackground on background`.
        public var name: String { after.pair.name }

        /// The pairs of two audits of the same pairs whose ratios differ by at least 0.005 (what
        /// shows at two decimals) or whose levels differ, regressions first.
        static func changes(
            from before: ContrastAudit,
            to after: ContrastAudit,
            regressions: [ContrastAudit.Regression]
        ) -> [ContrastChange] {
            let afterByName = Dictionary(after.results.map { ($0.pair.name, $0) }) { first, _ in first }
            let changes = before.results.compactMap { old -> ContrastChange? in
                guard let new = afterByName[old.pair.name],
                    abs(new.ratio - old.ratio) >= 0.005 || new.level != old.level
                else { return nil }
                let regression = regressions.first { regression in
                    regression.stands(for: new.pair) && old.passes(regression.level) && !new.passes(regression.level)
                }
                return ContrastChange(before: old, after: new, regression: regression)
            }
            return changes.filter(\.isRegression) + changes.filter { !$0.isRegression }
        }
    }
}

extension ContrastAudit.Regression {
    /// Whether this regression stands for `pair`: it is the pair, or a pair of the same two roles
    /// (``/Palette/ContrastAudit/regressions(from:to:)`` reports those once).
    func stands(for pair: ContrastAudit.Pair) -> Bool {
        if after.pair.name == pair.name { return true }
        guard let foreground = pair.foregroundRole, let background = pair.backgroundRole else { return false }
        return after.pair.foregroundRole == foreground && after.pair.backgroundRole == background
    }
}
