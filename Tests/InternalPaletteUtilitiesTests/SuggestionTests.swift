import Testing

@testable import InternalPaletteUtilities

/// The one "did you mean" rule, and how messages summarise long lists.
struct SuggestionTests {
    static let commands = ["list", "show", "use", "select", "check", "validate", "export", "import", "token", "style"]

    @Test(arguments: [
        ("shwo", "show"), ("shw", "show"), ("SHOW", "show"), ("chk", "check"), ("tokn", "token"),
        ("imprt", "import"), ("valdiate", "validate"),
    ])
    func aTypoSuggestsTheCommandItMeant(typo: String, meant: String) {
        #expect(Suggestion.closest(to: typo, in: Self.commands) == meant)
    }

    @Test func aCandidateThatStartsWithTheNameWinsATie() {
        // 'sel' is two edits from 'use' and from 'select'; 'select' starts with it.
        #expect(Suggestion.closest(to: "sel", in: Self.commands) == "select")
        #expect(Suggestion.closest(to: "appear", in: ["appearance", "all"]) == "appearance")
    }

    @Test(arguments: ["v", "x", "zz", "frobnicate", "", "persist", "tertiary"])
    func aNameTooFarFromEveryCandidateSuggestsNothing(name: String) {
        // One or two characters are never turned into a whole other name ('v' is two edits from
        // 'id'); 'persist' is three from 'version', 'tertiary' four from 'primary', and neither
        // starts with the same letter.
        let candidates = Self.commands + ["id", "map", "all", "cvd", "version", "primary"]
        #expect(Suggestion.closest(to: name, in: candidates) == nil)
    }

    @Test func halfTheLengthIsCloseOnlyWhenTheFirstLetterAgrees() {
        #expect(Suggestion.closest(to: "midnite", in: ["default", "midnight"]) == "midnight", "3 edits of 7")
        #expect(Suggestion.closest(to: "nidmite", in: ["default", "midnight"]) == nil, "5 edits")
        #expect(Suggestion.closest(to: "mpa", in: ["map", "id"]) == "map")
        #expect(Suggestion.closest(to: "pma", in: ["map", "id"]) == nil, "2 edits of 3, another first letter")
    }

    @Test func aValueIsSuggestedForTheNameThatMatched() {
        let candidates = [
            (name: "alternative", value: "alternative"), (name: "AlternativeTheme", value: "alternative"),
        ]
        #expect(Suggestion.closest(to: "AlternativTheme", among: candidates) == "alternative")
    }

    @Test func editDistanceIsLevenshtein() {
        #expect(EditDistance.between(Array("kitten"), Array("sitting"), limit: 10) == 3)
        #expect(EditDistance.between(Array(""), Array("abc"), limit: 10) == 3)
        #expect(EditDistance.between(Array("abc"), Array("abc"), limit: 0) == 0)
        #expect(EditDistance.between(Array("abcdef"), Array("uvwxyz"), limit: 2) == 3)
    }

    @Test func longListsAreSummarisedAndShortOnesKeptWhole() {
        let letters = ["'a'", "'b'", "'c'", "'d'", "'e'"]
        #expect(letters.summarisedForMessage(limit: 3) == "'a', 'b', 'c' and 2 more")
        #expect(letters.summarisedForMessage(limit: 4) == "'a', 'b', 'c', 'd', 'e'", "never 'and 1 more'")
        #expect(letters.summarisedForMessage() == "'a', 'b', 'c', 'd', 'e'")
        #expect(Array(repeating: "x", count: 20).summarisedForMessage().hasSuffix("x and 12 more"))
        #expect([String]().summarisedForMessage().isEmpty)
    }
}
