import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Files with modes on every command that takes a theme file: `--input NAME=CONTEXT` chooses,
/// a file of several themes says how to choose, `check` audits every theme and variant.
struct ModesCommandTests {
    static func fixture(_ path: String) -> String {
        Repository.fixture("modes").appendingPathComponent(path).path
    }

    static let brand = fixture("brand/brand.resolver.json")

    @Test func showOfAFileOfSeveralThemesSaysWhichInputChoosesEach() {
        let result = CLIHarness().run("show", Self.brand).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                "holds 2 themes, 'acme' (--input brand=acme), 'globex' (--input brand=globex); choose one with --input"
            ),
            "\(result.standardError)"
        )
    }

    @Test func anInputChoosesTheThemeAndTheVariantOptionsItsVariant() {
        let result = CLIHarness().run("show", Self.brand, "--input", "Brand=GLOBEX", "--appearance", "dark", "--json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(##""primary": "#9ADCEB""##))
        #expect(result.standardOutput.contains(#""id": "globex-dark""#))
    }

    @Test func tokenLooksUpAVariantOrTheContextAnInputChooses() {
        let harness = CLIHarness()
        let dark = harness.run("token", "color.primary", Self.brand, "--input", "brand=acme", "--appearance", "dark")
        #expect(dark.standardOutput.hasPrefix("color.primary = #FF998C"), "\(dark.standardError)")
        let fixed = harness.run("token", "color.primary", Self.brand, "--input", "brand=acme", "--input", "scheme=dark")
        #expect(fixed.standardOutput.hasPrefix("color.primary = #FF998C"), "\(fixed.standardError)")
    }

    @Test func anInputNoFileHasIsAnErrorNamingTheClosestModifier() {
        let result = CLIHarness().run("show", Self.brand, "--input", "brnd=acme").unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("--input brnd=acme"), "\(result.standardError)")
        #expect(result.standardError.contains("did you mean 'brand'?"), "\(result.standardError)")
        let plain = CLIHarness().run("show", "--input", "theme=dark").unwrapped
        #expect(plain.standardError.contains("no theme file read has modes"), "\(plain.standardError)")
    }

    @Test func malformedModeOptionsAreUsageErrors() {
        #expect(CLIHarness().run("show", Self.brand, "--input", "brand").exitCode == 64)
        #expect(CLIHarness().run("show", Self.brand, "--variant-modifier", "brand:acme").exitCode == 64)
        #expect(CLIHarness().run("show", Self.brand, "--variant-modifier", "brand:acme=sepia").exitCode == 64)
    }

    @Test func checkAuditsEveryThemeAndVariantNamingItsInputs() {
        let result = CLIHarness().run("check", Self.brand).unwrapped
        for header in ["(acme-light)", "(acme-dark)", "(globex-light)", "(globex-dark)"] {
            #expect(result.standardOutput.contains(header), "\(header)")
        }
        #expect(result.standardOutput.contains("--input brand=globex"))
        #expect(result.exitCode == 1, "acme's dark page fails a pair")
        #expect(
            result.standardError.contains("in 'acme-dark' (dark) [--input brand=acme] fail WCAG AA"),
            "\(result.standardError)"
        )
        let json = CLIHarness().run("check", Self.brand, "--json")
        #expect(json.standardOutput.contains(#""themes": ["#) && json.standardOutput.contains(#""inputs": ["#))
        let one = CLIHarness().run("check", Self.brand, "--input", "brand=globex").unwrapped
        #expect(!one.standardOutput.contains("acme"))
    }

    @Test func importWritesADocumentPerThemeOrTheOneAnInputChooses() throws {
        let harness = CLIHarness()
        let several = harness.run("import", Self.brand).unwrapped
        #expect(several.exitCode == 1)
        #expect(several.standardError.contains("write them all with --output DIR"), "\(several.standardError)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modes-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = harness.run("import", Self.brand, "--output", folder.path)
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(
            written.standardOutput.split(separator: "\n").map { ($0 as Substring).hasSuffix(".json") } == [true, true]
        )
        let acme = try String(contentsOf: folder.appendingPathComponent("acme.json"), encoding: .utf8)
        #expect(acme.contains(#""variants""#) && acme.contains(#""id": "acme""#))
        let reread = harness.run("--themes", folder.path, "show", "globex", "--appearance", "dark", "--json")
        #expect(reread.standardOutput.contains(##""primary": "#9ADCEB""##), "\(reread.standardError)")
        let one = harness.run("import", Self.brand, "--input", "brand=acme")
        #expect(one.exitCode == 0 && one.standardOutput.contains(#""id": "acme""#))
    }

    /// Microsoft Fluent's resolver (terrazzoapp/dtcg-examples) has a `theme` modifier with the
    /// contexts `default` and `inverted`: a theme called `default` that extends Palette's `default`
    /// extended itself, so the file `import` wrote could not be shown.
    @Test func aContextNamedAfterTheThemeItExtendsTakesTheFilesNameAndTheFileOpens() throws {
        let harness = CLIHarness()
        let folder = try harness.folder("fluent")
        let color = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.47, 0.83]}}"#
        for name in ["default", "inverted"] {
            try Data(#"{"accent": \#(color)}"#.utf8).write(to: folder.appendingPathComponent("\(name).tokens.json"))
        }
        let resolver = #"""
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
             "modifiers": {"theme": {"contexts": {"default": [{"$ref": "default.tokens.json"}],
               "inverted": [{"$ref": "inverted.tokens.json"}]}}}}
            """#
        let file = folder.appendingPathComponent("fluent.resolver.json")
        try Data(resolver.utf8).write(to: file)
        let output = folder.appendingPathComponent("out")
        let written = harness.run("import", file.path, "--output", output.path)
        #expect(written.exitCode == 0, "\(written.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["fluent-default.json", "fluent-inverted.json"])
        let shown = harness.run("show", output.appendingPathComponent("fluent-default.json").path)
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        let chosen = harness.run("import", file.path, "--input", "theme=default")
        #expect(chosen.standardOutput.contains(#""id": "fluent-default""#), "\(chosen.standardError)")
    }

    @Test func aThemesFolderRegistersEveryThemeOfItsResolver() {
        let result = CLIHarness().run("--themes", Self.fixture("brand"), "list")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("acme") && result.standardOutput.contains("globex"))
    }

    @Test func validateHoldsAResolverToTheSpecificationsShoulds() throws {
        let single = Repository.fixture(
            "resolver-suite/cases/dtcg-suite-modifier-single-context/modifier-single-context.json"
        )
        let validated = CLIHarness().run("validate", single.path).unwrapped
        #expect(validated.exitCode == 1)
        #expect(
            validated.standardOutput.contains("modifier-single-context.json:7:19: error:"),
            "\(validated.standardOutput)"
        )
        let shown = CLIHarness().run("show", single.path).unwrapped
        #expect(shown.exitCode == 0)
        #expect(shown.standardError.contains("warning: invalid value 'light' at 'modifiers.theme.contexts'"))
        let brand = CLIHarness().run("validate", Self.brand, "--input", "brand=acme").unwrapped
        #expect(brand.exitCode == 0, "\(brand.standardOutput)")
        #expect(brand.standardOutput.contains("(resolver theme 'acme')"), "\(brand.standardOutput)")
    }

    /// The Resolver Module's MUST: a modifier with no default that no input chooses is refused by
    /// `validate` and `--strict`; the looking commands read each context as a theme, and say so.
    @Test func aModifierWithoutADefaultNeedsAnInputUnderValidateAndStrict() {
        let message =
            "brand.resolver.json:9:14: error: invalid value 'brand' at 'modifiers.brand': the modifier 'brand' has "
            + "no default, so an input must choose one of its contexts, 'acme', 'globex' (--input brand=CONTEXT)"
        let validated = CLIHarness().run("validate", Self.brand).unwrapped
        #expect(validated.exitCode == 1)
        #expect(validated.standardOutput.contains(message), "\(validated.standardOutput)")
        let strict = CLIHarness().run("--strict", "check", Self.brand).unwrapped
        #expect(strict.exitCode == 1)
        #expect(strict.standardError.contains(message), "\(strict.standardError)")
        let checked = CLIHarness().run("check", Self.brand).unwrapped
        #expect(checked.standardOutput.contains("(globex-light)"))
        #expect(
            checked.standardError.contains(
                "warning: invalid value 'brand' at 'modifiers.brand': the modifier 'brand' has no default and no "
                    + "input chooses one of its contexts, 'acme', 'globex', so each is read as a theme of its own"
            ),
            "\(checked.standardError)"
        )
        #expect(!CLIHarness().run("check", Self.brand, "--input", "brand=acme").standardError.contains("no default"))
    }

    @Test func exportOfAResolverThemeWritesItsVariants() {
        let css = CLIHarness().run("export", Self.brand, "--input", "brand=globex", "--format", "css")
        #expect(css.exitCode == 0, "\(css.standardError)")
        #expect(css.standardOutput.contains("prefers-color-scheme: dark"))
    }

    /// Every invalid case of the Resolver Module's conformance corpus fails `palette validate`
    /// with an error at a line and column; every valid one passes.
    @Test(arguments: [
        "dsp-default-not-in-contexts", "dtcg-suite-ref-to-resolution-order", "tz-modifier-context-not-array",
    ])
    func validateRefusesWhatTheResolverModuleRefusesAtItsPlace(_ name: String) throws {
        let folder = Repository.fixture("resolver-suite/cases/\(name)")
        let file = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".json") }
        )
        let result = CLIHarness().run("validate", folder.appendingPathComponent(file).path).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.contains(".json:") && result.standardOutput.contains(": error:"),
            "\(result.standardOutput)"
        )
    }
}
