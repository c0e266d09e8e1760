import Palette
import PaletteDesign

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

    /// Material Design's colour palette (50, 500 and 900 of each hue, A200 where it has accents),
    /// Material 3's 2021 baseline, well-known brand colours and a spread of hues and lightness,
    /// in the default style: the seeds people bring to `palette generate`.
    static let brandCases: [Case] = {
        let material = [
            "#FFEBEE", "#F44336", "#B71C1C", "#FF5252", "#FCE4EC", "#E91E63", "#880E4F", "#FF4081",
            "#F3E5F5", "#9C27B0", "#4A148C", "#E040FB", "#EDE7F6", "#673AB7", "#311B92", "#7C4DFF",
            "#E8EAF6", "#3F51B5", "#1A237E", "#536DFE", "#E3F2FD", "#2196F3", "#0D47A1", "#448AFF",
            "#E1F5FE", "#03A9F4", "#01579B", "#40C4FF", "#E0F7FA", "#00BCD4", "#006064", "#18FFFF",
            "#E0F2F1", "#009688", "#004D40", "#64FFDA", "#E8F5E9", "#4CAF50", "#1B5E20", "#69F0AE",
            "#F1F8E9", "#8BC34A", "#33691E", "#B2FF59", "#F9FBE7", "#CDDC39", "#827717", "#EEFF41",
            "#FFFDE7", "#FFEB3B", "#F57F17", "#FFFF00", "#FFF8E1", "#FFC107", "#FF6F00", "#FFD740",
            "#FFF3E0", "#FF9800", "#E65100", "#FFAB40", "#FBE9E7", "#FF5722", "#BF360C", "#FF6E40",
            "#EFEBE9", "#795548", "#3E2723", "#FAFAFA", "#9E9E9E", "#212121", "#ECEFF1", "#607D8B",
            "#263238",
            // Material 3's baseline (2021): primary, secondary, tertiary, error.
            "#6750A4", "#625B71", "#7D5260", "#B3261E",
        ]
        let brands = [
            "#FFFFFF", "#000000", "#00FF00", "#FF0000", "#0000FF", "#4285F4", "#EA4335", "#FBBC05", "#34A853",
            "#1877F2", "#1DA1F2", "#1DB954", "#E50914", "#4A154B", "#00704A", "#25D366", "#FFFC00", "#9146FF",
            "#5865F2", "#0A66C2", "#FF9900", "#007AFF", "#34C759", "#FF3B30", "#FF9500", "#FFCC00", "#5856D6",
            "#AF52DE",
        ]
        let colors = (material + brands).compactMap { try? ThemeColor(hex: $0) }
        // Every 30° of hue, at five lightnesses, fully and half saturated (HSL).
        var spread: [ThemeColor] = []
        for hue in stride(from: 0.0, to: 360, by: 30) {
            for lightness in [0.15, 0.35, 0.5, 0.65, 0.85] {
                for saturation in [1.0, 0.5] {
                    spread.append(hsl(hue: hue, saturation: saturation, lightness: lightness))
                }
            }
        }
        return (colors + spread).map { Case(seed: $0, secondary: nil, highlight: nil, error: nil, style: .fidelity) }
    }()

    /// An sRGB colour from HSL, rounded to 8 bits.
    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> ThemeColor {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        func channel(_ n: Double) -> UInt8 {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let value = lightness - chroma / 2 * max(-1, min(k - 3, 9 - k, 1))
            return UInt8((value * 255).rounded())
        }
        return ThemeColor(red8: channel(0), green8: channel(8), blue8: channel(4))
    }
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
