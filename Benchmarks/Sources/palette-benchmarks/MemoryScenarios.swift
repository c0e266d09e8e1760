import BenchmarkSupport
import Palette
import PaletteThemes

/// Memory each registered theme and each observer costs.
///
/// Method: read the allocator's bytes-in-use (glibc `mallinfo2`, macOS malloc zone statistics),
/// make `n` items and keep them alive, read again; (after − before) / n, over 3 samples. See
/// `AllocationCounter` for details.
enum MemoryScenarios {
    static let group = "Memory"

    static var all: [Scenario] {
        [
            Scenario(
                id: "memory.registered-theme",
                group: group,
                name: "per theme registered in a ThemeRegistry (runtime themes)",
                unit: .bytes
            ) { options in
                let count = options.count(full: 10_000, quick: 1_000)
                return try perItem(count: count) {
                    var registry = ThemeRegistry()
                    for index in 0..<count { try? registry.register(SyntheticTheme(index: index)) }
                    return registry
                }
            },
            Scenario(
                id: "memory.resolved-theme",
                group: group,
                name: "per ResolvedTheme held alone (no registry)",
                unit: .bytes
            ) { options in
                let count = options.count(full: 10_000, quick: 1_000)
                return try perItem(count: count) {
                    (0..<count).map { ResolvedTheme(SyntheticTheme(index: $0)) }
                }
            },
            Scenario(
                id: "memory.observer",
                group: group,
                name: "per closure observer",
                unit: .bytes
            ) { options in
                let count = options.count(full: 100_000, quick: 10_000)
                let controller = ThemeController()
                let counter = ObserverCounter()
                return try perItem(count: count) {
                    (0..<count).map { _ in controller.observe { _ in counter.increment() } }
                }
            },
        ]
    }

    /// Bytes per item that `make` allocates and keeps, median of 3 samples.
    static func perItem<Kept>(count: Int, _ make: () -> Kept) throws -> CustomMeasurement {
        var samples: [Double] = []
        var keptAll: [Kept] = []  // kept until the end, so no sample reuses another's blocks
        for _ in 0..<3 {
            guard let before = AllocationCounter.allocatedBytes() else {
                throw BenchmarkFailure("this platform's allocator does not report its usage")
            }
            let kept = make()
            guard let after = AllocationCounter.allocatedBytes() else {
                throw BenchmarkFailure("this platform's allocator does not report its usage")
            }
            samples.append(Double(after - before) / Double(count))
            keptAll.append(kept)
        }
        blackHole(keptAll)
        return CustomMeasurement(
            samples: samples,
            itemsPerSample: count,
            note: "\(count.formatted) items; malloc bytes-in-use delta / items"
        )
    }
}
