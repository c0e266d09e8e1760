import Foundation
import Testing

@testable import palette_cli

/// A typography token reaches the terminal whole: `show` and `token`, in JSON and in text, give its
/// fallback families, line height and letter spacing, not only the family, size and weight.
struct TypographyFidelityCommandTests {
    static let tokens = ##"""
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "font": {
            "$type": "typography",
            "body": {"$value": {"fontFamily": ["Inter", "Helvetica Neue", "sans-serif"],
              "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
              "letterSpacing": {"value": -0.4, "unit": "px"}, "lineHeight": 1.3}}
          },
          "type": {
            "title": {"$type": "typography", "$value": {"fontFamily": "'Segoe UI', sans-serif",
              "fontSize": {"value": 28, "unit": "px"}, "fontWeight": 600,
              "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}
          }
        }
        """##

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func showJSONGivesAStylesFallbacksLineHeightAndLetterSpacing() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.tokens, named: "type.tokens.json")
        let shown = harness.run("show", file, "--json")
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        let fonts = try #require(try Self.object(shown.standardOutput)["fonts"] as? [String: Any])
        let body = try #require(fonts["body"] as? [String: Any])
        #expect(body["family"] as? String == "Inter")
        #expect(body["fallbackFamilies"] as? [String] == ["Helvetica Neue", "sans-serif"])
        #expect(body["lineHeight"] as? Double == 1.3)
        #expect(body["letterSpacing"] as? Double == -0.4)
        let heading = try #require(fonts["heading"] as? [String: Any])
        #expect(heading["lineHeight"] == nil, "a font without a line height has no key for it")

        let text = harness.run("show", file).standardOutput
        #expect(text.contains("line height 1.3, letter spacing -0.4pt, falls back to Helvetica Neue, sans-serif"))
    }

    @Test func tokenGivesATypographyTokenWholeInJSONAndText() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.tokens, named: "type.tokens.json")
        let json = harness.run("token", "type.title", file, "--json")
        #expect(json.exitCode == 0, "\(json.standardError)")
        let value = try #require(try Self.object(json.standardOutput)["value"] as? [String: Any])
        #expect(value["family"] as? String == "Segoe UI", "the CSS stack split, not one family name")
        #expect(value["fallbackFamilies"] as? [String] == ["sans-serif"])
        #expect(value["lineHeight"] as? Double == 1.2)
        #expect(value["letterSpacing"] as? Double == 0)

        let text = harness.run("token", "type.title", file).standardOutput
        #expect(text.hasPrefix("type.title = Segoe UI 28 semi-bold; line height 1.2, letter spacing 0pt"), "\(text)")
    }
}
