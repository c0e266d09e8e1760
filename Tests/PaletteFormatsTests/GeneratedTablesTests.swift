import Palette
import Testing

@testable import PaletteFormats

/// The text a generated file's tables are written in: read back by the file's own functions, so
/// each form must read back exactly as what was written.
struct GeneratedTablesTests {
    @Test func numbersReadBackAsTheSameDoubles() {
        let values: [Double] = [1, 0, -0.0, 0.07058823529411765, 0.1 + 0.2, -0.005, 1e-7, 1e20, 123_456_789_012, 9999]
        var tables = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        let text = tables.numbers(values)
        #expect(text.hasPrefix("1 0 -0.0 0.07058823529411765 "), "integers without a fraction, negative zero kept")
        // As `_PaletteNumbers` reads them.
        let read = text.split(separator: " ").map { Double($0) ?? .nan }
        #expect(read.map(\.bitPattern) == values.map(\.bitPattern))
        #expect(tables.hasNumbers)
    }

    @Test func runsOfThreeOrMoreIndicesAreWrittenAsRanges() {
        #expect(GeneratedTables.indices([0, 1, 2, 3, 7, 9, 10, 12, 13, 14]) == "0-3 7 9 10 12-14")
        #expect(GeneratedTables.indices([5, 4, 3]) == "5 4 3")
        #expect(GeneratedTables.indices([]) == "")
    }

    @Test func keyPathsComeFirstARunPerKindAndEachStringIsStoredOnce() {
        let tokens = [("color.b", TokenKind.color), ("spacing.a", .dimension), ("color.a", .color)].map {
            TokenKeyNamespace.Token(path: TokenPath($0.0), kind: $0.1, place: .init(file: nil))
        }
        var tables = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: tokens))
        #expect(tables.paths == ["color.b", "color.a", "spacing.a"])
        #expect(tables.keyRange(of: .color) == 0..<2)
        #expect(tables.keyRange(of: .dimension) == 2..<3)
        #expect(tables.keyRange(of: .number) == 0..<0)
        #expect(tables.index(ofPath: TokenPath("spacing.a")) == 2)
        #expect(tables.index(ofPath: TokenPath("other")) == 3)
        #expect(tables.index(ofText: "Navy") == 0)
        #expect(tables.index(ofText: "Navy") == 0)
        #expect(tables.array(of: "Palette.FontWeight", [".bold"]) == "_PaletteValues0")
        #expect(tables.array(of: "Palette.FontWeight", [".bold"]) == "_PaletteValues0")
        #expect(tables.array(of: "Palette.FontWeight", [".thin"]) == "_PaletteValues1")
    }

    @Test func stringsAreALineEachUnlessOneHasALineBreak() {
        var tables = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        _ = tables.index(ofPath: TokenPath("a.b"))
        _ = tables.index(ofText: "one \"\"\" two \\")
        _ = tables.index(ofText: "")
        let lines = tables.declarationLines
        let paths = lines.firstIndex { $0.hasPrefix("fileprivate let _PalettePaths") } ?? 0
        #expect(
            lines[paths...].prefix(4) == [
                "fileprivate let _PalettePaths: [Palette.TokenPath] = _PaletteSplit(",
                "    \"\"\"", "    a.b", "    \"\"\", \"\\n\").map { Palette.TokenPath($0) }",
            ]
        )
        #expect(lines.contains(#"    one \"\"\" two \\"#), "quotes and backslashes escaped: none ends the literal")

        var broken = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        _ = broken.index(ofText: "line\nbreak")
        _ = broken.index(ofText: "unit\u{1F}separator")
        #expect(
            broken.declarationLines.contains(
                #"fileprivate let _PaletteTexts: [String] = _PaletteSplit("line\nbreak\u{1E}unit\u{1F}separator", "\u{1E}")"#
            )
        )
    }
}
