import Foundation
import Palette
import PaletteFormats
import Testing

/// Errors the format readers report say what and where, and clip what they quote, as Palette's
/// own readers do.
struct FormatErrorTests {
    @Test func aMissingThemeFileSaysNoSuchFileAndNamesIt() throws {
        let path = "/nonexistent-palette-folder/brand.json"
        let parsed = ParsedThemeFile.read(URL(fileURLWithPath: path), limits: .default)
        let error = try #require(parsed.readingProblem)
        #expect(error.code == .noSuchFile)
        #expect(error.description == "no such file '\(path)'")
        #expect(error.message == "no such file")
    }

    @Test func theFormatCodesBelongToPaletteFormatsAndReadTheirValues() {
        for code in [ThemeError.Code.wrongFormat, .inheritedValues, .unsupported] {
            #expect(code.module == "PaletteFormats", "\(code) is declared by \(code.module)")
        }
        let wrong = ThemeError.wrongFormat(
            expected: "a DTCG resolver",
            found: "DTCG design tokens",
            location: .init(file: "a.json", path: "sets")
        )
        #expect(wrong.description == "not a DTCG resolver at 'sets' (a.json): it looks like DTCG design tokens")
        let inherited = ThemeError.inheritedValues(keys: ["primary"], from: "default", location: nil)
        #expect(inherited.description == "'primary' is not set: taken from 'default'")
        #expect(inherited.values == ["primary"] && inherited.subject == "default")
    }

    @Test func valuesInsideAReasonAreClippedToo() {
        // An SDThemeManager colour constant holding 70,000 characters of text.
        let text = String(repeating: "a", count: 70_000)
        let plist =
            "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
            + "<key>COLOR_TEXT</key><string>\(text)</string></dict></dict></plist>"
        let report = GiottoImporter().decode(Array(plist.utf8), file: "long.plist")
        let mismatch = report.warnings.first { $0.description.contains("expected a colour") }
        #expect(
            mismatch?.description.contains("(69900 more characters)") == true,
            "\(mismatch?.description.prefix(200) ?? "")"
        )
        #expect((mismatch?.description.count ?? .max) < 400)
    }
}
