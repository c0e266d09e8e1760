import Foundation
import Testing

@testable import palette_cli

/// The typed token keys `palette codegen` writes, end to end: in each file's type, once for the
/// target in the registry, and every token that cannot have one reported at its line and column,
/// as the build shows it.
struct CodegenKeyTests {
    static func theme(id: String, colors: String, dimensions: String = "") -> String {
        """
        {
          "formatVersion": 1,
          "id": "\(id)",
          "extends": "default",
          "tokens": {
            "colors": { \(colors) },
            "dimensions": { \(dimensions) }
          }
        }
        """
    }

    @Test func theTypeOfAFileHoldsAKeyForEachOfItsTokens() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            Self.theme(id: "acme", colors: ##""brand.accent-hover": "#B42318""##, dimensions: #""spacing.2xl": 40"#),
            named: "acme.palette.json"
        )
        let result = harness.run("codegen", file, "--output", file + ".swift")
        #expect(result == CLIResult(standardOutput: "", standardError: "", exitCode: 0))
        let source = try String(contentsOfFile: file + ".swift", encoding: .utf8)
        #expect(source.contains("\n    public enum Tokens {\n"))
        #expect(
            source.contains(
                """
                extension AcmeTheme.Tokens.Brand {
                    /// The colour token `brand.accent-hover`.
                    public static var accentHover: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolAcmeTheme, 0) }
                }
                """
            )
        )
        #expect(
            source.contains(
                "    public static var _2xl: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPoolAcmeTheme, 1) }"
            )
        )
    }

    @Test func tokensWithoutAKeyFailAtTheirLineAndColumn() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            Self.theme(
                id: "acme",
                colors: ##""brand.accent-hover": "#B42318", "brand.accent_hover": "#B42319", "spacing.2": "#000000""##,
                dimensions: #""spacing.2.x": 4, "brand.accent-hover": 2, "icons.+++": 3"#
            ),
            named: "acme.palette.json"
        )
        let result = harness.run("codegen", file, "--output", file + ".swift")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.split(separator: "\n") == [
                ##"\##(file):6:50: error: unsupported token path 'brand.accent_hover' at 'tokens.colors["brand.accent_hover"]': its typed key 'AcmeTheme.Tokens.Brand.accentHover' is also the typed key of 'brand.accent-hover' (6:17); rename one of them"##,
                ##"\##(file):7:39: error: unsupported token path 'brand.accent-hover' at 'tokens.dimensions["brand.accent-hover"]': it is a dimension here and a colour at 6:17; a typed key reads one kind, so rename one of them"##,
                ##"\##(file):7:21: error: unsupported token path 'spacing.2.x' at 'tokens.dimensions["spacing.2.x"]': its group 'AcmeTheme.Tokens.Spacing._2' is also the typed key of 'spacing.2' (6:83); rename one of them"##,
            ]
        )
        #expect(!FileManager.default.fileExists(atPath: file + ".swift"))
    }

    @Test func aDesignTokenFilesProblemIsAtTheKeyOfItsGroup() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            """
            {
              "brand": {
                "$type": "color",
                "accent-hover": { "$value": "#B42318" },
                "accentHover": { "$value": "#B42319" }
              }
            }
            """,
            named: "brand.tokens.json"
        )
        let result = harness.run("codegen", file, "--output", file + ".swift")
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                "\(file):5:5: error: unsupported token path 'brand.accentHover' at 'brand.accentHover': its typed key "
                    + "'BrandTheme.Tokens.Brand.accentHover' is also the typed key of 'brand.accent-hover' (4:5)"
            ),
            "\(result.standardError)"
        )
    }

    @Test func theRegistryDeclaresAKeyOnceWhicheverFilesDefineIt() throws {
        let harness = CLIHarness()
        let acme = try harness.write(
            Self.theme(id: "acme", colors: ##""brand.accent": "#B42318""##, dimensions: #""spacing.card": 12"#),
            named: "acme.palette.json"
        )
        let globex = try harness.write(
            Self.theme(id: "globex", colors: ##""brand.accent": "#1D4ED8", "brand.muted": "#64748B""##),
            named: "globex.palette.json"
        )
        let output = acme + ".Registry.swift"
        let result = harness.run("codegen", "--registry", "--output", output, acme, globex)
        #expect(result == CLIResult(standardOutput: "", standardError: "", exitCode: 0))
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("\nenum Tokens {\n"))
        #expect(
            source.contains(
                """
                extension Tokens.Brand {
                    /// The colour token `brand.accent`, in acme.palette.json and globex.palette.json.
                    static var accent: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolAcmeTheme, 0) }
                    /// The colour token `brand.muted`, in globex.palette.json.
                    static var muted: Palette.ColorToken { _PaletteColorToken(_PalettePathPoolGlobexTheme, 1) }
                }
                """
            )
        )
        #expect(source.components(separatedBy: "static var accent: ").count == 2)
        #expect(
            source.contains(
                "    static var card: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPoolAcmeTheme, 1) }"
            )
        )
    }

    @Test func theRegistryRefusesATokenOfTwoKindsNamingBothPlaces() throws {
        let harness = CLIHarness()
        let acme = try harness.write(
            Self.theme(id: "acme", colors: "", dimensions: #""spacing.card": 12"#),
            named: "acme.palette.json"
        )
        let globex = try harness.write(
            Self.theme(id: "globex", colors: ##""spacing.card": "#FFFFFF""##),
            named: "globex.palette.json"
        )
        let output = acme + ".Registry.swift"
        let result = harness.run("codegen", "--registry", "--output", output, acme, globex)
        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == ##"\##(globex):6:17: error: unsupported token path 'spacing.card' at 'tokens.colors["spacing.card"]': it is a colour here and a dimension in acme.palette.json:7:21; a typed key reads one kind, so rename one of them"##
                + "\n"
        )
        // Each file on its own is fine: the problem is between them.
        #expect(harness.run("codegen", globex, "--output", globex + ".swift").exitCode == 0)
    }

    @Test func theRegistryLeavesAFilesOwnProblemsToItsOwnCommand() throws {
        let harness = CLIHarness()
        let acme = try harness.write(
            Self.theme(id: "acme", colors: ##""brand.accent-hover": "#B42318", "brand.accent_hover": "#B42319""##),
            named: "acme.palette.json"
        )
        let broken = try harness.write("{", named: "broken.palette.json")
        let output = acme + ".Registry.swift"
        let result = harness.run("codegen", "--registry", "--output", output, acme, broken)
        #expect(result == CLIResult(standardOutput: "", standardError: "", exitCode: 0))
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(
            source.contains(
                "    static var accentHover: Palette.ColorToken { _PaletteColorToken(_PalettePathPool, 0) }"
            )
        )
        #expect(!source.contains("brand.accent_hover\")"))
    }
}
