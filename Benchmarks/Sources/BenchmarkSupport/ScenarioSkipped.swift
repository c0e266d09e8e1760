/// Thrown by a scenario that cannot measure here: a fixture it reads is absent, or the run is
/// `--quick` and the scenario takes seconds. The scenario is reported as skipped, with the
/// reason, and never counts as a target met.
///
/// ```swift
/// guard !options.isQuick else { throw ScenarioSkipped("swiftc takes seconds; not under --quick") }
/// ```
public struct ScenarioSkipped: Error, CustomStringConvertible {
    /// Why nothing was measured.
    public var reason: String

    /// Creates the error.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { "skipped: \(reason)" }
}
