import InternalPaletteUtilities
import Palette
import PaletteTestSupport
import Testing

/// What Palette makes of the shared JSON parser: its refusals as located `ThemeError`s, its
/// default bounds Palette's own, and the shared "did you mean" rule in the registry.
struct JSONParserThemeErrorTests {
    @Test func aMalformedTextIsAThemeErrorWithPathLineAndColumn() {
        #expect(
            throws: ThemeError.malformedInput(
                reason: "unexpected 'x'; expected a value",
                location: .init(path: "palette[\"color.primary\"][1]", line: 1, column: 35)
            )
        ) {
            try JSONParser.read(##"{"palette": {"color.primary": [1, x]}}"##, options: .strict)
        }
    }

    @Test func sizeAndDepthRefusalsKeepTheirCodes() {
        #expect(throws: ThemeError.inputTooLarge(size: 11, limit: 10, location: nil)) {
            try JSONParser.read(
                "[1,2,3,4,5]",
                options: .init(allowsComments: false, allowsTrailingCommas: false, maximumSize: 10, maximumDepth: 32)
            )
        }
        #expect(throws: ThemeError.nestingTooDeep(limit: 3, location: .init(path: "[0][0][0]", line: 1, column: 4))) {
            try JSONParser.read(
                "[[[[]]]]",
                options: .init(
                    allowsComments: false,
                    allowsTrailingCommas: false,
                    maximumSize: 1 << 20,
                    maximumDepth: 3
                )
            )
        }
    }

    @Test func theFirstDeviationIsALocation() throws {
        let parsed = try JSONParser.readNotingDeviations(Array("{\"a\": 1, }".utf8), options: .lenient)
        #expect(parsed.firstDeviation == ThemeError.Location(path: "", line: 1, column: 10))
    }

    @Test func theParsersDefaultBoundsAreThoseOfThemeLimits() {
        #expect(JSONParser.Options.strict.maximumSize == ThemeLimits.default.maximumDocumentSize)
        #expect(JSONParser.Options.strict.maximumDepth == ThemeLimits.default.maximumDepth)
        #expect(
            JSONParser.Options.document(.default, lenient: false).maximumSize == JSONParser.Options.strict.maximumSize
        )
    }

    @Test func theRegistrySuggestsByTheSharedRule() throws {
        var registry = ThemeRegistry()
        try registry.register(AcmeTheme.self)
        #expect(registry.suggestion(for: "AcmeThem") == "acme")
        #expect(Suggestion.closest(to: "AcmeThem", in: ["acme", "AcmeTheme"]) == "AcmeTheme")
    }
}
