import Foundation
import Palette
import PaletteTestSupport
import PaletteThemes
import Testing

@testable import palette_cli

/// A theme exported as Palette JSON opens again in every command that takes a file: the file is
/// that file's theme for the run, in place of the registered theme it was exported from (with a
/// note), and `diff` compares the two even though they share an identifier.
struct ExportedThemeReopensTests {
    @Test(arguments: ThemeRegistry.builtIn.entries.map(\.id))
    func anExportedBuiltInOpensInEveryCommand(_ id: String) throws {
        let harness = CLIHarness()
        let exported = harness.run("export", id, "--format", "json")
        #expect(exported.exitCode == 0, "\(exported.standardError)")
        let file = try harness.write(exported.standardOutput, named: "\(id).json")
        let note = "'\(file)' is the theme '\(id)' for this run, in place of the compiled theme"

        let shown = harness.run("show", file).unwrapped
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.contains("(\(id)"), "\(shown.standardOutput)")
        #expect(shown.standardError.hasPrefix("note: \(note)"), "\(shown.standardError)")
        #expect(shown.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)

        let checked = harness.run("check", file)
        #expect(checked.exitCode == harness.run("check", id).exitCode, "\(checked.standardError)")
        #expect(!checked.standardError.contains("error:"), "\(checked.standardError)")

        let page = try harness.folder("preview").appendingPathComponent("\(id).html").path
        let previewed = harness.run("preview", file, "--output", page)
        #expect(previewed.exitCode == 0, "\(previewed.standardError)")
        #expect(FileManager.default.fileExists(atPath: page))

        let diffed = harness.run("diff", id, file).unwrapped
        #expect(diffed.exitCode == 0, "\(diffed.standardError)")
        #expect(diffed.standardOutput.contains("both are '\(id)': A is the compiled theme"), "\(diffed.standardOutput)")
        #expect(diffed.standardOutput.contains("No changes"), "\(diffed.standardOutput)")

        let validated = harness.run("validate", file).unwrapped
        #expect(validated.exitCode == 0, "\(validated.standardOutput)")
        #expect(validated.standardOutput.contains("note: the theme '\(id)' for this run"))
    }

    @Test func twoEditsOfOneThemeAreComparedAndTheHeaderSaysTheyShareTheIdentifier() throws {
        let harness = CLIHarness()
        let before = try harness.write(
            ##"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default", "palette": {"primary": "#1D4ED8"}}"##,
            named: "brand.json"
        )
        let after = try harness.write(
            ##"{"formatVersion": 1, "id": "brand", "name": "Brand", "extends": "default", "palette": {"primary": "#B91C1C"}}"##,
            named: "brand.json"
        )
        let diffed = harness.run("diff", before, after).unwrapped
        #expect(diffed.exitCode == 0, "\(diffed.standardError)")
        #expect(diffed.standardOutput.contains("both are 'brand': A is the file '\(before)', B the file '\(after)'"))
        #expect(diffed.standardOutput.contains("#1D4ED8 → #B91C1C"), "\(diffed.standardOutput)")
        // Neither file replaces a registered theme, so there is nothing to note.
        #expect(diffed.standardError.isEmpty, "\(diffed.standardError)")
    }

    @Test func aThemesFolderThatClashesWithACompiledThemeKeepsItsLocatedError() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("themes")
        let exported = harness.run("export", "alternative", "--format", "json").standardOutput
        try Data(exported.utf8).write(to: folder.appendingPathComponent("alternative.json"))
        let shown = harness.run("--themes", folder.path, "show", "alternative").unwrapped
        #expect(
            shown.standardError.contains(
                "alternative.json: error: invalid value 'alternative' at 'id': this identifier is already registered"
            ),
            "\(shown.standardError)"
        )
        #expect(!shown.standardError.contains("note:"))
    }

    @Test func anExportedInstalledThemeOpensAgain() async throws {
        let harness = CLIHarness()
        let host = try harness.folder("host")
        let digest = try PackageCommandTests.pack(PackageCommandTests.source(in: harness), into: host, harness: harness)
        let server = try FolderServer(folder: host)
        defer { server.stop() }
        let url = server.url("summer/theme-package.json").absoluteString
        #expect(await harness.runWaiting("install", url, "--sha256", digest, "--allow-http").exitCode == 0)

        let exported = harness.run("export", "summer", "--format", "json")
        #expect(exported.exitCode == 0, "\(exported.standardError)")
        let file = try harness.write(exported.standardOutput, named: "summer.json")
        let shown = harness.run("show", file).unwrapped
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardError.contains("in place of the theme package 'summer' 1.0.0"), "\(shown.standardError)")
        let diffed = harness.run("diff", "summer", file).unwrapped
        #expect(diffed.exitCode == 0, "\(diffed.standardError)")
        #expect(diffed.standardOutput.contains("A is the theme package 'summer' 1.0.0, B the file"))
    }
}
