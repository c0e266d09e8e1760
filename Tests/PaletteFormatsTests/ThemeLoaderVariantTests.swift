import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Adaptive documents in a folder: ``ThemeLoader`` loads the documents a pair or a variant names
/// before the document that names them, whatever the files' order, and reports a cycle of them.
struct ThemeLoaderVariantTests {
    private let registry = (try? ThemeRegistry([DefaultTheme.self, NightTheme.self])) ?? ThemeRegistry()

    @Test func aFolderLoadsVariantsBeforeThePairWhateverTheOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-variants-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a-pair.json": #"{"formatVersion": 1, "id": "sea", "variants": {"light": "sea-day", "dark": "sea-night"}}"#,
            "b-day.json": #"{"formatVersion": 1, "id": "sea-day", "extends": "default"}"#,
            "c-night.json":
                ##"{"formatVersion": 1, "id": "sea-night", "extends": "night", "palette": {"primary": "#00FFAA"}}"##,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        var registry = self.registry
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs.last == "sea")
        let pair = try #require(registry.entry(named: "sea")?.theme.source as? AdaptiveTheme)
        #expect(pair.dark.palette.primary.hex == "#00FFAA")
    }

    @Test func aVariantNamingADocumentOfTheSameFolderLoadsAfterIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-four-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a.json": ##"""
            {"formatVersion": 1, "id": "sea", "extends": "default",
             "variants": {"darkIncreasedContrast": "sea-night", "dark": {"palette": {"background": "#001018"}}}}
            """##,
            "b.json": ##"{"formatVersion": 1, "id": "sea-night", "extends": "night"}"##,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        var registry = self.registry
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let adaptive = try #require(registry.entry(named: "sea")?.theme.adaptiveTheme)
        #expect(adaptive.variant(.darkIncreasedContrast).id == "sea-night")
        #expect(adaptive.variant(.dark).palette.background.hex == "#001018")
    }

    @Test func aVariantCycleThroughTwoDocumentsIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-cycle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a.json": ##"{"formatVersion": 1, "id": "a", "extends": "default", "variants": {"dark": "b"}}"##,
            "b.json":
                ##"{"formatVersion": 1, "id": "b", "extends": "default", "variants": {"darkIncreasedContrast": "a"}}"##,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        var registry = self.registry
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.count == 2)
        #expect(report.errors.allSatisfy { $0.description.contains("variants cycle") }, "\(report.errors)")
    }
}
