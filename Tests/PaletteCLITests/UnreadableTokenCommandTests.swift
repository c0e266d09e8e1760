import Foundation
import Testing

@testable import palette_cli

/// Losing tokens is never a success: a command that writes what it read refuses a file with a
/// token it cannot read (every such token listed at its place, nothing written, exit 1) unless
/// `--skip-invalid` says to write the rest; a command that only looks says first how many tokens
/// it could not read. Conversions whose meaning is certain stay warnings.
struct UnreadableTokenCommandTests {
    /// A 2025.10 file with one readable colour, one `dp` length (a conversion) and four tokens that
    /// cannot be read: a short `components` array, an unknown colour space, a broken alias, a
    /// length with no meaning.
    static let mixed = ##"""
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "brand": {
            "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
            "short": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4] } },
            "odd": { "$type": "color", "$value": { "colorSpace": "mystery", "components": [0, 0.4, 0.8] } },
            "broken": { "$type": "color", "$value": "{brand.nothing}" },
            "pad": { "$type": "dimension", "$value": "sixteen" },
            "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "dp" } }
          }
        }
        """##

    static let unreadable = ["brand.short", "brand.odd", "brand.broken", "brand.pad"]

    @Test func importListsEveryUnreadableTokenAtItsPlaceAndWritesNothing() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.mixed, named: "mixed.tokens.json")
        let destination = try harness.folder("out").appendingPathComponent("mixed.json")
        let result = harness.run("import", file, "--output", destination.path).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: destination.path), "nothing is written")
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == Self.unreadable.count, "\(result.standardError)")
        for path in Self.unreadable {
            let line = errors.first { $0.contains("'\(path)' was not imported") }
            // FILE:LINE:COL: error: …
            #expect(line?.hasPrefix(file + ":") == true, "\(path): \(result.standardError)")
            #expect(line.map { $0.split(separator: ":").count >= 4 } == true)
        }
        #expect(result.standardError.contains("4 tokens of '\(file)' could not be read; nothing was written"))
        #expect(!result.standardError.contains("'brand.gap' was not imported"), "a dp length is converted")
    }

    /// A Tokens Studio file's math Palette cannot evaluate was dropped with a plain warning: `import`
    /// exited 0 and its summary said "0 skipped". Its `AUTO` line height, which has no number, is a
    /// text token, counted as converted, not left out.
    @Test func tokensStudioTokensLeftOutForAWarningStopImportToo() throws {
        let harness = CLIHarness()
        let json = ##"""
            {"size": {"a": {"value": "4px", "type": "sizing"}, "odd": {"value": "sqrt({size.a})", "type": "sizing"}},
             "lineHeights": {"auto": {"value": "AUTO", "type": "lineHeights"}}}
            """##
        let file = try harness.write(json, named: "studio.json")
        let refused = harness.run("import", file, "--from", "dtcg").unwrapped
        #expect(refused.exitCode == 1, "\(refused.standardError)")
        #expect(refused.standardError.contains("'size.odd' was not imported"))
        #expect(!refused.standardError.contains("'lineHeights.auto' was not imported"))
        #expect(refused.standardError.contains("1 token of '\(file)' could not be read; nothing was written"))
        let skipped = harness.run("import", file, "--from", "dtcg", "--skip-invalid").unwrapped
        #expect(skipped.exitCode == 0, "\(skipped.standardError)")
        #expect(skipped.standardError.contains("1 'AUTO' line height read as a text token"), "\(skipped.standardError)")
        #expect(skipped.standardError.contains("; 1 skipped"), "\(skipped.standardError)")
        #expect(skipped.standardOutput.contains(#""lineHeights.auto": "AUTO""#), "\(skipped.standardOutput)")
    }

    @Test func skipInvalidWritesTheRestToTheFileNamed() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.mixed, named: "mixed.tokens.json")
        let destination = try harness.folder("out").appendingPathComponent("brand.json")
        let result = harness.run("import", file, "--skip-invalid", "--output", destination.path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == destination.path + "\n")
        let written = try String(contentsOf: destination, encoding: .utf8)
        #expect(written.contains(#""brand.blue""#))
        #expect(written.contains(#""brand.gap": 4"#))
        #expect(!written.contains("brand.short"))
        #expect(!result.standardError.contains("error:"))
        #expect(result.standardError.components(separatedBy: "was not imported").count == 5)
    }

    @Test func aFileWithNothingReadableFailsEvenWithSkipInvalid() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##,
            named: "cycle.tokens.json"
        )
        for arguments in [["import", file], ["import", file, "--skip-invalid"]] {
            let result = harness.run(arguments).unwrapped
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains("alias cycle"))
        }
    }

    @Test func aFolderOfWhichOneFileReadsNothingWritesTheRestWithSkipInvalid() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("mixed")
        try
            ##"{"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default", "tokens": {"colors": {"brand.blue": "#0066CC"}}}"##
            .write(to: folder.appendingPathComponent("acme.palette.json"), atomically: true, encoding: .utf8)
        try ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##
            .write(to: folder.appendingPathComponent("cycle.tokens.json"), atomically: true, encoding: .utf8)
        let swift = try harness.folder("generated").appendingPathComponent("Acme.swift")
        let refused = harness.run("codegen", folder.path, "--output", swift.path).unwrapped
        #expect(refused.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: swift.path))
        // Nothing of one file could be read, but the folder gave a theme: that is written.
        let written = harness.run("codegen", folder.path, "--output", swift.path, "--skip-invalid").unwrapped
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect((try? String(contentsOf: swift, encoding: .utf8))?.contains("brand.blue") == true)
    }

    @Test func aFileWithOnlyConversionsImports() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"""
            {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
             "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "dp"}},
             "tint": {"$type": "color", "$value": "#336699"}}
            """##,
            named: "converted.tokens.json"
        )
        let result = harness.run("import", file).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("converted from forms outside DTCG 2025.10"))
        #expect(!result.standardError.contains("could not be read"))
    }

    @Test func exportAndCodegenOfAFileRefuseUnreadableTokens() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.mixed, named: "mixed.tokens.json")
        let refused = harness.run("export", file, "--format", "css").unwrapped
        #expect(refused.exitCode == 1)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.contains("nothing was written (--skip-invalid writes the rest)"))
        let skipped = harness.run("export", file, "--format", "css", "--skip-invalid").unwrapped
        #expect(skipped.exitCode == 0, "\(skipped.standardError)")
        #expect(skipped.standardOutput.contains("--palette-brand-blue: #0066CC"))

        let swift = try harness.folder("generated").appendingPathComponent("Mixed.swift")
        let codegen = harness.run("codegen", file, "--output", swift.path)
        #expect(codegen.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: swift.path))
        // One problem a line, at its place, as Xcode reads build logs.
        let located = codegen.standardError.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
        #expect(located.filter { $0.contains(": error: ") }.count == Self.unreadable.count, "\(codegen.standardError)")
        let generated = harness.run("codegen", file, "--output", swift.path, "--skip-invalid")
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(FileManager.default.fileExists(atPath: swift.path))
    }

    @Test(arguments: [["show"], ["check"], ["token", "brand.blue"], ["preview", "--format", "svg"]])
    func commandsThatLookSayFirstHowManyTokensTheyCouldNotRead(_ command: [String]) throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.mixed, named: "mixed.tokens.json")
        let arguments = command.count == 3 ? [command[0], file] + command.dropFirst() : command + [file]
        let result = harness.run(arguments).unwrapped
        #expect(result.exitCode != 64, "\(result.standardError)")
        #expect(!result.standardOutput.isEmpty)
        let first = result.standardError.split(separator: "\n").first.map(String.init)
        #expect(first == "warning: 4 tokens of '\(file)' could not be read and are left out", "\(result.standardError)")
    }

    @Test func diffSaysHowManyTokensEachSideCouldNotRead() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.mixed, named: "mixed.tokens.json")
        let cycle = try harness.write(
            ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##,
            named: "cycle.tokens.json"
        )
        let result = harness.run("diff", file, cycle).unwrapped
        let lines = result.standardError.split(separator: "\n").prefix(2).map(String.init)
        #expect(
            lines == [
                "warning: 4 tokens of '\(file)' could not be read and are left out",
                "warning: 2 tokens of '\(cycle)' could not be read and are left out",
            ],
            "\(result.standardError)"
        )
    }

    @Test func importWritesAFolderForAPathWithoutJSONAndRefusesAFileForSeveralThemes() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"color": {"primary": {"$type": "color", "$value": "#336699"}}}"##,
            named: "one.tokens.json"
        )
        let folder = try harness.folder("themes").appendingPathComponent("out")
        let result = harness.run("import", file, "--output", folder.path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.json").path))

        let resolver = try harness.write(
            ##"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"color": {"primary": {"$type": "color", "$value": "#336699"}}}]}},
             "modifiers": {"brand": {"contexts": {"acme": [{"color": {"secondary": {"$type": "color", "$value": "#111111"}}}],
                                                  "globex": [{"color": {"secondary": {"$type": "color", "$value": "#222222"}}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}]}
            """##,
            named: "brands.resolver.json"
        )
        let one = try harness.folder("single").appendingPathComponent("brands.json")
        let several = harness.run("import", resolver, "--output", one.path).unwrapped
        #expect(several.exitCode == 1)
        #expect(
            several.standardError.contains("names one file, and the import makes 2 themes"),
            "\(several.standardError)"
        )
        #expect(!FileManager.default.fileExists(atPath: one.path))
    }
}
