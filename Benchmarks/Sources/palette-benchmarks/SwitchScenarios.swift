import BenchmarkSupport
import Palette
import PaletteThemes

/// Switching the theme with many observers registered: closures given to
/// `ThemeController.observe`. The figures show the cost per observer stays flat from 1,000 to
/// 100,000. DESIGN.md's target for switching with live bindings is measured by
/// ``BindingScenarios``.
enum SwitchScenarios {
    static let group = "Theme switch"

    /// Observer counts measured; the first is the reference for linearity.
    static let counts = [1_000, 10_000, 100_000]

    static var all: [Scenario] {
        counts.map { count in
            var requirements: [Target.Requirement] = []
            if count != counts[0] {
                requirements.append(
                    .linear(reference: "switch.\(counts[0])", items: count, referenceItems: counts[0], tolerance: 2)
                )
            }
            return Scenario(
                id: "switch.\(count)",
                group: group,
                name: "setTheme with \(count.formatted) observers",
                unit: .milliseconds,
                target: requirements.isEmpty ? nil : Target("linear", requirements)
            ) {
                let controller = ThemeController()
                let counter = ObserverCounter()
                let observations = (0..<count).map { _ in controller.observe { _ in counter.increment() } }
                let themes = [AlternativeTheme().resolved, MidnightTheme().resolved]
                controller.setTheme(themes[0])
                guard counter.count == count else { throw BenchmarkFailure("not every observer was told") }
                return { iterations in
                    for index in 0..<iterations { controller.setTheme(themes[index & 1]) }
                    blackHole(observations)
                }
            }
        } + [
            Scenario(
                id: "switch.cancel-10000",
                group: group,
                name: "cancel 10,000 observers, one by one (view teardown)",
                unit: .milliseconds
            ) { options in
                var samples: [Double] = []
                for _ in 0..<options.count(full: 5, quick: 1) {
                    let controller = ThemeController()
                    var observations = (0..<10_000).map { _ in controller.observe { _ in } }
                    samples.append(
                        Stopwatch.nanoseconds {
                            for observation in observations { observation.cancel() }
                        } / 1_000_000
                    )
                    observations.removeAll()
                }
                return CustomMeasurement(samples: samples, itemsPerSample: 10_000)
            }
        ]
    }
}

/// Counts observer calls. The benchmark calls observers from one thread only, and the observers
/// are `@Sendable` closures, so the counter must be `Sendable`; a plain field is enough here.
final class ObserverCounter: @unchecked Sendable {
    private(set) var count = 0

    func increment() {
        count &+= 1
    }
}
