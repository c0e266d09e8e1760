import Palette
import Testing

@testable import PaletteFormats

struct ProblemSummaryTests {
    private func unknownUnit(_ unit: String, at path: String, line: Int) -> ThemeError {
        .unknownKey(
            key: unit,
            expected: ["px", "rem"],
            suggestion: nil,
            location: .init(path: path, line: line, column: 5)
        )
    }

    @Test func problemsThatDifferOnlyInTheValuesTheyQuoteAreOneKind() {
        let problems = [
            unknownUnit("em", at: "a.lineHeight", line: 1),
            .invalidColor(value: "#12", location: .init(path: "b", line: 2, column: 1)),
            unknownUnit("dp", at: "c.size", line: 3),
            unknownUnit("em", at: "d.lineHeight", line: 4),
        ]
        let summary = ProblemSummary(problems)
        #expect(summary.groups.count == 2)
        #expect(summary.groups[0].problems == [problems[0], problems[2], problems[3]])
        #expect(summary.groups[1].problems == [problems[1]])
        #expect(summary.groupIndex == [0, 1, 0, 0])
    }

    /// Regression: a set of token files defining tokens again (Designsystemet's modes) gave 201
    /// warnings printed one by one, each naming the earlier place by line and column.
    @Test func problemsThatDifferOnlyInThePlacesTheyNameAreOneKind() {
        let places: [(line: Int, column: Int)] = [(3, 24), (7, 14), (11, 14)]
        let problems = places.map { line, column in
            ThemeError.duplicateDefinition(
                name: "size.base",
                previous: "'small.json' at \(line):\(column)",
                location: .init(path: "size.base", line: line, column: column)
            )
        }
        #expect(ProblemSummary(problems).groups.count == 1)
        #expect(ProblemSummary.maskingQuotes("at 3:24, 12 files") == "at #:#, # files")
    }

    @Test func theCaseAndTheRestOfTheMessageKeepKindsApart() {
        let problems: [ThemeError] = [
            .unsupported(feature: "letter spacing", reason: "Palette fonts have none", location: nil),
            .unsupported(feature: "token type 'shadow'", reason: "Palette has no such tokens", location: nil),
            .invalidValue(value: "x", reason: "Palette fonts have none", location: nil),
        ]
        #expect(ProblemSummary(problems).groups.count == 3)
    }

    @Test func quotedValuesAreSetAsideButApostrophesAreNot() {
        #expect(
            ProblemSummary.maskingQuotes("unknown key 'em' at 'a.b': the file's 'color' is SDThemeManager's")
                == "unknown key '…' at '…': the file's '…' is SDThemeManager's"
        )
        #expect(ProblemSummary.maskingQuotes("an unclosed 'quote") == "an unclosed 'quote")
    }
}
