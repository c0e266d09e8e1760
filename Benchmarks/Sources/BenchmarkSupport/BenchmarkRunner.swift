/// Runs scenarios and judges them against their targets.
public struct BenchmarkRunner {
    /// How long and how often to measure.
    public var options: RunOptions
    /// Told when a scenario starts, for progress on standard error.
    public var progress: (Scenario) -> Void

    /// Creates a runner.
    public init(options: RunOptions, progress: @escaping (Scenario) -> Void = { _ in }) {
        self.options = options
        self.progress = progress
    }

    /// Measures every scenario in order, then evaluates the targets (which may compare rows).
    public func run(_ scenarios: [Scenario]) -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        for scenario in scenarios {
            progress(scenario)
            results.append(measure(scenario))
        }
        return TargetEvaluator(results: results).evaluated()
    }

    /// Measures one scenario; an error is recorded as a failed result, not thrown.
    public func measure(_ scenario: Scenario) -> ScenarioResult {
        do {
            switch scenario.kind {
            case .operations(let prepare):
                let body = try prepare()
                let (samples, iterations) = timeOperations(body, unit: scenario.unit)
                return ScenarioResult(
                    scenario: scenario,
                    samples: samples,
                    itemsPerSample: iterations,
                    status: .informational
                )
            case .custom(let measure):
                let measurement = try measure(options)
                return ScenarioResult(
                    scenario: scenario,
                    samples: measurement.samples,
                    itemsPerSample: measurement.itemsPerSample,
                    note: measurement.note,
                    status: .informational
                )
            }
        } catch let skip as ScenarioSkipped {
            return ScenarioResult(scenario: scenario, samples: [], itemsPerSample: 0, status: .skipped(skip.reason))
        } catch {
            return ScenarioResult(
                scenario: scenario,
                samples: [],
                itemsPerSample: 0,
                status: .failed(String(describing: error))
            )
        }
    }

    /// Finds an iteration count whose sample lasts at least the minimum, warms up with it, then
    /// takes the samples; each is the time per operation in `unit`.
    private func timeOperations(_ body: (Int) -> Void, unit: MeasurementUnit) -> ([Double], Int) {
        var iterations = 1
        while true {
            let elapsed = Stopwatch.nanoseconds { body(iterations) }
            if elapsed >= options.minimumSampleNanoseconds || iterations >= 1 << 40 { break }
            // Grow towards the minimum quickly, but never by more than 10x at once.
            let factor = elapsed > 0 ? min(10, max(2, options.minimumSampleNanoseconds / elapsed * 1.2)) : 10
            iterations = Int((Double(iterations) * factor).rounded(.up))
        }
        let perUnit = unit.nanosecondsPerUnit ?? 1
        _ = Stopwatch.nanoseconds { body(iterations) }  // warm-up at the measured size
        let samples = (0..<max(1, options.samples)).map { _ in
            Stopwatch.nanoseconds { body(iterations) } / Double(iterations) / perUnit
        }
        return (samples, iterations)
    }
}
