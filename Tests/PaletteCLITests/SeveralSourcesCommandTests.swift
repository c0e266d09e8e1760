import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Files that make several themes, read the same way by `import` and `codegen`: a folder of
/// resolvers (a conformance suite, one resolver per brand), a resolver whose modifier makes a
/// theme per brand, a folder that holds an asset catalog. Nothing is left out: every theme is
/// written, or every problem listed at its place.
struct SeveralSourcesCommandTests {
    /// A resolver of one inline set whose `color.primary` is `components`.
    static func resolver(_ components: String) -> String {
        """
        {
          "version": "2025.10",
          "resolutionOrder": [
            {
              "type": "set",
              "name": "base",
              "sources": [
                {"color": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\(components)]}}}}
              ]
            }
          ]
        }
        """
    }

    /// A resolver whose `brand` modifier makes two themes, `acme` and `globex`.
    static let brands = """
        {
          "version": "2025.10",
          "resolutionOrder": [
            {
              "type": "modifier",
              "name": "brand",
              "contexts": {
                "acme": [{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}],
                "globex": [{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}]
              }
            }
          ]
        }
        """

    /// A folder with a resolver in each of two folders (`red`, `blue`), and the harness.
    static func folderOfResolvers(_ harness: CLIHarness, broken: Bool = false) throws -> URL {
        let folder = try harness.folder("suite-\(UUID().uuidString)")
        for (name, text) in [
            ("red", resolver("1, 0, 0")), ("blue", broken ? #"{"version": "2024.01"}"# : resolver("0, 0, 1")),
        ] {
            let case_ = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: case_, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: case_.appendingPathComponent("\(name).resolver.json"))
        }
        return folder
    }

    @Test func importOfAFolderOfResolversWritesEveryTheme() throws {
        let harness = CLIHarness()
        let folder = try Self.folderOfResolvers(harness)
        let output = folder.path + "-out"
        let result = harness.run("import", folder.path, "--output", output)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(written == ["blue.json", "red.json"])
        let red = try String(contentsOfFile: output + "/red.json", encoding: .utf8)
        #expect(red.contains(#""id" : "red""#) || red.contains(#""id": "red""#), "\(red)")
        // Without --output, several themes are a choice to make, not the first one printed.
        let printed = harness.run("import", folder.path)
        #expect(printed.exitCode == 1)
        let message = printed.standardError.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(message.contains("makes 2 themes, 'blue', 'red'; write them all with --output DIR"), "\(message)")
    }

    @Test func importAndCodegenRefuseAFolderWithABrokenResolverAtItsPlace() throws {
        let harness = CLIHarness()
        let folder = try Self.folderOfResolvers(harness, broken: true)
        let output = folder.path + "-out"
        let imported = harness.run("import", folder.path, "--output", output)
        #expect(imported.exitCode == 1)
        #expect(imported.standardError.contains("blue/blue.resolver.json:1:1: error:"), "\(imported.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
        let generated = harness.run("codegen", folder.path, "--output", output + ".swift")
        #expect(generated.exitCode == 1)
        #expect(generated.standardError.contains("blue/blue.resolver.json:1:1: error:"), "\(generated.standardError)")
        // --skip-invalid leaves out unreadable tokens, not a file that cannot be read: both refuse.
        #expect(harness.run("import", folder.path, "--output", output, "--skip-invalid").exitCode == 1)
        #expect(harness.run("codegen", folder.path, "--output", output + ".swift", "--skip-invalid").exitCode == 1)
    }

    /// Two resolvers read together whose modifiers share a name but not their contexts (Terrazzo's
    /// examples: Apple's `theme` is light or dark, Fluent's default or inverted): an input is for
    /// the file whose modifier has its context; the other reads as it would without it. Only an
    /// input no file can take is an error.
    @Test func anInputChoosesInTheFileWhoseModifierHasItsContext() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("shared-modifier-\(UUID().uuidString)")
        let scheme = Self.brands.replacingOccurrences(of: #""brand""#, with: #""theme""#)
            .replacingOccurrences(of: #""acme""#, with: #""day""#).replacingOccurrences(
                of: #""globex""#,
                with: #""night""#
            )
        let brand = Self.brands.replacingOccurrences(of: #""brand": {"$type""#, with: #""accent": {"$type""#)
            .replacingOccurrences(of: #""name": "brand""#, with: #""name": "theme""#)
        try Data(scheme.utf8).write(to: folder.appendingPathComponent("scheme.resolver.json"))
        try Data(brand.utf8).write(to: folder.appendingPathComponent("brand.resolver.json"))
        let output = folder.path + "-out"
        let chosen = harness.run("import", folder.path, "--input", "theme=acme", "--output", output)
        #expect(chosen.exitCode == 0, "\(chosen.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        // brand's modifier made acme alone; scheme's, which has no such context, a theme per context.
        #expect(written == ["acme.json", "day.json", "night.json"])
        let nowhere = harness.run("import", folder.path, "--input", "theme=dusk", "--output", output + "2")
        #expect(nowhere.exitCode == 1)
        #expect(
            nowhere.standardError.contains("no file read has the context 'dusk' in its modifier 'theme'"),
            "\(nowhere.standardError)"
        )
    }

    @Test func importOfSeveralSourcesRefusesOptionsThatNameOneTheme() throws {
        let harness = CLIHarness()
        let folder = try Self.folderOfResolvers(harness)
        for option in [["--id", "x"], ["--name", "X"], ["--map", "color.primary=primary"]] {
            let result = harness.run(["import", folder.path] + option)
            #expect(result.exitCode == 64, "\(option)")
            #expect(result.standardError.contains("holds 2 sources of themes"), "\(result.standardError)")
        }
    }

    @Test func codegenOfAFileThatMakesSeveralThemesWritesATypeForEach() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.brands, named: "brands.resolver.json")
        let output = file + ".swift"
        let result = harness.run("codegen", file, "--output", output)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("public struct AcmeTheme: Palette.CompiledTheme"), "\(source)")
        #expect(source.contains("public struct GlobexTheme: Palette.CompiledTheme"))
        #expect(
            source.contains("// Generated by Palette from the themes 'brands: acme' (acme), 'brands: globex' (globex).")
        )
        // An input chooses one theme, a type named after the file as for a file of one theme.
        let chosen = harness.run("codegen", file, "--output", output, "--input", "brand=globex")
        #expect(chosen.exitCode == 0, "\(chosen.standardError)")
        let one = try String(contentsOfFile: output, encoding: .utf8)
        #expect(one.contains("public struct BrandsResolverTheme: Palette.CompiledTheme") && !one.contains("AcmeTheme"))
        let named = harness.run("codegen", file, "--output", output, "--type-name", "BrandTheme")
        #expect(named.exitCode == 64)
        #expect(named.standardError.contains("'--type-name' names one type;"), "\(named.standardError)")
        // The registry lists every type the file makes.
        let registry = file + ".registry.swift"
        #expect(harness.run("codegen", "--registry", "--output", registry, file).exitCode == 0)
        let listed = try String(contentsOfFile: registry, encoding: .utf8)
        #expect(listed.contains("        AcmeTheme.self,\n        GlobexTheme.self,\n    ]"), "\(listed)")
    }

    @Test func codegenOfAFolderOfResolversWritesATypePerTheme() throws {
        let harness = CLIHarness()
        let folder = try Self.folderOfResolvers(harness)
        let output = folder.path + ".swift"
        let result = harness.run("codegen", folder.path, "--output", output)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("public struct RedTheme:") && source.contains("public struct BlueTheme:"))
        // Each type's file-scope tables carry its name; the key functions are declared once.
        #expect(source.contains("_PaletteConstant0_BlueTheme") && source.contains("_PaletteConstant0_RedTheme"))
    }

    /// The resolver conformance suite (40 case folders, many invalid on purpose), when
    /// `../shared` is there: `import`, `codegen` and `validate` refuse it alike, each invalid case
    /// at its place.
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared/fixtures"))
    func theResolverSuiteGetsOneVerdictFromEveryCommand() throws {
        let harness = CLIHarness()
        let cases = SharedFixtures.url("fixtures/real-world/resolver-suite/cases").path
        let output = try harness.folder("suite-out-\(UUID().uuidString)").path + "/out"
        let imported = harness.run("import", cases, "--output", output, "--verbose")
        let generated = harness.run("codegen", cases, "--output", output + ".swift", "--verbose")
        let validated = harness.run("validate", cases)
        #expect([imported.exitCode, generated.exitCode, validated.exitCode] == [1, 1, 1])
        func refused(_ text: String) -> Set<String> {
            Set(
                text.split(separator: "\n").filter { $0.contains(": error:") }.compactMap { line in
                    line.range(of: "/cases/").map { String(line[$0.upperBound...].prefix { $0 != "/" }) }
                }
            )
        }
        #expect(refused(imported.standardError).count >= 10, "\(imported.standardError)")
        #expect(refused(imported.standardError) == refused(generated.standardError))
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
    }
}
