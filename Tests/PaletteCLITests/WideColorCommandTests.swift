import Foundation
import InternalPaletteUtilities
import Palette
import Testing

@testable import palette_cli

/// Display P3 colours at the command line: `show` marks them with their sRGB fallback, `check`
/// measures them as they are, and `check --fix` proposes P3 colours only with `--gamut p3`.
struct WideColorCommandTests {
    static let p3Red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)

    static let theme = """
        {
          "formatVersion": 1, "id": "wide", "name": "Wide", "extends": "default",
          "palette": {
            "primary": "color(display-p3 0.925 0.216 0.141)", "onPrimary": "#FFFFFF",
            "highlight": "color(display-p3 0.3 0.9 0.2)", "background": "#FFFFFF"
          }
        }
        """

    @Test func showMarksADisplayP3ColourAndShowsItsSRGBFallback() throws {
        var harness = CLIHarness()
        let file = try harness.write(Self.theme, named: "wide.json")
        let output = harness.run("show", file).standardOutput
        let primary = try #require(output.split(separator: "\n").first { $0.hasPrefix("  primary ") })
        #expect(primary.contains("#FF0F00"), "the hex is the sRGB fallback")
        #expect(primary.contains("Display P3 0.925 0.216 0.141; the hex is its sRGB fallback"))
        // Measured on the colour itself: 3.89:1 with white, where the fallback gives 3.95:1.
        let ratio = Self.p3Red.contrastRatio(with: .white)
        #expect(primary.contains(ThemeTextRenderer.formatRatio(ratio)))
        #expect(
            ThemeTextRenderer.formatRatio(ratio)
                != ThemeTextRenderer.formatRatio(Self.p3Red.mapped(into: .sRGB).contrastRatio(with: .white))
        )
        let onPrimary = try #require(output.split(separator: "\n").first { $0.hasPrefix("  onPrimary ") })
        #expect(!onPrimary.contains("Display P3"), "an sRGB colour is not marked")
        // The terminal swatch is the closest sRGB colour.
        harness.isTerminal = true
        #expect(harness.run("show", file).standardOutput.contains("48;2;255;15;0m"))
    }

    @Test func showJSONGivesTheFallbackInThePaletteAndTheColourBesideIt() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.theme, named: "wide.json")
        let root = try JSONParser.read(harness.run("show", file, "--json").standardOutput, options: .strict)
        #expect(root["palette"]?["primary"]?.string == "#FF0F00")
        #expect(root["wideColors"]?["primary"]?.string == "color(display-p3 0.925 0.216 0.141)")
        #expect(root["wideColors"]?["onPrimary"] == nil)
    }

    /// The replacement `check --fix` gives `role` in the document it prints.
    private static func fixed(_ role: String, _ output: String) throws -> ThemeColor {
        let line = try #require(output.split(separator: "\n").first { $0.contains("\"\(role)\": ") })
        let text = line.split(separator: "\"").dropFirst(3).first.map(String.init) ?? ""
        return try ThemeColor(cssText: text)
    }

    @Test func checkFixProposesSRGBByDefaultAndDisplayP3OnlyWhenAsked() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.theme, named: "wide.json")
        let plain = harness.run("check", file, "--fix")
        let srgb = try Self.fixed("highlight", plain.standardOutput)
        #expect(srgb.colorSpace == .sRGB, "\(plain.standardOutput)")
        #expect(srgb.contrastRatio(with: .white) >= 4.5)

        let wide = harness.run("check", file, "--fix", "--gamut", "p3")
        let p3 = try Self.fixed("highlight", wide.standardOutput)
        #expect(p3.colorSpace == .displayP3, "\(wide.standardOutput)")
        #expect(p3.contrastRatio(with: .white) >= 4.5)
        #expect(abs(p3.oklch.hue - ThemeColor(displayP3Red: 0.3, green: 0.9, blue: 0.2).oklch.hue) < 5, "same hue")
    }

    @Test func gamutIsAUsageErrorWithoutFixOrWithAnUnknownName() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.theme, named: "wide.json")
        let alone = harness.run("check", file, "--gamut", "p3")
        #expect(alone.exitCode == 64 && alone.standardError.contains("add --fix"))
        let unknown = harness.run("check", file, "--fix", "--gamut", "rec2020")
        #expect(unknown.exitCode == 64 && unknown.standardError.contains("must be srgb or p3"))
        #expect(harness.run("check", file, "--fix", "--gamut", "Display-P3").exitCode != 64)
    }

    @Test func gamutNamesReadInAnyCase() {
        #expect(ColorGamut(name: "P3") == .displayP3 && ColorGamut(name: "display-p3") == .displayP3)
        #expect(ColorGamut(name: "sRGB") == .sRGB && ColorGamut(name: "rec2020") == nil)
    }

    @Test func checkMeasuresADisplayP3PairAsItIs() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.theme, named: "wide.json")
        let output = harness.run("check", file).standardOutput
        let line = try #require(output.split(separator: "\n").first { $0.contains("onPrimary on primary") })
        #expect(line.contains("#FFFFFF on color(display-p3 0.925 0.216 0.141)"))
        #expect(line.contains(ThemeTextRenderer.formatRatio(Self.p3Red.contrastRatio(with: .white))))
    }

    @Test func generateTakesADisplayP3Seed() throws {
        let result = CLIHarness().run("generate", "color(display-p3 0.925 0.216 0.141)", "--style", "fidelity")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""primary": "color(display-p3 0.925 0.216 0.141)""#))
        #expect(result.standardError.contains("instead of the seed color(display-p3"))
    }
}
