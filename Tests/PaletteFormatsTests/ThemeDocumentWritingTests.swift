import Foundation
import PaletteTestSupport
import Testing

@testable import Palette
@testable import PaletteFormats

/// Palette's theme documents as `PaletteFormats` writes them (`jsonString`): read back, each is the
/// document it was, references, metadata, other tools' data and variants included.
struct ThemeDocumentWritingTests {
    private let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    @Test func otherToolsDataAboutTheWholeThemeIsKeptAsWritten() throws {
        let json = ##"""
            {"formatVersion": 1, "id": "kept", "extends": "default",
             "extensions": {"com.apple.xcassets": {"files": {"Contents.json": "{}"}}, "com.example": [1, 2.5, true]}}
            """##
        let document = try ThemeDocument(json: json)
        #expect(document.extensions?.vendors == ["com.apple.xcassets", "com.example"])
        let again = try ThemeDocument(json: document.jsonString)
        #expect(again == document)
        let topLevelKeys = document.jsonString.split(separator: "\n").filter { $0.hasPrefix("  \"") }
        #expect(topLevelKeys.last?.hasPrefix("  \"extensions\": {") == true, "written last")
        let variants = try ThemeDocument(
            json:
                ##"{"formatVersion": 1, "id": "v", "extends": "default", "variants": {"dark": {}}, "extensions": {"x": 1}}"##
        ).resolve(in: registry)
        let light = try #require(variants.adaptiveTheme?.light.document)
        #expect(light.extensions?.vendors == ["x"], "each variant's document keeps them")
        let wrong = ThemeDocument.decode(json: Array(##"{"formatVersion": 1, "id": "w", "extensions": 5}"##.utf8))
        #expect(wrong.errors.contains { $0.location?.path == "extensions" })
    }

    @Test func writesAndReadsBackTheSameDocument() throws {
        let document = try ThemeDocument(json: TestDocuments.acme)
        let text = document.jsonString
        #expect(try ThemeDocument(json: text) == document)
        #expect(
            text.hasPrefix(
                "{\n  \"formatVersion\": 1,\n  \"id\": \"acme\",\n  \"name\": \"Acme\",\n  \"extends\": \"default\""
            )
        )
    }

    @Test(arguments: ["default", "alternative"])
    func aThemeBecomesADocumentAndBackUnchanged(id: String) throws {
        let theme = id == "default" ? ResolvedTheme(DefaultTheme()) : ResolvedTheme(AUUThemeExampleTheme())
        let document = ThemeDocument(theme)
        let back = try ThemeDocument(json: document.jsonString).resolve(in: ThemeRegistry())
        #expect(back.palette == theme.palette)
        #expect(back.fontStyles == theme.fontStyles)
        #expect(back.tokens == theme.tokens)
    }

    @Test func referencesHoldTheValueTheyNameOnceTheDocumentIsRead() throws {
        let document = try ThemeDocument(json: TestDocuments.acmeWithReferences)
        #expect(document.palette[.primary]?.hex == "#1D4ED8")
        #expect(document.palette[.secondary] == document.palette[.primary], "through a chain")
        #expect(document.tokens.colors["button.background"]?.hex == "#1D4ED8")
        #expect(document.tokens.dimensions["spacing.gutter"] == Dimension(1, .rem), "the unit goes with the value")
        #expect(document.fonts[.heading]?.fallbackFamilies == ["sans-serif"])
        #expect(document.tokens.numbers["opacity.muted"] == 0.4)
        #expect(document.tokens.aliases[TokenSlot(.primary)] == "color.brand.blue")
        #expect(document.tokens.aliases[TokenSlot(.heading)] == "font.display")
        #expect(document.tokens.aliases[TokenSlot(.number, "opacity.muted")] == "opacity.disabled")
        #expect(document.tokens.descriptions["color.secondary"] == "Same as primary")

        let text = document.jsonString
        #expect(text.contains(#""primary": "{color.brand.blue}""#))
        #expect(text.contains(#""spacing.gutter": "{spacing.card}""#))
        #expect(text.contains(#""heading": "{font.display}""#))
        #expect(try ThemeDocument(json: text) == document)
    }

    @Test func referencesToTheThemeADocumentExtendsAreFollowedWhenItIsResolved() throws {
        let json = """
            {"formatVersion": 1, "id": "x", "extends": "default",
             "palette": {"primary": "#FFE066"},
             "tokens": {"colors": {"brand": "{color.secondary}", "accent": "{color.onPrimary}"}}}
            """
        let document = try ThemeDocument(json: json)
        #expect(document.tokens.colors["brand"] == nil, "not known until the theme it extends is")
        #expect(document.jsonString.contains(#""brand": "{color.secondary}""#), "and written back as it was")
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(theme.tokens.colors["brand"] == DefaultTheme().palette.secondary)
        #expect(theme.tokens.colors["accent"] == theme.palette.onPrimary, "this theme's on-colour, not the parent's")
        #expect(theme.palette.onPrimary != DefaultTheme().palette.onPrimary, "a light primary has a dark on-colour")
    }

    @Test func metadataOfTokensRolesAndGroupsIsKept() throws {
        let json = """
            {"formatVersion": 1, "id": "x", "extends": "default",
             "palette": {"primary": {"value": "#D92D20", "deprecated": true}},
             "tokens": {
               "colors": {"brand.red": {"value": "#D92D20", "description": "Logo red", "deprecated": "use primary",
                                        "extensions": {"com.figma": {"scopes": ["ALL_FILLS"]}}}},
               "groups": {"brand": {"description": "Brand colours", "extensions": {"com.example": [1, 2]}}}
             }}
            """
        let document = try ThemeDocument(json: json)
        #expect(document.tokens.deprecations["color.primary"] == "")
        #expect(document.tokens.deprecations["brand.red"] == "use primary")
        #expect(document.tokens.extensions["brand.red"]?.json == #"{"com.figma":{"scopes":["ALL_FILLS"]}}"#)
        #expect(document.tokens.descriptions["brand"] == "Brand colours")
        #expect(document.tokens.extensions["brand"]?.vendors == ["com.example"])
        #expect(try ThemeDocument(json: document.jsonString) == document)
    }
}
