import Foundation
import Testing

@testable import palette_cli

/// The legacy formats follow the rule the DTCG files do: a command that writes refuses a file with
/// an entry it cannot read (each listed at its place, nothing written, exit 1) unless
/// `--skip-invalid` says to write the rest, and a file of which nothing could be read fails even
/// then; a command that only looks says first how many it left out.
struct LegacyUnreadableCommandTests {
    /// A legacy file with some entries that cannot be read.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let mixed: String
        /// The paths of the entries of `mixed` that cannot be read.
        let unreadable: [String]
        /// Text the file written with `--skip-invalid` holds: what could be read.
        let kept: String
        /// A file none of whose entries can be read.
        let nothing: String

        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "AUUTheme",
            file: "bad.json",
            mixed: ##"{"colors": {"color.background": "ffffff", "color.text": "zzzzzz", "color.tint": "nothex"}}"##,
            unreadable: ["color.text", "color.tint"],
            kept: ##""background": "#FFFFFF""##,
            nothing: ##"{"colors": {"color.text": "zzzzzz", "color.tint": "nothex"}}"##
        ),
        Case(
            name: "SwiftTheme",
            file: "Night.json",
            mixed: """
                {"UIStatusBarStyle": "LightContent",
                 "Global": {"backgroundColor": "#FFFFFF", "textColor": "#GG0000", "iconImage": "../../up.png"}}
                """,
            unreadable: ["Global.textColor", "Global.iconImage"],
            kept: ##""Global.backgroundColor": "#FFFFFF""##,
            // A SwiftTheme file has a colour or a status bar style: here one whose key path is too long.
            nothing:
                ##"{"Global": {"backgroundColor": "#GGGGGG", "\##(String(repeating: "a", count: 5_000))": "#FFFFFF"}}"##
        ),
        Case(
            name: "SDThemeManager",
            file: "theme_default.plist",
            mixed: """
                <plist><dict>
                <key>formatVersion</key><integer>2</integer>
                <key>Constants</key><dict>
                  <key>COLOR_BACKGROUND</key><string>c:FFFFFF</string>
                  <key>COLOR_BAD</key><string>c:ZZZZZZ</string>
                </dict>
                <key>Labels</key><dict>
                  <key>Title</key><dict>
                    <key>textColor</key><string>COLOR_BACKGROUND</string>
                    <key>font</key><string>f:system,huge</string>
                  </dict>
                </dict>
                </dict></plist>
                """,
            unreadable: ["COLOR_BAD", "Title.font"],
            kept: ##""COLOR_BACKGROUND": "#FFFFFF""##,
            nothing: """
                <plist><dict><key>formatVersion</key><integer>2</integer>
                <key>Constants</key><dict><key>COLOR_BAD</key><string>c:ZZZZZZ</string></dict></dict></plist>
                """
        ),
    ]

    @Test(arguments: cases)
    func importListsEveryEntryItCannotReadAtItsPlaceAndWritesNothing(_ legacy: Case) throws {
        let harness = CLIHarness()
        let file = try harness.write(legacy.mixed, named: legacy.file)
        let destination = try harness.folder("out").appendingPathComponent("theme.json")
        let result = harness.run("import", file, "--output", destination.path).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: destination.path), "nothing is written")
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == legacy.unreadable.count, "\(result.standardError)")
        for path in legacy.unreadable {
            let line = errors.first { $0.contains("'\(path)' was not imported") }
            // FILE:LINE:COL: error: …
            #expect(line?.hasPrefix(file + ":") == true, "\(path): \(result.standardError)")
            #expect(line.map { $0.split(separator: ":").count >= 4 } == true)
        }
        let count = "\(legacy.unreadable.count) tokens of '\(file)' could not be read"
        #expect(result.standardError.contains("\(count); nothing was written (--skip-invalid writes the rest)"))
    }

    @Test(arguments: cases)
    func skipInvalidWritesTheRest(_ legacy: Case) throws {
        let harness = CLIHarness()
        let file = try harness.write(legacy.mixed, named: legacy.file)
        let destination = try harness.folder("out").appendingPathComponent("theme.json")
        let result = harness.run("import", file, "--skip-invalid", "--output", destination.path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        let written = try String(contentsOf: destination, encoding: .utf8)
        #expect(written.contains(legacy.kept), "\(written)")
        #expect(!result.standardError.contains("error:"))
        for path in legacy.unreadable {
            #expect(result.standardError.contains("warning: "), "\(result.standardError)")
            #expect(result.standardError.contains("'\(path)' was not imported"), "\(path): \(result.standardError)")
        }
    }

    @Test(arguments: cases)
    func aFileWithNothingReadableFailsEvenWithSkipInvalid(_ legacy: Case) throws {
        let harness = CLIHarness()
        let file = try harness.write(legacy.nothing, named: legacy.file)
        let destination = try harness.folder("out").appendingPathComponent("theme.json")
        for flags in [[], ["--skip-invalid"]] {
            let result = harness.run(["import", file, "--output", destination.path] + flags).unwrapped
            #expect(result.exitCode == 1, "\(flags): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains("nothing in this file could be read"), "\(result.standardError)")
            #expect(result.standardError.contains("was not imported"), "each entry is listed")
            #expect(!FileManager.default.fileExists(atPath: destination.path))
        }
    }

    @Test(arguments: cases)
    func showSaysFirstHowManyEntriesItLeftOut(_ legacy: Case) throws {
        let harness = CLIHarness()
        let file = try harness.write(legacy.mixed, named: legacy.file)
        let result = harness.run("show", file).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.isEmpty)
        let first = result.standardError.split(separator: "\n").first.map(String.init)
        let count = legacy.unreadable.count
        #expect(
            first == "warning: \(count) tokens of '\(file)' could not be read and are left out",
            "\(result.standardError)"
        )
    }

    @Test(arguments: cases)
    func showOfAFileWithNothingReadableSaysWhatItCouldNotRead(_ legacy: Case) throws {
        let harness = CLIHarness()
        let file = try harness.write(legacy.nothing, named: legacy.file)
        let result = harness.run("show", file).unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("nothing in this file could be read"), "\(result.standardError)")
        let listed = result.standardError.split(separator: "\n").filter { $0.contains("was not imported") }
        #expect(!listed.isEmpty && listed.allSatisfy { $0.hasPrefix(file + ":") }, "\(result.standardError)")
    }

    @Test func exportAndCodegenOfALegacyFileRefuseWhatTheyCannotRead() throws {
        let harness = CLIHarness()
        let legacy = Self.cases[0]
        let file = try harness.write(legacy.mixed, named: legacy.file)
        let refused = harness.run("export", file, "--format", "css").unwrapped
        #expect(refused.exitCode == 1)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.contains("nothing was written (--skip-invalid writes the rest)"))
        #expect(harness.run("export", file, "--format", "css", "--skip-invalid").exitCode == 0)

        let swift = try harness.folder("generated").appendingPathComponent("Bad.swift")
        let codegen = harness.run("codegen", file, "--output", swift.path).unwrapped
        #expect(codegen.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: swift.path))
        let generated = harness.run("codegen", file, "--output", swift.path, "--skip-invalid").unwrapped
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(FileManager.default.fileExists(atPath: swift.path))
    }

    @Test func whatALegacyFileConvertsWithACertainMeaningStillImports() throws {
        let harness = CLIHarness()
        // A trailing comma, an unknown section, AUUTheme's fallback colour: warnings, nothing lost.
        let file = try harness.write(
            ##"{"colors": {"color.text": "ffffff", "color": "ff0000",}, "author": "me"}"##,
            named: "fallback.json"
        )
        let result = harness.run("import", file).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: "))
        #expect(!result.standardError.contains("could not be read"))
    }
}
