import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Export after import writes the catalog it read, byte for byte: every colour set's name and
/// folder, every folder's `Contents.json`, every unchanged set's file.
struct AssetCatalogLayoutTests {
    static let layout = AssetCatalogFixtures.folder.appendingPathComponent("Layout.xcassets", isDirectory: true)

    /// The real catalogs in `../shared`, each as its project keeps it.
    static let realCatalogs = [
        "mastodon-mastodon-ios@a9e088a/Assets.xcassets",
        "duckduckgo-iOS@7b3f601/DeprecatedColors.xcassets",
        "element-hq-compound-design-tokens@60caaee/Colors.xcassets",
        "home-assistant-iOS@d722d78/Colors.xcassets",
        "Ranchero-Software-NetNewsWire@834decf/Assets.xcassets",
    ]

    private let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-catalog-layout-\(UUID().uuidString)", isDirectory: true)

    private func document(_ catalog: URL) throws -> ThemeDocument {
        try AssetCatalogImporter().decode(folder: catalog).get(file: catalog.path)
    }

    /// The catalog `document` exports into `scratch`, and what writing it did.
    private func written(
        _ document: ThemeDocument,
        exporter: AssetCatalogExporter = AssetCatalogExporter()
    ) throws -> (folder: URL, report: AssetCatalogExporter.Catalog.WriteReport) {
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let catalog = try exporter.export(theme)
        #expect(catalog.notes.isEmpty, "\(catalog.notes)")
        let report = try catalog.write(into: scratch)
        return (URL(fileURLWithPath: report.catalog, isDirectory: true), report)
    }

    private func expectSameFiles(_ written: URL, as original: URL) throws {
        let differences = try FolderSnapshot(written).differences(from: FolderSnapshot(original))
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func exportAfterImportWritesTheCatalogByteForByte() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (folder, report) = try written(try document(Self.layout))
        try expectSameFiles(folder, as: Self.layout)
        #expect(report.stale.isEmpty)
    }

    @Test func theCatalogAlsoComesBackThroughPaletteJSON() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let json = try document(Self.layout).jsonString
        let (folder, _) = try written(try ThemeDocument(json: json))
        try expectSameFiles(folder, as: Self.layout)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable), arguments: realCatalogs)
    func realCatalogsComeBackByteForByte(catalog: String) throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let original = SharedFixtures.url("fixtures/real-world/xcassets/" + catalog)
        let imported = try document(original)
        let direct = try written(imported)
        try expectSameFiles(direct.folder, as: original)
        try FileManager.default.removeItem(at: scratch)
        let throughJSON = try written(try ThemeDocument(json: imported.jsonString))
        try expectSameFiles(throughJSON.folder, as: original)
    }

    @Test func namesAndFoldersAreRecordedBesideTheTokenPath() throws {
        let document = try document(Self.layout)
        let json = document.jsonString
        // A dotted name in namespaces: token path by dots, set by its folders.
        #expect(document.tokens[ThemeColor.self, "Colors.Border.compose.poll"] != nil)
        #expect(json.contains(#""set": "Colors/Border/compose.poll""#))
        // A plain folder organises: the token is the set's own name, the set stays in the folder.
        #expect(document.tokens[ThemeColor.self, "tile.background"] != nil)
        #expect(json.contains(#""set": "Plain Folder/tile.background""#))
        // A set named as a role in a folder without Contents.json is the catalog's own role.
        #expect(document.palette[.primary]?.hex == "#1D4ED8")
        #expect(json.contains(#""set": "Loose/primary""#))
        // A set where its token path puts it has no set recorded.
        #expect(document.tokens[ThemeColor.self, "Colors.Brand.Dark Blurple"]?.hex == "#2F0C7A")
        #expect(!json.contains(#""set": "Colors/Brand/Dark Blurple""#))
        // Folders' files, extra keys and all, and the set Palette cannot read are kept.
        #expect(json.contains(#""on-demand-resource-tags": ["#))
        #expect(json.contains(#""Background.colorset/Contents.json": {"#))
        // A file not in Xcode's layout is kept as its text.
        #expect(json.contains(#""contents": "{\"colors\":[{"#))
    }

    @Test func aCatalogPaletteWroteReadsBackWithNothingRecordedPerColour() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = try AssetCatalogExporter().export(ResolvedTheme(DefaultTheme())).write(into: scratch)
        let document = try document(URL(fileURLWithPath: report.catalog))
        #expect(document.tokens.extensions.isEmpty, "\(document.tokens.extensions)")
        #expect(document.palette.count == ColorRole.allCases.count)
    }

    @Test func aChangedColourIsRewrittenAndTheRestOfItsSetKept() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var document = try document(Self.layout)
        document.tokens["Idioms"] = .color(try ThemeColor(hex: "#FF8000"))
        let (folder, _) = try written(document)
        let text = try String(
            contentsOf: folder.appendingPathComponent("Idioms.colorset/Contents.json"),
            encoding: .utf8
        )
        #expect(text.contains(#""red" : "0xFF""#) && text.contains(#""green" : "0x80""#))
        #expect(text.contains(#""idiom" : "ipad""#) && text.contains(#""red" : "0.900""#), "the iPad entry stays")
        // Everything else is as it was.
        let differences = try FolderSnapshot(folder).differences(from: FolderSnapshot(Self.layout))
        #expect(differences == ["differs: Idioms.colorset/Contents.json"])
    }

    @Test func aWideColourSetUnchangedIsKeptAsWritten() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (folder, _) = try written(try document(Self.layout))
        let path = "Wide.colorset/Contents.json"
        let original = try Data(contentsOf: Self.layout.appendingPathComponent(path))
        #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == original)
        #expect(String(decoding: original, as: UTF8.self).contains("display-p3"))
    }

    @Test func rolesFromTheExtendedThemeAreWrittenOnlyWhenAsked() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let document = try document(Self.layout)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let catalog = try AssetCatalogExporter().export(theme)
        let roleSets = Set(ColorRole.allCases.map { "\($0.rawValue).colorset/Contents.json" })
        #expect(catalog.files.filter { roleSets.contains($0.path) }.isEmpty)
        #expect(catalog.files.contains { $0.path == "Loose/primary.colorset/Contents.json" })
        #expect(catalog.inheritedSets.count == ColorRole.allCases.count - 1 && catalog.inheritedFrom == "default")
        let all = try AssetCatalogExporter(includesInheritedRoles: true).export(theme)
        #expect(all.files.contains { $0.path == "Loose/primary.colorset/Contents.json" })
        #expect(all.inheritedSets.isEmpty)
        // The catalog's own 'Background' set wins over the inherited role of that name (a
        // catalog's names ignore case); every other inherited role is written.
        #expect(all.files.filter { roleSets.contains($0.path) }.count == ColorRole.allCases.count - 2)
        #expect(all.files.contains { $0.path == "Background.colorset/Contents.json" })
        #expect(
            all.notes == ["role 'background' would be colour set 'background', which the catalog's own 'Background' is"]
        )
    }

    @Test func onlySetsTheThemeLacksAreStale() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let document = try document(Self.layout)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        // An earlier export with every role, then a set added by hand.
        _ = try AssetCatalogExporter(includesInheritedRoles: true).export(theme).write(into: scratch)
        let root = scratch.appendingPathComponent("Layout.xcassets")
        let byHand = root.appendingPathComponent("Colors/Border/handmade.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: byHand, withIntermediateDirectories: true)
        let report = try AssetCatalogExporter().export(theme).write(into: scratch)
        #expect(report.written.isEmpty)
        #expect(report.stale == [byHand.path], "inherited roles are the theme's; only the hand-made set is stale")
    }

    @Test func aTokenAddedToAnImportedCatalogGoesWhereItsPathSays() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var document = try document(Self.layout)
        document.tokens["Colors.Border.focus"] = .color(.black)
        document.tokens["Extra.new"] = .color(.white)
        let (folder, _) = try written(document)
        let differences = try FolderSnapshot(folder).differences(from: FolderSnapshot(Self.layout))
        #expect(
            differences == [
                "only in this: Colors/Border/focus.colorset",
                "only in this: Colors/Border/focus.colorset/Contents.json",
                "only in this: Extra", "only in this: Extra/Contents.json", "only in this: Extra/new.colorset",
                "only in this: Extra/new.colorset/Contents.json",
            ]
        )
        let back = try AssetCatalogImporter().decode(folder: folder).get()
        #expect(
            back.tokens[ThemeColor.self, "Colors.Border.focus"] == .black
                && back.tokens[ThemeColor.self, "Extra.new"] == .white
        )
    }
}
