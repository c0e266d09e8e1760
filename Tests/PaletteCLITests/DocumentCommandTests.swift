import Foundation
import Palette
import PaletteFormats
import Testing

@testable import palette_cli

/// A DTCG file as a designer's tool writes it.
private let brandTokens = """
    {
      "color": {
        "$type": "color",
        "primary": { "$value": { "colorSpace": "srgb", "components": [0.8509803921568627, 0.17647058823529413, 0.12549019607843137], "hex": "#d92d20" } },
        "secondary": { "$value": "#1F2A44" },
        "neutral": { "$value": "#FFFFFF" },
        "highlight": { "$value": "#005F73" },
        "background": { "tableview": { "$value": "#F4F4F4" } }
      },
      "spacing": { "card": { "$type": "dimension", "$value": "12px" } }
    }
    """

struct ValidateCommandTests {
    @Test func goodFilesPassWithASummary() throws {
        let harness = CLIHarness()
        let good = try harness.write(
            ##"{"formatVersion": 1, "id": "acme", "extends": "default", "palette": {"primary": "#D92D20"}}"##,
            named: "acme.json"
        )
        let tokens = try harness.write(brandTokens, named: "brand.tokens.json")
        let result = harness.run("validate", good, tokens).unwrapped
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\(good): ok (palette theme 'acme')"))
        #expect(result.standardOutput.contains(" (dtcg theme"))
        #expect(
            result.standardOutput.hasSuffix("2 files checked: 0 errors, 1 warning\n"),
            "the DTCG file inherits fonts from 'default'"
        )
    }

    @Test func everyProblemIsPrintedWithFileLineAndColumnAndExitsOne() throws {
        let harness = CLIHarness()
        let bad = try harness.write(
            """
            {
              "formatVersion": 1,
              "id": "bad",
              "extends": "default",
              "palette": { "primary": "#12", "secondry": "#000" },
              "fonts": { "body": "system 17 wavy" }
            }
            """,
            named: "bad.json"
        )
        let result = harness.run("validate", bad).unwrapped
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "\(bad):5:27: error: invalid colour '#12' at 'palette.primary': expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA (with or without '#' or '0x')"
        )
        #expect(
            lines[1].hasPrefix(
                "\(bad):6:22: error: invalid value 'system 17 wavy' at 'fonts.body': 'wavy' is not a weight or a trait"
            )
        )
        #expect(
            lines[2].hasPrefix(
                "\(bad):5:34: warning: unknown key 'secondry' at 'palette.secondry': did you mean 'secondary'?"
            )
        )
        #expect(lines.last == "1 file checked: 2 errors, 1 warning")
    }

    @Test func extendsIsCheckedAgainstRegisteredThemesAndTheOtherFiles() throws {
        let harness = CLIHarness()
        let child = try harness.write(
            ##"{"formatVersion": 1, "id": "child", "extends": "parent"}"##,
            named: "child.json"
        )
        let parent = try harness.write(
            ##"{"formatVersion": 1, "id": "parent", "extends": "midnite"}"##,
            named: "parent.json"
        )
        let result = harness.run("validate", child, parent).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.contains(
                "error: unresolved reference 'midnite' at 'extends': 'extends' names no registered theme. did you mean 'midnight'?"
            )
        )
        #expect(harness.run("validate", child).exitCode == 1)
    }

    @Test func unsupportedVersionAndCyclesAreErrors() throws {
        let harness = CLIHarness()
        let future = try harness.write(
            ##"{"formatVersion": 2, "id": "f", "extends": "default"}"##,
            named: "future.json"
        )
        let a = try harness.write(##"{"formatVersion": 1, "id": "a", "extends": "b"}"##, named: "a.json")
        let b = try harness.write(##"{"formatVersion": 1, "id": "b", "extends": "a"}"##, named: "b.json")
        let result = harness.run("validate", future, a, b).unwrapped
        #expect(
            result.standardOutput.contains(
                "error: unsupported formatVersion '2' at 'formatVersion': this version of Palette reads formatVersion 1"
            )
        )
        #expect(result.standardOutput.contains("error: extends cycle at 'extends': 'a' -> 'b' -> 'a'"))
    }

    @Test func aFolderStandsForTheThemeFilesInIt() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let folder = harness.configDirectory.appendingPathComponent("themes", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "child.json": ##"{"formatVersion": 1, "id": "child", "extends": "parent"}"##,
            "parent.json": ##"{"formatVersion": 1, "id": "parent", "extends": "default", "palette": []}"##,
            "brand.tokens.json": brandTokens,
            "README.md": "not a theme",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let result = harness.run("validate", folder.path).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("3 files checked: 2 errors"), "README.md is not a theme file")
        #expect(result.standardOutput.contains("brand.tokens.json: ok with 1 warning (dtcg theme 'brand')"))
        #expect(
            result.standardOutput.contains(
                "child.json:1:48: error: unresolved reference 'parent' at 'extends': 'extends' names the theme of \(folder.path)/parent.json, which did not load; fix that file first"
            ),
            "the error points at the cause, not at a missing theme"
        )

        let empty = harness.configDirectory.appendingPathComponent("empty", isDirectory: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = harness.run("validate", empty.path).unwrapped
        #expect(none.exitCode == 1)
        #expect(none.standardError == "error: '\(empty.path)' has no theme files (*.json, *.tokens, *.plist)\n")
    }

    @Test func jsonListsEveryFile() throws {
        let harness = CLIHarness()
        let bad = try harness.write(
            ##"{"formatVersion": 1, "id": "x", "extends": "default", "palette": {"primary": 1}}"##,
            named: "x.json"
        )
        let result = harness.run("validate", "--json", bad, "/nonexistent.json")
        #expect(result.exitCode == 1)
        let files = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        )
        #expect(files.count == 2)
        #expect(files[0]["valid"] as? Bool == false)
        let error = try #require((files[0]["errors"] as? [[String: Any]])?.first)
        #expect(error["path"] as? String == "palette.primary")
        #expect(error["line"] as? Int == 1)
        #expect(error["message"] as? String == "expected a colour string such as \"#1D4ED8\" but found a number")
        let missing = try #require((files[1]["errors"] as? [[String: Any]])?.first)
        #expect((files[1]["errors"] as? [[String: Any]])?.count == 1)
        #expect(missing["message"] as? String == "no such file")
        #expect(missing["file"] as? String == "/nonexistent.json")
    }
}

struct ImportExportCommandTests {
    @Test func aDesignersFileBecomesAThemeThatShowsAndExports() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let tokens = try harness.write(brandTokens, named: "brand.tokens.json")
        let imported = harness.run("import", tokens, "--id", "acme", "--name", "Acme").unwrapped
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(
            imported.standardError.contains(
                "warning: 'font.heading', 'font.body', 'font.caption', 'font.quote' are not set: taken from 'default'"
            )
        )
        let document = try ThemeDocument(json: imported.standardOutput)
        #expect(document.id == "acme")
        #expect(document.palette[.primary]?.hex == "#D92D20")

        let folder = harness.configDirectory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(imported.standardOutput.utf8).write(to: folder.appendingPathComponent("acme.json"))
        var withThemes = harness
        withThemes.variables["PALETTE_THEMES_PATH"] = folder.path
        #expect(withThemes.run("show", "acme").standardOutput.hasPrefix("Acme  (acme)"))
        #expect(withThemes.run("list").standardOutput.contains("acme          Acme          file ("))
        #expect(
            harness.run("--themes", folder.path, "token", "color.background.tableview", "--theme", "acme")
                .standardOutput.hasPrefix("color.background.tableview = #F4F4F4")
        )

        let dtcg = withThemes.run("export", "acme", "--format", "dtcg")
        #expect(dtcg.exitCode == 0)
        let back = try #require(
            DTCGImporter().decode(Array(dtcg.standardOutput.utf8), options: ImportOptions(conformance: .asDeclared))
                .value
        )
        #expect(back.id == "acme")
        #expect(back.palette[.primary]?.hex == "#D92D20")

        let css = withThemes.run("export", "acme", "--format", "css")
        #expect(css.standardOutput.hasPrefix("/* Acme (acme) */\n:root, [data-theme=\"acme\"] {"))
        let swift = withThemes.run("export", "acme", "--format", "swift")
        #expect(swift.standardOutput.contains("public struct AcmeTheme: Palette.CompiledTheme {"))
        #expect(swift.standardOutput.contains("//   palette export acme --format swift --type-name AcmeTheme"))
        #expect(
            withThemes.run("export", "acme", "--format", "swift", "--type-name", "BrandTheme").standardOutput.contains(
                "struct BrandTheme"
            )
        )
        let json = withThemes.run("export", "acme")
        #expect(try ThemeDocument(json: json.standardOutput) == document, "a document theme exports as its document")
    }

    @Test func mapOptionsPutPathsOnRoles() throws {
        let harness = CLIHarness()
        let tokens = try harness.write(
            ##"{"colors": {"orange": {"$type": "color", "$value": "#ED8936"}}}"##,
            named: "sd.json"
        )
        let result = harness.run("import", tokens, "--map", "colors.orange=primary", "--map", "colors.orange=highlight")
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(document.palette[.primary]?.hex == "#ED8936")
        #expect(document.palette[.highlight]?.hex == "#ED8936")
        #expect(harness.run("import", tokens, "--map", "nonsense").exitCode == 64)
        #expect(harness.run("import", tokens, "--map", "a=primery").standardError.contains("did you mean 'primary'?"))
    }

    @Test func importErrorsExitOneWithEveryProblem() throws {
        let harness = CLIHarness()
        let broken = try harness.write(
            ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##,
            named: "loop.json"
        )
        // Both tokens of the loop are unreadable: each is an error at its place, nothing is
        // written, and --skip-invalid cannot help a file with nothing readable left.
        let lenient = harness.run("import", broken, "--from", "dtcg").unwrapped
        #expect(lenient.exitCode == 1)
        #expect(lenient.standardOutput.isEmpty)
        #expect(lenient.standardError.components(separatedBy: ": error: ").count == 3, "\(lenient.standardError)")
        #expect(lenient.standardError.components(separatedBy: "was not imported").count == 3)
        let skipping = harness.run("import", broken, "--from", "dtcg", "--skip-invalid").unwrapped
        #expect(skipping.exitCode == 1)
        #expect(skipping.standardOutput.isEmpty)
        #expect(skipping.standardError.contains("no token of '\(broken)' could be read; nothing was written"))
        let result = harness.run("import", broken, "--from", "dtcg", "--strict").unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.components(separatedBy: "error: alias cycle").count == 3)
        #expect(harness.run("import", broken, "--from", "sketch").exitCode == 64)
        let unknown = try harness.write(##"{"nothing": 1}"##, named: "unknown.json")
        let undetected = harness.run("import", unknown).unwrapped
        #expect(undetected.exitCode == 1)
        #expect(
            undetected.standardError.contains(
                "unknown.json:1:1: error: not a theme file Palette recognises: it looks like a JSON object with the key 'nothing'"
            )
        )
    }

    @Test func exportOptionsAreChecked() {
        let harness = CLIHarness()
        #expect(harness.run("export", "--format", "yaml").exitCode == 64)
        #expect(harness.run("export", "--all").exitCode == 64)
        #expect(harness.run("export", "--format", "json", "--type-name", "X").exitCode == 64)
        #expect(harness.run("export", "--format", "swift", "--type-name", "not valid").exitCode == 64)
        let all = harness.run("export", "--format", "css", "--all").standardOutput
        let blocks = all.split(separator: "\n").filter { $0.hasPrefix(":root") || $0.hasPrefix("[data-theme=") }
        #expect(blocks.count == 5, "the five built-ins")
        #expect(all.contains("@media (prefers-color-scheme: dark) {\n  [data-theme=\"system\"] {"))
        #expect(harness.run("export", "nope").exitCode == 1)
    }

    @Test func aBrokenFileInAThemesFolderFailsTheRunAndIsSkippedFromTheEnvironment() throws {
        let harness = CLIHarness()
        let folder = harness.configDirectory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(##"{"formatVersion": 1, "id": "ok", "extends": "default"}"##.utf8).write(
            to: folder.appendingPathComponent("ok.json")
        )
        try Data(##"{"formatVersion": 1, "id": "bad", "palette": 3}"##.utf8).write(
            to: folder.appendingPathComponent("bad.json")
        )
        let bad = folder.appendingPathComponent("bad.json").path
        let result = harness.run("--themes", folder.path, "list").unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains("bad.json:1:46: error: expected an object but found a number at 'palette'")
        )
        #expect(result.standardError.contains("error: --themes: could not read '\(bad)' (see above); nothing was run"))
        var environment = harness
        environment.variables["PALETTE_THEMES_PATH"] = folder.path
        let skipped = environment.run("list").unwrapped
        #expect(skipped.exitCode == 0)
        #expect(skipped.standardOutput.contains("  ok "))
        #expect(skipped.standardError.contains("warning: skipped '\(bad)'"))
        #expect(harness.run("--themes", "/nonexistent", "list").exitCode == 1)
    }
}

struct TokenCommandTests {
    @Test func showsTheValueAndTheLevelThatAnswered() throws {
        let harness = CLIHarness()
        let folder = harness.configDirectory.appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            ##"{"formatVersion": 1, "id": "acme", "extends": "default", "tokens": {"colors": {"color.text": "#363535"}, "dimensions": {"spacing": 8}}}"##
                .utf8
        ).write(to: folder.appendingPathComponent("acme.json"))
        let result = harness.run("--themes", folder.path, "--theme", "acme", "token", "color.text.title")
        #expect(result.standardOutput == "color.text.title = #363535  (color, from 'color.text' in 'acme')\n")
        let json = harness.run("--themes", folder.path, "--theme", "acme", "token", "color.primary", "--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        )
        #expect(object["path"] as? String == "color.primary")
        #expect(object["value"] as? String == "#0221CC")
        #expect(object["resolvedFrom"] as? String == "color.primary")
        #expect(object["type"] as? String == "color")
        #expect(object["theme"] as? String == "acme")
        let inherited = harness.run(
            "--themes",
            folder.path,
            "--theme",
            "acme",
            "token",
            "spacing.card.compact",
            "--json"
        )
        #expect(inherited.standardOutput.contains("\"resolvedFrom\": \"spacing\""))
        let missing = harness.run("token", "shadow.deep")
        #expect(missing.exitCode == 1)
        #expect(
            missing.standardError
                == "error: no shadow token 'shadow.deep', nor any parent of it, in theme 'default' or the themes it"
                + " extends\n"
        )
    }
}
