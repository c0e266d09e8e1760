import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The typed keys `palette export --format swift` writes with a theme's type: a nested `Tokens`
/// namespace with a key for each custom token the theme answers.
struct SwiftSourceExportKeyTests {
    @Test func theTypeHoldsAKeyForEachOfItsTokens() throws {
        let theme = try ThemeDocument(json: TestDocuments.acme).resolve(in: ThemeRegistry([DefaultTheme.self]))
        var report = ExportReport(format: .swift)
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(theme, report: &report)
        #expect(report.isComplete)
        #expect(source.contains("\n    public enum Tokens {\n"))
        #expect(
            source.contains(
                """

                extension AcmeTheme.Tokens.Spacing {
                    /// The dimension token `spacing.card`.
                    public static var card: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPoolAcmeTheme, 1) }
                    /// The dimension token `spacing.hero`.
                    public static var hero: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPoolAcmeTheme, 2) }
                """
            )
        )
        #expect(
            source.contains(
                "    public static var tableview: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolAcmeTheme, 0) }"
            )
        )
        #expect(
            source.contains(
                "    public static var price: Palette.FontToken { _PaletteFontToken(_PalettePathPoolAcmeTheme, 5) }"
            )
        )
        #expect(
            source.contains(
                "    public static var disabled: Palette.NumberToken { _PaletteNumberToken(_PalettePathPoolAcmeTheme, 6) }"
            )
        )
        // Roles and font styles are read as `palette.primary`, not through keys.
        #expect(!source.contains("Palette.ColorToken(\"color.primary\")"))
    }

    @Test func theTokenSetsCarryTheFilesKeysSoThatAThemeAnswersThemBySlot() throws {
        let theme = try ThemeDocument(json: TestDocuments.acme).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(theme)
        #expect(
            source.contains(
                "    var tokens = Palette.TokenSet(generatedKeysIn: _PalettePathPoolAcmeTheme, "
                    + "[.color: 0..<1, .dimension: 1..<5, .font: 5..<6, .number: 6..<7])\n"
            )
        )
        // The registry's file declares keys but builds no token set: nothing carries them there.
        let registry = SwiftSourceExporter.registrySource(
            [("AcmeTheme", "acme.palette.json")],
            keys: SwiftSourceExporter.tokenKeys(named: "Tokens", of: [(theme, "acme.palette.json")], limits: .default)
        )
        #expect(registry.contains("_PaletteColorToken"))
        #expect(!registry.contains("generatedKeysIn"))
    }

    @Test func anInternalTypeHasInternalKeys() throws {
        let theme = try ThemeDocument(json: TestDocuments.acme).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let source = try SwiftSourceExporter(typeName: "AcmeTheme", isPublic: false).export(theme)
        #expect(source.contains("\n    enum Tokens {\n"))
        #expect(
            source.contains(
                "    static var card: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPoolAcmeTheme, 1) }"
            )
        )
        #expect(!source.contains("public "))
    }

    @Test func keysCoverTheThemesItExtendsAndEveryVariant() throws {
        let base = try ThemeDocument(
            json: ##"""
                {"formatVersion": 1, "id": "base", "extends": "default", "tokens": {"colors": {"brand.base": "#000000"}}}
                """##
        )
        let adaptive = try ThemeDocument(
            json: """
                {
                  "formatVersion": 1, "id": "harbour", "extends": "base",
                  "tokens": { "colors": { "brand.light": "#FFFFFF" } },
                  "variants": { "dark": { "tokens": { "colors": { "brand.dark": "#000000" } } } }
                }
                """
        )
        var registry = try ThemeRegistry([DefaultTheme.self])
        try registry.register(try base.resolve(in: registry))
        let source = try SwiftSourceExporter(typeName: "HarbourTheme").export(try adaptive.resolve(in: registry))
        #expect(source.contains("AdaptiveThemeRepresentable"))
        let keys = source.split(separator: "\n").filter { $0.contains("static var") }
        #expect(
            keys == [
                "    public static var base: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolHarbourTheme, 1) }",
                "    public static var dark: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolHarbourTheme, 2) }",
                "    public static var light: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolHarbourTheme, 0) }",
            ]
        )
        // One namespace, in the adaptive type, not one per variant.
        #expect(source.components(separatedBy: "enum Tokens").count == 2)
    }

    @Test func aTokenWithoutAKeyIsCountedInTheReportAndLeftOut() throws {
        var document = try ThemeDocument(json: TestDocuments.acme)
        document.tokens[TokenPath("spacing.card")] = .color(.white)  // a colour and a dimension
        document.tokens[TokenPath("brand.accent-hover")] = .color(.white)
        document.tokens[TokenPath("brand.accent_hover")] = .color(.black)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        var report = ExportReport(format: .swift)
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(theme, report: &report)
        #expect(report.omissions.map(\.name).sorted() == ["brand.accent_hover", "spacing.card"])
        #expect(report.summary.contains("2 typed keys not representable in Swift"))
        #expect(source.components(separatedBy: "static var accentHover: ").count == 2)
        #expect(source.components(separatedBy: "static var card: ").count == 2)
    }

    @Test func aThemeWithoutTokensHasNoNamespace() throws {
        let source = try SwiftSourceExporter(typeName: "PlainTheme").export(ResolvedTheme(DefaultTheme()))
        #expect(!source.contains("Tokens"))
    }
}
