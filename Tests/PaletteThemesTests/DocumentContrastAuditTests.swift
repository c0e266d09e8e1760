import Foundation
import Palette
import PaletteDesign
import PaletteFormats
import PaletteTestSupport
import PaletteThemes
import Testing

/// A theme file that extends another theme is overrides laid over it, and is audited as a
/// backend's overrides are: a pair its own values leave below the level of the theme it extends.
struct DocumentContrastAuditTests {
    private static let unreadable = """
        {
          "formatVersion": 1, "id": "child", "extends": "default",
          "palette": {
            "background": "#FFFFFF",
            "onBackground": "#FEFEFE"
          }
        }
        """

    /// The regressions of `json`, a document resolved against `registry`.
    private func regressions(
        _ json: String,
        in registry: ThemeRegistry = .builtIn
    ) throws -> [ContrastAudit.Regression] {
        let document = try ThemeDocument(json: json)
        return document.contrastRegressions(of: try document.resolve(in: registry))
    }

    /// Loads `files` (name and text) from a temporary folder into `registry`.
    private func load(
        _ files: [(name: String, text: String)],
        into registry: inout ThemeRegistry,
        contrast: ContrastPolicy = .warn
    ) throws -> ThemeLoader.Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        var loader = ThemeLoader()
        loader.contrast = contrast
        return loader.load(files.map { folder.appendingPathComponent($0.name) }, into: &registry)
    }

    @Test func aDocumentThatLowersAPairIsNamedWithRatioLevelAndParent() throws {
        let found = try regressions(Self.unreadable)
        #expect(found.map(\.after.pair.name) == ["onBackground on background"])
        let regression = try #require(found.first)
        #expect(regression.changedThemeID == "child")
        #expect(regression.themeID == "default")
        #expect(
            regression.description
                == "'child' leaves onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets"
        )
        // Overrides keep their own wording.
        let overrides = ThemeOverrides(palette: [
            .background: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
            .onBackground: ThemeColor(red8: 0xFE, green8: 0xFE, blue8: 0xFE),
        ])
        #expect(
            overrides.contrastRegressions(over: DefaultTheme().resolved).first?.description
                == "overrides leave onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets"
        )
    }

    @Test func theLoaderLocatesEachLoweredPairAtTheFilesOwnEntry() throws {
        var registry = ThemeRegistry.builtIn
        let report = try load([("child.json", Self.unreadable)], into: &registry)
        let file = try #require(report.files.first)
        #expect(file.errors.isEmpty)
        #expect(file.themeID == "child")
        // Kept apart from the warnings, for the caller to show where themes are checked.
        #expect(file.warnings.isEmpty)
        let warning = try #require(file.contrastWarnings.first)
        #expect(file.contrastWarnings.count == 1)
        #expect(report.contrastWarnings.count == 1)
        #expect(warning.problem.location?.path == "palette.onBackground")
        #expect(warning.problem.location?.file?.hasSuffix("child.json") == true)
        #expect(warning.problem.location?.line == 5)
        #expect(warning.problem.location?.column == 21)
        #expect(warning.description.contains("'child' leaves onBackground on background at 1.01:1"))
        #expect(registry.contains("child"))
    }

    @Test func theStrictLoaderRefusesTheFile() throws {
        var registry = ThemeRegistry.builtIn
        let report = try load([("child.json", Self.unreadable)], into: &registry, contrast: .strict)
        let file = try #require(report.files.first)
        #expect(file.errors.count == 1)
        #expect(file.errors.first?.location?.line == 5)
        #expect(file.contrastWarnings.isEmpty)
        #expect(file.themeID == nil)
        #expect(!registry.contains("child"))
    }

    @Test func aDocumentThatKeepsEveryPairAtItsLevelHasNoRegressions() throws {
        let harmless = ##"{"formatVersion": 1, "id": "navy", "extends": "default", "palette": {"primary": "#0000AA"}}"##
        #expect(try regressions(harmless).isEmpty)
        // A document that extends nothing has nothing to be held to.
        let standalone = ThemeDocument(DefaultTheme())
        #expect(standalone.contrastRegressions(of: try standalone.resolve(in: .builtIn)).isEmpty)
    }

    @Test func aPairTheParentAlreadyFailsIsNotBlamedOnTheDocument() throws {
        var registry = ThemeRegistry.builtIn
        try registry.register(WeakTheme())
        // A worse onPrimary is still the parent's failure; a worse onBackground is the document's.
        let child = """
            {"formatVersion": 1, "id": "child", "extends": "weak",
             "palette": {"onPrimary": "#F0F0F0", "onBackground": "#C0C0C0"}}
            """
        let found = try regressions(child, in: registry)
        #expect(found.map(\.after.pair.name) == ["onBackground on background"])
        #expect(found.first?.description.hasSuffix("below AA 4.5:1 that this pair meets in 'weak'") == true)
    }

    @Test func aPlainDocumentOverAnAdaptiveThemeIsAuditedAgainstTheLightVariantItIsLaidOver() throws {
        // 'system' is default in light and midnight in dark; a plain document that extends it is a
        // plain theme made from its light variant, so a white page is no regression (it breaks
        // only the dark variant, which the document's theme does not have) ...
        let white = ##"{"formatVersion": 1, "id": "white", "extends": "system", "palette": {"background": "#FFFFFF"}}"##
        let document = try ThemeDocument(json: white)
        let theme = try document.resolve(in: .builtIn)
        #expect(theme.adaptiveTheme == nil)
        #expect(document.contrastRegressions(of: theme).isEmpty)
        // ... where the same overrides sent with a selection of 'system' keep its dark variant.
        #expect(
            !ThemeOverrides(palette: [.background: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)])
                .contrastRegressions(over: AdaptiveTheme.system.resolved).isEmpty
        )
        // An amber highlight on the light variant's page is the document's.
        let amber = ##"{"formatVersion": 1, "id": "amber", "extends": "system", "palette": {"highlight": "#FBBF24"}}"##
        let found = try regressions(amber)
        #expect(found.map(\.after.pair.name) == ["highlight on background"])
        #expect(found.first?.variant == nil)
        #expect(found.first?.themeID == "system")
    }

    @Test func everyVariantAnAdaptiveDocumentWritesIsAuditedAndNamedThere() throws {
        let duo = """
            {"formatVersion": 1, "id": "duo", "extends": "default",
             "palette": {"primary": "#1D4ED8"},
             "variants": {
               "dark": {"palette": {"background": "#0B1120", "onBackground": "#F8FAFC"}},
               "darkIncreasedContrast": "midnight"
             }}
            """
        let found = try regressions(duo)
        // The dark page leaves default's amber highlight too dark on it, and the deep blue primary
        // too close to it; the light variant keeps its pairs, and 'midnight', named for dark
        // increased contrast, is not the document's.
        #expect(
            found.map(\.after.pair.name) == ["highlight on background", "primary on background", "primary on surface"]
        )
        #expect(found.allSatisfy { $0.variant == .dark })
        #expect(found.first?.description.contains("at 3.75:1 in the dark variant, below AA 4.5:1") == true)
        var registry = ThemeRegistry.builtIn
        let report = try load([("duo.json", duo)], into: &registry)
        let warning = try #require(report.contrastWarnings.first)
        #expect(report.contrastWarnings.count == 3)
        #expect(warning.problem.location?.path == "variants.dark.palette.background")
        #expect(warning.problem.location?.line == 4)
        #expect(warning.problem.location?.column == 39)
    }

    @Test func aChainIsAuditedAgainstEachFilesDirectParent() throws {
        // 'parent' lowers onBackground below default's AA; 'kid' keeps what 'parent' has there
        // (not blamed again) and lowers onPrimary on parent's navy, which 'parent' meets.
        let parent = """
            {"formatVersion": 1, "id": "parent", "extends": "default",
             "palette": {"primary": "#0000AA", "onBackground": "#FEFEFE", "background": "#FFFFFF"}}
            """
        let kid = ##"{"formatVersion": 1, "id": "kid", "extends": "parent", "palette": {"onPrimary": "#3333CC"}}"##
        var registry = ThemeRegistry.builtIn
        // Given child first: each file is still audited against the theme it extends.
        let report = try load([("kid.json", kid), ("parent.json", parent)], into: &registry)
        #expect(report.errors.isEmpty)
        let byFile = Dictionary(uniqueKeysWithValues: report.files.map { ($0.themeID ?? "", $0.contrastWarnings) })
        #expect(byFile["parent"]?.map(\.problem.location?.path) == ["palette.onBackground"])
        let kidWarnings = try #require(byFile["kid"])
        #expect(kidWarnings.map(\.problem.location?.path) == ["palette.onPrimary"])
        #expect(
            kidWarnings.first?.description.contains(
                "'kid' leaves onPrimary on primary at 1.57:1, below AA 4.5:1 that this pair meets in 'parent'"
            ) == true
        )
    }

    @Test func anImportedThemeIsAuditedAgainstDefaultWithoutAPlace() throws {
        // An AUUTheme file extends 'default'; its colours are not at a Palette document's paths,
        // so the warning names the role and the file, without a line.
        let auu = ##"{"colors": {"color.background": "#FFFFFF", "color.onBackground": "#FEFEFE"}}"##
        var registry = ThemeRegistry.builtIn
        let report = try load([("legacy.json", auu)], into: &registry)
        let file = try #require(report.files.first)
        #expect(file.format == .auutheme)
        let warning = try #require(file.contrastWarnings.first)
        #expect(warning.description.contains("'legacy' leaves onBackground on background at 1.01:1"))
        #expect(warning.problem.location?.line == nil)
        #expect(warning.problem.location?.file?.hasSuffix("legacy.json") == true)
    }
}
