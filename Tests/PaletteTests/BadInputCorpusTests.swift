import Palette
import PaletteTestSupport
import Testing

/// Every input in ``BadInputCorpus`` is refused with a ``ThemeError`` that says what was wrong and
/// where, in bounded time, and leaves the theme that was current in place.
struct BadInputCorpusTests {
    @Test func theCorpusCoversEveryDecoderWithAtLeastSixtyInputs() {
        let corpus = BadInputCorpus.all
        #expect(corpus.count >= 60)
        let decoders = Set(corpus.map(\.decoder.rawValue))
        #expect(
            decoders.count == 9,
            "payload, JSON strict and lenient, hex, weight, family, theme name, theme document, store"
        )
        #expect(Set(corpus.map(\.testDescription)).count == corpus.count, "every row is named uniquely")
    }

    @Test(arguments: BadInputCorpus.all)
    func eachInputIsAThemeErrorThatSaysWhatAndWhere(_ input: BadInput) {
        input.expectRefused { (input) throws(ThemeError) in try input.decode(in: BadInputCorpus.registry) }
    }

    @Test(arguments: BadInputCorpus.applicable)
    func aControllerKeepsItsThemeAndTellsNoObserver(_ input: BadInput) {
        let controller = ThemeController(theme: AcmeTheme())
        let before = controller.current
        let changes = Recorder<String>()
        let observation = controller.observe { changes.append($0.theme.id) }
        do {
            if input.decoder == .payload {
                try controller.apply(ThemeSelection(json: input.bytes), in: BadInputCorpus.registry)
            } else {
                try controller.setTheme(named: input.text, in: BadInputCorpus.registry)
            }
            Issue.record("the input was applied")
        } catch {
            input.check(error)
        }
        #expect(controller.current === before, "the previous theme is still current")
        #expect(changes.values.isEmpty, "no change was announced")
        observation.cancel()
    }

    @Test func aLookAlikeOfAnIdentifierWithAnASCIICaseDifferenceStillMatches() throws {
        // The other side of ASCII-only folding: ordinary case differences keep working.
        #expect(try BadInputCorpus.registry.resolve("DARK").id == "dark")
        #expect(try BadInputCorpus.registry.resolve("acmetheme").id == "acme")
        #expect(throws: ThemeError.self) { try BadInputCorpus.registry.resolve("dar\u{212A}") }
    }
}

extension AppThemeTests {
    @Test func appThemeKeepsItsThemeThroughEveryBadPayloadAndName() {
        AppTheme.setTheme(AcmeTheme())
        let before = AppTheme.current
        for input in BadInputCorpus.applicable {
            do {
                if input.decoder == .payload {
                    try AppTheme.apply(ThemeSelection(json: input.bytes), in: BadInputCorpus.registry)
                } else {
                    try AppTheme.setTheme(named: input.text, in: BadInputCorpus.registry)
                }
                Issue.record("\(input.testDescription) was applied")
            } catch {
                #expect(AppTheme.current === before, "\(input.testDescription)")
            }
        }
        #expect(AppTheme.current.id == "acme")
    }
}
