import Palette
import Testing

@testable import PaletteFormats

/// The text a generated file's tables are written in: read back by the file's own functions, so
/// each form must read back exactly as what was written. The readers below do what the generated
/// `_PaletteInteger`, `_PaletteIntegers` and `_PaletteStrings` do (``GeneratedTables/readerLines``);
/// `SwiftExportCompileTests` runs the generated ones on real design systems.
struct GeneratedTablesTests {
    @Test func numbersAreWrittenOnceAsTheShortestTextThatReadsBackAsTheSameDouble() {
        let values: [Double] = [1, 0, -0.0, 0.07058823529411765, 0.1 + 0.2, -0.005, 1e-7, 1e20, 123_456_789_012, 9999]
        #expect(values.prefix(4).map(GeneratedTables.number) == ["1", "0", "-0.0", "0.07058823529411765"])
        #expect(values.map { Double(GeneratedTables.number($0))?.bitPattern } == values.map(\.bitPattern))

        var tables = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        let first = tables.table(ofNumbers: [0.5, 1, 0.5, 1], columns: 2)
        let second = tables.table(ofNumbers: [1, 0.5], columns: 1)
        #expect(tables.numbers == [0.5, 1], "each number once, however many values have it")
        #expect(Self.integers(tables.tables[first]) == [0, 1, 0, 1])
        #expect(Self.integers(tables.tables[second]) == [1, 0])
        #expect(
            tables.table(ofNumbers: [0.5, 1, 0.5, 1], columns: 2) == first,
            "a table equal to one written is shared"
        )
        #expect(
            tables.declarationLines.contains { $0.hasPrefix(#"fileprivate let _PaletteNumbers: [Double] = "0.5 1""#) }
        )
    }

    @Test func numbersAreDigitsOfBase45WithNoCharacterALiteralMustEscape() {
        #expect(GeneratedTables.digits(0) == "#")
        #expect(GeneratedTables.digits(44) == "O")
        #expect(GeneratedTables.digits(45).count == 2 && GeneratedTables.digits(2_024).count == 2)
        #expect(GeneratedTables.digits(2_025).count == 3)
        for number in [0, 1, 44, 45, 46, 57, 58, 89, 90, 2_024, 2_025, 91_124, 91_125, 1_000_000] {
            var digits = ArraySlice(GeneratedTables.digits(number).unicodeScalars)
            #expect(Self.integer(&digits) == number && digits.isEmpty, "\(number)")
        }
        let every = (0..<5_000).map(GeneratedTables.digits).joined()
        #expect(!every.contains { $0 == "\\" || $0 == "\"" || $0 == " " || $0 == "\n" })
    }

    @Test func tablesAreDifferencesFromTheRowAboveACharacterEachWhereTheyRun() {
        let run = Array(0..<410)
        let text = GeneratedTables.integers(run, columns: 1)
        #expect(text == "$" + String(repeating: "#", count: 410), "a run of paths costs a character each")
        #expect(Self.integers(text) == run)
        let pairs = [7, 3, 8, 4, 9, 2_000, 2, 1, 500, 0]
        #expect(Self.integers(GeneratedTables.integers(pairs, columns: 2)) == pairs)
        #expect(Self.integers(GeneratedTables.integers([], columns: 4)) == [])
    }

    @Test func stringsAreWrittenAsWhatTheyDoNotShareWithTheOneBefore() {
        let strings = [
            "color.brand.accent", "color.brand.accent-hover", "color.brand.accent", "", "日本.色", "日本.色彩", "a\nb",
            "color.brand.accent-hover",
        ]
        let coded = GeneratedTables.frontCoded(strings)
        #expect(coded[0] == "##color.brand.accent")
        #expect(coded[1] == GeneratedTables.digits(18) + "#-hover")
        #expect(coded[2] == GeneratedTables.digits(18) + "#", "a prefix of the one before is two characters")
        #expect(Self.strings(coded) == strings)
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
        #expect(
            tables.constant(type: "Palette.ThemeFontStyles", arguments: ["    heading: .body"]) == "_PaletteConstant0"
        )
        #expect(
            tables.constant(type: "Palette.ThemeFontStyles", arguments: ["    heading: .body"]) == "_PaletteConstant0"
        )
        #expect(tables.constant(type: "Palette.ThemeFontStyles", arguments: ["    body: .body"]) == "_PaletteConstant1")
        #expect(tables.declarationLines.contains("fileprivate let _PaletteConstant1 = Palette.ThemeFontStyles("))
    }

    @Test func stringsAreALineEachUnlessOneHasALineBreak() {
        var tables = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        _ = tables.index(ofPath: TokenPath("a.b"))
        _ = tables.index(ofText: "one \"\"\" two \\")
        _ = tables.index(ofText: "")
        let lines = tables.declarationLines
        let paths = lines.firstIndex { $0.hasPrefix("fileprivate func _PalettePathPool") } ?? 0
        #expect(
            lines[paths...].prefix(7) == [
                "fileprivate func _PalettePathPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? { "
                    + "Palette.TokenSet._generatedPool(count, _PaletteKeyLookups, \"\"\"", "", "    ##a.b",
                "    \"\"\") }",
                "/// The paths' lookups, made when a key is first read on a theme not made from this file.",
                "fileprivate let _PaletteKeyLookups = Palette._GeneratedKeyLookups(_PalettePathPool)",
                "fileprivate let _PalettePaths: [Palette.TokenPath] = Palette.TokenSet._generatedPaths(_PalettePathPool)",
            ],
            "the separator, a line break, on the literal's first line, then a path a line"
        )
        #expect(lines.contains(#"    ##one \"\"\" two \\"#), "quotes and backslashes escaped: none ends the literal")

        var broken = GeneratedTables(keys: TokenKeyNamespace(name: "Tokens", tokens: []))
        _ = broken.index(ofText: "line\nbreak")
        _ = broken.index(ofText: "unit\u{1F}separator")
        #expect(
            broken.declarationLines.contains(
                ###"fileprivate let _PaletteTexts: [String] = Palette.TokenSet._generatedStrings("\u{1E}##line\nbreak\u{1E}##unit\u{1F}separator")"###
            )
        )
    }

    // MARK: - The generated readers, run here

    /// The strings of the pool `name` (`_PalettePaths`) of a generated file, written a line each
    /// (no string has a line break or an escaped character), read back.
    static func pool(_ name: String, in source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // The paths' literal is in a function of its own, whose address keys hold.
        let declared = name == "_PalettePaths" ? "_PalettePathPool" : name
        guard
            let start = lines.firstIndex(where: {
                $0.hasPrefix("fileprivate let \(declared)") || $0.hasPrefix("fileprivate func \(declared)")
                    || $0.hasPrefix("func \(declared)")
            })
        else { return [] }
        let entries = lines[(start + 2)...].prefix { !$0.hasPrefix("    \"\"\"") }.map { String($0.dropFirst(4)) }
        return strings(entries)
    }

    private static func integer(_ digits: inout ArraySlice<Unicode.Scalar>) -> Int {
        var number = 0
        while let scalar = digits.popFirst() {
            let digit = Int(scalar.value) - (scalar.value > 0x5C ? 0x24 : 0x23)
            if digit < 45 { return number &* 45 &+ digit }
            number = number &* 45 &+ digit &- 45
        }
        return number
    }

    private static func integers(_ text: String) -> [Int] {
        var digits = ArraySlice(text.unicodeScalars)
        let columns = max(integer(&digits), 1)
        var values: [Int] = []
        while !digits.isEmpty {
            let coded = integer(&digits)
            let above = values.count >= columns ? values[values.count - columns] : -1
            values.append(above &+ 1 &+ (coded & 1 == 0 ? coded >> 1 : ~(coded >> 1)))
        }
        return values
    }

    static func strings(_ entries: [String]) -> [String] {
        var previous: [Unicode.Scalar] = []
        return entries.map { entry in
            var rest = ArraySlice(entry.unicodeScalars)
            let prefix = integer(&rest)
            let suffix = integer(&rest)
            previous = Array(previous.prefix(prefix) + rest + previous.suffix(suffix))
            var string = ""
            string.unicodeScalars.append(contentsOf: previous)
            return string
        }
    }
}
