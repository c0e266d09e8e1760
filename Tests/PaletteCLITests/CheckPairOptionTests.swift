import Foundation
import PaletteThemes
import Testing

@testable import palette_cli

/// `palette check --pair FG:BG[,FG:BG...]`: pairs of roles and colour tokens declared on the
/// command line.
struct CheckPairOptionTests {
    private func pairLine(_ output: String, _ name: String) -> Substring? {
        output.split(separator: "\n").first { $0.hasPrefix("  \(name) ") }
    }

    @Test func pairsOfRolesAndTokensAreAuditedAfterTheThemesOwn() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let brand = try harness.write(CheckFixTests.brandFile, named: "brand.json")
        let result = harness.run("check", brand, "--pair", "ON-PRIMARY:color.brand.accent, secondary:surface")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains(" of 27 pairs fail WCAG AA."))
        let names = result.standardOutput.split(separator: "\n").filter { $0.contains(" on #") }
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(Array(names.suffix(2)) == ["onPrimary on color.brand.accent", "secondary on surface"])
        let token = try #require(pairLine(result.standardOutput, "onPrimary on color.brand.accent"))
        #expect(token.contains("on #F59E0B"), "color.brand answers color.brand.accent")
    }

    @Test func theOptionRepeatsAndGoesIntoJSON() throws {
        let result = CLIHarness().run(
            "check",
            "default",
            "--pair",
            "onBackground:surface",
            "--pair=color.primary:background",
            "--json"
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 27)
        #expect(pairs.suffix(2).map { $0["name"] as? String } == ["onBackground on surface", "primary on background"])
        #expect(pairs.last?["foregroundRole"] as? String == "primary")
        #expect(pairs.last?["kind"] as? String == "text")
    }

    @Test func aTokenNothingDefinesFailsNamingIt() {
        let result = CLIHarness().run("check", "default", "--pair", "onSurface:surface,color.brand.accent:surface")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: --pair: unresolved reference 'color.brand.accent': "))
        #expect(result.standardError.contains("'default'"))
    }

    @Test(arguments: ["primary", "primary:", ":surface", "a:b:c", "primary:surface,", "primary:surface,,onError:error"])
    func aMalformedPairIsAUsageError(value: String) {
        let result = CLIHarness().run("check", "--pair", value)
        #expect(result.exitCode == 64, "\(value)")
        #expect(
            result.standardError.hasPrefix("error: '--pair' takes FOREGROUND:BACKGROUND"),
            "\(result.standardError)"
        )
        #expect(result.standardError.contains("palette check --help"))
    }

    @Test func onlyCheckTakesPairs() {
        #expect(CLIHarness().run("show", "--pair", "primary:surface").exitCode == 64)
    }
}
