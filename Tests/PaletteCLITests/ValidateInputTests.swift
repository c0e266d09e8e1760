import Foundation
import Testing

@testable import palette_cli

/// `palette validate` of what is not a plain, otherwise valid theme file: documents with several
/// problems, backend payloads, files of no format, files PALETTE_THEMES_PATH already loaded.
struct ValidateInputTests {
    @Test func extendsProblemsAreReportedWithTheDocumentsOtherErrorsAndTheirPlace() throws {
        let harness = CLIHarness()
        let bad = try harness.write(
            ##"{"formatVersion": 1, "id": "bad", "extends": "midnite", "palette": {"primary": "#12"}}"##,
            named: "bad.json"
        )
        let result = harness.run("validate", bad).unwrapped
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(bad):1:80: error: invalid colour '#12'") })
        #expect(
            lines.contains(
                "\(bad):1:46: error: unresolved reference 'midnite' at 'extends': 'extends' names no registered theme. did you mean 'midnight'?"
            )
        )
        #expect(lines.last == "1 file checked: 2 errors, 0 warnings")
    }

    @Test func aCycleThroughABrokenDocumentIsReportedForEveryMember() throws {
        let harness = CLIHarness()
        let a = try harness.write(
            ##"{"formatVersion": 1, "id": "a", "extends": "b", "palette": {"primary": 1}}"##,
            named: "a.json"
        )
        let b = try harness.write(##"{"formatVersion": 1, "id": "b", "extends": "a"}"##, named: "b.json")
        let result = harness.run("validate", a, b).unwrapped
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(a):1:") && $0.contains("error: expected a colour") })
        for file in [a, b] {
            #expect(lines.contains { $0.hasPrefix("\(file):1:44: error: extends cycle at 'extends': ") }, "\(file)")
        }
        #expect(lines.last == "2 files checked: 3 errors, 0 warnings")
    }

    @Test func aBackendPayloadIsValidatedAsSelectReadsIt() throws {
        let harness = CLIHarness()
        let good = try harness.write(
            ##"{"theme": "alternative", "overrides": {"palette": {"primry": "#000000"}}}"##,
            named: "payload.json"
        )
        let result = harness.run("validate", good).unwrapped
        #expect(result.exitCode == 0, "a warning is not an error")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(good):1:") == true)
        #expect(lines.first?.contains(": warning: ") == true)
        #expect(lines.first?.contains("'primry'") == true)
        #expect(lines.contains("\(good): ok with 1 warning (payload selecting 'alternative')"))

        let unknown = try harness.write(##"{"theme": "alternatve"}"##, named: "unknown.json")
        let unknownResult = harness.run("validate", unknown).unwrapped
        #expect(unknownResult.exitCode == 1)
        #expect(unknownResult.standardOutput.contains("error: unknown theme 'alternatve'; did you mean 'alternative'?"))

        let malformed = try harness.write(##"{"theme": 3}"##, named: "malformed.json")
        let malformedResult = harness.run("validate", malformed, "--json")
        #expect(malformedResult.exitCode == 1)
        let files = try #require(
            try JSONSerialization.jsonObject(with: Data(malformedResult.standardOutput.utf8)) as? [[String: Any]]
        )
        #expect(files.first?["format"] as? String == "payload")
        let errors = try #require(files.first?["errors"] as? [[String: Any]])
        #expect(errors.first?["line"] as? Int == 1)
        #expect(errors.first?["column"] as? Int == 11)
    }

    @Test func aFileOfNoFormatGetsAMessageNamingEveryFormatValidateReads() throws {
        let harness = CLIHarness()
        let file = try harness.write(##"{"nothing": 1}"##, named: "nothing.json")
        let result = harness.run("validate", file).unwrapped
        #expect(result.exitCode == 1)
        for format in ["Palette theme document", "DTCG", "AUUTheme", "SDThemeManager", "backend payload"] {
            #expect(result.standardOutput.contains(format), "\(format)")
        }
    }

    @Test func aFileTheThemesPathAlreadyLoadedDoesNotClashWithItself() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let folder = harness.configDirectory.appendingPathComponent("themes", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let acme = folder.appendingPathComponent("acme.json")
        try Data(##"{"formatVersion": 1, "id": "acme", "extends": "default"}"##.utf8).write(to: acme)
        var withThemes = harness
        withThemes.variables["PALETTE_THEMES_PATH"] = folder.path

        let same = withThemes.run("validate", acme.path).unwrapped
        #expect(same.exitCode == 0, "\(same.standardOutput)")
        #expect(same.standardOutput.contains("\(acme.path): ok (palette theme 'acme')"))
        let throughDots = withThemes.run("validate", folder.path + "/../themes/acme.json")
        #expect(throughDots.exitCode == 0, "the same file by another path")

        let copy = try harness.write(##"{"formatVersion": 1, "id": "ACME", "extends": "default"}"##, named: "copy.json")
        // Another file with the identifier is that file's theme for the run, said in a note.
        let other = withThemes.run("validate", copy).unwrapped
        #expect(other.exitCode == 0, "\(other.standardOutput)")
        #expect(
            other.standardOutput.contains("\(copy): note: the theme 'acme' for this run, in place of '\(acme.path)'")
        )
    }

    @Test func anIdentifierThatIsABuiltInsTypeNameIsReported() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"formatVersion": 1, "id": "MidnightTheme", "extends": "default"}"##,
            named: "impostor.json"
        )
        let result = harness.run("validate", file).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.contains(
                "error: invalid value 'MidnightTheme' at 'id': this identifier is the Swift type name of 'midnight', compiled (MidnightTheme)"
            )
        )
    }
}
