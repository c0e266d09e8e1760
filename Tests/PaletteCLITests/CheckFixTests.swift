import Foundation
import Palette
import PaletteFormats
import PaletteThemes
import Testing

@testable import palette_cli

/// `palette check --fix` end to end: the document it prints loads as the fixed theme, and what
/// changed is reported on standard error.
struct CheckFixTests {
    /// A customer's theme file: light brand colours over `default`, failing AA, with fonts and
    /// tokens of its own. `surface` and `outline` are derived from the colours it sets.
    static let brandFile = """
        {"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default",
         "palette": {"primary": "#3B82F6", "secondary": "#F59E0B", "neutral": "#FFFFFF",
                     "highlight": "#22C55E", "onBackground": "#8A8A8A"},
         "fonts": {"heading": {"family": "system", "size": 30, "weight": 300}},
         "tokens": {"colors": {"color.brand": "#F59E0B"}, "dimensions": {"spacing.card": 12}}}
        """

    /// Writes `text` as `name` into a new folder and returns the folder.
    private func folder(with text: String, named name: String, harness: CLIHarness) throws -> URL {
        let folder = harness.configDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    @Test(arguments: ThemeRegistry.builtIn.entries.map(\.id))
    func theFixOfABuiltInLoadsAndPassesAAA(id: String) throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        // An adaptive theme (`system`) is fixed one variant at a time: here its light one.
        let named = try ThemeRegistry.builtIn.resolve(id)
        let original = named.adaptiveTheme?.light ?? named
        let fixedID = "\(original.id)-accessible"
        let variant = named.adaptiveTheme == nil ? [] : ["--appearance", "light"]
        let fix = harness.run(["check", id, "--level", "AAA", "--fix"] + variant)
        let folder = try folder(with: fix.standardOutput, named: "\(fixedID).json", harness: harness)
        let check = harness.run("--themes", folder.path, "check", fixedID, "--level", "AAA")
        #expect(check.exitCode == 0, "\(check.standardError)")
        #expect(check.standardOutput.contains("All 25 pairs reach WCAG AAA."))
        var registry = ThemeRegistry.builtIn
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.isEmpty && report.loadedIDs == [fixedID])
        let loaded = try registry.resolve(fixedID)
        #expect(loaded.palette == ContrastAudit(original).proposedFixes(at: .aaa).palette)
        #expect(loaded.fontStyles == original.fontStyles && loaded.name == "\(original.name) (accessible)")
    }

    @Test func theFixOfAFileThatExtendsDefaultLoadsWithoutTheFile() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let brand = try harness.write(Self.brandFile, named: "brand.json")
        let fix = harness.run("check", brand, "--fix")
        #expect(fix.exitCode == 1)
        let document = try ThemeDocument(json: fix.standardOutput)
        #expect(document.id == "brand-accessible" && document.extends == "default")
        #expect(document.palette.count == ColorRole.allCases.count)
        #expect(document.fonts[.heading]?.size == 30 && document.fonts.count == FontStyle.allCases.count)
        #expect(document.tokens[ThemeColor.self, "color.brand"]?.hex == "#F59E0B")
        #expect(document.tokens[Dimension.self, "spacing.card"] == 12)
        // Only the fix is in the folder: `brand` is not registered when it loads.
        let folder = try folder(with: fix.standardOutput, named: "brand-accessible.json", harness: harness)
        let check = harness.run("--themes", folder.path, "check", "brand-accessible")
        #expect(check.exitCode == 0, "\(check.standardError)")
        // It reproduces the fixed palette exactly: derived roles (surface from onBackground) are
        // not derived again from the fixed colours.
        let original = try ThemeDocument(json: Self.brandFile).resolve(in: .builtIn)
        let fixes = ContrastAudit(original).proposedFixes(at: .aa)
        #expect(fixes.changes.contains { $0.role == .onBackground })
        var registry = ThemeRegistry.builtIn
        _ = ThemeLoader().loadDirectory(folder, into: &registry)
        let loaded = try registry.resolve("brand-accessible")
        #expect(loaded.palette == fixes.palette)
        #expect(loaded.dimension("spacing.card") == 12 && loaded.parent?.id == "default")
    }

    @Test func whatChangedIsReportedOnStandardError() throws {
        let result = CLIHarness().run("check", "default", "--level", "AAA", "--fix")
        _ = try ThemeDocument(json: result.standardOutput)
        let fixes = ContrastAudit(DefaultTheme()).proposedFixes(at: .aaa)
        let lines = result.standardError.unwrapped.split(separator: "\n")
        #expect(lines.first == "Fixed 3 colours for WCAG AAA:")
        // The changes, then each pair of roles no passing colour keeps apart, then the verdict.
        #expect(lines.count == 1 + fixes.changes.count + fixes.crowding.count + 1, "\(result.standardError)")
        for (line, change) in zip(lines.dropFirst(), fixes.changes) {
            #expect(line.hasPrefix("  \(change.role.rawValue) "), "\(line)")
            #expect(line.contains("\(change.original.hex) → \(change.replacement.hex)"), "\(line)")
        }
        let after = ThemeTextRenderer.formatRatio(fixes.audit.results[1].ratio)
        #expect(lines[1].hasSuffix("onSecondary on secondary 4.54:1 → \(after)"), "\(lines[1])")
        #expect(lines.last == "error: 3 of 25 pairs in 'default' fail WCAG AAA")
        let passing = CLIHarness().run("check", "midnight", "--fix")
        #expect(passing.standardError.isEmpty, "nothing changed, nothing to say")
    }

    @Test func colourVisionWarningsAreAboutTheFixedColours() throws {
        // The alternative theme's colours before they moved apart: the maroon error and the red
        // primary are close for protanopes before fixing, and the fix cannot part them.
        let harness = CLIHarness()
        let close = try harness.write(CheckCommandTests.closeRoles, named: "close.json")
        let result = harness.run("check", close, "--level", "AAA", "--fix", "--cvd").unwrapped
        _ = try ThemeDocument(json: result.standardOutput)
        let theme = try ThemeDocument(json: CheckCommandTests.closeRoles).resolve(in: .builtIn)
        let fixed = ContrastAudit(theme).proposedFixes(at: .aaa)
        let warnings = fixed.audit.colorVision.warnings
        try #require(!warnings.isEmpty, "the maroon error and the red primary stay close for protanopes")
        let lines = result.standardError.split(separator: "\n").filter { $0.contains("with the fixed colours") }
        #expect(lines.count == warnings.count)
        for (line, warning) in zip(lines, warnings) {
            #expect(line.hasPrefix("warning: with the fixed colours, \(warning.pair.first) and \(warning.pair.second)"))
            #expect(line.contains("under \(warning.deficiency.rawValue) (OKLab distance"))
        }
        let withoutVision = harness.run("check", close, "--level", "AAA", "--fix")
        #expect(!withoutVision.standardError.contains("with the fixed colours"))
    }

    @Test func fixedTokensAreWrittenIntoTheDocument() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let brand = try harness.write(Self.brandFile, named: "brand.json")
        let fix = harness.run("check", brand, "--pair", "color.brand.accent:surface", "--fix")
        #expect(fix.standardError.contains("  color.brand "), "the token that answered is fixed")
        let document = try ThemeDocument(json: fix.standardOutput)
        let fixedBrand = try #require(document.tokens[ThemeColor.self, "color.brand"])
        #expect(fixedBrand.hex != "#F59E0B")
        let folder = try folder(with: fix.standardOutput, named: "brand-accessible.json", harness: harness)
        let check = harness.run(
            "--themes",
            folder.path,
            "check",
            "brand-accessible",
            "--pair",
            "color.brand.accent:surface"
        )
        #expect(check.exitCode == 0, "\(check.standardError)")
        #expect(check.standardOutput.contains("  color.brand.accent on surface  \(fixedBrand.hex) on "))
    }
}
