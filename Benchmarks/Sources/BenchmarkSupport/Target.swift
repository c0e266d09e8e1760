/// What a scenario must show: a ceiling, a speed-up over another scenario, linear growth, or
/// several of these at once. The figures come from the performance table in DESIGN.md.
public struct Target: Sendable {
    /// One requirement of a target.
    public enum Requirement: Sendable {
        /// The median must be at most this value, in the scenario's unit.
        case atMost(Double)
        /// The scenario must be at least `factor` times faster than the scenario with id `peer`,
        /// both measured in the same run.
        case fasterThan(peer: String, factor: Double)
        /// The cost per item must stay within `tolerance` times the cost per item of the scenario
        /// with id `reference`; `items` and `referenceItems` are the item counts of the two rows.
        case linear(reference: String, items: Int, referenceItems: Int, tolerance: Double)
        /// The median as a multiple of the median of the scenario with id `reference`, measured in
        /// the same run, shown in the comparison column; at most `factor` times it when given.
        case ratio(to: String, atMost: Double?)
    }

    /// The DESIGN.md wording of the target, shown in the table.
    public var label: String
    /// Everything that must hold for the target to be met.
    public var requirements: [Requirement]
    /// Why the target is only indicative here (e.g. the feature it names is not built yet).
    public var caveat: String?

    /// Creates a target.
    public init(_ label: String, _ requirements: [Requirement], caveat: String? = nil) {
        self.label = label
        self.requirements = requirements
        self.caveat = caveat
    }
}
