import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette preview`: a theme drawn as a page or an image, from any theme Palette reads.
struct PreviewCommandTests {
    /// One theme source of each kind Palette reads, from the repository's examples and fixtures.
    static let sources: [String] = [
        "Examples/themes/acme.json",  // Palette JSON
        "Examples/brand.tokens.json",  // DTCG
        "Examples/token-set",  // a folder of token files: one set
        "Examples/tokens-studio.json",  // Tokens Studio
        "Examples/LegacyThemes/paper.json",  // AUUTheme
        "Examples/LegacyThemes/theme_default.plist",  // SDThemeManager
        "Tests/Fixtures/AssetCatalogs/Brand.xcassets",  // an asset catalog
    ].map { Repository.file($0).path }

    @Test func theDoneWhenCommandWritesThePageAndPrintsItsPath() throws {
        let harness = CLIHarness()
        let folder = try harness.write("", named: "placeholder")
        let page = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("default.html")
        let result = harness.run("preview", "default", "--output", page.path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == page.path + "\n")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        #expect(text == ThemePreview(generator: "palette \(PaletteCLI.version)").html(ResolvedTheme(DefaultTheme())))
        let folderContents = try FileManager.default.contentsOfDirectory(atPath: page.deletingLastPathComponent().path)
        #expect(folderContents.sorted() == ["default.html", "placeholder"], "no temporary file is left behind")
    }

    @Test func thePageGoesToStandardOutputWithoutOutput() {
        let result = CLIHarness().run("preview", "system")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(result.standardOutput.contains(#"data-variant="dark""#))
        let svg = CLIHarness().run("preview", "midnight", "--format", "SVG")
        #expect(svg.exitCode == 0)
        #expect(svg.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test(arguments: sources)
    func everyFormatPaletteReadsCanBePreviewed(source: String) throws {
        let result = CLIHarness().run("preview", source)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let layout = try #require(PreviewLayoutRecord(html: result.standardOutput))
        #expect(layout.swatches.count == layout.variants.count * 13)
    }

    @Test func anOutputReplacesTheFileWholeAndAnUnchangedPageIsNotRewritten() throws {
        let harness = CLIHarness()
        let path = try harness.write("an older page", named: "theme.html")
        #expect(harness.run("preview", "default", "--output", path).exitCode == 0)
        let first = try FileManager.default.attributesOfItem(atPath: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(harness.run("preview", "default", "--output", path).exitCode == 0)
        let second = try FileManager.default.attributesOfItem(atPath: path)
        #expect(first[.modificationDate] as? Date == second[.modificationDate] as? Date)
        #expect(first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int, "the same file, untouched")
        #expect(harness.run("preview", "midnight", "--output", path).exitCode == 0)
        let third = try FileManager.default.attributesOfItem(atPath: path)
        #expect(third[.systemFileNumber] as? Int != first[.systemFileNumber] as? Int, "a new file renamed over it")
    }

    @Test func badArgumentsAreUsageErrorsOrFailuresWithAMessage() throws {
        let format = CLIHarness().run("preview", "default", "--format", "pdf")
        #expect(format.exitCode == 64)
        #expect(format.standardError.contains("'--format' must be one of html, svg, not 'pdf'"))
        let unknown = CLIHarness().run("preview", "defualt")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("did you mean 'default'?"))
        let folder = CLIHarness().run("preview", "default", "--output", FileManager.default.temporaryDirectory.path)
        #expect(folder.exitCode == 1)
        #expect(folder.standardError.unwrapped.contains("is a folder; name a file"))
        let missing = CLIHarness().run("preview", "nowhere/theme.json")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("no such file 'nowhere/theme.json'"))
    }

    @Test func hostileNamesFromAFileAreEscaped() throws {
        let result = CLIHarness().run("preview", Repository.fixture("preview/hostile-names.json").path)
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains("<script>alert"))
        #expect(MarkupScan(result.standardOutput).fetches.isEmpty)
    }
}
