import PaletteTestSupport
import Testing

@testable import Palette

/// References in Palette documents and payload overrides: `"{color.brand.blue}"` is the value of
/// the token it names, followed once when the document is read or resolved, and written back as
/// a reference.
struct DocumentReferenceTests {

    @Test func aReadAnswersFromTheTableResolvedAtLoad() throws {
        let theme = try ThemeDocument(json: TestDocuments.acmeWithReferences)
            .resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(theme.color(ColorToken("button.background")) == theme.palette.primary)
        #expect(theme.dimension(DimensionToken("spacing.gutter")) == 16, "a rem read as points")
        #expect(theme.fontStyles.heading.size == 28)
    }

    @Test func referencesReachRolesADocumentDerives() throws {
        let json = """
            {"formatVersion": 1, "id": "x",
             "palette": {"primary": "#1D4ED8", "secondary": "#0F766E", "neutral": "#FFFFFF", "highlight": "#B45309"},
             "fonts": {"heading": "system 22 bold", "body": "system 17", "caption": "system 12", "quote": "system-serif 17 italic"},
             "tokens": {"colors": {"divider": "{color.outline}"}}}
            """
        let document = try ThemeDocument(json: json)
        let theme = try document.resolve(in: ThemeRegistry())
        #expect(document.tokens.colors["divider"] == theme.palette.outline, "outline is derived, not written")
        #expect(theme.tokens.colors["divider"] == theme.palette.outline)
    }

    @Test func everyReferenceOfACycleIsAnErrorWhereItIsWritten() {
        let json = """
            {"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {
              "a": "{b}",
              "b": "{c}",
              "c": "{a}",
              "d": "{a}"
            }}}
            """
        let report = ThemeDocument.decode(json: Array(json.utf8), file: "x.json")
        let cycles = report.errors.filter { $0.code == .referenceCycle }
        #expect(cycles.map(\.location?.line) == [2, 3, 4])
        #expect(cycles.first?.message.contains("'a' -> 'b' -> 'c' -> 'a'") == true)
        let into = report.errors.first { $0.location?.line == 5 }
        #expect(into?.message.contains("whose references form a cycle") == true, "d leads into it")
    }

    @Test func aPayloadOverrideMayReferToTheThemeItIsLaidOver() throws {
        let registry = try ThemeRegistry([DefaultTheme.self])
        let selection = try ThemeSelection(
            json: #"{"theme": "default", "overrides": {"palette": {"primary": "{color.secondary}"}}}"#
        )
        let theme = try selection.resolve(in: registry)
        #expect(theme.palette.primary == DefaultTheme().palette.secondary)
        let broken = try ThemeSelection(
            json: #"{"theme": "default", "overrides": {"palette": {"primary": "{color.brand}"}}}"#
        )
        #expect(throws: ThemeError.self) { try broken.resolve(in: registry) }
    }

    @Test func aValueLaidOverAReferenceReplacesIt() throws {
        let base = try ThemeDocument(json: TestDocuments.acmeWithReferences)
            .resolve(in: ThemeRegistry([DefaultTheme.self]))
        var overrides = ThemeOverrides(palette: [.primary: .white])
        overrides.tokens.dimensions["spacing.gutter"] = 4
        let theme = overrides.applied(to: base)
        #expect(theme.tokens.aliases[TokenSlot(.primary)] == nil)
        #expect(theme.tokens.aliases[TokenSlot(.dimension, "spacing.gutter")] == nil)
        #expect(theme.tokens.aliases[TokenSlot(.color, "button.background")] == "color.secondary", "the others stay")
    }

    @Test func aVariantThatSetsARoleItselfReplacesTheDocumentsReference() throws {
        let json = """
            {"formatVersion": 1, "id": "ocean", "extends": "default",
             "palette": {"primary": "{color.brand}"},
             "tokens": {"colors": {"color.brand": "#005F73", "link": "{color.primary}"}},
             "variants": {"dark": {"palette": {"primary": "#9ADCEB"}, "tokens": {"colors": {"color.brand": "#0A9396"}}}}}
            """
        let adaptive = try #require(
            try ThemeDocument(json: json).resolve(in: ThemeRegistry([DefaultTheme.self])).adaptiveTheme
        )
        #expect(adaptive.light.palette.primary.hex == "#005F73")
        #expect(adaptive.light.tokens.colors["link"]?.hex == "#005F73")
        let dark = adaptive.variant(.dark)
        #expect(dark.palette.primary.hex == "#9ADCEB", "set in the variant, not the reference")
        #expect(dark.tokens.aliases[TokenSlot(.primary)] == nil)
        #expect(dark.tokens.colors["link"]?.hex == "#9ADCEB", "references follow the variant's values")
    }

    @Test func extensionsAreAJSONObject() throws {
        #expect(throws: ThemeError.self) { try TokenExtensions(json: "[1]") }
        #expect(throws: ThemeError.self) { try TokenExtensions(json: "{") }
        #expect(try TokenExtensions(json: #"{ "b": 1,  "a": {"x": null} }"#).json == #"{"b":1,"a":{"x":null}}"#)
    }

    @Test func coloursAHexFormCannotHoldAreWrittenExactly() throws {
        let color = ThemeColor(red: 0.1234567, green: 0.5, blue: 1, alpha: 0.25)
        #expect(color.cssText == "color(srgb 0.1234567 0.5 1 / 0.25)")
        #expect(ThemeColor.parseCSSText(color.cssText) == color)
        #expect(ThemeColor.white.cssText == "#FFFFFF")
        #expect(ThemeColor.parseCSSText("color(srgb 2 0 0)")?.colorSpace == .extendedSRGB, "kept beyond 0...1")
        #expect(ThemeColor.parseCSSText("color(display-p3 1 0 0)") == ThemeColor(displayP3Red: 1, green: 0, blue: 0))
        #expect(ThemeColor.parseCSSText("color(rec2020 1 0 0)") == nil, "only srgb and display-p3")
    }
}
