/// One thing the benchmark measures, with the target it is held to.
///
/// Scenarios are plain values in tables (see `Catalog.all` in the executable), so adding one
/// when a feature lands is adding a row:
///
/// ```swift
/// Scenario(
///     id: "payload.decode-resolve",
///     group: "Backend payload",
///     name: "ThemeSelection(json:) + resolve(in: .builtIn)",
///     unit: .microseconds,
///     target: Target("<= 20 us", [.atMost(20)])
/// ) {
///     let payload = Array(#"{"theme": "alternative"}"#.utf8)
///     return { iterations in
///         for _ in 0..<iterations { blackHole(try? ThemeSelection(json: payload).resolve(in: .builtIn)) }
///     }
/// }
/// ```
public struct Scenario {
    /// How a scenario is measured.
    public enum Kind {
        /// The harness times it: `prepare` builds whatever state the scenario needs (outside the
        /// timing) and returns a body that performs the operation `iterations` times.
        case operations(prepare: () throws -> (_ iterations: Int) -> Void)
        /// The scenario measures itself (memory, whole processes) and returns its samples.
        case custom(measure: (RunOptions) throws -> CustomMeasurement)
    }

    /// A stable identifier for filters, comparisons and the JSON output: `role-read.app-theme`.
    public var id: String
    /// The group the scenario is listed under in the table.
    public var group: String
    /// What is measured, as a reader of the table understands it.
    public var name: String
    /// The unit the figures are shown in.
    public var unit: MeasurementUnit
    /// The target from DESIGN.md, if one applies.
    public var target: Target?
    /// How it is measured.
    public var kind: Kind

    /// A scenario the harness times per operation.
    public init(
        id: String,
        group: String,
        name: String,
        unit: MeasurementUnit = .nanoseconds,
        target: Target? = nil,
        prepare: @escaping () throws -> (_ iterations: Int) -> Void
    ) {
        self.init(id: id, group: group, name: name, unit: unit, target: target, kind: .operations(prepare: prepare))
    }

    /// A scenario with its own measurement.
    public init(
        id: String,
        group: String,
        name: String,
        unit: MeasurementUnit,
        target: Target? = nil,
        measure: @escaping (RunOptions) throws -> CustomMeasurement
    ) {
        self.init(id: id, group: group, name: name, unit: unit, target: target, kind: .custom(measure: measure))
    }

    /// A scenario of any kind.
    public init(id: String, group: String, name: String, unit: MeasurementUnit, target: Target?, kind: Kind) {
        self.id = id
        self.group = group
        self.name = name
        self.unit = unit
        self.target = target
        self.kind = kind
    }
}

/// The samples a ``Scenario/Kind/custom(measure:)`` scenario took, in the scenario's unit.
public struct CustomMeasurement {
    /// One value per sample; the table reports their median.
    public var samples: [Double]
    /// How many operations or items each sample covered.
    public var itemsPerSample: Int
    /// A remark shown beside the figure, e.g. how it was measured.
    public var note: String?

    /// Creates a measurement.
    public init(samples: [Double], itemsPerSample: Int, note: String? = nil) {
        self.samples = samples
        self.itemsPerSample = itemsPerSample
        self.note = note
    }
}
