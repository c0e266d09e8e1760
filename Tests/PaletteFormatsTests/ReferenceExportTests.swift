import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// References go out as references wherever the format has them: `{…}` in DTCG, `var(--…)` in
/// CSS, the constant in Swift; a reference whose token is not in the output, or no longer has
/// the value, is written as the value. Every output stays valid.
struct ReferenceExportTests {
    private let theme: ResolvedTheme

    init() throws {
        theme = try ThemeDocument(json: TestDocuments.acmeWithReferences).resolve(in: RoundTripFixtures.registry)
    }

    @Test func dtcgWritesReferencesToTokensInTheFile() throws {
        let root = try JSONParser.read(DTCGExporter().export(theme), options: .strict)
        #expect(root["color"]?["primary"]?["$value"]?.string == "{color.brand.blue}")
        #expect(root["color"]?["secondary"]?["$value"]?.string == "{color.primary}")
        #expect(root["color"]?["secondary"]?["$description"]?.string == "Same as primary")
        #expect(root["button"]?["background"]?["$value"]?.string == "{color.secondary}")
        #expect(root["spacing"]?["gutter"]?["$value"]?.string == "{spacing.card}")
        #expect(root["font"]?["heading"]?["$value"]?.string == "{font.display}")
        #expect(root["opacity"]?["muted"]?["$value"]?.string == "{opacity.disabled}")
        let onPrimary = try #require(root["color"]?["onPrimary"])
        #expect(onPrimary["$extensions"]?["org.palette"]?["inherited"]?.value == .bool(true), "derived, not set")
    }

    @Test func aReferenceWhoseTokenIsElsewhereOrChangedIsWrittenAsTheValue() throws {
        // The child refers to a token of the theme it extends, and a payload overrides a value a
        // reference named: neither reference can stand in the exported file.
        var registry = RoundTripFixtures.registry
        try registry.register(theme, source: .file(path: "acme.json"))
        let child = try ThemeDocument(
            json:
                #"{"formatVersion": 1, "id": "child", "extends": "acme", "tokens": {"colors": {"link": "{color.brand.blue}"}}}"#
        )
        .resolve(in: registry)
        let root = try JSONParser.read(DTCGExporter().export(child), options: .strict)
        #expect(root["link"]?["$value"]?["hex"]?.string == "#1d4ed8", "color.brand.blue is acme's, not in this file")

        var overrides = ThemeOverrides()
        overrides.tokens["color.brand.blue"] = .color(.white)
        let changed = overrides.applied(to: theme)
        let css = CSSExporter().export([changed])
        #expect(css.contains("  --palette-primary: #1D4ED8;"), "primary kept the value it named")
        #expect(css.contains("  --palette-color-brand-blue: #FFFFFF;"))
    }

    @Test func cssWritesReferencesAsVar() throws {
        let css = CSSExporter().export([theme])
        #expect(css.contains("  --palette-primary: var(--palette-color-brand-blue);"))
        #expect(css.contains("  --palette-secondary: var(--palette-primary); /* Same as primary */"))
        #expect(css.contains("  --palette-button-background: var(--palette-secondary);"))
        #expect(css.contains("  --palette-spacing-gutter: var(--palette-spacing-card);"))
        #expect(css.contains("  --palette-font-heading: var(--palette-font-display);"))
        let structure = CSSStructure(css)
        #expect(structure.isSound, "\(structure.problems)")
    }

    @Test func swiftRefersToTheConstantOfTheValueNamed() throws {
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(theme)
        #expect(source.contains("        primary: Values.colorBrandBlue,"))
        #expect(source.contains("        secondary: Values.colorPrimary,"))
        #expect(source.contains("        heading: Values.fontDisplay,"))
        #expect(source.contains("        public static let colorPrimary: Palette.ThemeColor = Values.colorBrandBlue"))
        // Tokens are tables of values; their references are kept as metadata, not as constants.
        #expect(!source.contains("spacingCard"))
        // Both ends of a reference are among the file's paths; the compile test reads them back.
        let paths = GeneratedTablesTests.pool("_PalettePaths", in: source)
        for path in ["button.background", "color.secondary", "color.primary", "color.brand.blue"] {
            #expect(paths.contains(path))
        }
        #expect(source.contains("    // references of colors: path, then value"))
        #expect(source.contains("let value = _PalettePaths[index]"))
        #expect(source.contains("tokens.aliases[Palette.TokenSlot(.color, path)] = value"))
    }

    /// Every theme the tests have, in every CSS the exporter writes, passes the structural check.
    @Test func everyCSSExportIsStructurallySound() throws {
        var themes = [ResolvedTheme(DefaultTheme()), ResolvedTheme(AUUThemeExampleTheme()), theme]
        themes += try RoundTripFixtures.tokenShapes.map {
            try RoundTripFixtures.resolved(RoundTripFixtures.imported($0))
        }
        themes.append(try RoundTripFixtures.resolved(RoundTripFixtures.styledTheme()))
        themes.append(try SwiftSourceExportTests.hostileTheme())
        for theme in themes {
            let structure = CSSStructure(CSSExporter().export([theme]))
            #expect(structure.isSound, "\(theme.id): \(structure.problems)")
        }
        let all = CSSStructure(CSSExporter().export(themes))
        #expect(all.isSound, "\(all.problems)")
        #expect(!CSSStructure("a { color: red }").isSound, "a declaration without ';'")
        #expect(!CSSStructure("a { color: var(--nothing); }").isSound, "a reference to nothing")
        #expect(!CSSStructure("a { color: red; ").isSound, "a rule not closed")
    }

    @Test(.enabled(if: SharedFixtures.canValidateDTCG, "needs ../shared and Python's jsonschema"))
    func theOfficialSchemaAcceptsExportsWithReferencesMetadataAndStyles() throws {
        var themes = [theme, try RoundTripFixtures.resolved(RoundTripFixtures.styledTheme())]
        themes += try RoundTripFixtures.tokenShapes.map {
            try RoundTripFixtures.resolved(RoundTripFixtures.imported($0))
        }
        // Every kind, with aliases inside composites.
        themes.append(try RoundTripFixtures.resolved(RoundTripFixtures.imported("composites")))
        for theme in themes {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "\(theme.id)-\(UUID().uuidString).tokens.json"
            )
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(DTCGExporter().export(theme).utf8).write(to: file)
            let (status, output) = try SharedFixtures.validateDTCG(file)
            #expect(status == 0, "\(theme.id): \(output)")
        }
    }
}
