import Testing

@testable import Palette
@testable import PaletteDesign

/// `closestColor(reaching:against:)`: the smallest lightness change that reaches a ratio.
struct ContrastAdjustmentTests {
    /// The smallest lightness change, in either direction, that reaches `target`, found by
    /// scanning the whole lightness range in steps of 0.0002.
    private func bruteForceSmallestChange(
        _ color: ThemeColor,
        target: Double,
        against background: ThemeColor
    ) -> Double? {
        let start = color.oklch.lightness
        var best: Double?
        for step in 0...5000 {
            let lightness = Double(step) / 5000
            guard color.withLightness(lightness).contrastRatio(with: background) >= target else { continue }
            let change = abs(lightness - start)
            if best.map({ change < $0 }) ?? true { best = change }
        }
        return best
    }

    static let cases: [(String, String, Double)] = [
        ("#3B82F6", "#FFFFFF", 4.5),  // a light brand blue under white text: darker
        ("#3B82F6", "#FFFFFF", 7),
        ("#F59E0B", "#FFFFFF", 3),  // amber: darker
        ("#1E3A8A", "#0B1120", 4.5),  // navy text on a dark background: lighter
        ("#808080", "#9A9A9A", 4.5),  // grey on grey: darker is nearer
        ("#B0B0B0", "#8A8A8A", 3),  // grey on grey: lighter is nearer
        ("#22C55E", "#F8FAFC", 4.5),
        ("#E11D48", "#111827", 7),
    ]

    @Test(arguments: cases)
    func reachesTheTargetWithTheSmallestLightnessChange(hex: String, background: String, target: Double) throws {
        let color = try ThemeColor(hex: hex)
        let backdrop = try ThemeColor(hex: background)
        #expect(color.contrastRatio(with: backdrop) < target, "the case must start failing")
        let fixed = try #require(color.closestColor(reaching: target, against: backdrop))
        #expect(fixed.contrastRatio(with: backdrop) >= target)
        #expect(try ThemeColor(hex: fixed.hex).contrastRatio(with: backdrop) >= target, "still passes as hex")
        let expected = try #require(bruteForceSmallestChange(color, target: target, against: backdrop))
        // Continuous optimum: within the scan's resolution of the brute force.
        let lighter = color.closestLightness(reaching: target, against: backdrop, direction: 1, in: .sRGB)
        let darker = color.closestLightness(reaching: target, against: backdrop, direction: -1, in: .sRGB)
        let changes = [lighter, darker].compactMap { $0.map { abs($0 - color.oklch.lightness) } }
        #expect(abs((changes.min() ?? 1) - expected) < 0.0003, "continuous optimum \(changes) vs \(expected)")
        // The result is the colour at that lightness, rounded to 8 bits (or a rounding step on).
        let optimum = try #require(
            [lighter, darker].compactMap { $0 }.min {
                abs($0 - color.oklch.lightness) < abs($1 - color.oklch.lightness)
            }
        )
        let atOptimum = color.withLightness(optimum)
        for (got, wanted) in [(fixed.red, atOptimum.red), (fixed.green, atOptimum.green), (fixed.blue, atOptimum.blue)]
        {
            #expect(abs(got - wanted) <= 2.5 / 255, "\(fixed.hex) vs \(atOptimum.hex)")
        }
    }

    @Test func keepsHueAndChromaOfABrandColour() throws {
        let brand = try ThemeColor(hex: "#3B82F6")
        let fixed = try #require(brand.closestColor(reaching: 4.5, against: .white))
        #expect(fixed.hex == "#2C72E5")
        #expect(abs(fixed.oklch.hue - brand.oklch.hue) < 1.5)
        #expect(abs(fixed.oklch.chroma - brand.oklch.chroma) < 0.01)
        #expect(fixed.oklch.lightness < brand.oklch.lightness)
    }

    @Test func aColourThatAlreadyPassesIsReturnedUnchanged() throws {
        let color = try ThemeColor(hex: "#1D4ED8")
        #expect(color.closestColor(reaching: 4.5, against: .white) == color)
        #expect(color.closestColor(reaching: 0.5, against: color) == color, "ratios below 1 are 1")
    }

    @Test func anUnreachableRatioGivesNil() throws {
        // Against mid grey, neither black (4.6:1) nor white (4.5:1) reaches 7:1.
        let grey = try ThemeColor(hex: "#767676")
        #expect(ThemeColor.white.closestColor(reaching: 7, against: grey) == nil)
        #expect(ThemeColor.white.closestColor(reaching: .nan, against: grey) == nil)
        #expect(ThemeColor.white.withAlpha(0.2).closestColor(reaching: 4.5, against: .white) == nil)
    }

    @Test func aTranslucentColourKeepsItsOpacity() throws {
        let scrim = ThemeColor.black.withAlpha(0.6)
        let fixed = try #require(scrim.closestColor(reaching: 3, against: try ThemeColor(hex: "#555555")))
        #expect(fixed.rgba8.alpha == scrim.rgba8.alpha)
        #expect(fixed.contrastRatio(with: try ThemeColor(hex: "#555555")) >= 3)
    }
}
