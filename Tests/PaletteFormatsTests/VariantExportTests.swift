import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Exports of adaptive themes: CSS media blocks, DTCG files with a resolver, Swift types.
struct VariantExportTests {
    let four = ResolvedTheme(
        AdaptiveTheme(
            id: "four",
            name: "Four",
            light: DefaultTheme(),
            dark: NightTheme(),
            lightIncreasedContrast: BoldTheme(),
            darkIncreasedContrast: MidnightBoldTheme()
        )
    )
    let pair = ResolvedTheme(AdaptiveTheme(id: "pair", name: "Pair", light: DefaultTheme(), dark: NightTheme()))

    /// The text of the block after `@media QUERY {`, up to its closing brace.
    private func mediaBlock(_ query: String, in css: String) -> String? {
        guard let start = css.range(of: "@media \(query) {\n") else { return nil }
        let rest = css[start.upperBound...]
        guard let end = rest.range(of: "\n}\n") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    @Test func cssPutsEachVariantInItsMediaBlockWithWhatDiffers() throws {
        let css = CSSExporter().export([four])
        #expect(css.hasPrefix("/* Four (four): light, light, increased contrast, dark, dark, increased contrast */\n"))
        #expect(css.contains(":root, [data-theme=\"four\"] {\n  color-scheme: light;\n  --palette-primary: #0221CC;"))
        let dark = try #require(mediaBlock("(prefers-color-scheme: dark)", in: css))
        #expect(
            dark.hasPrefix("  :root, [data-theme=\"four\"] {\n    color-scheme: dark;\n    --palette-primary: #93C5FD;")
        )
        #expect(!dark.contains("--palette-font-body"), "fonts that do not change are not repeated")
        let more = try #require(mediaBlock("(prefers-contrast: more)", in: css))
        #expect(more.contains("    --palette-primary: #00288C;") && !more.contains("color-scheme"))
        let darkMore = try #require(mediaBlock("(prefers-color-scheme: dark) and (prefers-contrast: more)", in: css))
        #expect(darkMore.contains("    --palette-primary: #C7E0FF;"))
        #expect(!darkMore.contains("color-scheme"), "the more-contrast block left dark pages dark")
        let order = ["prefers-color-scheme: dark) {", "(prefers-contrast: more) {", "and (prefers-contrast: more) {"]
        let positions = order.compactMap { css.range(of: $0)?.lowerBound }
        #expect(
            positions.count == 3 && positions == positions.sorted(),
            "dark and more together wins, so it comes last"
        )
    }

    @Test func cssWritesNoBlockForAVariantServedByTheVariantBeforeIt() {
        let css = CSSExporter().export([pair])
        #expect(css.contains("@media (prefers-color-scheme: dark) {"))
        #expect(!css.contains("prefers-contrast"), "both increased variants fall back to what is already declared")
        let lightOnly = ResolvedTheme(
            AdaptiveTheme(id: "bright", name: "Bright", light: DefaultTheme(), lightIncreasedContrast: BoldTheme())
        )
        let bright = CSSExporter().export([lightOnly])
        #expect(bright.contains("@media (prefers-contrast: more) {") && !bright.contains("prefers-color-scheme"))
        #expect(CSSExporter().export([ResolvedTheme(DefaultTheme())]).contains("@media") == false)
    }

    @Test func dtcgFilesAreOnePerVariantAndAResolverNamingThem() throws {
        let files = DTCGExporter().files(pair)
        #expect(files.map(\.name) == ["pair.light.tokens.json", "pair.dark.tokens.json", "pair.resolver.json"])
        let resolver = try #require(files.last?.contents)
        #expect(resolver.contains(#""$ref": "pair.dark.tokens.json""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(resolver.utf8)) as? [String: Any])
        let modifier = try #require((object["modifiers"] as? [String: Any])?["variant"] as? [String: Any])
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(contexts["darkIncreasedContrast"]?.first?["$ref"] == "#/sets/dark", "served by the dark variant's set")
        #expect(contexts["lightIncreasedContrast"]?.first?["$ref"] == "#/sets/light")
        #expect(modifier["default"] as? String == "light")
        #expect(DTCGExporter().files(ResolvedTheme(DefaultTheme())).map(\.name) == ["default.tokens.json"])
    }

    @Test func eachVariantFileReadsBackAsThatVariantAndSaysWhichItIs() throws {
        for file in DTCGExporter().files(four) where file.name.hasSuffix(".tokens.json") {
            let report = DTCGImporter().decode(Array(file.contents.utf8), file: file.name, options: .asDeclared)
            let document = try #require(report.value, "\(report.errors)")
            let slug = file.name.dropFirst("four.".count).dropLast(".tokens.json".count)
            let variant = try #require(ThemeVariant.allCases.first { $0.slug == slug })
            let theme = try document.resolve(in: ThemeRegistry())
            #expect(theme.palette == four.adaptiveTheme?.variant(variant).palette, "\(variant)")
            #expect(file.contents.contains(#""variant": {"#) && file.contents.contains(#""of": "four""#))
        }
    }

    @Test func fileNamesStayInTheFolderWhateverTheIdentifier() {
        #expect(DTCGExporter.fileStem("../../etc/passwd") == "etc-passwd")
        #expect(DTCGExporter.fileStem(".hidden") == "hidden")
        #expect(DTCGExporter.fileStem("日本") == "theme")
        #expect(DTCGExporter.fileStem("Acme Brand_2") == "Acme-Brand_2")
    }

    @Test(.enabled(if: SharedFixtures.canValidateDTCG, "needs ../shared and Python's jsonschema"))
    func theOfficialSchemasAcceptEveryFileAndBothResolvers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-dtcg-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = ResolvedTheme(try ThemeGenerator.generate(seed: ThemeColor(hex: "#D92D20")))
        for theme in [four, pair, generated] {
            var resolvers: [URL] = []
            for file in DTCGExporter().files(theme) {
                let url = folder.appendingPathComponent(file.name)
                try Data(file.contents.utf8).write(to: url)
                if file.name.hasSuffix(".resolver.json") {
                    resolvers.append(url)
                } else {
                    let (status, output) = try SharedFixtures.validateDTCG(url)
                    #expect(status == 0, "\(file.name): \(output)")
                }
            }
            let inline = folder.appendingPathComponent("\(theme.id).inline.resolver.json")
            try Data(DTCGExporter().resolver(try #require(theme.adaptiveTheme)).utf8).write(to: inline)
            for resolver in resolvers + [inline] {
                let (status, output) = try Self.validateResolver(resolver)
                #expect(status == 0, "\(resolver.lastPathComponent): \(output)")
            }
        }
    }

    /// Validates a resolver document against the DTCG 2025.10 resolver schema in `../shared`,
    /// its inline token sets against the format schema it references.
    static func validateResolver(_ file: URL) throws -> (status: Int32, output: String) {
        let script = """
            import json, pathlib, sys
            from jsonschema import Draft7Validator
            from referencing import Registry, Resource
            schemas = pathlib.Path(sys.argv[1])
            resources = []
            for path in schemas.rglob("*.json"):
                document = json.loads(path.read_text())
                resources.append((document["$id"], Resource.from_contents(document)))
            validator = Draft7Validator(
                json.loads((schemas / "resolver.json").read_text()), registry=Registry().with_resources(resources))
            errors = list(validator.iter_errors(json.loads(pathlib.Path(sys.argv[2]).read_text())))
            for error in errors[:10]:
                print("/".join(str(part) for part in error.absolute_path), error.message[:200])
            sys.exit(1 if errors else 0)
            """
        let schemas = SharedFixtures.url("fixtures/dtcg-2025.10-schema").path
        return try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schemas, file.path])
    }

    @Test func swiftWritesAnAdaptiveTypeWithANestedTypePerVariant() throws {
        let source = try SwiftSourceExporter(typeName: "PairTheme").export(pair)
        #expect(
            source.contains("public struct PairTheme: Palette.CompiledTheme, Palette.AdaptiveThemeRepresentable {")
        )
        #expect(source.contains("        Palette.AdaptiveTheme(\n            id: id,\n            name: name,"))
        #expect(source.contains("            light: Light(),\n            dark: Dark()\n        )"))
        #expect(source.contains("    public struct Light: Palette.CompiledTheme {"))
        #expect(source.contains("    public struct Dark: Palette.CompiledTheme {"))
        #expect(!source.contains("IncreasedContrast"), "variants the theme lacks are left out, and fall back")
        let full = try SwiftSourceExporter(typeName: "FourTheme").export(four)
        #expect(full.contains("lightIncreasedContrast: LightIncreasedContrast(),\n            darkIncreasedContrast:"))
    }
}
