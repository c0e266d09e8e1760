import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette import`, `show` and `--themes` read what they can of a token file with tokens outside
/// DTCG 2025.10, a warning at each; `validate` and `--strict` refuse it. Real design systems'
/// files, from `../shared`, and SwiftTheme's themes.
struct LenientImportCommandTests {
    static func real(_ name: String) -> String {
        SharedFixtures.url("fixtures/real-world/\(name)").path
    }

    static let spectrum = real("dtcg/terrazzoapp-dtcg-examples@fbdd864-adobe-spectrum-base.tokens.json")

    /// Equinor's design system computes 210 ramp colours with OKLCH functions on Gaussian weights
    /// in `pow()`, and its schemes refer to them: 645 tokens were refused. One is now, a token of
    /// its own that is no font weight (`tracking-normal`, typed `fontWeight`, 0).
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func equinorsComputedRampsImport() {
        let result = CLIHarness().run("import", Self.real("tokens-studio/equinor-design-system@60d79a0"))
        #expect(result.exitCode == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains("error: ") }
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.contains("'primitives.type-scale.tracking-normal' was not imported") == true)
        let skipping = CLIHarness().run(
            "import",
            Self.real("tokens-studio/equinor-design-system@60d79a0"),
            "--skip-invalid"
        )
        #expect(skipping.exitCode == 0)
        #expect(skipping.standardOutput.contains(#""light.blue.9""#))
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func spectrumsBaseImportsWithAWarningPerConvertedToken() {
        let result = CLIHarness().run("import", Self.spectrum, "--verbose").unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"android-elevation\": 2"))
        let stderr = result.standardError.unwrappedLines
        #expect(stderr.contains("104 converted from forms outside DTCG 2025.10"))
        #expect(stderr.contains("'2dp' was read as points"))
        #expect(stderr.components(separatedBy: "was read as a text token").count - 1 == 99)
        #expect(stderr.components(separatedBy: "'hex' fallback is 6 digits").count - 1 == 2)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func validateAndStrictRefuseWhatImportConverts() {
        let validated = CLIHarness().run("validate", Self.spectrum).unwrapped
        #expect(validated.exitCode == 1)
        #expect(validated.standardOutput.unwrappedLines.contains("error: invalid value 'dp'"))
        let strict = CLIHarness().run("import", "--strict", Self.spectrum).unwrapped
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput.isEmpty)
        #expect(strict.standardError.unwrappedLines.contains("error: invalid value 'dp'"))
        let loaded = CLIHarness().run("--themes", Self.spectrum, "--strict", "list").unwrapped
        #expect(loaded.exitCode == 1)
        #expect(loaded.standardError.contains("error: --themes: could not read"))
        #expect(!loaded.standardOutput.contains("adobe-spectrum-base"))
    }

    @Test(
        .enabled(if: SharedFixtures.isAvailable, "needs ../shared"),
        arguments: [
            ["dtcg/terrazzoapp-dtcg-examples@fbdd864-figma-sds-typography.tokens.json"],
            [
                "dtcg/terrazzoapp-dtcg-examples@fbdd864-figma-sds-typography.tokens.json",
                "dtcg/terrazzoapp-dtcg-examples@fbdd864-figma-sds-color.tokens.json",
                "dtcg/terrazzoapp-dtcg-examples@fbdd864-figma-sds-size.tokens.json",
            ],
            ["dtcg/Workday-canvas-tokens-studio@0fc56aa-tokens-base-palette.json"],
            [
                "dtcg/Workday-canvas-tokens-studio@0fc56aa-tokens-base-palette.json",
                "dtcg/Workday-canvas-tokens-studio@0fc56aa-tokens-sys-color-color.json",
            ],
        ]
    )
    func realFilesOutsideTheSpecImport(_ names: [String]) {
        let result = CLIHarness().run(["import", "--skip-invalid"] + names.map(Self.real)).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"formatVersion\": 1"))
        #expect(result.standardError.unwrappedLines.contains("converted from forms outside DTCG 2025.10"))
        #expect(!result.standardError.contains("error:"))
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func showReadsTheFileItImports() {
        let result = CLIHarness().run("show", Self.spectrum).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.unwrappedLines.contains("converted from forms outside DTCG 2025.10"))
    }

    @Test func aFileOverTheSizeLimitNamesTheLimitAndTheOptionThatRaisesIt() throws {
        let harness = CLIHarness()
        let big =
            "{\"a\": {\"$type\": \"number\", \"$value\": 1}, \"pad\": {\"$description\": \""
            + String(repeating: "x", count: 4_300_000) + "\"}}"
        let file = try harness.write(big, named: "big.tokens.json")
        let refused = harness.run("import", file).unwrapped
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.unwrappedLines.contains(
                "ThemeLimits.maximumDocumentSize; raise it with --max-file-size 5M"
            )
        )
        let raised = harness.run("import", "--max-file-size", "5M", file).unwrapped
        #expect(raised.exitCode == 0, "\(raised.standardError)")
        let bad = harness.run("import", "--max-file-size", "lots", file)
        #expect(bad.exitCode == 64)
    }

    @Test func aFileOfTooManyTokensNamesTheLimitAndTheOptionThatRaisesIt() throws {
        let harness = CLIHarness()
        let tokens = (0..<10_001).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ",")
        let file = try harness.write("{\"n\": {\"$type\": \"number\", \(tokens)}}", named: "many.tokens.json")
        let refused = harness.run("import", file).unwrapped
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.unwrappedLines.contains(
                "ThemeLimits.maximumTokenCount; raise it with --max-tokens 10001"
            )
        )
        #expect(harness.run("import", "--max-tokens", "10001", file).exitCode == 0)
    }

    @Test func swiftThemesImportWithTheirKeyPaths() {
        let result = CLIHarness().run("import", Repository.fixture("SwiftTheme/Night.plist").path).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"Global.barTintColor\": \"#01040D\""))
        #expect(result.standardOutput.contains("\"primary\": \"#01040D\""))
        let mapped = CLIHarness().run(
            "import",
            Repository.fixture("SwiftTheme/Yellow.json").path,
            "--map",
            "ChangeThemeCell.buttonBackgroundColor=secondary"
        ).unwrapped
        #expect(mapped.exitCode == 0, "\(mapped.standardError)")
        #expect(mapped.standardOutput.contains("\"secondary\""))
        let wrong = CLIHarness().run("import", "--from", "swifttheme", Repository.fixture("SwiftTheme/SOURCE.md").path)
        #expect(wrong.exitCode == 1)
    }
}

extension String {
    /// The text with the CLI's wrapped lines joined again (a message goes on, indented by two
    /// spaces, on the next line), so that a phrase can be looked for wherever the line broke.
    fileprivate var unwrappedLines: String { replacingOccurrences(of: "\n  ", with: " ") }
}
