import Foundation
import PaletteTestSupport
import Testing

@testable import Palette
@testable import PaletteFormats

struct DTCGExportTests {
    private let acme: ResolvedTheme = {
        let document = try? ThemeDocument(json: TestDocuments.acme)
        return (try? document?.resolve(in: ThemeRegistry([DefaultTheme.self]))) ?? ResolvedTheme(DefaultTheme())
    }()

    @Test func everyTokenIsTypedAndColoursHaveTheObjectFormAndHex() throws {
        let root = try JSONParser.parse(DTCGExporter().export(acme))
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
        let root = try JSONParser.parse(DTCGExporter().export(theme))
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
        let document = try DTCGImporter().decode(json: Array(exported.utf8)).get()
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

struct ThemeLoaderTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-loader-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func loadsDocumentsInExtendsOrderAndSkipsBrokenOnes() throws {
        let directory = try folder([
            "a-child.json":
                ##"{"formatVersion": 1, "id": "child", "extends": "parent", "palette": {"primary": "#000000"}}"##,
            "b-parent.json":
                ##"{"formatVersion": 1, "id": "parent", "extends": "default", "tokens": {"numbers": {"n": 1}}}"##,
            "c-broken.json": ##"{"formatVersion": 1, "id": "broken", "palette": {"primary": "#12"}}"##,
            "d-brand.tokens.json": ##"{"color": {"primary": {"$type": "color", "$value": "#FF0000"}}}"##,
            "e-notes.json": ##"{"todo": ["nothing"]}"##,
            "readme.txt": "not read",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs == ["parent", "child", "d-brand"])
        #expect(try registry.resolve("child").number("n") == 1)
        #expect(try registry.resolve("child").parent?.id == "parent")
        #expect(
            registry.entry(named: "child")?.source == .file(path: directory.appendingPathComponent("a-child.json").path)
        )
        let broken = report.files.first { $0.path.hasSuffix("c-broken.json") }
        #expect(broken?.errors.count == 8, "a bad colour, three missing roles and four missing styles")
        let notes = report.files.first { $0.path.hasSuffix("e-notes.json") }
        #expect(notes?.errors.first?.message.contains("not a theme file") == true)
        #expect(report.files.count == 5)
    }

    @Test func extendsCyclesAreReportedForEveryMember() throws {
        let directory = try folder([
            "x.json": ##"{"formatVersion": 1, "id": "x", "extends": "y"}"##,
            "y.json": ##"{"formatVersion": 1, "id": "y", "extends": "x"}"##,
            "z.json": ##"{"formatVersion": 1, "id": "z", "extends": "default"}"##,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs == ["z"])
        let cycles = report.errors.compactMap { error -> [String]? in
            if case .referenceCycle("extends", let chain, _) = error.kind { return chain }
            return nil
        }
        #expect(cycles.count == 2)
        #expect(cycles.allSatisfy { Set($0) == ["x", "y"] && $0.count == 3 })
    }

    @Test func takenIdentifiersAreReported() throws {
        let directory = try folder(["dup.json": ##"{"formatVersion": 1, "id": "Default", "extends": "default"}"##])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs.isEmpty)
        #expect(report.errors.first?.message.contains("already registered") == true)
    }

    @Test func oversizedFilesAreRefusedBeforeReading() throws {
        let directory = try folder(["big.json": String(repeating: " ", count: 2_000) + "{}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        var limits = ThemeLimits.default
        limits.maximumDocumentSize = 1_000
        var registry = ThemeRegistry()
        let report = ThemeLoader(limits: limits).loadDirectory(directory, into: &registry)
        guard case .inputTooLarge(let size, 1_000, _) = report.errors.first?.kind else {
            Issue.record("expected a size error, got \(report.errors)")
            return
        }
        #expect(size == 2_002)
    }

    @Test func detectsFormats() {
        #expect(ThemeFileFormat.detect(Array(##"{"formatVersion": 1}"##.utf8)) == .palette)
        #expect(ThemeFileFormat.detect(Array(##"{"id": "x", "palette": {}}"##.utf8)) == .palette)
        #expect(ThemeFileFormat.detect(Array(##"{"a": {"b": {"$value": 1}}}"##.utf8)) == .dtcg)
        #expect(ThemeFileFormat.detect(Array(##"{"a": 1}"##.utf8)) == nil)
        #expect(ThemeFileFormat.detect(Array(##"{"colors": {"color.text": "363535"}}"##.utf8)) == .auutheme)
        #expect(
            ThemeFileFormat.detect(Array(##"{"colors": {"x": {"$type": "color", "$value": "#000"}}}"##.utf8)) == .dtcg
        )
        #expect(ThemeFileFormat.detect(Array("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8)) == .giotto)
        #expect(ThemeFileFormat.detect(Array("not json".utf8)) == nil)
    }
}

struct ThemeOverridesTests {
    private let registry = ThemeRegistry([DefaultTheme.self])

    @Test func aBackendMayOverrideANamedTheme() throws {
        let selection = try ThemeSelection(
            json:
                ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF5500"}, "tokens": {"dimensions": {"radius": 6}}}}"##
        )
        let theme = try selection.resolve(in: registry)
        #expect(theme.id == "default")
        #expect(theme.palette.primary.hex == "#FF5500")
        #expect(theme.palette.onPrimary == ThemeColor(red8: 0xFF, green8: 0x55, blue8: 0x00).contrastingForeground)
        #expect(theme.palette.secondary == DefaultTheme().palette.secondary)
        #expect(theme.dimension("radius") == 6)
    }

    @Test func overridesAreValidatedLikeDocuments() {
        #expect(
            throws: ThemeError.invalidColor(
                value: "#FF555",
                location: .init(path: "overrides.palette.primary", line: 1, column: 59)
            )
        ) {
            try ThemeSelection(json: ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF555"}}}"##)
        }
        let twoErrors = #expect(throws: ThemeError.self) {
            try ThemeSelection(
                json: ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF555", "secondary": 3}}}"##
            )
        }
        guard case .invalidDocument(nil, let problems) = twoErrors?.kind else {
            Issue.record("expected both problems, got \(String(describing: twoErrors))")
            return
        }
        #expect(problems.count == 2)
    }

    @Test func unknownRolesAreWarningsTheSelectionKeeps() throws {
        let selection = try ThemeSelection(
            json: ##"{"theme": "default", "overrides": {"palette": {"primery": "#000000"}}}"##
        )
        #expect(selection.warnings.first?.message.contains("did you mean 'primary'?") == true)
        #expect(try selection.resolve(in: registry).palette == DefaultTheme().palette)
    }

    @Test func payloadAndCodableRoundTrip() throws {
        let selection = ThemeSelection(
            theme: "default",
            overrides: ThemeOverrides(palette: [.primary: .black], tokens: ["spacing.card": .dimension(4)])
        )
        #expect(try ThemeSelection(json: selection.json) == selection)
        let encoded = try JSONEncoder().encode(selection)
        #expect(try JSONDecoder().decode(ThemeSelection.self, from: encoded) == selection)
        // An unknown role is a warning through Codable as through the payload decoder.
        let unknownRole = ##"{"theme": "x", "overrides": {"palette": {"tertiary": "#000"}}}"##
        let decoded = try JSONDecoder().decode(ThemeSelection.self, from: Data(unknownRole.utf8))
        #expect(decoded == (try ThemeSelection(json: unknownRole)))
        #expect(decoded.warnings.map(\.code) == [.unknownKey] && decoded.overrides?.isEmpty == true)
    }
}
