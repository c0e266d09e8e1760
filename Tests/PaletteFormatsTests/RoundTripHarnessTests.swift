import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Every fixture of ``RoundTripHarness`` through every format it lists: the import of the export
/// equals the import, token for token.
struct RoundTripHarnessTests {
    @Test(arguments: RoundTripHarness.cases)
    func theImportOfTheExportEqualsTheImport(_ row: RoundTripHarness.Case) throws {
        let document = try row.fixture.imported()
        let again = try RoundTripHarness.roundTrip(document, through: row.format)
        #expect(again == document, "\(RoundTripHarness.difference(again, document))")
        #expect(again.extensions == document.extensions, "the document's own extensions")
        #expect(again.tokens.extensions == document.tokens.extensions)
        #expect(again.tokens.descriptions == document.tokens.descriptions)
        #expect(again.tokens.deprecations == document.tokens.deprecations)
        #expect(again.tokens.aliases == document.tokens.aliases)
        #expect(again.tokens.memberAliases == document.tokens.memberAliases)
    }

    /// A composite's members written as aliases stay aliases: the fixture's typography, shadows,
    /// borders, transitions, gradients and dash arrays name other tokens, and every format keeps
    /// the names, with the resolved values beside them.
    @Test(arguments: RoundTripHarness.textFormats)
    func aliasesInsideCompositesAreKept(_ format: RoundTripHarness.Format) throws {
        let fixture = try #require(RoundTripHarness.fixtures.first { $0.name == "composites" })
        let document = try fixture.imported()
        let members = document.tokens.memberAliases
        #expect(members[TokenSlot(.font, "typography.body")]?["fontFamily"] == "font.family.sans")
        #expect(members[TokenSlot(.shadow, "shadow.raised")] == ["0.color": "color.shadow", "0.blur": "size.blur"])
        #expect(members[TokenSlot(.shadow, "shadow.layered")] == ["0.color": "color.shadow", "1.blur": "size.blur"])
        #expect(members[TokenSlot(.transition, "motion.transition.exit")] == ["delay": "motion.duration.fast"])
        #expect(members[TokenSlot(.strokeStyle, "stroke.dotted")] == ["dashArray.1": "size.hairline"])
        #expect(members[TokenSlot(.border, "border.focus")] == ["color": "color.accent"])
        #expect(members[TokenSlot(.shadow, "shadow.default")] == nil, "a whole alias is an alias, not members")
        #expect(document.tokens.aliases[TokenSlot(.shadow, "shadow.default")] == "shadow.raised")
        let again = try RoundTripHarness.roundTrip(document, through: format)
        #expect(again.tokens.memberAliases == members)
        #expect(again.tokens.count == document.tokens.count)
    }

    /// Each mode keeps its own member references: the dark shadow names the dark colour, and the
    /// dark border, a plain value, names none.
    @Test(arguments: RoundTripHarness.textFormats)
    func eachModeKeepsTheAliasesInsideItsComposites(_ format: RoundTripHarness.Format) throws {
        let fixture = try #require(RoundTripHarness.fixtures.first { $0.name == "composite-modes" })
        let document = try RoundTripHarness.roundTrip(fixture.imported(), through: format)
        let dark = try #require(document.resolve(in: RoundTripHarness.registry).adaptiveTheme?.variant(.dark))
        let light = try document.resolve(in: RoundTripHarness.registry).adaptiveTheme?.light
        #expect(light?.tokens.memberAliases[TokenSlot(.border, "border.card")] == ["color": "color.edge"])
        #expect(dark.tokens.memberAliases[TokenSlot(.shadow, "shadow.card")] == ["0.color": "color.shadow"])
        #expect(dark.tokens.memberAliases[TokenSlot(.border, "border.card")] == nil)
    }

    @Test func aDocumentsOwnExtensionsAreKeptAndComeBack() throws {
        let fixture = try #require(RoundTripHarness.fixtures.first { $0.name == "metadata" })
        let document = try fixture.imported()
        let vendors = document.extensions?.vendors ?? []
        #expect(vendors == ["com.figma.modeName", "com.example.build"], "Palette's own extension is not kept")
        let exported = try DTCGExporter().export(RoundTripHarness.registry.resolve(document.id, adding: document))
        #expect(exported.contains(#""com.figma.modeName": "Light""#))
    }

    /// Xcode names a colour in a folder that provides a namespace `Folder/Name`; through DTCG and
    /// back, every folder's `Contents.json` is written again as it was, so no colour is renamed.
    @Test(arguments: RoundTripHarness.fixtures.filter { $0.formats.contains(.assetCatalog) })
    func anAssetCatalogThroughDTCGKeepsEveryContentsFile(_ fixture: RoundTripHarness.Fixture) throws {
        let document = try fixture.imported()
        let direct = try AssetCatalogExporter().export(RoundTripHarness.registry.resolve(document.id, adding: document))
        let through = try RoundTripHarness.roundTrip(document, through: .dtcgFolder)
        let again = try AssetCatalogExporter().export(RoundTripHarness.registry.resolve(through.id, adding: through))
        let contents = { (catalog: AssetCatalogExporter.Catalog) in
            catalog.files.filter { $0.path.hasSuffix("Contents.json") && !$0.path.contains(".colorset/") }
        }
        #expect(contents(again) == contents(direct))
        #expect(again.files == direct.files)
        let namespaces = contents(direct).filter { $0.contents.contains("provides-namespace") }
        #expect(fixture.name != "Layout.xcassets" || !namespaces.isEmpty, "the fixture has namespaces")
    }
}

extension ThemeRegistry {
    /// The theme of `document`, resolved in this registry.
    fileprivate func resolve(_ id: String, adding document: ThemeDocument) throws -> ResolvedTheme {
        try document.resolve(in: self)
    }
}
