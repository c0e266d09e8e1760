import PaletteFormats
import Testing

@testable import Palette

/// Where a theme file defines a token, for the typed keys' messages: the key that spells its
/// path, in a Palette document's dotted keys and in a DTCG file's nested groups.
struct TokenLocationTests {
    static func file(_ text: String) -> ParsedThemeFile {
        ParsedThemeFile(bytes: Array(text.utf8), path: "theme.json", limits: .default)
    }

    static func place(_ location: ThemeError.Location?) -> String? {
        location.map { "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0)" }
    }

    @Test func aPaletteDocumentsTokenIsAtItsKeyInTheSectionOfItsKind() {
        let parsed = Self.file(
            """
            {
              "formatVersion": 1,
              "tokens": {
                "colors": { "spacing.card": "#FFFFFF", "brand.accent": "#B42318" },
                "dimensions": { "spacing.card": 12 }
              }
            }
            """
        )
        let locations = parsed.locations(of: [
            TokenSlot(.color, "brand.accent"), TokenSlot(.color, "spacing.card"), TokenSlot(.dimension, "spacing.card"),
            TokenSlot(.color, "not.there"),
        ])
        #expect(Self.place(locations[TokenSlot(.color, "brand.accent")]) == "theme.json:4:44")
        #expect(Self.place(locations[TokenSlot(.color, "spacing.card")]) == "theme.json:4:17")
        #expect(Self.place(locations[TokenSlot(.dimension, "spacing.card")]) == "theme.json:5:21")
        #expect(locations[TokenSlot(.color, "not.there")] == nil)
    }

    @Test func aDesignTokenIsAtTheKeyOfItsInnermostGroup() {
        let parsed = Self.file(
            """
            {
              "card": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
              "spacing": {
                "card": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } }
              }
            }
            """
        )
        let locations = parsed.locations(of: [TokenSlot(.dimension, "spacing.card"), TokenSlot(.dimension, "card")])
        #expect(Self.place(locations[TokenSlot(.dimension, "spacing.card")]) == "theme.json:4:5")
        // `card` alone is spelled by both; the first wins.
        #expect(Self.place(locations[TokenSlot(.dimension, "card")]) == "theme.json:2:3")
    }

    @Test func textThatIsNotJSONLocatesNothing() {
        #expect(Self.file("not json").locations(of: [TokenSlot(.color, "a")]).isEmpty)
    }
}
