import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Identifiers made from folder names are unique, and say so when they had to change.
struct ThemeLoaderIdentifierTests {
    private let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-loader-ids-\(UUID().uuidString)", isDirectory: true)

    /// Copies the layout fixture catalog to `path` under the scratch folder.
    private func catalog(at path: String) throws -> URL {
        let url = scratch.appendingPathComponent(path, isDirectory: true)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: AssetCatalogLayoutTests.layout, to: url)
        return url
    }

    @Test func twoCatalogsWithOneNameGetTwoIdentifiersAndOneWarning() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let first = try catalog(at: "app/Colors.xcassets")
        let second = try catalog(at: "widget/Colors.xcassets")
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(scratch, into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["colors", "colors-2"])
        #expect(registry.entry(named: "colors-2")?.source == .file(path: second.path))
        let renamed = report.files.compactMap(\.renaming)
        #expect(renamed.count == 1)
        let message = renamed.first?.description ?? ""
        #expect(message.contains(first.path) && message.contains(second.path), "\(message)")
        #expect(message.contains("'colors-2'"))
        #expect(report.files.first { $0.path == second.path }?.warnings.contains(renamed[0]) == true)
    }

    @Test func anIdentifierWrittenInAFileKeepsItsIdentifier() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The catalog comes first in name order, yet the written identifier is the file's.
        _ = try catalog(at: "a/Colors.xcassets")
        let file = scratch.appendingPathComponent("b-colors.json")
        try Data(#"{"formatVersion": 1, "id": "colors", "extends": "default"}"#.utf8).write(to: file)
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(scratch, into: &registry)
        #expect(Set(report.loadedIDs) == ["colors", "colors-2"])
        #expect(registry.entry(named: "colors")?.source == .file(path: file.path))
        #expect(report.files.compactMap(\.renaming).count == 1)
    }

    @Test func aCatalogNamedAfterARegisteredThemeIsRenamed() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try catalog(at: "Default.xcassets")
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(scratch, into: &registry)
        #expect(report.loadedIDs == ["default-2"])
        #expect(report.files.first?.renaming?.description.contains("the compiled theme DefaultTheme") == true)
    }

    @Test func tokenSetsNamedAfterFoldersOfOneNameGetTwoIdentifiers() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var folders: [URL] = []
        for app in ["web", "app"] {
            let url = scratch.appendingPathComponent("\(app)/brand", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (file, hex) in [("base", "#FF0000"), ("accent", "#00FF00")] {
                try Data(##"{"color": {"\##(file)": {"$type": "color", "$value": "\##(hex)"}}}"##.utf8)
                    .write(to: url.appendingPathComponent("\(file).tokens.json"))
            }
            folders.append(url)
        }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().load(folders, into: &registry)
        #expect(report.loadedIDs == ["brand", "brand-2"], "\(report.errors)")
        #expect(report.files.compactMap(\.renaming).count == 1)
    }

    @Test func uniqueNamesAreLeftAlone() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try catalog(at: "Brand.xcassets")
        _ = try catalog(at: "Colors.xcassets")
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(scratch, into: &registry)
        #expect(report.loadedIDs == ["brand", "colors"])
        #expect(report.files.allSatisfy { $0.renaming == nil })
    }
}
