import Foundation
import Testing

@testable import palette_cli

/// An asset catalog is a theme source like a theme file: `validate`, `show`, `export` and
/// `--themes` read a `*.xcassets` folder as one theme, and a folder that holds one does not read
/// the catalog's `Contents.json` files as theme files of their own.
struct AssetCatalogSourceTests {
    private let harness = CLIHarness()
    private let catalog = AssetCatalogCommandTests.fixtures.appendingPathComponent("Brand.xcassets")

    /// A folder holding a Palette document and a copy of the fixture catalog.
    private func projectFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-catalog-source-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("Brand.xcassets"))
        let document = ##"{"formatVersion": 1, "id": "acme", "extends": "default", "palette": {"primary": "#FF5500"}}"##
        try Data(document.utf8).write(to: folder.appendingPathComponent("acme.json"))
        return folder
    }

    @Test func validateReadsACatalogInAFolderAsOneTheme() throws {
        let folder = try projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = harness.run("validate", folder.path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(" (xcassets theme 'brand')"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("2 files checked: 0 errors"))
        #expect(!result.standardOutput.contains("Contents.json: ok"), "a colour set is no theme of its own")
        #expect(!result.standardError.contains("not a file 'validate' recognises"))
    }

    @Test func themesLoadsACatalogBesideThemeFiles() throws {
        let folder = try projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = harness.run("--themes", folder.path, "list")
        #expect(listed.exitCode == 0)
        let fileLines = listed.standardOutput.split(separator: "\n").filter { $0.contains(" file (") }
        #expect(fileLines.count == 2, "\(listed.standardOutput)")
        #expect(listed.standardOutput.contains("brand         Brand         file ("))
    }

    @Test func showAndExportTakeACatalogPath() {
        let shown = harness.run("show", catalog.path, "--appearance", "dark")
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.hasPrefix("Brand (dark)"))
        let exported = harness.run("export", catalog.path, "--format", "css")
        #expect(exported.exitCode == 0)
        #expect(exported.standardOutput.contains("--palette-primary: #1D4ED8;"))
        #expect(exported.standardOutput.contains("@media (prefers-color-scheme: dark)"))
    }
}
