import Palette

/// The seeds the generator's property tests run on: 10,000 random colours from a fixed seed, so
/// every run checks the same ones, and the colours generators are known to get wrong.
enum GeneratorCorpus {
    /// One generator input.
    struct Case: Sendable, CustomStringConvertible {
        let seed: ThemeColor
        let secondary: ThemeColor?
        let highlight: ThemeColor?
        let error: ThemeColor?
        let style: ThemeGenerator.Style

        var description: String {
            var text = "\(seed.hex) \(style.rawValue)"
            for (name, color) in [("secondary", secondary), ("highlight", highlight), ("error", error)] {
                if let color { text += " \(name) \(color.hex)" }
            }
            return text
        }

        func generate() throws -> GeneratedTheme {
            try ThemeGenerator(seed: seed, secondary: secondary, highlight: highlight, error: error, style: style)
                .generate()
        }
    }

    /// How many random seeds, and in how many batches the tests split them (batches run in
    /// parallel).
    static let randomCount = 10_000
    static let batchCount = 20

    /// The random cases of one batch: a seed colour and a style (each style in turn); every fifth
    /// case also has some of the optional seeds.
    static func randomCases(batch: Int) -> [Case] {
        var random = SplitMix64(state: 0x5EED_0000 + UInt64(batch))
        let size = randomCount / batchCount
        return (0..<size).map { index in
            let extras = index % 5 == 4
            func optional() -> ThemeColor? {
                extras && random.next() % 2 == 0 ? random.color() : nil
            }
            return Case(
                seed: random.color(),
                secondary: optional(),
                highlight: optional(),
                error: optional(),
                style: ThemeGenerator.Style.allCases[index % ThemeGenerator.Style.allCases.count]
            )
        }
    }

    /// Black, white, greys, the pure primaries and secondaries, near-white yellows, dark blues and
    /// fully saturated cyans and magentas, in every style.
    static let edgeCases: [Case] = {
        let hexes = [
            "#000000", "#FFFFFF", "#808080", "#767676", "#777777", "#333333", "#CCCCCC", "#010101", "#FEFEFE",
            "#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF",
            "#FFFFE0", "#FFFFF0", "#FFFDE7", "#FFFF99", "#FEFFD8", "#FFF8DC",
            "#000080", "#00008B", "#0A0A40", "#1E3A8A", "#000033", "#191970",
            "#00E5FF", "#00FFEE", "#FF00CC", "#E100FF", "#FF00AA", "#00B7FF",
        ]
        let colors = hexes.compactMap { try? ThemeColor(hex: $0) }
        let red = ThemeColor(red8: 0xFF, green8: 0, blue8: 0)
        return ThemeGenerator.Style.allCases.flatMap { style in
            colors.map { Case(seed: $0, secondary: nil, highlight: nil, error: nil, style: style) }
        } + [
            // Optional seeds equal to the brand colour, or to each other: nothing to tell apart by hue.
            Case(seed: red, secondary: red, highlight: red, error: red, style: .tonal),
            Case(seed: red, secondary: red, highlight: red, error: red, style: .fidelity),
            Case(seed: .black, secondary: .white, highlight: .black, error: .white, style: .vibrant),
        ]
    }()
}

/// Sebastiano Vigna's SplitMix64: a small, fast generator whose sequence is fixed by its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// An opaque colour with random 8-bit components.
    mutating func color() -> ThemeColor {
        let bits = next()
        return ThemeColor(
            red8: UInt8(truncatingIfNeeded: bits),
            green8: UInt8(truncatingIfNeeded: bits >> 8),
            blue8: UInt8(truncatingIfNeeded: bits >> 16)
        )
    }
}
