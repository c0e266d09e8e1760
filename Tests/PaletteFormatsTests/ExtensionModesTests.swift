import Foundation
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Modes written the way Terrazzo wrote them before the Resolver Module, in each token's
/// `$extensions.mode`: light and dark become the variants, and aliases follow each mode.
struct ExtensionModesTests {
    @Test func theDarkValuesInExtensionsModeAreTheDarkVariant() throws {
        let (report, registry) = ModeFixtures.load([ModeFixtures.url("extension-modes.tokens.json")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let id = "extension-modes"
        #expect(try registry.resolve(id).adaptiveTheme?.definedVariants == [.light, .dark])
        #expect(try ModeFixtures.color("color.primary", in: registry, id) == "#1D4ED8")
        #expect(try ModeFixtures.color("color.primary", in: registry, id, .dark) == "#93C5FD")
        #expect(try ModeFixtures.color("color.link", in: registry, id, .dark) == "#93C5FD", "an alias reads the mode")
        #expect(try ModeFixtures.color("color.onBackground", in: registry, id, .dark) == "#FFFFFF")
        #expect(try registry.resolve(id).adaptiveTheme?.variant(.dark).palette.background.hex == "#111111")
    }

    @Test func modesThatAreNoVariantsAreKeptAndSaidToBeUnused() throws {
        let folder = try TokenSetFixtures.Folder([
            "density.json": #"""
            {"space": {"$type": "number", "gap": {"$value": 8, "$extensions": {"mode": {"compact": 4, "roomy": 12}}}}}
            """#
        ])
        let (report, registry) = ModeFixtures.load([folder("density.json")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try registry.resolve("density").tokens[Double.self, "space.gap"] == 8)
        #expect(
            report.warnings.contains {
                $0.problem.message.contains("none of its contexts: the values written outside them")
            }
        )
        let (_, compact) = ModeFixtures.load(
            [folder("density.json")],
            modes: ModeOptions(inputs: [try ModeInput("mode=compact")])
        )
        #expect(try compact.resolve("density").tokens[Double.self, "space.gap"] == 4)
    }

    /// Radix Colors as terrazzoapp/dtcg-examples converted them (read from `../shared`): 372
    /// colours with their dark values in `$extensions.mode`.
    @Test(.enabled(if: SharedFixtures.isAvailable)) func radixsDarkValuesAreItsDarkVariant() throws {
        let url = SharedFixtures.url("fixtures/real-world/dtcg/terrazzoapp-dtcg-examples@3cff23c-radix.json")
        let (report, registry) = ModeFixtures.load([url])
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        let id = try #require(report.loadedIDs.first)
        #expect(try ModeFixtures.color("color.primitive.gray.1", in: registry, id) == "#FCFCFC")
        #expect(try ModeFixtures.color("color.primitive.gray.1", in: registry, id, .dark) == "#111111")
    }
}
