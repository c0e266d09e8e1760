import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette diff` compares shadows, gradients, borders, motion and fonts as it compares colours:
/// changed, added and removed, with their values as text and in `--json`.
struct DiffDesignTokenKindTests {
    static let before = """
        {"shadow": {"card": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
         "motion": {"enter": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}}},
         "font": {"body": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}}}
        """

    static let after = """
        {"shadow": {"card": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 6, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
         "font": {"body": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}},
         "border": {"focus": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "width": {"value": 2, "unit": "px"}, "style": "dashed"}}}}
        """

    @Test func changedAddedAndRemovedTokensOfTheNewKindsShowTheirValues() throws {
        let harness = CLIHarness()
        let old = try harness.write(Self.before, named: "kinds.tokens.json")
        let new = try harness.write(Self.after, named: "kinds.tokens.json")
        let result = harness.run("diff", old, new)
        #expect(result.exitCode == 0, "\(result.standardError.unwrapped)")
        let output = result.standardOutput
        #expect(output.contains("    ~ shadow.card   0pt 1pt 3pt 0pt #00000033 → 0pt 2pt 6pt 0pt #00000033\n"))
        #expect(output.contains("    + border.focus  2pt dashed #0000FF\n"))
        #expect(output.contains("    - motion.enter  200ms cubic-bezier(0.2, 0, 0, 1) 0ms\n"))
        #expect(!output.contains("font.body"), "an unchanged font family is no change")
    }

    @Test func jsonListsTheNewKindsWithTheirValues() throws {
        let harness = CLIHarness()
        let old = try harness.write(Self.before, named: "kinds.tokens.json")
        let new = try harness.write(Self.after, named: "kinds.tokens.json")
        let result = harness.run("diff", old, new, "--json")
        #expect(result.exitCode == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let variant = try #require((object["variants"] as? [[String: Any]])?.first)
        let tokens = try #require(variant["tokens"] as? [[String: Any]])
        #expect(tokens.count == 3)
        let byPath = Dictionary(
            uniqueKeysWithValues: tokens.compactMap { token in
                (token["path"] as? String).map { ($0, token) }
            }
        )
        #expect(byPath["shadow.card"]?["kind"] as? String == "shadow")
        #expect(byPath["shadow.card"]?["before"] as? String == "0pt 1pt 3pt 0pt #00000033")
        #expect(byPath["shadow.card"]?["after"] as? String == "0pt 2pt 6pt 0pt #00000033")
        #expect(byPath["border.focus"]?["change"] as? String == "added")
        #expect(byPath["border.focus"]?["after"] as? String == "2pt dashed #0000FF")
        #expect(byPath["motion.enter"]?["change"] as? String == "removed")
        #expect(byPath["motion.enter"]?["kind"] as? String == "transition")
        #expect(byPath["font.body"] == nil)
    }
}
