import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// Contrast of Display P3 colours is measured on the colours themselves, through linear light,
/// and matches an independent computation: luminance as Y of XYZ with the P3 matrix derived from
/// the primaries (``ReferenceColorScience``).
struct WideColorContrastTests {
    private typealias Reference = ReferenceColorScience

    private static func p3(_ c: [Double]) -> ThemeColor { ThemeColor(displayP3Red: c[0], green: c[1], blue: c[2]) }

    /// Pairs of Display P3 colours (DuckDuckGo's destructive reds and greys among them) and sRGB
    /// white and black.
    static let pairs: [([Double], [Double])] = [
        ([0.925, 0.216, 0.141], [1, 1, 1]), ([1, 0.271, 0.227], [0, 0, 0]), ([1, 0, 0], [1, 1, 1]),
        ([0, 1, 0], [0, 0, 0]), ([0, 0, 1], [1, 1, 1]), ([0.278, 0.278, 0.278], [1, 1, 1]),
        ([0.2, 0.5, 0.9], [0.98, 0.98, 0.98]), ([0.1, 0.6, 0.3], [0.95, 0.92, 0.85]),
    ]

    @Test(arguments: pairs)
    func contrastOfDisplayP3PairsMatchesAnIndependentComputation(_ first: [Double], _ second: [Double]) {
        let ratio = Self.p3(first).contrastRatio(with: Self.p3(second))
        let wanted = Reference.contrast(
            Reference.xyz(displayP3: first)[1],
            Reference.xyz(displayP3: second)[1]
        )
        // WCAG's coefficients (0.2126, 0.7152, 0.0722) are the sRGB Y row rounded to four places.
        #expect(abs(ratio - wanted) < 0.002, "\(first) on \(second): \(ratio) vs \(wanted)")
        #expect(abs(Self.p3(first).relativeLuminance - Reference.xyz(displayP3: first)[1]) < 1e-4)
    }

    @Test func aDisplayP3ColourIsMeasuredAsItIsNotOnAClippedCopy() {
        // Pure P3 green clipped to sRGB is sRGB's green, 0.7152 light; the colour itself is 0.6917.
        let green = ThemeColor(displayP3Red: 0, green: 1, blue: 0)
        let clipped = ThemeColor(red: 0, green: 1, blue: 0)
        #expect(abs(green.relativeLuminance - Reference.xyz(displayP3: [0, 1, 0])[1]) < 1e-4)
        #expect(clipped.relativeLuminance - green.relativeLuminance > 0.02)
        #expect(green.contrastRatio(with: .black) < clipped.contrastRatio(with: .black) - 0.4)
    }

    @Test func sRGBLuminanceIsUnchanged() {
        // WCAG's formula, exactly as before: sRGB colours are measured as they always were.
        let blue = ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8)
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let wanted = 0.2126 * linear(blue.red) + 0.7152 * linear(blue.green) + 0.0722 * linear(blue.blue)
        #expect(blue.relativeLuminance == wanted)
        #expect(ThemeColor.black.contrastRatio(with: .white) == 21)
    }

    @Test func aDisplayP3GreyHasTheLuminanceOfTheSameSRGBGrey() {
        let grey = ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.relativeLuminance - ThemeColor(white: 0.5).relativeLuminance) < 1e-9)
    }

    @Test func extendedRangeLuminanceStaysWithinZeroAndOne() {
        #expect(ThemeColor(extendedSRGBRed: 1.5, green: 1.5, blue: 1.5).relativeLuminance == 1)
        #expect(ThemeColor(extendedSRGBRed: -0.2, green: -0.2, blue: -0.2).relativeLuminance == 0)
        #expect(ThemeColor(extendedSRGBRed: 1.5, green: 1.5, blue: 1.5).contrastRatio(with: .black) == 21)
    }

    @Test func translucentDisplayP3ColoursCompositeInDisplayP3() {
        let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)
        let over = red.composited(over: .white)
        #expect(over.colorSpace == .displayP3 && over.isOpaque)
        #expect(abs(over.red - 1) < 1e-9 && abs(over.green - 0.5) < 1e-9 && abs(over.blue - 0.5) < 1e-9)
        // sRGB over sRGB is as before.
        #expect(ThemeColor(white: 0, alpha: 0.5).composited(over: .white).colorSpace == .sRGB)
    }
}
