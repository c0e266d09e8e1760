import Testing

@testable import Palette

struct ThemeErrorTests {
    @Test func locationsReadAsFileLineColumnAndPath() {
        let location = ThemeError.Location(file: "themes/acme.json", path: "palette.primary", line: 4, column: 16)
        #expect(location.description == "at 'palette.primary' (themes/acme.json:4:16)")
        #expect(ThemeError.Location(path: "theme", line: 1, column: 11).description == "at 'theme' (line 1:11)")
        #expect(ThemeError.Location().description == "at the document root")
    }

    @Test func messagesQuoteValuesAndSayWhere() {
        let error = ThemeError.typeMismatch(
            expected: "a theme name string",
            found: "a number",
            location: .init(path: "theme", line: 1, column: 11)
        )
        #expect(error.description == "expected a theme name string but found a number at 'theme' (line 1:11)")
        #expect(ThemeError.missingKey(key: "theme", location: nil).description == "missing key 'theme'")
        #expect(
            ThemeError.inputTooLarge(size: nil, limit: 10, location: .init(file: "<stdin>")).description
                == "input is larger than the limit of 10 bytes in '<stdin>'; it was not parsed"
        )
    }

    @Test func aLongValueIsQuotedByItsStartAndLength() {
        let value = String(repeating: "#", count: 100) + String(repeating: "x", count: 9_900)
        let error = ThemeError.invalidColor(value: value, location: nil)
        #expect(
            error.description.hasPrefix(
                "invalid colour '\(String(repeating: "#", count: 100))… (9900 more characters)'"
            )
        )
        #expect(error.description.count < 300)
        let short = ThemeError.unknownTheme(name: "midnite", available: [], suggestion: nil)
        #expect(short.description.hasPrefix("unknown theme 'midnite'"), "short values are quoted whole")
    }

    @Test func aLongCycleIsNamedByItsEnds() {
        let chain = (0..<1_000).map { "CONSTANT_\($0)" } + ["CONSTANT_0"]
        let error = ThemeError.referenceCycle(kind: "constant", chain: chain, location: nil)
        #expect(
            error.description
                == "constant cycle: 'CONSTANT_0' -> 'CONSTANT_1' -> 'CONSTANT_2' -> 'CONSTANT_3' -> 'CONSTANT_4' -> "
                + "… 991 more -> 'CONSTANT_996' -> 'CONSTANT_997' -> 'CONSTANT_998' -> 'CONSTANT_999' -> 'CONSTANT_0'"
        )
        let short = ThemeError.referenceCycle(kind: "alias", chain: ["a", "b", "a"], location: nil)
        #expect(short.description == "alias cycle: 'a' -> 'b' -> 'a'", "a short cycle is named whole")
    }

    @Test func theFileIsAddedByTheCallerThatKnowsIt() {
        let parsed = ThemeError.malformedInput(
            reason: "unterminated string",
            location: .init(path: "theme", line: 2, column: 3)
        )
        let located = parsed.inFile("payload.json")
        #expect(located.location?.file == "payload.json")
        #expect(located.description == "malformed input at 'theme' (payload.json:2:3): unterminated string")
        #expect(ThemeError.unknownTheme(name: "x", available: [], suggestion: nil).inFile("f").location == nil)
    }
}
