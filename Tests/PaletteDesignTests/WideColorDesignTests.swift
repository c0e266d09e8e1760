import Foundation
import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// Colour-vision simulation, contrast fixes and generation read a Display P3 colour from its own
/// space through linear light, never from a clipped copy.
struct WideColorDesignTests {
    private typealias Reference = ReferenceColorScience

    private let p3Red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)

    @Test(arguments: ColorVisionDeficiency.allCases)
    func colourVisionIsSimulatedFromTheColourItself(_ deficiency: ColorVisionDeficiency) {
        let seen = p3Red.simulating(deficiency)
        #expect(seen.colorSpace == .displayP3)
        let linear = Reference.multiply(Reference.xyzToSRGB, Reference.xyz(displayP3: [0.925, 0.216, 0.141]))
        let simulated = Reference.multiply(deficiency.linearRGBMatrix, linear)
        let inP3 = Reference.multiply(Reference.xyzToDisplayP3, Reference.multiply(Reference.sRGBToXYZ, simulated))
        let wanted = inP3.map { Reference.encode(min(max($0, 0), 1)) }
        #expect(zip([seen.red, seen.green, seen.blue], wanted).allSatisfy { abs($0 - $1) < 1e-6 }, "\(seen)")
    }

    @Test func aDisplayP3ColourIsFixedInDisplayP3OnlyWhenAskedFor() throws {
        // A light P3 orange under white text fails AA.
        let orange = ThemeColor(displayP3Red: 1, green: 0.6, blue: 0.1)
        #expect(ThemeColor.white.contrastRatio(with: orange) < 4.5)
        let own = try #require(orange.closestColor(reaching: 4.5, against: .white))
        #expect(own.colorSpace == .displayP3 && own.contrastRatio(with: .white) >= 4.5)
        #expect(own == own.quantized, "to thousandths, as written")
        let srgb = try #require(orange.closestColor(reaching: 4.5, against: .white, gamut: .sRGB))
        #expect(srgb.colorSpace == .sRGB && srgb.contrastRatio(with: .white) >= 4.5)
        // P3 keeps chroma that sRGB cannot show.
        #expect(own.oklch.chroma > srgb.oklch.chroma)
    }

    @Test func proposedFixesAreSRGBByDefaultAndDisplayP3WhenAskedFor() throws {
        let palette = ThemePalette(
            primary: ThemeColor(displayP3Red: 1, green: 0.6, blue: 0.1),
            secondary: ThemeColor(red8: 0x1F, green8: 0x2A, blue8: 0x44),
            neutral: .white,
            highlight: ThemeColor(red8: 0x00, green8: 0x5F, blue8: 0x73),
            onPrimary: .white
        )
        let audit = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles)
        #expect(!audit.passes(.aa))
        let standard = audit.proposedFixes(at: .aa)
        #expect(standard.isComplete)
        #expect(standard.changes.allSatisfy { $0.replacement.colorSpace == .sRGB }, "\(standard.changes)")
        let wide = audit.proposedFixes(at: .aa, gamut: .displayP3)
        #expect(wide.isComplete)
        let primary = try #require(wide.changes.first { $0.role == .primary || $0.role == .onPrimary })
        if primary.role == .primary { #expect(primary.replacement.colorSpace == .displayP3) }
        #expect(wide.changes.allSatisfy { $0.original.colorSpace == .sRGB ? $0.replacement.colorSpace == .sRGB : true })
    }

    @Test func aDisplayP3SeedIsKeptAsPrimaryInFidelity() throws {
        // A deep P3 red reaches 4.5:1 under white text: fidelity keeps it as it is, in P3.
        let seed = ThemeColor(displayP3Red: 0.75, green: 0.1, blue: 0.1)
        #expect(seed.contrastRatio(with: .white) >= 4.5)
        let theme = try ThemeGenerator.generate(seed: seed, style: .fidelity)
        let light = theme.palette(for: .light, contrast: .standard)
        #expect(light.primary == seed)
        #expect(ContrastAudit(palette: light, fontStyles: DefaultTheme().fontStyles).passes(.aa))
        // Its hue is read from the colour itself: the generated secondary shares it.
        #expect(abs(light.secondary.oklch.hue - seed.oklch.hue) < 8)
    }
}
