import Foundation
import Testing

@testable import palette_cli

/// Tokens Studio writes a set it has not filled as `{}` (Coloplast's `component/dropdown.json`,
/// Wesco's `Patterns/modal.json`); such a file failed the whole folder as no theme file, and hid
/// the real problems behind it. It is an empty set, for every command that reads the folder.
struct TokensStudioEmptySetTests {
    @Test func anEmptySetIsReadAsOneOfItsFolderNotRefused() throws {
        let cli = CLIHarness()
        let folder = try cli.folder("studio")
        let files = [
            "$metadata.json": #"{"tokenSetOrder": ["core", "empty", "groups"]}"#,
            "core.json": ##"{"color": {"brand": {"value": "#0057b8", "type": "color"}}}"##,
            "empty.json": "{}",
            "groups.json": #"{"component": {"dropdown": {}}}"#,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let imported = cli.run("import", folder.path)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains(#""color.brand""#))
        let validated = cli.run("validate", folder.path)
        #expect(validated.exitCode == 0, "\(validated.standardError)")
        #expect(!validated.standardOutput.contains("not a file 'validate' recognises"))
        // Outside a folder Tokens Studio describes, `{}` is still no theme file.
        let alone = cli.run("validate", try cli.write("{}", named: "empty.json"))
        #expect(alone.exitCode == 1)
    }
}
