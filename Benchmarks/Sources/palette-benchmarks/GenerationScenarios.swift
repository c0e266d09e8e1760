import BenchmarkSupport
import Palette
import PaletteDesign

/// Generating a four-variant theme (light and dark, standard and increased contrast) from one
/// brand colour.
enum GenerationScenarios {
    static let group = "Theme generation"

    /// 64 seed colours spread over the sRGB cube (a fixed sequence, so runs compare), from which
    /// each iteration takes the next: one seed's figure would say little about the others.
    static let seeds: [ThemeColor] = (0..<64).map { index in
        let bits = UInt32(truncatingIfNeeded: (index &+ 1) &* 2_654_435_761)
        return ThemeColor(
            red8: UInt8(truncatingIfNeeded: bits),
            green8: UInt8(truncatingIfNeeded: bits >> 8),
            blue8: UInt8(truncatingIfNeeded: bits >> 16)
        )
    }

    static var all: [Scenario] {
        ThemeGenerator.Style.allCases.map { style in
            Scenario(
                id: "generation.\(style.rawValue)",
                group: group,
                name: "ThemeGenerator(seed:style: .\(style.rawValue)).generate(): 4 palettes, 64 seeds in turn",
                unit: .microseconds,
                target: Target("<= 1 ms", [.atMost(1_000)])
            ) {
                let generators = try seeds.map { try ThemeGenerator(seed: $0, style: style) }
                guard generators.allSatisfy({ $0.generate().variants.count == 4 }) else {
                    throw BenchmarkFailure("a \(style.rawValue) theme did not have four variants")
                }
                return { iterations in
                    for iteration in 0..<iterations {
                        blackHole(generators[iteration % generators.count].generate())
                    }
                }
            }
        }
    }
}
