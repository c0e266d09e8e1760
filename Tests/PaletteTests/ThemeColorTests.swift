import Foundation
import Testing

@testable import Palette

struct ThemeColorTests {
    @Test(arguments: [
        ("#FFF", "#FFFFFF"), ("fff", "#FFFFFF"), ("#f80", "#FF8800"), ("0xF80", "#FF8800"),
        ("#F80C", "#FF8800CC"), ("#1d4ed8", "#1D4ED8"), ("1D4ED8", "#1D4ED8"), ("0x1d4ed8", "#1D4ED8"),
        ("0X1D4ED8", "#1D4ED8"), ("#1D4ED880", "#1D4ED880"), ("#1D4ED8FF", "#1D4ED8"), ("  #abcdef \n", "#ABCDEF"),
        ("#00000000", "#00000000"),
    ])
    func acceptsEveryHexForm(input: String, canonical: String) throws {
        #expect(try ThemeColor(hex: input).hex == canonical)
    }

    @Test(arguments: [
        "", "#", "0x", "#12", "#12345", "#1234567", "#123456789", "#GGGGGG", "red", "##FFFFFF", "0x0xFFF",
        "#FF FF FF", "rgb(0,0,0)", "#ＦＦＦ", "-FFF", "0xFFFF\u{0}",
    ])
    func rejectsAnythingElseQuotingTheInput(input: String) {
        #expect(throws: ThemeError.invalidColor(value: input, location: nil)) {
            try ThemeColor(hex: input)
        }
    }

    @Test func errorMessageQuotesTheInputAndListsTheForms() {
        let message = ThemeError.invalidColor(value: "#12", location: nil).description
        #expect(message.contains("'#12'"))
        #expect(message.contains("#RRGGBB"))
    }

    @Test func shortFormsRepeatEachDigit() throws {
        let color = try ThemeColor(hex: "#1a2")
        #expect(color.rgba8 == (0x11, 0xAA, 0x22, 0xFF))
    }

    @Test func componentsAreClampedAndNaNBecomesZero() {
        let color = ThemeColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.blue == 0)
        #expect(color.hex == "#FF000080")
    }

    @Test func codableAsTheCanonicalHexString() throws {
        let color = try ThemeColor(hex: "0xabc")
        let data = try JSONEncoder().encode([color])
        #expect(String(decoding: data, as: UTF8.self) == ##"["#AABBCC"]"##)
        #expect(try JSONDecoder().decode([ThemeColor].self, from: Data(##"["abc"]"##.utf8)) == [color])
    }

    @Test func decodingABadStringFailsWithTheThemeErrorMessage() {
        #expect {
            try JSONDecoder().decode([ThemeColor].self, from: Data(##"["#12"]"##.utf8))
        } throws: { error in
            String(describing: error).contains("invalid colour '#12'")
        }
    }

    @Test func eightBitRoundTripIsExact() {
        for value in stride(from: 0, through: 255, by: 17) {
            let byte = UInt8(value)
            let color = ThemeColor(red8: byte, green8: byte, blue8: byte, alpha8: byte)
            #expect(color.rgba8 == (byte, byte, byte, byte))
        }
    }

    @Test func mixingMovesLinearlyAndClampsTheFraction() {
        #expect(ThemeColor.black.mixed(with: .white, by: 0.5).hex == "#808080")
        #expect(ThemeColor.black.mixed(with: .white, by: 2) == .white)
        #expect(ThemeColor.black.mixed(with: .white, by: -1) == .black)
    }
}
