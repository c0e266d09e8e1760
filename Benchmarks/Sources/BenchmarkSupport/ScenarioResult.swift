/// What one scenario measured, and whether it met its target.
public struct ScenarioResult {
    /// Whether a target was met.
    public enum Status: Equatable {
        /// Every requirement holds.
        case met
        /// A requirement does not hold; the text states the gap.
        case missed(String)
        /// The scenario has no target; it is measured for information.
        case informational
        /// The scenario could not run; the text says why.
        case failed(String)
        /// The scenario chose not to measure here (see ``ScenarioSkipped``); the text says why.
        /// A skipped scenario has no samples and its target is neither met nor missed.
        case skipped(String)
    }

    /// The scenario.
    public var scenario: Scenario
    /// The samples, in the scenario's unit.
    public var samples: [Double]
    /// Operations or items per sample.
    public var itemsPerSample: Int
    /// A remark from the measurement.
    public var note: String?
    /// The comparison with another scenario, when the target names one: "231x faster than …".
    public var comparison: String?
    /// The verdict against the target.
    public var status: Status

    /// The median sample.
    public var median: Double { Statistics.median(samples) }
    /// The fastest sample.
    public var minimum: Double { samples.min() ?? .nan }
    /// The slowest sample.
    public var maximum: Double { samples.max() ?? .nan }
}
