import Foundation
import Palette
import Testing

@testable import PaletteFormats

/// The one rule that tells a token a reader could not read from a value it converted, and the
/// loader that stays lenient at run time.
struct UnreadableTokenTests {
    static let mixed = ##"""
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
          "short": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4] } },
          "odd": { "$type": "color", "$value": { "colorSpace": "mystery", "components": [0, 0.4, 0.8] } },
          "broken": { "$type": "color", "$value": "{nothing}" },
          "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "dp" } },
          "hex": { "$type": "color", "$value": "#336699" }
        }
        """##

    @Test func unreadableTokensAreTheSkippedOnesNotTheConversions() {
        let report = ThemeFileFormat.dtcg.decode(Array(Self.mixed.utf8), file: "mixed.tokens.json")
        let document = report.value
        #expect(document?.tokens[ThemeColor.self, "blue"] != nil)
        #expect(document?.tokens[Dimension.self, "gap"] != nil, "a dp length is converted")
        #expect(document?.tokens[ThemeColor.self, "hex"] != nil, "a hex string colour is converted")
        let paths = report.unreadableTokens.map {
            $0.problem.location?.path.split(separator: ".").first.map(String.init)
        }
        #expect(Set(paths.compactMap { $0 }) == ["short", "odd", "broken"], "\(report.unreadableTokens)")
        #expect(
            report.unreadableTokens.allSatisfy { $0.problem.location?.line != nil && $0.problem.location?.file != nil }
        )
        #expect(report.warnings.count > report.unreadableTokens.count, "conversions are warnings of another kind")
    }

    @Test func theLoaderStaysLenientAndReturnsWhatItSkippedAsWarnings() throws {
        let folder = try TokenSetFixtures.Folder([
            "mixed.tokens.json": Self.mixed,
            "cycle.tokens.json":
                ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##,
        ])
        for (name, count, readNothing) in [("mixed.tokens.json", 3, false), ("cycle.tokens.json", 2, true)] {
            var registry = try ThemeRegistry([DefaultTheme.self])
            let report = ThemeLoader().load([folder(name)], into: &registry)
            #expect(report.errors.isEmpty, "\(name): \(report.errors)")
            #expect(report.loadedIDs.count == 1, "\(name) loads")
            #expect(report.unreadableTokens.count == count, "\(name): \(report.unreadableTokens)")
            #expect(report.files.first?.readNothing == readNothing, "\(name)")
        }
    }

    /// Primer's Figma variables: 7 aliases into a library left out 621 tokens that alias them, and
    /// the 7 causes were printed among the rest. Causes come first, each part in its order.
    @Test func tokensLeftOutForAnotherTokenComeAfterTheCauses() {
        let consequence = ThemeWarning(
            UnreadableToken.warning(
                feature: "alias",
                because: "it aliases " + UnreadableToken.leftOut("base/gray/0"),
                path: "bgColor/default",
                location: nil
            )
        )
        let cause = ThemeWarning(
            UnreadableToken.warning(
                feature: "alias",
                because: "it aliases the variable 'VariableID:abc/1:2', which this file does not hold",
                path: "base/gray/0",
                location: nil
            )
        )
        #expect(UnreadableToken.isConsequence(consequence))
        #expect(!UnreadableToken.isConsequence(cause))
        #expect(UnreadableToken.causesFirst([consequence, cause]) == [cause, consequence])
    }
}
