import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import palette_cli

/// The messages a newcomer tripped on (#31), each read once and whole.
struct WholeMessageTests {
    static func tokens(hex: String) -> String {
        ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "ink": {"$type": "color", "$value": "##
            + ##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "\##(hex)"}}}"##
    }

    @Test func aShortHexFallbackIsReadAndValidateSaysWhatIsWrongWithIt() throws {
        let harness = CLIHarness()
        let file = try harness.write(Self.tokens(hex: "#fff"), named: "short.tokens.json")
        let shown = harness.run("show", file).unwrapped
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardError.contains("it was read as #FFFFFF"), "\(shown.standardError)")
        let validated = harness.run("validate", file).unwrapped
        #expect(
            validated.standardOutput.contains("'#rrggbb', not the 3-digit short form"),
            "\(validated.standardOutput)"
        )
        #expect(!validated.standardOutput.contains("alpha"), "'#fff' has no alpha: \(validated.standardOutput)")
        let withAlpha = try harness.write(Self.tokens(hex: "#ffffff80"), named: "alpha.tokens.json")
        #expect(harness.run("validate", withAlpha).unwrapped.standardOutput.contains("the alpha goes in 'alpha'"))
    }

    @Test func aSwiftThemeListIsPlacedOnce() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"Global": {"backgroundColor": "#292b38", "backgroundColors": ["#FFF", "#000"]}}"##,
            named: "night.json"
        )
        let shown = harness.run("show", file).unwrapped
        #expect(
            shown.standardError.contains(
                "warning: unsupported value at 'Global.backgroundColors': SwiftTheme's pickers read no list by key path"
            ),
            "\(shown.standardError)"
        )
    }

    @Test func problemsAtOnePlaceAreListedByWhatTheyAreAbout() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"formatVersion": 1, "id": "bare", "palette": {"primary": "#123456"}}"##,
            named: "b.json"
        )
        let result = harness.run("validate", file).unwrapped
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("like this") })
        #expect(line.contains("like this, also 'palette."), "\(line)")
        #expect(MessageFlaws.flaws(in: String(line)).isEmpty, "\(line)")
    }

    @Test func aMappingToAColourSetTheCatalogLacksIsAnError() {
        let catalog = Repository.fixture("AssetCatalogs/Brand.xcassets").path
        let result = CLIHarness().run("import", catalog, "--map", "Control.accent=primary").unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains(
                "unresolved reference 'Control.accent': it is mapped to a role or style, but the catalog has no colour "
                    + "set of this name"
            ),
            "\(result.standardError)"
        )
    }

    @Test func importOfAFolderOfSwiftThemeFilesSaysTheyAreSeveralThemes() {
        let folder = Repository.fixture("SwiftTheme").path
        let result = CLIHarness().run("import", folder).unwrapped
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.contains("makes 4 themes,") && result.standardError.contains("write them all with"),
            "\(result.standardError)"
        )
        #expect(!result.standardError.contains("is one file"))
    }

    @Test func checkOfAnAssetCatalogWithVariantsNotesTheColoursTakenFromDefault() {
        let catalog = Repository.fixture("AssetCatalogs/Brand.xcassets").path
        let result = CLIHarness().run("check", catalog).unwrapped
        #expect(
            result.standardError.contains(
                "note: in every variant, 20 of 25 pairs audited are colours of 'default' that "
            ),
            "\(result.standardError)"
        )
        #expect(!CLIHarness().run("check", catalog, "--own").standardError.contains("note:"))
    }

    @Test func aFileOverTheSizeLimitIsNamedOnce() {
        let file = Repository.file("Examples/themes/acme.json").path
        let result = CLIHarness().run("--max-file-size", "1K", "validate", file).unwrapped
        let line = result.standardOutput.split(separator: "\n").first { $0.contains("larger than the limit") } ?? ""
        #expect(line.components(separatedBy: "acme.json").count == 2, "one place: \(line)")
        #expect(line.hasPrefix("\(file): error: input of "), "\(line)")
    }

    @Test func aMessageTooLongIsClippedWhereAClauseEnds() {
        let reason = (1...200).map { "clause \($0) says something" }.joined(separator: "; ")
        let message = ThemeError.invalidValue(value: "x", reason: reason, location: nil).description
        #expect(message.contains("clause 1 says something; "))
        #expect(message.hasSuffix(" more characters)"))
        let beforeEllipsis = message[..<(message.range(of: "…")?.lowerBound ?? message.endIndex)]
        #expect(beforeEllipsis.hasSuffix("says something"), "cut after a whole clause: \(beforeEllipsis.suffix(30))")
    }
}
