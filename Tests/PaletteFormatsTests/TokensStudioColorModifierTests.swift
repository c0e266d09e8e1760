import Palette
import Testing

@testable import PaletteFormats

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`) are computed: before,
/// a modified colour was imported as the colour it modifies. The expected colours are the ones
/// Tokens Studio's own transforms give (its published test cases), written as CSS colours in the
/// same file and read by the same importer.
struct TokensStudioColorModifierTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "tokens.json", options: ImportOptions(conformance: .lenient))
    }

    /// A token `modified` with the modifier, and a token `expected` holding `expected`.
    private func pair(base: String, modify: String, expected: String) -> String {
        ##"""
        {"modified": {"value": "\##(base)", "type": "color",
           "$extensions": {"studio.tokens": {"modify": \##(modify)}}},
         "expected": {"value": "\##(expected)", "type": "color"}}
        """##
    }

    private func colors(_ report: DecodingReport<ThemeDocument>) throws -> (ThemeColor?, ThemeColor?) {
        let colors = try report.get().tokens.values(of: ThemeColor.self)
        return (colors["modified"], colors["expected"])
    }

    /// Whether two colours are the same to within Tokens Studio's rounding (three digits).
    private func close(_ a: ThemeColor?, _ b: ThemeColor?) -> Bool {
        guard let a, let b else { return false }
        let x = a.linearSRGB
        let y = b.linearSRGB
        return abs(x.0 - y.0) < 0.004 && abs(x.1 - y.1) < 0.004 && abs(x.2 - y.2) < 0.004
            && abs(a.alpha - b.alpha) < 0.001
    }

    @Test(arguments: [
        ("lighten", "hsl", "hsl(0, 50.6%, 60.6%)"),
        ("lighten", "lch", "lch(57.7 47.5 29.7)"),
        ("lighten", "p3", "color(display-p3 0.76 0.44 0.42)"),
        ("lighten", "srgb", "rgb(80.5%, 40.7%, 40.7%)"),
        ("darken", "hsl", "hsl(0, 50.6%, 40.6%)"),
        ("darken", "lch", "lch(37.7 47.5 29.7)"),
        ("darken", "p3", "color(display-p3 0.56 0.24 0.22)"),
        ("darken", "srgb", "rgb(60.5%, 20.7%, 20.7%)"),
        ("alpha", "srgb", "rgb(75.7%, 25.9%, 25.9%, 0.2)"),
        ("alpha", "lch", "lch(47.1 59.4 29.7 / 0.2)"),
    ])
    func lightenDarkenAndAlphaInEverySpace(kind: String, space: String, expected: String) throws {
        let report = importing(
            pair(
                base: "#C14242",
                modify: ##"{"type": "\##(kind)", "value": "0.2", "space": "\##(space)"}"##,
                expected: expected
            )
        )
        let (modified, wanted) = try colors(report)
        #expect(close(modified, wanted), "\(String(describing: modified)) is not \(expected)")
    }

    @Test(arguments: [
        ("hsl", "hsl(220, 51.2%, 67.9%)"),
        ("lch", "lch(63.4 43.7 279)"),
        ("p3", "color(display-p3 0.49 0.6 0.88)"),
        ("srgb", "rgb(45.7%, 60.5%, 90.1%)"),
    ])
    func mixInterpolatesInTheSpaceByAnAmountThatMayBeMath(space: String, expected: String) throws {
        let report = importing(
            pair(
                base: "#FFFFFF",
                modify: ##"{"type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "\##(space)"}"##,
                expected: expected
            )
        )
        let (modified, wanted) = try colors(report)
        #expect(close(modified, wanted), "\(String(describing: modified)) is not \(expected)")
    }

    @Test func blackMixedHalfWithWhiteIsMidGreyInLCH() throws {
        let report = importing(
            pair(
                base: "#000000",
                modify: ##"{"type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "lch"}"##,
                expected: "lch(50 0 0)"
            )
        )
        let (modified, wanted) = try colors(report)
        #expect(close(modified, wanted))
    }

    /// Supabase's tokens mix referenced colours by referenced amounts, and refer to the results.
    @Test func referencesInTheModifierAreFollowedAndTokensReferringToItGetTheModifiedColour() throws {
        let report = importing(
            ##"""
            {"base": {"value": "#C14242", "type": "color"}, "amount": {"value": "0.2", "type": "number"},
             "white": {"value": "#ffffff", "type": "color"},
             "hover": {"value": "{base}", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount}", "space": "srgb"}},
                 "other.tool": {"kept": true}}},
             "border": {"value": "{hover}", "type": "color"},
             "shadow": {"value": {"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "{hover}", "type": "dropShadow"},
               "type": "boxShadow"},
             "broken": {"value": "{hover}", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{missing}", "space": "srgb"}}}},
             "expected": {"value": "rgb(60.5%, 20.7%, 20.7%)", "type": "color"}}
            """##
        )
        // `broken` is left out, and `hover`, read first through it, is still counted as computed.
        #expect(report.unreadableTokens.map(\.problem.message).contains { $0.hasSuffix("'broken' was not imported") })
        let document = try report.get()
        let colors = document.tokens.values(of: ThemeColor.self)
        #expect(close(colors["hover"], colors["expected"]))
        #expect(close(colors["border"], colors["expected"]))
        #expect(close(document.tokens.values(of: ThemeShadow.self)["shadow"]?.layers.first?.color, colors["expected"]))
        // The modified colour is no reference to the colour it modifies, and its modifier is not
        // passed on beside it, where an export would have it applied again; other tools' data is.
        #expect(document.tokens.aliases[TokenSlot(.color, "hover")] == nil)
        #expect(document.tokens.aliases[TokenSlot(.color, "border")] == "hover")
        let passedOn = document.tokens.extensions["hover"].map { "\($0)" } ?? ""
        #expect(!passedOn.contains("modify") && passedOn.contains("other.tool"), "\(passedOn)")
        let summary = report.warnings.map(\.problem.message).first { $0.contains("read as far as they go") }
        #expect(summary?.contains("1 colour with Tokens Studio's modifier computed") == true, "\(summary ?? "")")
    }

    @Test func aModifierTokensStudioDoesNotKnowLeavesTheColourWithAWarning() throws {
        let report = importing(
            pair(
                base: "#C14242",
                modify: ##"{"type": "saturate", "value": "0.2", "space": "srgb"}"##,
                expected: "#C14242"
            )
        )
        let (modified, wanted) = try colors(report)
        #expect(modified == wanted)
        #expect(report.warnings.contains { $0.problem.message.contains("its type 'saturate' is none of") })
        let notAnObject = importing(pair(base: "#C14242", modify: ##""lighten""##, expected: "#C14242"))
        #expect(try colors(notAnObject).0 == colors(notAnObject).1)
        #expect(notAnObject.unreadableTokens.isEmpty)
        let spaceless = importing(
            pair(base: "#C14242", modify: ##"{"type": "lighten", "value": "0.2"}"##, expected: "#C14242")
        )
        #expect(try colors(spaceless).0 == colors(spaceless).1)
    }

    @Test func anAmountThatCannotBeReadLeavesTheTokenOut() {
        let report = importing(
            pair(
                base: "#C14242",
                modify: ##"{"type": "lighten", "value": "{missing}", "space": "srgb"}"##,
                expected: "#000"
            )
        )
        #expect(report.unreadableTokens.contains { $0.problem.message.contains("'modified' was not imported") })
    }

    /// Tokens Studio's newer exports write `$value` and `$type`, modifiers as before.
    @Test func aFileThatDeclaresDTCG2025KeepsItsColourAndTheExtensionAsWrittenOthersComputeIt() throws {
        let token = ##"""
            "modified": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$type": "color",
              "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "srgb"}}}}
            """##
        let schema = ##""$schema": "https://www.designtokens.org/schemas/2025.10/format.json""##
        let declared = try DTCGImporter().decode(Array("{\(schema), \(token)}".utf8), file: "tokens.json").get()
        #expect(declared.tokens.values(of: ThemeColor.self)["modified"] == ThemeColor(red: 1, green: 0, blue: 0))
        #expect(declared.tokens.extensions["modified"].map { "\($0)" }?.contains("modify") == true)
        let undeclared = try DTCGImporter().decode(Array("{\(token)}".utf8), file: "tokens.json").get()
        #expect(
            close(undeclared.tokens.values(of: ThemeColor.self)["modified"], ThemeColor(red: 0.5, green: 0, blue: 0))
        )
    }
}
