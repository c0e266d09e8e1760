import BenchmarkSupport
import Palette
import PaletteThemes

/// Resolving a name in registries of 10 and 10,000 themes.
enum RegistryScenarios {
    static let group = "Registry lookup"

    /// Registry sizes measured.
    static let sizes = [10, 10_000]

    /// The kinds of name a backend may send, each with the names cycled through (so no single
    /// string stays hot) for a registry of a given size.
    static let lookups: [(id: String, name: String, target: Bool, names: @Sendable (Int) -> [String])] = [
        ("id", "exact identifier", true, { size in spread(size) { "brand-\($0)" } }),
        ("type-name", "Swift type name \"AlternativeTheme\"", true, { _ in ["AlternativeTheme"] }),
        ("case", "identifier in another case", true, { size in spread(size) { "BRAND-\($0)" } }),
        ("unknown", "unknown name (error listing themes + suggestion)", false, { _ in ["brand-x9z"] }),
    ]

    static var all: [Scenario] {
        sizes.flatMap { size in
            lookups.map { lookup in
                Scenario(
                    id: "registry.\(size).\(lookup.id)",
                    group: group,
                    name: "\(lookup.name), \(size.formatted) themes",
                    unit: lookup.target ? .nanoseconds : .microseconds,
                    target: lookup.target ? Target("<= 1 us", [.atMost(1_000)]) : nil
                ) {
                    let registry = SyntheticTheme.registry(count: size, builtIn: .builtIn)
                    let names = lookup.names(size)
                    let mask = names.count - 1
                    guard names.count.nonzeroBitCount == 1 else { throw BenchmarkFailure("names must be 2^n") }
                    let resolves = lookup.target
                    for name in names where (try? registry.resolve(name)) == nil && resolves {
                        throw BenchmarkFailure("'\(name)' is not in the registry of \(size)")
                    }
                    return { iterations in
                        for index in 0..<iterations { blackHole(try? registry.resolve(names[index & mask])) }
                    }
                }
            }
        }
    }

    /// 64 names of synthetic themes spread over a registry of `size` (fewer when it is small).
    private static func spread(_ size: Int, _ name: (Int) -> String) -> [String] {
        let synthetic = size - ThemeRegistry.builtIn.entries.count
        let count = synthetic >= 64 ? 64 : 4
        return (0..<count).map { name($0 * synthetic / count) }
    }
}

extension Int {
    /// The number with thousands separated by commas: `10,000`.
    var formatted: String { MeasurementUnit.grouped(self) }
}
