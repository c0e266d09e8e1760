import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import Testing

/// Several token files read as one set by ``ThemeLoader``: named together, in a folder, or as a
/// Style Dictionary configuration or Tokens Studio's metadata describes them.
struct TokenSetLoadingTests {
    typealias Fixtures = TokenSetFixtures

    @Test func aFolderOfTokenFilesIsOneThemeNamedAfterTheFolderWhoseAliasesCrossFiles() throws {
        let (report, registry) = Fixtures.load([Fixtures.url("carbon")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["carbon"])
        let theme = try registry.resolve("carbon")
        #expect(theme.palette.primary.hex == "#0F62FE", "theme-white.tokens.json aliases colors.tokens.json")
        #expect(theme.fontStyles.heading.size == 32, "type.tokens.json aliases spacing.tokens.json")
        #expect(report.files.count == 4)
        for file in report.files {
            #expect(file.tokenSet.count == 4)
            #expect(file.themeID == "carbon")
        }
    }

    @Test func filesNamedTogetherAreOneSetNamedAfterTheFirst() throws {
        let theme = Fixtures.url("carbon/theme-white.tokens.json")
        let alone = Fixtures.load([theme]).report
        #expect(alone.loadedIDs.isEmpty, "on its own its aliases lead nowhere")
        #expect(alone.errors.contains { $0.code == .unresolvedReference })
        // Read leniently, its tokens that lead nowhere are skipped, each with a warning, and the rest loads.
        let lenient = Fixtures.load([theme], conformance: .lenient).report
        #expect(lenient.errors.isEmpty, "\(lenient.errors)")
        #expect(lenient.warnings.contains { $0.problem.message.contains("was not imported") })

        let (report, registry) = Fixtures.load([Fixtures.url("carbon/colors.tokens.json"), theme])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["colors"])
        #expect(try registry.resolve("colors").palette.highlight.hex == "#8A3FFC")
    }

    @Test func aTokenDefinedAgainFollowsTheLaterFileWithAWarningNamingBothPlaces() throws {
        let folder = try Fixtures.Folder([
            "a.json": ##"{"color": {"$type": "color", "brand": {"$value": "#111111"}}}"##,
            "b.json": ##"{"color": {"$type": "color","## + "\n" + ##" "brand": {"$value": "#222222"}}}"##,
        ])
        let (report, registry) = Fixtures.load([folder.url])
        #expect(try registry.resolve(report.loadedIDs.first ?? "").color(ColorToken("color.brand")).hex == "#222222")
        let duplicate = report.warnings.first { $0.problem.code == .duplicateDefinition }
        #expect(duplicate?.problem.location?.file == folder("b.json").path)
        #expect(duplicate?.problem.location?.line == 2)
        #expect(
            duplicate?.problem.message.contains("'\(folder("a.json").path)' at 1:39") == true,
            "\(String(describing: duplicate))"
        )
        #expect(
            report.files.first { $0.path.hasSuffix("b.json") }?.warnings.map(\.problem).contains(
                duplicate?.problem ?? .missingKey(key: "", location: nil)
            ) == true
        )
    }

    @Test func everyProblemOfTheSetIsReportedInItsFileWithLineAndColumn() throws {
        let folder = try Fixtures.Folder([
            "a.json": ##"{"color": {"$type": "color", "one": {"$value": "{missing.one}"}}}"##,
            "b.json":
                ##"{"color": {"$type": "color", "two": {"$value": "{missing.two}"}, "three": {"$value": "#12"}}}"##,
            "c.json": ##"{"color": {"$type": "color", "fine": {"$value": "#123456"}}}"##,
        ])
        let (report, _) = Fixtures.load([folder.url])
        #expect(report.loadedIDs.isEmpty)
        let a = try #require(report.files.first { $0.path.hasSuffix("a.json") })
        let b = try #require(report.files.first { $0.path.hasSuffix("b.json") })
        let c = try #require(report.files.first { $0.path.hasSuffix("c.json") })
        #expect(a.errors.count == 1)
        #expect(b.errors.count == 2, "both of b's problems, not the first of the set: \(b.errors)")
        #expect(c.errors.isEmpty)
        #expect(c.tokenSet.count == 3)
        for error in a.errors + b.errors {
            #expect(error.location?.line == 1)
            #expect(error.location?.column != nil)
        }
        #expect(a.errors.first?.location?.file == folder("a.json").path)
    }

    @Test func aStyleDictionaryConfigurationNamesTheFilesOfItsSet() throws {
        let (report, registry) = Fixtures.load([Fixtures.url("style-dictionary-basic")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["style-dictionary-basic"])
        let theme = try registry.resolve("style-dictionary-basic")
        #expect(theme.color(ColorToken("color.font.base")).hex == "#FF0000", "{color.base.red.value}")
        #expect(theme.tokens[Dimension.self, "size.font.small"] == Dimension(0.75, .rem))
        #expect(theme.tokens.descriptions["size.font.small"] == "the small size of the font", "its comment")
        #expect(report.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.contains("config.json") == false)

        let named = Fixtures.load([Fixtures.url("style-dictionary-basic/config.json")])
        #expect(named.report.loadedIDs == ["style-dictionary-basic"], "the configuration stands for its set")
    }

    @Test func includedFilesAreOnlyForReferencesAndAPatternMatchingNothingIsReported() throws {
        let folder = try Fixtures.Folder([
            "sd/config.json": ##"{"include": ["core/**/*.json"], "source": ["tokens/*.json", "absent/*.json"]}"##,
            "sd/core/colors.json": ##"{"brand": {"red": {"value": "#D92D20", "type": "color"}}}"##,
            "sd/tokens/theme.json": ##"{"color": {"primary": {"value": "{brand.red}", "type": "color"}}}"##,
            "sd/ignored.json": ##"{"nothing": {"value": 1, "type": "number"}}"##,
        ])
        let (report, registry) = Fixtures.load([folder("sd")])
        #expect(report.loadedIDs == ["sd"])
        let theme = try registry.resolve("sd")
        #expect(theme.palette.primary.hex == "#D92D20")
        #expect(theme.tokens[ThemeColor.self, "brand.red"] == nil, "included for references, not imported")
        #expect(theme.tokens[Double.self, "nothing"] == nil, "no pattern names it")
        let pattern = report.warnings.first { $0.problem.message.contains("'absent/*.json'") }
        #expect(pattern?.problem.location?.file == folder("sd/config.json").path)
        #expect(pattern?.problem.location?.path == "source")
    }

    @Test func tokensStudioSetsAreReadInTheirOrderWithSourceSetsOnlyForReferences() throws {
        let (report, registry) = Fixtures.load([Fixtures.url("tokens-studio")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["tokens-studio"])
        let theme = try registry.resolve("tokens-studio")
        // Its themes Light and Dark choose between sets: they are the variants, not merged.
        #expect(theme.adaptiveTheme?.variant(.light).palette.primary.hex == "#0F62FE")
        #expect(theme.adaptiveTheme?.variant(.dark).palette.primary.hex == "#0043CE")
        #expect(theme.tokens[ThemeColor.self, "blue.500"] == nil, "core/colors is only ever a source")
        let named = Fixtures.load([Fixtures.url("tokens-studio/$metadata.json")]).report
        #expect(named.loadedIDs == ["tokens-studio"])
    }

    @Test func otherFormatsAndTokenFilesWithTheirOwnIdentifierAreThemesOfTheirOwn() throws {
        let exported = DTCGExporter().export(try ThemeRegistry([DefaultTheme.self]).resolve("default"))
            .replacingOccurrences(of: #""id": "default""#, with: #""id": "exported""#)
        let folder = try Fixtures.Folder([
            "tokens/a.json": ##"{"color": {"$type": "color", "brand": {"$value": "#111111"}}}"##,
            "tokens/b.json": ##"{"color": {"$type": "color", "accent": {"$value": "{color.brand}"}}}"##,
            "tokens/exported.tokens.json": exported,
            "tokens/acme.json": ##"{"formatVersion": 1, "id": "acme", "extends": "default"}"##,
        ])
        let (report, _) = Fixtures.load([folder("tokens")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(Set(report.loadedIDs) == ["tokens", "exported", "acme"])
        #expect(report.files.first { $0.path.hasSuffix("acme.json") }?.tokenSet.isEmpty == true)
    }

    @Test func aFolderStandsForItsFilesAndItsFoldersButNotHiddenOnesOrDependencies() throws {
        let folder = try Fixtures.Folder([
            "b.json": "{}",
            "nested/a.tokens": "{}",
            ".hidden/c.json": "{}",
            "node_modules/d.json": "{}",
            "notes.txt": "",
        ])
        let names = try ThemeLoader.themeFiles(in: folder.url).map { $0.path.dropFirst(folder.url.path.count + 1) }
        #expect(names == ["b.json", "nested/a.tokens"])
    }

    /// A design system's npm package keeps its tokens beside `package.json` and `tsconfig.json`:
    /// reading the package's folder reads the tokens, not the tools' configuration (which failed
    /// every command: not a theme file Palette recognises). Named on its own, such a file is read.
    @Test func aFolderLeavesOutItsJavaScriptToolsConfiguration() throws {
        let folder = try Fixtures.Folder([
            "package.json": ##"{"name": "@acme/tokens", "version": "1.0.0"}"##,
            "package-lock.json": ##"{"lockfileVersion": 3}"##,
            "tsconfig.json": ##"{"compilerOptions": {}}"##,
            "tsconfig.build.json": ##"{"extends": "./tsconfig.json"}"##,
            "tokens/color.tokens.json": ##"{"color": {"primary": {"$type": "color", "$value": "#0055FF"}}}"##,
        ])
        let names = try ThemeLoader.themeFiles(in: folder.url).map { $0.path.dropFirst(folder.url.path.count + 1) }
        #expect(names == ["tokens/color.tokens.json"])
        let (report, _) = Fixtures.load([folder.url])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let (named, _) = Fixtures.load([folder("package.json")])
        #expect(named.errors.count == 1, "a file named on its own is read, and is no theme")
    }

    /// A folder of examples keeps the payload that selects its themes beside them: read whole, the
    /// payload is set aside with a word, not refused as a theme file that cannot be read.
    @Test func aBackendPayloadInAFolderIsSetAsideWithAWarning() throws {
        let folder = try Fixtures.Folder([
            "payload.json": ##"{"theme": "acme", "overrides": {"palette": {"primary": "#FF0000"}}}"##,
            "acme.json": ##"{"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default"}"##,
        ])
        let (report, _) = Fixtures.load([folder.url])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["acme"])
        #expect(
            report.warnings.contains {
                $0.problem.message.contains("the backend payload 'payload.json' read as no theme")
            }
        )
        let (named, _) = Fixtures.load([folder("payload.json")])
        #expect(named.errors.count == 1, "named on its own, a payload is no theme file")
    }

    /// Real Tokens Studio sets (Compassion's cds-tokens, Wesco's synergy-dna) wrap their tokens in a
    /// top-level `theme` group: token files, not payloads, which name a theme with a string or an
    /// object with an `id`.
    @Test func aTokenFileWhoseTopGroupIsNamedThemeIsNoPayload() throws {
        let tokens = ##"{"theme": {"color": {"primary": {"value": "#0057b8", "type": "color"}}}}"##
        #expect(ThemeFileFormat.detect(Array(tokens.utf8)) == .dtcg)
        let report = ThemeFileFormat.dtcg.decode(Array(tokens.utf8), file: "light.json")
        #expect(try report.get().tokens[ThemeColor.self, "theme.color.primary"]?.hex == "#0057B8")
        for payload in [#"{"theme": "acme"}"#, #"{"theme": {"id": "acme"}}"#, #"{"theme": 3}"#] {
            let root = try JSONParser.read(payload, options: .strict)
            #expect(FileShape.isBackendPayload(root), "\(payload)")
            #expect(ThemeFileFormat.detect(Array(payload.utf8)) == nil, "\(payload)")
        }
    }

    @Test func foldersThatLinkBackUpTheTreeAreListedOnce() throws {
        let folder = try Fixtures.Folder(["a.json": "{}"])
        for name in ["loop", "again", "more"] {
            try FileManager.default.createSymbolicLink(
                at: folder(name),
                withDestinationURL: folder.url
            )
        }
        let files = try ThemeLoader.themeFiles(in: folder.url)
        #expect(files.map(\.lastPathComponent) == ["a.json"], "each real folder once, whatever links lead to it")
    }

    @Test func importerSourcesOnlyForReferencesAreCheckedWhereUsedAndNotImported() throws {
        let report = DTCGImporter().decode(
            files: [
                .init(
                    json: Array(
                        ##"{"base": {"$type": "color", "red": {"$value": "#FF0000"}, "bad": {"$value": 3}}}"##.utf8
                    ),
                    file: "base.json",
                    isReferenceOnly: true
                ),
                .init(
                    json: Array(##"{"color": {"$type": "color", "primary": {"$value": "{base.red}"}}}"##.utf8),
                    file: "theme.json"
                ),
            ],
            options: .asDeclared
        )
        let document = try report.get()
        #expect(document.id == "theme", "named after the first file that is imported")
        #expect(document.palette[.primary]?.hex == "#FF0000")
        #expect(document.tokens[ThemeColor.self, "base.red"] == nil)
    }
}
