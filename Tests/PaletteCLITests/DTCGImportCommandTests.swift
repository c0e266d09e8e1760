import Foundation
import Testing

@testable import palette_cli

/// `palette import` and `palette validate` on DTCG files: what Palette cannot hold is one warning
/// each, never the end of the import; a file that declares DTCG 2025.10 is held to it.
struct DTCGImportCommandTests {
    static let schema = #""$schema": "https://www.designtokens.org/schemas/2025.10/format.json""#

    /// A design system's tokens in the shape their exports have: em line heights and letter
    /// spacing, dp spacing, a percentage, a shadow in Tokens Studio's shape.
    static let tokens = ##"""
        {
          "color": {"$type": "color", "primary": {"$value": "#0F62FE"}},
          "lineHeight": {"$type": "dimension", "heading": {"$value": {"value": 1.25, "unit": "em"}}},
          "spacing": {"$type": "dimension", "100": {"$value": {"value": 4, "unit": "dp"}},
                      "half": {"$value": {"value": 50, "unit": "%"}}},
          "shadow": {"$type": "boxShadow", "card": {"$value": {"x": 0, "y": 1, "blur": 2, "color": "#0003"}}},
          "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"},
            "fontWeight": 400, "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": 1.8}}}
        }
        """##

    @Test func importSkipsWhatPaletteCannotHoldWithOneWarningEachAndKeepsRelativeUnits() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.tokens, named: "system.tokens.json")
        let refused = harness.run("import", file).unwrapped
        #expect(refused.exitCode == 1, "a token that cannot be read fails the import")
        #expect(refused.standardOutput.isEmpty)
        let result = harness.run("import", file, "--skip-invalid").unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        let warnings = result.standardError.split(separator: "\n")
        let about = warnings.filter { $0.contains("'spacing.half' was not imported") }
        #expect(about.count == 1, "\(result.standardError)")
        #expect(about.first?.hasPrefix("warning: ") == true || about.first?.contains(": warning: ") == true)
        #expect(result.standardOutput.contains(#""shadows""#), "Tokens Studio's boxShadow is a shadow token")
        #expect(!result.standardError.contains("error:"))
        #expect(result.standardOutput.contains(#""lineHeight.heading": "1.25em""#))
        #expect(result.standardOutput.contains(#""spacing.100": 4"#))
        #expect(result.standardOutput.contains(#""letterSpacing": "-0.02em""#))
        #expect(result.standardOutput.contains(#""lineHeight": 1.8"#))
        #expect(result.standardOutput.contains(#""size": "1rem""#))
        #expect(!result.standardOutput.contains("spacing.half"))
    }

    @Test func validateHoldsAFileThatDeclaresDTCG2025ToIt() throws {
        let harness = CLIHarness()
        let em = ##"{"size": {"$type": "dimension", "gap": {"$value": {"value": 1, "unit": "em"}}}}"##
        let older = try harness.write(em, named: "older.tokens.json")
        let lenient = harness.run("validate", older).unwrapped
        #expect(lenient.exitCode == 0, "\(lenient.standardOutput)")
        #expect(lenient.standardOutput.contains("warning: unsupported unit 'em'"))

        let declared = try harness.write("{\(Self.schema), " + em.dropFirst(), named: "declared.tokens.json")
        let strict = harness.run("validate", declared).unwrapped
        #expect(strict.exitCode == 1)
        #expect(
            strict.standardOutput.contains(
                "\(declared):1:"
            ) && strict.standardOutput.contains("error: invalid value 'em' at 'size.gap.$value.unit'")
        )
    }

    @Test func aFileOfEmptyGroupsThatDeclaresTheFormatIsATokenFile() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            "{\(Self.schema), \"experimental\": {\"$description\": \"nothing yet\"}}",
            named: "empty.tokens.json"
        )
        let result = harness.run("validate", file).unwrapped
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\(file): ok with 1 warning (dtcg theme 'empty')"))
    }
}
