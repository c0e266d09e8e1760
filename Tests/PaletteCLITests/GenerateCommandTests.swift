import Foundation
import Palette
import PaletteDesign
import PaletteThemes
import Testing

@testable import palette_cli

/// `palette generate`, end to end: the document it prints, what `check` says of it, the preview on
/// a terminal, and bad arguments.
struct GenerateCommandTests {
    /// Seeds generators are known to get wrong, then random ones from a fixed start, so every run
    /// checks the same colours.
    static let seeds: [String] = {
        var state: UInt64 = 0x6E4E_5241_5445
        var random: [String] = []
        for _ in 0..<90 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            random.append(String(format: "#%06X", Int((state >> 33) & 0xFF_FFFF)))
        }
        let edges = [
            "#000000", "#FFFFFF", "#FF0000", "#00FF00", "#0000FF", "#808080", "#FFFF66", "#FFFDE7", "#0A1F44",
            "#1D4ED8",
        ]
        return edges + random
    }()

    @Test(arguments: ThemeGenerator.Style.allCases)
    func aGeneratedDocumentPassesCheckForEverySeed(style: ThemeGenerator.Style) throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        for seed in Self.seeds {
            let generated = harness.run("generate", seed, "--style", style.rawValue)
            #expect(generated.exitCode == 0, "\(seed): \(generated.standardError)")
            let file = try harness.write(generated.standardOutput, named: "brand.json")
            let check = harness.run("check", file)
            #expect(check.exitCode == 0, "\(seed) \(style): \(check.standardError)")
            #expect(check.standardOutput.components(separatedBy: "All 25 pairs reach WCAG").count == 5)
        }
    }

    @Test func theDocumentHoldsFourVariantsInlineUnderAnIdentifierFromTheSeed() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run("generate", "#1D4ED8")
        #expect(result.exitCode == 0 && !result.standardError.contains("warning"), "\(result.standardError)")
        // The brand colour is kept where it carries text (AA) and moved for 7:1, which a note says.
        #expect(
            result.standardError.contains("note: light, increased contrast: primary is #1A4AD5 instead of the seed")
        )
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(document.id == "generated-1d4ed8" && document.name == "Generated #1D4ED8")
        #expect(document.variants?.given == ThemeVariant.allCases)
        let expected = try ThemeGenerator.generate(seed: ThemeColor(hex: "#1D4ED8"))
        let adaptive = try #require(try document.resolve(in: .builtIn).adaptiveTheme)
        for variant in ThemeVariant.allCases {
            #expect(
                adaptive.variant(variant).palette
                    == expected.palette(for: variant.appearance, contrast: variant.contrast)
            )
        }
        let file = try harness.write(result.standardOutput, named: "brand.json")
        let shown = harness.run("--themes", file, "show", "generated-1d4ed8", "--contrast", "increased")
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.hasPrefix("Generated #1D4ED8 (light, increased contrast)"))
        let primary = expected.palette(for: .light, contrast: .increased).primary.hex
        #expect(shown.standardOutput.contains("  primary       \(primary)"))
        let validated = harness.run("validate", file)
        #expect(validated.exitCode == 0 && validated.standardOutput.contains("0 errors, 0 warnings"))
    }

    @Test func seedsStyleIdentifierAndNameAreTheOnesGiven() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let result = harness.run(
            "generate",
            "d92d20",
            "--secondary",
            "#1F2A44",
            "--highlight",
            "#005F73",
            "--error",
            "#B00020",
            "--style",
            "Vibrant",
            "--id",
            "acme",
            "--name",
            "Acme"
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try ThemeDocument(json: result.standardOutput)
        #expect(document.id == "acme" && document.name == "Acme")
        let expected = try ThemeGenerator.generate(
            seed: ThemeColor(hex: "#D92D20"),
            secondary: ThemeColor(hex: "#1F2A44"),
            highlight: ThemeColor(hex: "#005F73"),
            error: ThemeColor(hex: "#B00020"),
            style: .vibrant
        )
        let adaptive = try #require(try document.resolve(in: .builtIn).adaptiveTheme)
        #expect(adaptive.variant(.dark).palette == expected.palette(for: .dark, contrast: .standard))
        let unnamed = try ThemeDocument(json: harness.run("generate", "#D92D20", "--style", "neutral").standardOutput)
        #expect(unnamed.id == "generated-d92d20-neutral" && unnamed.name == "Generated #D92D20, neutral")
    }

    @Test func everyFormatCarriesTheFourVariants() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let css = harness.run("generate", "#1D4ED8", "--format", "css").standardOutput
        #expect(css.contains(":root, [data-theme=\"generated-1d4ed8\"] {"))
        for query in [
            "(prefers-color-scheme: dark)", "(prefers-contrast: more)",
            "(prefers-color-scheme: dark) and (prefers-contrast: more)",
        ] {
            #expect(css.contains("@media \(query) {"), "\(query)")
        }
        let dtcg = harness.run("generate", "#1D4ED8", "--format", "dtcg").standardOutput
        #expect(dtcg.contains(#""version": "2025.10""#) && dtcg.contains(#""darkIncreasedContrast": ["#))
        let swift = harness.run("generate", "#1D4ED8", "--format", "swift").standardOutput
        #expect(
            swift.contains(
                "public struct Generated1d4ed8Theme: Palette.CompiledTheme, Palette.AdaptiveThemeRepresentable {"
            )
        )
        #expect(
            swift.contains("//   palette generate '#1D4ED8' --style fidelity --id 'generated-1d4ed8' --format swift")
        )
    }

    @Test func onATerminalThePalettesAreShownSideBySideAfterTheTheme() throws {
        var harness = CLIHarness()
        defer { harness.cleanUp() }
        harness.isTerminal = true
        let shown = harness.run("generate", "#1D4ED8", "--color", "never")
        let expected = try ThemeGenerator.generate(seed: ThemeColor(hex: "#1D4ED8"))
        let preview = try #require(shown.standardOutput.components(separatedBy: "}\n\n").last)
        #expect(preview.hasPrefix("Generated #1D4ED8  (generated-1d4ed8)\n"))
        #expect(preview.contains("light                light, increased     dark                 dark, increased\n"))
        let row = ThemeVariant.allCases.map { expected.palette(for: $0.appearance, contrast: $0.contrast).primary.hex }
        #expect(
            preview.contains(
                "primary       "
                    + row.map { $0.padded(to: 19) }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
            )
        )
        #expect(preview.contains("AA ") && preview.contains("AAA") && preview.contains("lowest ratio  "))
        let coloured = harness.run("generate", "#1D4ED8", "--color", "always").standardOutput
        let visible = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let widest = visible.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest <= 100, "the preview with swatches fits 100 columns: \(widest)")
        let piped = CLIHarness().run("generate", "#1D4ED8")
        #expect(!piped.standardOutput.contains("lowest ratio"), "a file gets the theme alone")
        #expect((try? ThemeDocument(json: piped.standardOutput)) != nil)
    }

    @Test(arguments: [
        (["generate", "#12345"], "the seed '#12345' is not a colour; give a hex colour such as '#1D4ED8'"),
        (["generate", "blue"], "the seed 'blue' is not a colour"),
        (
            ["generate", "#1D4ED880"],
            "the seed '#1D4ED880' cannot be used: a seed colour must be opaque, and this one has opacity 50%"
        ),
        (["generate", "#1D4ED8", "--secondary", "nope"], "'--secondary' 'nope' is not a colour"),
        (
            ["generate", "#1D4ED8", "--error", "#F008"],
            "'--error' '#FF000088' cannot be used: a seed colour must be opaque"
        ),
        (["generate", "#1D4ED8", "--style", "pastel"], "'--style' must be one of tonal, vibrant, neutral, fidelity"),
        (["generate", "#1D4ED8", "--format", "yaml"], "'--format' must be one of json, dtcg, css, swift"),
        (["generate", "#1D4ED8", "--id", " spaced "], "'--id' ' spaced ': an identifier cannot start or end"),
        (["generate"], "'palette generate' needs SEED"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let result = CLIHarness().run(arguments).unwrapped
        #expect(result.exitCode == 64, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("error: \(message)"), "\(result.standardError)")
    }

    @Test func aBrandColourMovedForContrastIsANoteThatSaysHowFar() {
        let result = CLIHarness().run("generate", "#1D4ED8", "--style", "fidelity").unwrapped
        #expect(result.exitCode == 0)
        #expect(
            result.standardError.contains(
                "note: light, increased contrast: primary is #1A4AD5 instead of the seed #1D4ED8 (ΔE_OK 0.011 away)"
            ),
            "\(result.standardError)"
        )
        #expect(!result.standardError.contains("warning:"))
    }

    /// `palette generate` keeps a brand red as its primary by default; tonal, asked by name,
    /// lowers its chroma as the README says.
    @Test func theDefaultKeepsTheBrandAndTonalIsThereByName() throws {
        func lightPrimary(_ arguments: String...) throws -> String {
            let output = CLIHarness().run(arguments).unwrapped.standardOutput
            let theme = try ThemeDocument(json: output).resolve(in: .builtIn)
            return (theme.adaptiveTheme?.variant(.light) ?? theme).palette.primary.hex
        }
        #expect(try lightPrimary("generate", "#E4002B") == "#E4002B")
        #expect(try lightPrimary("generate", "#E4002B", "--style", "tonal") != "#E4002B")
    }
}
