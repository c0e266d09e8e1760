import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// A wide colour's sRGB rendering (its ``ThemeColor/hex``) is CSS Color 4's gamut mapping: the
/// same as ``ReferenceColorScience/gamutMap(oklab:toP3:)``, written from the specification.
struct GamutMappingTests {
    private typealias Reference = ReferenceColorScience

    /// The 8-bit sRGB the reference mapping gives for a Display P3 colour.
    private static func referenceBytes(_ p3: [Double]) -> [Int] {
        let lab = Reference.oklab(xyz: Reference.xyz(displayP3: p3))
        return Reference.gamutMap(oklab: lab, toP3: false).map { Int(($0 * 255).rounded()) }
    }

    private static func bytes(_ color: ThemeColor) -> [Int] {
        let (red, green, blue, _) = color.rgba8
        return [Int(red), Int(green), Int(blue)]
    }

    @Test func displayP3RedIsMappedToARedNotClipped() {
        let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0)
        #expect(Self.bytes(red) == Self.referenceBytes([1, 0, 0]))
        #expect(red.hex.hasPrefix("#FF"), "\(red.hex)")
        // Lightness and hue are kept, within what 8 bits and the just-noticeable difference allow.
        let mapped = red.mapped(into: .sRGB)
        #expect(abs(mapped.oklch.lightness - red.oklch.lightness) < 0.02)
        #expect(abs(mapped.oklch.hue - red.oklch.hue) < 2)
        #expect(mapped.oklch.chroma < red.oklch.chroma)
    }

    @Test(arguments: [
        [1.0, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [0, 1, 1], [1, 0, 1], [0.925, 0.216, 0.141],
        [1, 0.271, 0.227], [0.2, 0.8, 0.3], [0.95, 0.6, 0.1], [0.05, 0.05, 0.9],
    ])
    func everyHexIsTheReferenceMapping(_ p3: [Double]) {
        let color = ThemeColor(displayP3Red: p3[0], green: p3[1], blue: p3[2])
        let got = Self.bytes(color)
        let wanted = Self.referenceBytes(p3)
        #expect(zip(got, wanted).allSatisfy { abs($0 - $1) <= 1 }, "\(p3): \(color.hex) vs \(wanted)")
    }

    @Test func randomDisplayP3ColoursMapAsTheReferenceDoes() {
        var random = SystemRandomNumberGenerator()
        var exact = 0
        let count = 300
        for _ in 0..<count {
            let p3 = (0..<3).map { _ in Double.random(in: 0...1, using: &random) }
            let got = Self.bytes(ThemeColor(displayP3Red: p3[0], green: p3[1], blue: p3[2]))
            let wanted = Self.referenceBytes(p3)
            #expect(zip(got, wanted).allSatisfy { abs($0 - $1) <= 1 }, "\(p3): \(got) vs \(wanted)")
            if got == wanted { exact += 1 }
        }
        #expect(exact * 10 >= count * 9, "\(exact) of \(count) byte for byte")
    }

    @Test func aColourInsideSRGBIsConvertedNotMapped() {
        // A P3 grey is the same grey in sRGB; a muted P3 colour is inside sRGB too.
        let grey = ThemeColor(displayP3Red: 0.278, green: 0.278, blue: 0.278)
        #expect(grey.isInGamut(.sRGB))
        #expect(abs(grey.mapped(into: .sRGB).red - 0.278) < 1e-9)
        let muted = ThemeColor(displayP3Red: 0.5, green: 0.4, blue: 0.3)
        let reference = Reference.sRGB(xyz: Reference.xyz(displayP3: [0.5, 0.4, 0.3]))
        let mapped = muted.mapped(into: .sRGB)
        #expect(zip([mapped.red, mapped.green, mapped.blue], reference).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func extendedRangeColoursMapIntoEitherGamut() {
        let bright = ThemeColor(extendedSRGBRed: 1.2, green: 1.2, blue: 1.2)
        #expect(bright.mapped(into: .sRGB) == .white, "brighter than white is white")
        let vivid = ThemeColor(extendedSRGBRed: 1.2, green: -0.1, blue: 0.5)
        let intoP3 = vivid.mapped(into: .displayP3)
        #expect(intoP3.colorSpace == .displayP3)
        let lab = Reference.oklab(xyz: Reference.xyz(sRGB: [1.2, -0.1, 0.5]))
        let wanted = Reference.gamutMap(oklab: lab, toP3: true)
        #expect(zip([intoP3.red, intoP3.green, intoP3.blue], wanted).allSatisfy { abs($0 - $1) < 0.002 })
    }

    @Test func mappingIntoDisplayP3KeepsEverySRGBColour() {
        for color in [ThemeColor.white, .black, ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8)] {
            let p3 = color.mapped(into: .displayP3)
            #expect(p3.colorSpace == .displayP3)
            #expect(p3.hex == color.hex)
        }
    }
}
