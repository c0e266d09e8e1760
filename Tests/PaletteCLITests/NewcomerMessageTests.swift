import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import palette_cli

/// What a newcomer met: a summary that stood for other keys, a folder with no theme files told as
/// a blank reason, codegen's wording of a missing file.
struct NewcomerMessageTests {
    @Test func aSummaryOfOneKindNamesWhatEachProblemIsAboutWhenTheyDiffer() {
        let problems: [ThemeError] = ["type", "name", "sources", "version"].enumerated().map { index, key in
            .missingKey(
                key: key,
                location: ThemeError.Location(file: "case\(index).json", path: "resolutionOrder[0]", line: 5, column: 5)
            )
        }
        let text = Diagnostics.lines(problems, severity: "error", file: nil, verbose: false)
        #expect(text.contains("missing key 'type'"), "\(text)")
        #expect(
            text.contains("[4 like this, also 'name' at 'resolutionOrder[0]' (case1.json:5:5), 'sources' at"),
            "\(text)"
        )
    }

    @Test func aFolderWithNoThemeFilesSaysSoToEveryCommand() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("empty-\(UUID().uuidString)")
        try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
        for command in [["show"], ["check"], ["import"], ["codegen", "--output", folder.path + ".swift"]] {
            let result = harness.run(command.prefix(1) + [folder.path] + command.dropFirst())
            #expect(result.exitCode == 1, "\(command)")
            #expect(
                result.standardError.contains("has no theme files (*.json, *.tokens, *.plist)"),
                "\(command): \(result.standardError)"
            )
        }
        let missing = harness.run("codegen", folder.path + "/nothing.json", "--output", folder.path + ".swift")
        #expect(
            missing.standardError.contains("nothing.json: error: no such file or folder"),
            "\(missing.standardError)"
        )
    }

    @Test func anImportOfSeveralSourcesThatFailsEndsWithWhatCameOfIt() throws {
        let harness = CLIHarness()
        let folder = try SeveralSourcesCommandTests.folderOfResolvers(harness, broken: true)
        let result = harness.run("import", folder.path, "--output", folder.path + "-out")
        #expect(
            result.standardError.hasSuffix("error: 1 error in 1 file; nothing was written\n"),
            "\(result.standardError)"
        )
    }
}
