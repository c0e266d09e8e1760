import Palette
import PaletteDesign
import Testing

/// Colour-vision simulation (Machado, Oliveira and Fernandes 2009, severity 1.0) and the check
/// that roles stay apart.
struct ColorVisionTests {
    @Test(arguments: ColorVisionDeficiency.allCases)
    func whiteBlackAndGreysAreUnchanged(deficiency: ColorVisionDeficiency) {
        #expect(ThemeColor.white.simulating(deficiency).hex == "#FFFFFF")
        #expect(ThemeColor.black.simulating(deficiency) == .black)
        // The published matrices have six decimals, so a grey may move by a rounding step.
        let grey = ThemeColor(white: 0.5).simulating(deficiency)
        #expect([grey.red, grey.green, grey.blue].allSatisfy { abs($0 - 0.5) < 1 / 255 })
        for row in deficiency.linearRGBMatrix {
            #expect(abs(row.reduce(0, +) - 1) < 2e-6, "each row sums to 1")
        }
    }

    /// A linear primary picks out one column of the matrix.
    @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia])
    func aPurePrimaryBecomesTheMatrixColumn(deficiency: ColorVisionDeficiency) {
        let primaries = [
            ThemeColor(red: 1, green: 0, blue: 0), ThemeColor(red: 0, green: 1, blue: 0),
            ThemeColor(red: 0, green: 0, blue: 1),
        ]
        for (column, primary) in primaries.enumerated() {
            let seen = primary.simulating(deficiency)
            let linear = [seen.red, seen.green, seen.blue].map(ThemeColor.linearized)
            for row in 0..<3 {
                let expected = min(max(deficiency.linearRGBMatrix[row][column], 0), 1)
                #expect(abs(linear[row] - expected) < 1e-9, "\(deficiency) \(row),\(column)")
            }
        }
    }

    @Test func pureRedUnderProtanopiaIsMachadosFirstColumn() {
        let seen = ThemeColor(red: 1, green: 0, blue: 0).simulating(.protanopia)
        #expect(abs(ThemeColor.linearized(seen.red) - 0.152286) < 1e-9)
        #expect(abs(ThemeColor.linearized(seen.green) - 0.114503) < 1e-9)
        #expect(seen.blue == 0, "-0.003882 is clamped")
        #expect(seen.hex == "#6D5F00", "a dark olive")
    }

    @Test func redAndGreenThatDifferForTypicalVisionMergeForRedGreenDeficiencies() throws {
        let red = try ThemeColor(hex: "#D0312D")
        let green = try ThemeColor(hex: "#6A8D2F")
        #expect(red.perceptualDistance(to: green) > 0.15)
        #expect(red.simulating(.deuteranopia).perceptualDistance(to: green.simulating(.deuteranopia)) < 0.06)
        #expect(red.simulating(.tritanopia).perceptualDistance(to: green.simulating(.tritanopia)) > 0.1)
    }

    @Test func achromatopsiaKeepsOnlyLuminance() throws {
        let colors = try ["#1D4ED8", "#B45309", "#FF00FF", "#0F766E"].map { try ThemeColor(hex: $0) }
        for color in colors {
            let grey = color.simulating(.achromatopsia)
            #expect(abs(grey.red - grey.green) < 1e-12 && abs(grey.green - grey.blue) < 1e-12)
            #expect(abs(grey.relativeLuminance - color.relativeLuminance) < 1e-9)
        }
        #expect(ThemeColor.white.withAlpha(0.3).simulating(.achromatopsia).alpha == 0.3)
    }

    @Test func namesParseInAnyCase() {
        #expect(ColorVisionDeficiency(name: "Deuteranopia") == .deuteranopia)
        #expect(ColorVisionDeficiency(name: "colourblind") == nil)
    }

    @Test func checkWarnsWhenErrorLooksLikePrimary() throws {
        let palette = ThemePalette(
            primary: try ThemeColor(hex: "#B91C1C"),
            secondary: try ThemeColor(hex: "#1D4ED8"),
            neutral: .white,
            highlight: try ThemeColor(hex: "#B45309"),
            error: try ThemeColor(hex: "#BA1A1A")
        )
        let check = ColorVisionCheck(palette: palette)
        #expect(check.results.count == ColorVisionCheck.defaultPairs.count * ColorVisionDeficiency.allCases.count)
        let errorPrimary = check.results.filter { $0.pair == ColorVisionCheck.RolePair(.error, .primary) }
        #expect(errorPrimary.count == 4 && errorPrimary.allSatisfy(\.isTooClose))
        #expect(errorPrimary.allSatisfy { $0.typicalDistance < 0.01 })
        #expect(check.warnings.contains { $0.pair.description == "error/primary" && $0.deficiency == .protanopia })
    }

    @Test func checkPassesRolesApartInLightnessAndHue() throws {
        let palette = ThemePalette(
            primary: try ThemeColor(hex: "#1E3A8A"),
            secondary: try ThemeColor(hex: "#FBBF24"),
            neutral: .white,
            highlight: .black,
            error: try ThemeColor(hex: "#DC2626")
        )
        let check = ColorVisionCheck(palette: palette, pairs: [.init(.primary, .secondary)])
        #expect(check.warnings.isEmpty, "\(check.results.map(\.distance))")
        #expect(check.results.allSatisfy { $0.distance >= ColorVisionCheck.defaultMinimumDistance })
        let strict = ColorVisionCheck(palette: palette, pairs: [.init(.primary, .secondary)], minimumDistance: 2)
        #expect(strict.warnings.count == 4 && strict.minimumDistance == 2)
    }
}
