import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette import Assets.xcassets` and `palette export ID --format xcassets --output DIR`.
struct AssetCatalogCommandTests {
    static let fixtures = Repository.fixture("AssetCatalogs")
    private let harness = CLIHarness()
    private let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-cli-catalog-\(UUID().uuidString)", isDirectory: true)

    @Test func importReadsACatalogFolderAsPaletteJSON() {
        let result = harness.run("import", Self.fixtures.appendingPathComponent("Brand.xcassets").path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"id\": \"brand\"") && result.standardOutput.contains("\"Brand.Blue\""))
        #expect(result.standardOutput.contains("\"darkIncreasedContrast\""))
        // Nothing is clipped: the extended-range and Display P3 colours are kept as they are.
        #expect(!result.standardError.contains("gamut") && !result.standardError.contains("clipped"))
        #expect(result.standardOutput.contains(#""color(srgb 1.2 -0.1 0.5 / 0.502)""#))
        #expect(result.standardError.contains("1 .appiconset, 1 .imageset skipped"))
    }

    @Test func importMapsColoursToRolesAndNamesTheTheme() throws {
        let result = harness.run(
            "import",
            Self.fixtures.appendingPathComponent("Brand.xcassets").path,
            "--map",
            "Brand/Blue=neutral",
            "--id",
            "acme",
            "--name",
            "Acme"
        )
        #expect(result.exitCode == 0)
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(document.palette[.neutral]?.hex == "#007AFF" && document.id == "acme")
        #expect(document.tokens[ThemeColor.self, "Brand.Blue"] == nil)
        let bad = harness.run(
            "import",
            Self.fixtures.appendingPathComponent("Brand.xcassets").path,
            "--map",
            "Link=primry"
        )
        #expect(bad.exitCode == 64 && bad.standardError.contains("did you mean 'primary'?"))
    }

    @Test func importReadsOneColourSetFileByItsShape() throws {
        let file = Self.fixtures.appendingPathComponent("Brand.xcassets/primary.colorset/Contents.json").path
        let result = harness.run("import", file)
        #expect(result.exitCode == 0)
        #expect(try ThemeDocument(json: result.standardOutput).palette[.primary]?.hex == "#1D4ED8")
        let named = harness.run("import", file, "--from", "xcassets")
        #expect(named.standardOutput == result.standardOutput)
    }

    @Test func importReportsBrokenCatalogsWithFileLineAndColumnAndFails() {
        let result = harness.run("import", Self.fixtures.appendingPathComponent("Bad/Malformed.colorset").path)
        #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
        #expect(result.standardError.contains("Malformed.colorset/Contents.json:8:9: error"))
        let folderAsDTCG = harness.run("import", Self.fixtures.path + "/Brand.xcassets", "--from", "dtcg").unwrapped
        #expect(folderAsDTCG.exitCode == 64)
        #expect(folderAsDTCG.standardError.contains("an asset catalog, which only '--from xcassets' reads"))
    }

    @Test func exportWritesTheCatalogAndPrintsWhatItWrote() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let first = harness.run("export", "system", "--format", "xcassets", "--output", output.path)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let lines = first.standardOutput.split(separator: "\n")
        #expect(lines.count == 14 && lines.first == "\(output.path)/System.xcassets/Contents.json")
        let primary = try String(
            contentsOf: output.appendingPathComponent("System.xcassets/primary.colorset/Contents.json"),
            encoding: .utf8
        )
        #expect(primary.contains("\"appearance\" : \"luminosity\"") && primary.contains("\"author\" : \"xcode\""))
        let second = harness.run("export", "system", "--format", "xcassets", "--output", output.path)
        #expect(second.exitCode == 0 && second.standardOutput.isEmpty)
        #expect(second.standardError.contains("14 files already up to date"))
        let back = harness.run("import", output.appendingPathComponent("System.xcassets").path)
        #expect(back.exitCode == 0 && back.standardOutput.contains("\"id\": \"system\""))
        #expect(back.standardError.isEmpty, "\(back.standardError)")
    }

    @Test func exportOfAThemeFileAndItsStaleSets() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let file = try harness.write(
            ##"{"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default", "palette": {"primary": "#D92D20"}}"##,
            named: "acme.json"
        )
        #expect(harness.run("export", file, "--format", "xcassets", "--output", output.path).exitCode == 0)
        let stale = output.appendingPathComponent("Acme.xcassets/Old.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        let again = harness.run("export", file, "--format", "xcassets", "--output", output.path).unwrapped
        #expect(again.standardError.contains("Old.colorset' is not in the theme; left in place"))
        #expect(FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func importThenExportThroughPaletteJSONGivesTheCatalogBackByteForByte() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let catalog = Self.fixtures.appendingPathComponent("Layout.xcassets", isDirectory: true)
        let imported = harness.run("import", catalog.path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let file = try harness.write(imported.standardOutput, named: "layout.json")
        let exported = harness.run("export", file, "--format", "xcassets", "--output", output.path).unwrapped
        #expect(exported.exitCode == 0, "\(exported.standardError)")
        let back = output.appendingPathComponent("Layout.xcassets", isDirectory: true)
        let differences = try FolderSnapshot(back).differences(from: FolderSnapshot(catalog))
        #expect(differences.isEmpty, "\(differences)")
        #expect(
            exported.standardError
                == "note: 12 roles the theme takes from 'default' not written (--include-inherited writes them)\n"
        )
    }

    @Test func exportOverTheCatalogItReadRewritesNothingAndSuggestsNoDeletion() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let copy = output.appendingPathComponent("Layout.xcassets", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Layout.xcassets"), to: copy)
        let result = harness.run("export", copy.path, "--format", "xcassets", "--output", output.path).unwrapped
        #expect(result.exitCode == 0 && result.standardOutput.isEmpty, "\(result.standardOutput)")
        #expect(result.standardError.contains("files already up to date"))
        #expect(!result.standardError.contains("delete") && !result.standardError.contains("left in place"))
    }

    @Test func includeInheritedWritesTheRolesTheThemeTakesFromDefault() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let file = try harness.write(
            ##"{"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default", "palette": {"primary": "#D92D20"}}"##,
            named: "acme.json"
        )
        let own = harness.run("export", file, "--format", "xcassets", "--output", output.path)
        #expect(
            own.standardOutput.split(separator: "\n").map { $0.hasSuffix("/primary.colorset/Contents.json") } == [
                false, true,
            ]
        )
        let all = harness.run("export", file, "--format", "xcassets", "--output", output.path, "--include-inherited")
        #expect(all.exitCode == 0 && all.standardOutput.split(separator: "\n").count == ColorRole.allCases.count - 1)
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("Acme.xcassets/onPrimary.colorset").path
            )
        )
        let misuse = harness.run("export", file, "--format", "css", "--include-inherited")
        #expect(misuse.exitCode == 64 && misuse.standardError.contains("'--include-inherited'"))
    }

    @Test func twoCatalogsOfOneNameUnderThemesLoadAsTwoThemesWithOneWarning() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        var paths: [String] = []
        for app in ["App", "Widget"] {
            let folder = output.appendingPathComponent("\(app)/Colors.xcassets", isDirectory: true)
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Layout.xcassets"), to: folder)
            paths.append(folder.path)
        }
        let result = harness.run("list", "--themes", output.path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("colors ") && result.standardOutput.contains("colors-2 "))
        let renamings = result.standardError.components(separatedBy: "made from the name of").count - 1
        #expect(renamings == 1, "\(result.standardError)")
        let compact = result.standardError.filter { !$0.isWhitespace }
        #expect(paths.allSatisfy(compact.contains), "both paths are named: \(result.standardError)")
        #expect(harness.run("show", "colors-2", "--themes", output.path).exitCode == 0)
    }

    @Test func exportAsXcassetsNeedsAnOutputFolder() {
        let result = harness.run("export", "default", "--format", "xcassets")
        #expect(result.exitCode == 64 && result.standardError.contains("--output DIR"))
    }
}
