import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette codegen`, end to end: what the build plugin runs for each theme file and for the
/// registry, and the one-line located diagnostics a build shows at their place.
struct CodegenCommandTests {
    static let acme = """
        {
          "formatVersion": 1,
          "id": "acme",
          "extends": "default",
          "palette": {
            "primary": "#D92D20"
          }
        }
        """

    @Test func writesTheThemeAsATypeNamedFromTheFile() throws {
        let harness = CLIHarness()
        let theme = try harness.write(Self.acme, named: "acme.palette.json")
        let output = theme + ".swift"
        let result = harness.run("codegen", theme, "--output", output)
        #expect(result == CLIResult(standardOutput: "", standardError: "", exitCode: 0))
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("public struct AcmeTheme: Palette.CompiledTheme {"))
        // The header's command writes the file again as it is.
        #expect(source.contains("//   palette codegen \(theme) --output \(output)\n"))
        #expect(source.contains(#"public var id: String { "acme" }"#))

        let named = harness.run("codegen", theme, "--output", output, "--type-name", "BrandTheme")
        #expect(named.exitCode == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public struct BrandTheme:"))
    }

    @Test func aDisplayP3TokenBecomesADisplayP3ColourInTheGeneratedSwift() throws {
        // What the build plugin runs for a Figma P3 export: the colour reaches the app in Display
        // P3, which `UIColor(_:)` makes with `UIColor(displayP3Red:green:blue:alpha:)`.
        let harness = CLIHarness()
        let tokens = try harness.write(
            ##"""
            {"color": {"primary": {"$type": "color",
              "$value": {"colorSpace": "display-p3", "components": [0.925, 0.216, 0.141], "hex": "#ff0f00"}}}}
            """##,
            named: "brand.tokens.json"
        )
        let output = tokens + ".swift"
        let result = harness.run("codegen", tokens, "--output", output)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141, alpha: 1.0)"))
        #expect(!source.contains("ThemeColor(red: 1.0, green: 0.0588"), "not its sRGB fallback")
    }

    @Test func leavesAnUnchangedOutputAloneSoNothingRecompiles() throws {
        let harness = CLIHarness()
        let theme = try harness.write(Self.acme, named: "acme.palette.json")
        let output = theme + ".swift"
        #expect(harness.run("codegen", theme, "--output", output).exitCode == 0)
        let first = try String(contentsOfFile: output, encoding: .utf8)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output)

        #expect(harness.run("codegen", theme, "--output", output).exitCode == 0)
        #expect(try Self.modified(output) == old)

        try Data(Self.acme.replacingOccurrences(of: "#D92D20", with: "#1D4ED8").utf8).write(
            to: URL(fileURLWithPath: theme)
        )
        #expect(harness.run("codegen", theme, "--output", output).exitCode == 0)
        #expect(try Self.modified(output) != old)
        #expect(try String(contentsOfFile: output, encoding: .utf8) != first)
    }

    @Test func brokenFilePrintsEachProblemWholeOnOneLocatedLine() throws {
        let harness = CLIHarness()
        let broken = Self.acme.replacingOccurrences(
            of: ##""#D92D20""##,
            with: ##""#D92D2", "secondary": "#12""##
        )
        // A long name, so each line is longer than the 100 columns other messages are wrapped to.
        let theme = try harness.write(broken, named: String(repeating: "long-", count: 12) + "acme.palette.json")
        let output = theme + ".swift"
        let result = harness.run("codegen", theme, "--output", output)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.standardError)")
        #expect(lines.contains { $0.hasPrefix("\(theme):6:39: error: invalid colour '#12' at 'palette.secondary'") })
        #expect(
            lines.contains(
                "\(theme):6:16: error: invalid colour '#D92D2' at 'palette.primary': expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA (with or without '#' or '0x')"
            )
        )
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func manyWarningsOfOneKindAreOneLineUnlessVerbose() throws {
        // Designsystemet's shadows give 56 unitless lengths: a build showed 56 warnings each time.
        let harness = CLIHarness()
        let sizes = (1...6).map { #""s\#($0)": {"$type": "dimension", "$value": "\#($0)"}"# }
        let tokens = try harness.write(
            ##"{"color": {"primary": {"$type": "color", "$value": "#D92D20"}}, "size": {"##
                + sizes.joined(separator: ", ")
                + "}}",
            named: "sizes.tokens.json"
        )
        let output = tokens + ".swift"
        let result = harness.run("codegen", tokens, "--output", output)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines: [String] = result.standardError.split(separator: "\n").map { String($0) }
            .filter { $0.contains("without a unit") }
        #expect(lines.count == 1, "\(result.standardError)")
        let line: String = lines.first ?? ""
        let isLocatedWarning = line.hasPrefix("\(tokens):1:") && line.contains("warning:")
        let isCounted = line.contains("[6 like this, also at 'size.s2.$value'")
        #expect(isLocatedWarning && isCounted, "\(result.standardError)")

        let verboseRun = harness.run("codegen", tokens, "--output", output, "--verbose")
        #expect(verboseRun.exitCode == 0)
        let verboseLines: [Substring] = verboseRun.standardError.split(separator: "\n")
            .filter { $0.contains("without a unit") }
        #expect(verboseLines.count == 6, "\(verboseRun.standardError)")
    }

    @Test func fileWhoseNameStartsWithADigitOrHoldsAnAtSignStillNamesAType() throws {
        let harness = CLIHarness()
        for file in ["2024.palette.json", "brand@46a5a8b.json"] {
            let theme = try harness.write(Self.acme, named: file)
            let result = harness.run("codegen", theme, "--output", theme + ".swift")
            #expect(result.exitCode == 0, "\(result.standardError)")
            let source = try String(contentsOfFile: theme + ".swift", encoding: .utf8)
            let name = file.hasPrefix("2024") ? "Generated2024Theme" : "Brand46a5a8bTheme"
            #expect(source.contains("public struct \(name): Palette.CompiledTheme"))
        }
        let theme = try harness.write(Self.acme, named: "2024.palette.json")
        #expect(
            harness.run("codegen", theme, "--output", theme + ".swift", "--type-name", "Brand2024Theme").exitCode == 0
        )
        let source = try String(contentsOfFile: theme + ".swift", encoding: .utf8)
        #expect(source.contains("public struct Brand2024Theme: Palette.CompiledTheme"))
    }

    @Test func registryHoldsTheFilesAndTheConfigurationsFiles() throws {
        let harness = CLIHarness()
        let acme = try harness.write(Self.acme, named: "acme.palette.json")
        let folder = URL(fileURLWithPath: acme).deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Legacy"),
            withIntermediateDirectories: true
        )
        try Data(Self.acme.utf8).write(to: folder.appendingPathComponent("Legacy/ocean.json"))
        let config = folder.appendingPathComponent("palette.json")
        try Data(#"{"files": ["Legacy/ocean.json", "acme.palette.json"]}"#.utf8).write(to: config)
        let output = folder.appendingPathComponent("Registry.swift").path

        let result = harness.run("codegen", "--registry", "--output", output, "--config", config.path, "--", acme)
        #expect(result == CLIResult(standardOutput: "", standardError: "", exitCode: 0))
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("        AcmeTheme.self,\n        OceanTheme.self,\n    ]"))
        #expect(source.contains("static let generated: Palette.ThemeRegistry = {"))
    }

    @Test func registryTakesAFolderThePaletteJSONLists() throws {
        // A Tokens Studio folder is one theme, as `palette codegen FOLDER` reads it.
        let harness = CLIHarness()
        let studio = Repository.fixture("modes/tokens-studio-groups").path
        let config = try harness.write(#"{"files": ["\#(studio)"]}"#, named: "palette.json")
        let output = config + ".swift"

        let result = harness.run("codegen", "--registry", "--output", output, "--config", config)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("TokensStudioGroupsTheme.self"), "\(source)")
    }

    @Test func registryReportsEveryConfigurationProblemAtItsLine() throws {
        let harness = CLIHarness()
        let config = try harness.write(
            """
            {
              "file": [],
              "files": ["missing.json", 7, ""]
            }
            """,
            named: "palette.json"
        )
        let result = harness.run("codegen", "--registry", "--output", config + ".swift", "--config", config)
        #expect(result.exitCode == 1)
        let missing = "no such file or folder; a path is relative to the folder palette.json is in"
        #expect(
            result.standardError.split(separator: "\n") == [
                "\(config):2:3: error: unknown key 'file' at 'file': did you mean 'files'? expected one of files",
                "\(config):3:13: error: unresolved reference 'missing.json' at 'files[0]': \(missing)",
                "\(config):3:29: error: expected a path but found a number at 'files[1]'",
                "\(config):3:32: error: unresolved reference '' at 'files[2]': \(missing)",
            ]
        )

        let notAnObject = try harness.write("[]", named: "palette.json")
        let array = harness.run("codegen", "--registry", "--output", notAnObject + ".swift", "--config", notAnObject)
        #expect(array.standardError.hasPrefix("\(notAnObject):1:1: error: expected an object"))
    }

    @Test func registryRefusesTwoFilesThatMakeOneTypeName() throws {
        let harness = CLIHarness()
        let first = try harness.write(Self.acme, named: "brand-blue.tokens.json")
        let second = try harness.write(Self.acme, named: "brand_blue.palette.json")
        let result = harness.run("codegen", "--registry", "--output", first + ".swift", first, second)
        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == "\(second): error: unsupported theme file name 'brand_blue.palette.json': it makes the type name "
                + "'BrandBlueTheme', as 'brand-blue.tokens.json' does; rename one of them\n"
        )
    }

    @Test(arguments: [
        (["codegen", "a.palette.json"], "'palette codegen' needs --output PATH"),
        (["codegen", "--registry", "--type-name", "X", "--output", "o"], "'--type-name' names the type of one file"),
        (["codegen", "a.json", "b.json", "--output", "o"], "writes one FILE"),
        (
            ["codegen", "a.json", "--config", "palette.json", "--output", "o"],
            "'--config' lists the files of '--registry'"
        ),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) {
        let result = CLIHarness().run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    private static func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
