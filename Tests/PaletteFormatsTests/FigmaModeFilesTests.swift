import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Figma's own per-mode export (`Tests/Fixtures/token-sets/figma-modes`): `Light.tokens.json` and
/// `Dark.tokens.json` name their mode in `$extensions["com.figma.modeName"]` and are one theme's
/// variants; `Value.tokens.json`, a collection of one mode, is read with both.
struct FigmaModeFilesTests {
    static let folder = TokenSetFixtures.url("figma-modes")

    @Test func aFolderOfPerModeFilesIsOneThemeWithLightAndDarkVariants() throws {
        let (report, registry) = ModeFixtures.load([Self.folder])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["figma-modes"])
        #expect(!report.warnings.contains { $0.problem.message.contains("defined again") }, "\(report.warnings)")
        let theme = try registry.resolve("figma-modes")
        #expect(theme.adaptiveTheme?.definedVariants == [.light, .dark])
        #expect(try ModeFixtures.color("color.background", in: registry, "figma-modes") == "#FFFFFF")
        #expect(try ModeFixtures.color("color.background", in: registry, "figma-modes", .dark) == "#121212")
        #expect(try ModeFixtures.color("color.onBackground", in: registry, "figma-modes", .dark) == "#FFFFFF")
    }

    @Test func perModeFilesGivenTogetherAreOneTheme() throws {
        let files = ["Light.tokens.json", "Dark.tokens.json", "Value.tokens.json"].map {
            Self.folder.appendingPathComponent($0)
        }
        let (report, registry) = ModeFixtures.load(files)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs.count == 1)
        let id = try #require(report.loadedIDs.first)
        #expect(try ModeFixtures.color("color.background", in: registry, id, .dark) == "#121212")
    }

    @Test func filesAreModesOfOneCollectionOnlyWhenTheirTokensOverlap() throws {
        func member(_ json: String, _ name: String) -> TokenSetMember {
            TokenSetMember(ParsedThemeFile(bytes: Array(json.utf8), path: name, limits: .default))
        }
        let primitives = member(
            ##"{"gray": {"$type": "color", "$value": "#ffffff"}, "$extensions": {"com.figma.modeName": "Value"}}"##,
            "Value.tokens.json"
        )
        let light = member(
            ##"{"bg": {"$type": "color", "$value": "{gray}"}, "$extensions": {"com.figma.modeName": "Light"}}"##,
            "Light.tokens.json"
        )
        let dark = member(
            ##"{"bg": {"$type": "color", "$value": "#000000"}, "$extensions": {"com.figma.modeName": "Dark"}}"##,
            "Dark.tokens.json"
        )
        let source = try #require(FigmaModeFiles([primitives, light, dark], limits: .default))
        #expect(source.modifiers.map(\.name) == ["mode"])
        #expect(source.modifiers.first?.contexts == ["Light", "Dark"])
        #expect(source.base.map(\.file.path) == ["Value.tokens.json"])
        #expect(FigmaModeFiles([primitives, light], limits: .default) == nil, "no two modes of one collection")
        let shadowLight = member(
            ##"{"shadow": {"$type": "color", "$value": "#00000033"}, "$extensions": {"com.figma.modeName": "Light"}}"##,
            "Shadows.Light.tokens.json"
        )
        let shadowDark = member(
            ##"{"shadow": {"$type": "color", "$value": "#00000099"}, "$extensions": {"com.figma.modeName": "Dark"}}"##,
            "Shadows.Dark.tokens.json"
        )
        let both = try #require(FigmaModeFiles([light, dark, shadowLight, shadowDark], limits: .default))
        #expect(both.modifiers.map(\.name) == ["mode"], "collections with the same modes switch together")
        #expect(
            both.collections.first?.files["Dark"]?.map(\.file.path) == ["Dark.tokens.json", "Shadows.Dark.tokens.json"]
        )
        #expect(
            FileShape.figmaModeName(
                try JSONParser.read(#"{"$extensions": {"com.figma.modeName": ""}}"#, options: .strict)
            ) == nil
        )
    }
}
