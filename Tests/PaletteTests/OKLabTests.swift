import Testing

@testable import Palette

/// OKLab and OKLCH against the reference values of Björn Ottosson's published conversion.
struct OKLabTests {
    /// sRGB primaries, white and black, with the OKLab coordinates Ottosson's matrices give
    /// (the values CSS Color 4 and colour-science libraries list for them).
    @Test(arguments: [
        ("#FF0000", 0.627955, 0.224863, 0.125846),
        ("#00FF00", 0.866440, -0.233888, 0.179498),
        ("#0000FF", 0.452014, -0.032457, -0.311528),
        ("#FFFFFF", 1.0, 0.0, 0.0),
        ("#000000", 0.0, 0.0, 0.0),
    ])
    func convertsToTheReferenceValues(hex: String, lightness: Double, a: Double, b: Double) throws {
        let lab = try ThemeColor(hex: hex).oklab
        #expect(abs(lab.lightness - lightness) < 1e-6, "\(hex) L \(lab.lightness)")
        #expect(abs(lab.a - a) < 1e-6, "\(hex) a \(lab.a)")
        #expect(abs(lab.b - b) < 1e-6, "\(hex) b \(lab.b)")
    }

    @Test(arguments: [
        ("#FF0000", 0.627955, 0.224863, 0.125846),
        ("#00FF00", 0.866440, -0.233888, 0.179498),
        ("#0000FF", 0.452014, -0.032457, -0.311528),
    ])
    func convertsReferenceValuesBackToSRGB(hex: String, lightness: Double, a: Double, b: Double) {
        let color = ThemeColor(OKLab(lightness: lightness, a: a, b: b))
        #expect(color.hex == hex)
    }

    @Test func everyEightBitColourSurvivesTheRoundTrip() {
        let steps: [UInt8] = [0, 1, 17, 64, 99, 128, 180, 200, 254, 255]
        for red in steps {
            for green in steps {
                for blue in steps {
                    let color = ThemeColor(red8: red, green8: green, blue8: blue, alpha8: 200)
                    let back = ThemeColor(color.oklab)
                    // Ottosson's matrices are given to ten digits: the round trip is exact to 1e-5,
                    // far inside one 8-bit step (0.004).
                    #expect(abs(back.red - color.red) < 1e-5 && abs(back.green - color.green) < 1e-5)
                    #expect(abs(back.blue - color.blue) < 1e-5 && back.alpha == color.alpha)
                    let viaLCH = ThemeColor(color.oklch)
                    #expect(viaLCH.hex == color.hex)
                }
            }
        }
    }

    @Test func oklchHasTheExpectedHuesAndNoChromaForGreys() throws {
        let red = try ThemeColor(hex: "#FF0000").oklch
        #expect(abs(red.chroma - 0.257683) < 1e-5)
        #expect(abs(red.hue - 29.2339) < 1e-3)
        #expect(abs(try ThemeColor(hex: "#0000FF").oklch.hue - 264.052) < 1e-3)
        let grey = ThemeColor(white: 0.5).oklch
        #expect(grey.chroma < 1e-7 && grey.hue >= 0 && grey.hue < 360)
        #expect(OKLCH(lightness: 0.5, chroma: 0.1, hue: -90).hue == 270)
        #expect(OKLCH(lightness: 0.5, chroma: 0.1, hue: 720).hue == 0)
        #expect(OKLCH(lightness: 0.5, chroma: 0.1, hue: .nan).hue == 0)
    }

    /// CSS Color 4's gamut mapping: chroma goes, lightness and hue stay (to within the final
    /// clip, which moves the colour by less than ΔE_OK 0.02).
    @Test(arguments: [(0.7, 0.4, 150.0), (0.5, 0.35, 264.0), (0.9, 0.3, 30.0), (0.3, 0.3, 330.0)])
    func colourOutsideTheGamutKeepsLightnessAndHueAndLosesChroma(lightness: Double, chroma: Double, hue: Double) {
        let wanted = OKLCH(lightness: lightness, chroma: chroma, hue: hue)
        #expect(!OKLab(wanted).isInSRGBGamut)
        let mapped = ThemeColor(wanted).oklch
        #expect(abs(mapped.lightness - lightness) < 0.02)
        #expect(abs(mapped.hue - hue) < 5)
        #expect(mapped.chroma < chroma)
        let sameChroma = OKLab(OKLCH(lightness: lightness, chroma: mapped.chroma, hue: hue))
        #expect(OKLab(mapped).distance(to: sameChroma) < 0.02, "only chroma was lost")
        // Nearly the most chroma: noticeably more at that lightness and hue leaves the gamut.
        #expect(!OKLab(OKLCH(lightness: lightness, chroma: mapped.chroma + 0.03, hue: hue)).isInSRGBGamut)
    }

    @Test func roundingErrorAtTheGamutEdgeIsClippedNotMapped() {
        // Ottosson's six-digit values for pure blue land a hair outside the gamut.
        let blue = OKLab(lightness: 0.452014, a: -0.032457, b: -0.311528)
        #expect(!blue.isInSRGBGamut)
        #expect(ThemeColor(blue).hex == "#0000FF")
    }

    @Test func lightnessOutsideZeroToOneAndNonNumbersStillGiveAColour() {
        #expect(ThemeColor(OKLab(lightness: 1.5, a: 0, b: 0)) == .white)
        #expect(ThemeColor(OKLab(lightness: -1, a: 0.2, b: 0)) == .black)
        #expect(ThemeColor(OKLab(lightness: .nan, a: .infinity, b: 0)) == .black)
    }

    @Test func lightenAndDarkenMoveOKLCHLightnessAndKeepTheHue() throws {
        let brand = try ThemeColor(hex: "#1D4ED8")
        let lighter = brand.lightened(by: 0.1)
        let darker = brand.darkened(by: 0.1)
        #expect(abs(lighter.oklch.lightness - (brand.oklch.lightness + 0.1)) < 0.003)
        #expect(abs(darker.oklch.lightness - (brand.oklch.lightness - 0.1)) < 0.003)
        #expect(abs(lighter.oklch.hue - brand.oklch.hue) < 1)
        #expect(abs(darker.oklch.hue - brand.oklch.hue) < 1)
        #expect(lighter.relativeLuminance > brand.relativeLuminance)
        #expect(darker.relativeLuminance < brand.relativeLuminance)
        #expect(brand.lightened(by: 2) == .white)
        #expect(brand.darkened(by: 2) == .black)
        #expect(brand.withAlpha(0.5).lightened(by: 0.1).alpha == 0.5)
    }

    @Test func perceptualDistanceIsZeroForTheSameColourAndOneFromBlackToWhite() throws {
        let color = try ThemeColor(hex: "#B45309")
        #expect(color.oklab.distance(to: color.oklab) == 0)
        #expect(abs(ThemeColor.black.oklab.distance(to: ThemeColor.white.oklab) - 1) < 1e-6)
        let red = try ThemeColor(hex: "#FF0000")
        let darkRed = try ThemeColor(hex: "#EE0000")
        #expect(red.oklab.distance(to: darkRed.oklab) < 0.05)
        #expect(red.oklab.distance(to: darkRed.oklab) == darkRed.oklab.distance(to: red.oklab))
    }
}
