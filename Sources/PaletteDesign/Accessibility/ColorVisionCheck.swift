import Palette

/// Whether colour roles that must be told apart stay apart for viewers with a colour-vision
/// deficiency.
///
/// An error shown in the primary colour's place must not look like the primary colour. For each
/// pair of roles and each ``ColorVisionDeficiency``, the check simulates both colours (Machado,
/// Oliveira and Fernandes 2009; luminance only for achromatopsia) and measures their OKLab
/// distance, ΔE_OK (the distance in OKLab). A pair closer than ``minimumDistance`` is a warning.
///
/// The default pairs are `error`/`primary`, `error`/`secondary` and `primary`/`secondary`: the
/// roles an app uses side by side to mean different things. The default minimum distance is
/// ``defaultMinimumDistance``, 0.1: five times the just-noticeable difference of 0.02, so that
/// the two colours differ at a glance and not only side by side, about what a ΔE of 10 is in
/// CIELAB.
///
/// ```swift
/// let check = ColorVisionCheck(palette: theme.palette)
/// for warning in check.warnings {
///     log("\(warning.pair) under \(warning.deficiency): ΔE_OK \(warning.distance)")
/// }
/// ```
public struct ColorVisionCheck: Hashable, Sendable {
    /// Two roles that must look different.
    public struct RolePair: Hashable, Sendable, CustomStringConvertible {
        /// One role.
        public let first: ColorRole
        /// The role it must not be confused with.
        public let second: ColorRole

        /// Names two roles that must look different.
        public init(_ first: ColorRole, _ second: ColorRole) {
            self.first = first
            self.second = second
        }

        /// `"error/primary"`.
        public var description: String { "\(first.rawValue)/\(second.rawValue)" }
    }

    /// One pair of roles under one deficiency.
    public struct Result: Hashable, Sendable {
        /// The roles compared.
        public let pair: RolePair
        /// The deficiency simulated.
        public let deficiency: ColorVisionDeficiency
        /// The first role's colour as the viewer sees it.
        public let simulatedFirst: ThemeColor
        /// The second role's colour as the viewer sees it.
        public let simulatedSecond: ThemeColor
        /// ΔE_OK between the two simulated colours.
        public let distance: Double
        /// ΔE_OK between the two colours for typical colour vision, for comparison.
        public let typicalDistance: Double
        /// Whether ``distance`` is below the check's minimum distance.
        public let isTooClose: Bool
    }

    /// The default pairs: `error`/`primary`, `error`/`secondary`, `primary`/`secondary`.
    public static let defaultPairs = [
        RolePair(.error, .primary), RolePair(.error, .secondary), RolePair(.primary, .secondary),
    ]

    /// The default minimum ΔE_OK between roles that must be told apart: 0.1.
    public static let defaultMinimumDistance = 0.1

    /// The minimum ΔE_OK this check used.
    public let minimumDistance: Double
    /// Every pair under every deficiency, pair by pair in the order given.
    public let results: [Result]

    /// Checks a palette.
    ///
    /// Translucent colours are composited over the palette's `background` first
    /// (``/Palette/ColorPalette/visibleColor(of:)``).
    ///
    /// - Parameters:
    ///   - palette: The colours to check.
    ///   - pairs: The roles that must be told apart; ``defaultPairs`` unless given.
    ///   - minimumDistance: The smallest acceptable ΔE_OK; ``defaultMinimumDistance`` unless given.
    public init(
        palette: some ColorPalette,
        pairs: [RolePair] = defaultPairs,
        minimumDistance: Double = defaultMinimumDistance
    ) {
        self.minimumDistance = minimumDistance
        var results: [Result] = []
        for pair in pairs {
            let first = palette.visibleColor(of: pair.first)
            let second = palette.visibleColor(of: pair.second)
            let typical = first.perceptualDistance(to: second)
            for deficiency in ColorVisionDeficiency.allCases {
                let simulatedFirst = first.simulating(deficiency)
                let simulatedSecond = second.simulating(deficiency)
                let distance = simulatedFirst.perceptualDistance(to: simulatedSecond)
                results.append(
                    Result(
                        pair: pair,
                        deficiency: deficiency,
                        simulatedFirst: simulatedFirst,
                        simulatedSecond: simulatedSecond,
                        distance: distance,
                        typicalDistance: typical,
                        isTooClose: distance < minimumDistance
                    )
                )
            }
        }
        self.results = results
    }

    /// The results whose colours are too close.
    public var warnings: [Result] {
        results.filter(\.isTooClose)
    }
}
