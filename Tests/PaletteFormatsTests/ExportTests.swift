import Foundation
import InternalPaletteUtilities
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

struct DTCGExportTests {
    private let acme: ResolvedTheme = {
        let document = try? ThemeDocument(json: TestDocuments.acme)
        return (try? document?.resolve(in: ThemeRegistry([DefaultTheme.self]))) ?? ResolvedTheme(DefaultTheme())
    }()

    @Test func everyTokenIsTypedAndColoursHaveTheObjectFormAndHex() throws {
        let root = try JSONParser.read(DTCGExporter().export(acme), options: .strict)
        let primary = try #require(root["color"]?["primary"])
        #expect(primary["$type"]?.string == "color")
        #expect(primary["$value"]?["colorSpace"]?.string == "srgb")
        #expect(primary["$value"]?["hex"]?.string == "#d92d20")
        #expect(root["font"]?["heading"]?["$type"]?.string == "typography")
        #expect(root["font"]?["heading"]?["$extensions"]?["org.palette"]?["textStyle"]?.string == "title2")
        #expect(root["spacing"]?["card"]?["$value"]?["unit"]?.string == "px")
        #expect(root["spacing"]?["hero"]?["$value"]?["unit"]?.string == "rem", "rem stays rem")
        let inset = try #require(root["spacing"]?["inset"])
        #expect(inset["$value"]?["value"]?.value == .number(8), "DTCG has no em: points at the default size")
        #expect(inset["$extensions"]?["org.palette"]?["dimension"]?.string == "0.5em", "and the length as it is")
        let body = try #require(root["font"]?["body"])
        #expect(body["$value"]?["lineHeight"]?.value == .number(1.4))
        #expect(body["$value"]?["letterSpacing"]?["value"]?.value == .number(-0.17))
        #expect(body["$extensions"]?["org.palette"]?["letterSpacing"]?.string == "-0.01em")
        #expect(root["$extensions"]?["org.palette"]?["extends"]?.string == "default")
    }

    @Test func aPathThatIsBothATokenAndAGroupUsesRoot() throws {
        let theme = ResolvedTheme(AUUThemeExampleTheme())
        let root = try JSONParser.read(DTCGExporter().export(theme), options: .strict)
        #expect(root["color"]?["$root"]?["$type"]?.string == "color", "the AUUTheme root colour 'color'")
        #expect(root["color"]?["background"]?["$root"] != nil, "the background role with 'tableview' below it")
        #expect(root["color"]?["background"]?["tableview"]?["$value"] != nil)
    }

    @Test(arguments: ["default", "auutheme-example", "acme"])
    func exportThenImportGivesTheSameTheme(which: String) throws {
        let theme =
            switch which {
            case "default": ResolvedTheme(DefaultTheme())
            case "auutheme-example": ResolvedTheme(AUUThemeExampleTheme())
            default: acme
            }
        let exported = DTCGExporter().export(theme)
        let document = try DTCGImporter().decode(Array(exported.utf8), options: .asDeclared).get()
        #expect(document.id == theme.id)
        #expect(document.name == theme.name)
        let back = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(back.palette == theme.palette)
        #expect(back.fontStyles == theme.fontStyles)
        #expect(back.tokens == theme.tokens)
        #expect(back.parent?.id == theme.parent?.id)
    }

    @Test(.enabled(if: SharedFixtures.canValidateDTCG, "needs ../shared and Python's jsonschema"))
    func theOfficialSchemaAcceptsTheExport() throws {
        for theme in [ResolvedTheme(DefaultTheme()), ResolvedTheme(AUUThemeExampleTheme()), acme] {
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

struct CSSExportTests {
    @Test func oneBlockPerThemeUsableAsIs() {
        let css = CSSExporter().export([ResolvedTheme(DefaultTheme()), ResolvedTheme(AUUThemeExampleTheme())])
        #expect(
            css.contains(
                ":root, [data-theme=\"default\"] {\n  color-scheme: light;\n  --palette-primary: #0221CC;\n  --palette-on-primary: #FAFAFA;"
            )
        )
        #expect(css.contains("[data-theme=\"auutheme-example\"] {"))
        #expect(!css.contains(":root, [data-theme=\"auutheme-example\"]"))
        #expect(
            css.contains(
                "  --palette-font-heading: 700 22px/1.2 system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif;"
            )
        )
        #expect(css.contains("  --palette-font-quote: italic 400 17px/1.2 ui-serif, Georgia, serif;"))
        #expect(css.contains("  --palette-color-background-tableview: #FFFFFE;"))
        #expect(css.contains("  --palette-spacing-card: 12px;"))
        #expect(css.contains("  --palette-opacity-disabled: 0.4;"))
        #expect(css.contains("  --palette-font-price: 700 20px/1.2 ui-monospace, SFMono-Regular, Menlo, monospace;"))
        #expect(css.components(separatedBy: "{").count == css.components(separatedBy: "}").count)
    }

    @Test func relativeLengthsLineHeightsAndLetterSpacingAreWrittenAsTheyAre() throws {
        let acme = try ThemeDocument(json: TestDocuments.acme).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let css = CSSExporter().export([acme])
        #expect(css.contains("  --palette-spacing-hero: 2rem;"))
        #expect(css.contains("  --palette-spacing-inset: 0.5em;"))
        #expect(css.contains("  --palette-font-body: 400 17px/1.4 \"Avenir Next\", system-ui, sans-serif;"))
        #expect(css.contains("  --palette-font-body-letter-spacing: -0.01em;"))
    }

    @Test func untrustedTextCannotLeaveItsStringOrComment() throws {
        let theme = try ThemeDocument(
            id: "x\"] {}\n:root { color: red",
            name: "Evil */ body { }\n/*",
            extends: "default"
        )
        .resolve(in: ThemeRegistry([DefaultTheme.self]))
        let css = CSSExporter().export([theme])
        let lines = css.split(separator: "\n")
        #expect(lines[0] == "/* Evil * / body { } /* (x\"] {} :root { color: red) */")
        #expect(lines[1] == #":root, [data-theme="x\"] {}\A :root { color: red"] {"#)
        let plain = CSSExporter().export([ResolvedTheme(DefaultTheme())])
        #expect(lines.count == plain.split(separator: "\n").count, "no line of its own")
    }

    @Test func darkThemesSayTheirColorScheme() {
        let dark = ResolvedTheme(
            TokenTheme(
                palette: ThemePalette(primary: .white, secondary: .white, neutral: .black, highlight: .white),
                tokens: [:]
            )
        )
        #expect(CSSExporter().export([dark]).contains("color-scheme: dark;"))
    }

    @Test func inheritedTokensAreIncludedAndNamesAreSafe() {
        let parent = ResolvedTheme(AUUThemeExampleTheme())
        let child = ResolvedTheme(
            TokenTheme(tokens: ["spacing.card": .dimension(16), "odd name!": .number(1)], parent: parent)
        )
        let css = CSSExporter(prefix: "acme").export([child])
        #expect(css.contains("--acme-spacing-card: 16px;"))
        #expect(css.contains("--acme-opacity-disabled: 0.4;"), "inherited")
        #expect(css.contains("--acme-odd-name-: 1;"))
        #expect(CSSExporter.kebab("onPrimary") == "on-primary")
        #expect(CSSExporter.kebab("COLOR_TEXT_COMMON") == "color-text-common")
        #expect(CSSExporter.kebab("head2Image") == "head2-image")
    }
}
