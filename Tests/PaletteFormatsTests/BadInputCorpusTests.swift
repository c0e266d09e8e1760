import Palette
import PaletteTestSupport
import Testing

/// Every input in this target's ``BadInputCorpus`` (theme files in the formats PaletteFormats
/// reads, and folders of them) is refused with a ``ThemeError`` that says what was wrong and
/// where (`file:line:column`), in bounded time.
struct BadInputCorpusTests {
    @Test func theCorpusCoversEveryReader() {
        let corpus = BadInputCorpus.all
        #expect(corpus.count >= 60)
        let decoders = Set(corpus.map(\.decoder.rawValue))
        #expect(decoders == ["dtcgTokens", "auuTheme", "giottoPlist", "swiftTheme", "themeFolder"])
        #expect(Set(corpus.map(\.testDescription)).count == corpus.count, "every row is named uniquely")
    }

    @Test(arguments: BadInputCorpus.all)
    func eachInputIsAThemeErrorThatSaysWhatAndWhere(_ input: BadInput) {
        input.expectRefused { (input) throws(ThemeError) in try input.decode(in: BadInputCorpus.registry) }
    }
}
