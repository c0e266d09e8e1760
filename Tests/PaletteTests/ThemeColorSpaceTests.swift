import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// What a colour's space means for the value: layout, equality, hex, CSS text and coding.
struct ThemeColorSpaceTests {
    @Test func aColourStaysASmallValue() {
        // Four Doubles and a one-byte space: reading a role copies no more than this.
        #expect(MemoryLayout<ThemeColor>.size == 33)
        #expect(MemoryLayout<ThemeColor>.stride <= 40)
        #expect(MemoryLayout<ThemeColor.ColorSpace>.size == 1)
    }

    @Test func equalityIsSpaceAndComponents() throws {
        let p3Grey = ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5)
        let grey = ThemeColor(white: 0.5)
        #expect(p3Grey != grey, "a P3 colour is not the sRGB colour that looks the same")
        #expect(p3Grey == ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5))
        #expect(p3Grey.hashValue == ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5).hashValue)
        #expect(Set([p3Grey, grey, ThemeColor(displayP3Red: 0.5, green: 0.5, blue: 0.5)]).count == 2)
        #expect(p3Grey.hex == grey.hex, "they look the same")
        // sRGB equality is what it was.
        #expect(ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8) == (try ThemeColor(hex: "#1D4ED8")))
    }

    @Test func theSRGBInitialisersMeanWhatTheyMeant() throws {
        let color = ThemeColor(red: 1.5, green: -1, blue: .nan)
        #expect(color.colorSpace == .sRGB && color.red == 1 && color.green == 0 && color.blue == 0)
        #expect(try ThemeColor(hex: "#1D4ED8").colorSpace == .sRGB)
        #expect(ThemeColor(red8: 1, green8: 2, blue8: 3).colorSpace == .sRGB)
        #expect(ThemeColor(displayP3Red: 2, green: -1, blue: .nan) == ThemeColor(displayP3Red: 1, green: 0, blue: 0))
    }

    @Test func extendedRangeIsOnlyForValuesOutsideZeroToOne() {
        let inRange = ThemeColor(extendedSRGBRed: 0.2, green: 0.4, blue: 1)
        #expect(inRange.colorSpace == .sRGB && inRange == ThemeColor(red: 0.2, green: 0.4, blue: 1))
        let beyond = ThemeColor(extendedSRGBRed: 1.25, green: -0.5, blue: 0)
        #expect(beyond.colorSpace == .extendedSRGB && beyond.red == 1.25 && beyond.green == -0.5)
        #expect(ThemeColor(extendedSRGBRed: .infinity, green: .nan, blue: 2).red == 0)
        #expect(ThemeColor(colorSpace: .extendedSRGB, red: 2, green: 0, blue: 0).red == 2)
        #expect(ThemeColor(colorSpace: .sRGB, red: 2, green: 0, blue: 0).red == 1)
    }

    @Test func withAlphaKeepsTheSpace() {
        let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0).withAlpha(0.5)
        #expect(red.colorSpace == .displayP3 && red.alpha == 0.5 && red.red == 1)
    }

    @Test func hexOfAWideColourIsItsSRGBRendering() {
        let red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)
        #expect(red.hex == red.mapped(into: .sRGB).hex)
        #expect(red.rgba8 == red.mapped(into: .sRGB).rgba8)
        #expect(ThemeColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).hex.count == 9)
    }

    @Test(arguments: [
        ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141),
        ThemeColor(displayP3Red: 0.1234567890123, green: 1, blue: 0, alpha: 0.3333333333333333),
        ThemeColor(extendedSRGBRed: 1.2, green: -0.1, blue: 0.5, alpha: 0.502),
        ThemeColor(extendedSRGBRed: 1e-7, green: -1e-7, blue: 3),
        ThemeColor(red: 0.1234567, green: 0.5, blue: 1, alpha: 0.25),
        ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8),
    ])
    func cssTextAndCodableRoundTripBitForBit(_ color: ThemeColor) throws {
        let read = try ThemeColor(cssText: color.cssText)
        #expect(read == color, "\(color.cssText)")
        #expect(
            [read.red, read.green, read.blue, read.alpha].map(\.bitPattern)
                == [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
        )
        let data = try JSONEncoder().encode([color])
        #expect(try JSONDecoder().decode([ThemeColor].self, from: data) == [color])
    }

    @Test func cssTextNamesTheSpace() throws {
        #expect(
            ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141).cssText == "color(display-p3 0.925 0.216 0.141)"
        )
        #expect(ThemeColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).cssText == "color(display-p3 1 0 0 / 0.5)")
        #expect(ThemeColor(extendedSRGBRed: 1.2, green: 0, blue: 0).cssText == "color(srgb 1.2 0 0)")
        #expect(ThemeColor.white.cssText == "#FFFFFF" && ThemeColor.white.description == "#FFFFFF")
        #expect(
            try ThemeColor(cssText: " COLOR(Display-P3 50% 0 0/50%) ")
                == ThemeColor(displayP3Red: 0.5, green: 0, blue: 0, alpha: 0.5)
        )
        // A P3 colour beyond the P3 gamut is kept, exactly, as extended-range sRGB.
        let beyond = try ThemeColor(cssText: "color(display-p3 1.1 0 0)")
        #expect(beyond.colorSpace == .extendedSRGB)
        let reference = ReferenceColorScience.sRGB(xyz: ReferenceColorScience.xyz(displayP3: [1.1, 0, 0]))
        #expect(zip([beyond.red, beyond.green, beyond.blue], reference).allSatisfy { abs($0 - $1) < 1e-9 })
        for bad in ["color(display-p3 1 0)", "color(display-p3 1 0 0 / 2)", "color(xyz 1 0 0)", "color(srgb a b c)"] {
            #expect(throws: ThemeError.self) { try ThemeColor(cssText: bad) }
        }
    }

    @Test func namesOfSpacesReadInAnyCase() {
        #expect(ThemeColor.ColorSpace.named("Display-P3") == .displayP3)
        #expect(ThemeColor.ColorSpace.named("EXTENDED_SRGB") == .extendedSRGB)
    }

    @Test func quantizedKeepsTheSpace() {
        let p3 = ThemeColor(displayP3Red: 0.92549, green: 0.2161, blue: 0.1409).quantized
        #expect(p3 == ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141))
        let srgb = ThemeColor(red: 0.5, green: 0.5, blue: 0.5).quantized
        #expect(srgb == ThemeColor(red8: 128, green8: 128, blue8: 128))
        let extended = ThemeColor(extendedSRGBRed: 1.23456, green: 0, blue: 0)
        #expect(extended.quantized == extended)
    }
}
