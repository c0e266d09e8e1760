import Foundation
import Palette
import PaletteDesign
import Testing

/// The generator's promises, on 10,000 random seeds and the known hard cases (see
/// `GeneratorGuarantees` for what is checked).
struct ThemeGeneratorPropertyTests {
    @Test(arguments: 0..<GeneratorCorpus.batchCount)
    func randomSeedsKeepEveryPromise(batch: Int) {
        var guarantees = GeneratorGuarantees()
        for (index, input) in GeneratorCorpus.randomCases(batch: batch).enumerated() {
            guarantees.check(input, throughHex: index % 10 == 0)
        }
        #expect(guarantees.themes == GeneratorCorpus.randomCount / GeneratorCorpus.batchCount)
        #expect(guarantees.brokenPromises == 0, "\(guarantees.firstProblems)")
    }

    @Test func edgeCasesKeepEveryPromise() {
        var guarantees = GeneratorGuarantees()
        for input in GeneratorCorpus.edgeCases {
            guarantees.check(input)
        }
        #expect(guarantees.brokenPromises == 0, "\(guarantees.firstProblems)")
    }

    /// The seeds brands bring, in the default style: every pair holds, `primary` against
    /// `background` and `surface` included, and the seed stays wherever it can.
    @Test func materialAndBrandSeedsKeepEveryPromise() throws {
        var guarantees = GeneratorGuarantees()
        for input in GeneratorCorpus.brandCases {
            guarantees.check(input)
        }
        #expect(guarantees.themes > 200)
        #expect(guarantees.brokenPromises == 0, "\(guarantees.firstProblems)")
        // The seeds that vanish on a page: kept on the other page, moved on this one.
        for (hex, kept, moved) in [
            ("#FFFFFF", ThemeAppearance.dark, ThemeAppearance.light), ("#000000", .light, .dark),
            ("#00FF00", .dark, .light),
        ] {
            let seed = try ThemeColor(hex: hex)
            let theme = try ThemeGenerator(seed: seed).generate()
            for contrast in ThemeContrast.allCases {
                #expect(theme.palette(for: kept, contrast: contrast).primary == seed, "\(hex)")
                let palette = theme.palette(for: moved, contrast: contrast)
                #expect(palette.primary != seed, "\(hex)")
                #expect(palette.primary.contrastRatio(with: palette.background) >= (contrast == .standard ? 3 : 4.5))
            }
        }
    }

    /// Prints the figures the GeneratingThemes article quotes; runs when
    /// `PALETTE_GENERATOR_REPORT` is set.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PALETTE_GENERATOR_REPORT"] != nil))
    func report() {
        var guarantees = GeneratorGuarantees()
        let start = Date()
        for batch in 0..<GeneratorCorpus.batchCount {
            for (index, input) in GeneratorCorpus.randomCases(batch: batch).enumerated() {
                guarantees.check(input, throughHex: index % 10 == 0)
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        for input in GeneratorCorpus.edgeCases { guarantees.check(input) }
        #expect(guarantees.brokenPromises == 0, "\(guarantees.firstProblems)")
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        var lines = [
            "themes: \(guarantees.themes) (\(guarantees.fidelityThemes) in fidelity), random ones checked in \(elapsed) s"
        ]
        for variant in guarantees.worstTextRatios.keys.sorted() {
            let text = guarantees.worstTextRatios[variant] ?? []
            let outline = guarantees.outlineRatios[variant] ?? []
            let primary = guarantees.primaryOnPageRatios[variant] ?? []
            lines.append(
                "\(variant): worst text ratio min \(text.min() ?? 0) median \(median(text)); "
                    + "outline min \(outline.min() ?? 0) median \(median(outline)); "
                    + "primary on the page min \(primary.min() ?? 0) median \(median(primary)); "
                    + "seeds adjusted \(guarantees.seedsAdjusted[variant] ?? 0)"
            )
        }
        for (miss, count) in guarantees.separationMisses.sorted(by: { $0.value > $1.value }) {
            lines.append("too close: \(miss): \(count)")
        }
        if guarantees.separationMisses.isEmpty { lines.append("too close: none") }
        lines.append("largest hue difference: \(guarantees.largestHueDifference)")
        print(lines.joined(separator: "\n"))
    }
}
