extension ContrastAudit {
    /// One audited pair: its contrast ratio and the WCAG levels it reaches.
    public struct Result: Equatable, Sendable {
        /// The pair audited.
        public let pair: Pair
        /// The WCAG 2.x contrast ratio, `1...21` (see ``ThemeColor/contrastRatio(with:)``).
        public let ratio: Double

        /// Audits one pair.
        ///
        /// - Parameter pair: The pair to measure.
        package init(pair: Pair) {
            self.pair = pair
            ratio = pair.foreground.contrastRatio(with: pair.background)
        }

        /// Whether the pair reaches a level for its kind.
        ///
        /// - Parameter level: The level to test.
        /// - Returns: `true` when ``ratio`` is at least the ratio its kind needs at `level` (``Kind/minimumRatio(at:)``).
        @_alwaysEmitIntoClient public func passes(_ level: ContrastLevel) -> Bool {
            ratio >= minimumRatio(at: level)
        }

        /// The ratio the pair needs at a level (``Kind/minimumRatio(at:)`` of its kind).
        @_alwaysEmitIntoClient package func minimumRatio(at level: ContrastLevel) -> Double {
            pair.kind.minimumRatio(at: level)
        }

        /// The highest level the pair reaches, or `nil` when it fails AA.
        @_alwaysEmitIntoClient public var level: ContrastLevel? {
            ContrastLevel.allCases.last(where: passes)
        }
    }
}
