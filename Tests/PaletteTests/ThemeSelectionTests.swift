import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

struct ThemeSelectionTests {
    private let registry = (try? ThemeRegistry([DefaultTheme.self, AcmeTheme.self])) ?? ThemeRegistry()

    @Test func decodesTheBackendPayloadTheAppThemePostSends() throws {
        let selection = try ThemeSelection(json: ##"{"theme": "acme"}"##)
        #expect(selection.theme == "acme")
        #expect(try selection.resolve(in: registry).name == "Acme")
    }

    @Test func decodesTheObjectFormAndIgnoresOtherMembers() throws {
        #expect(try ThemeSelection(json: ##"{"theme": {"id": "acme", "v": 2}, "user": 7}"##).theme == "acme")
    }

    @Test func acceptsBytesAndATypeName() throws {
        let selection = try ThemeSelection(json: Data(##"{"theme":"AcmeTheme"}"##.utf8))
        #expect(try selection.resolve(in: registry).id == "acme")
    }

    @Test func notJSONSaysWhere() {
        #expect(
            throws: ThemeError.malformedInput(
                reason: "expected ',' or '}' after a member, found 'x'",
                location: .init(path: "", line: 2, column: 19)
            )
        ) {
            try ThemeSelection(json: "{\n  \"theme\": \"acme\" x}")
        }
    }

    @Test func missingKeyIsNamed() {
        #expect(throws: ThemeError.missingKey(key: "theme", location: .init(path: "", line: 1, column: 1))) {
            try ThemeSelection(json: ##"{"them": "acme"}"##)
        }
        #expect(throws: ThemeError.missingKey(key: "id", location: .init(path: "theme", line: 1, column: 11))) {
            try ThemeSelection(json: ##"{"theme": {"name": "acme"}}"##)
        }
    }

    @Test(arguments: [
        (##"{"theme": 42}"##, "a number", "theme"), (##"{"theme": ["acme"]}"##, "an array", "theme"),
        (##"{"theme": null}"##, "null", "theme"), (##"{"theme": {"id": true}}"##, "a boolean", "theme.id"),
        (##"["acme"]"##, "an array", ""), (#""acme""#, "a string", ""),
    ])
    func wrongTypesSayWhatWasFoundAndWhere(json: String, found: String, path: String) {
        let error = #expect(throws: ThemeError.self) { try ThemeSelection(json: json) }
        #expect(error?.code == .typeMismatch, "expected a type mismatch, got \(String(describing: error))")
        #expect(error?.values.last == found)
        #expect(error?.location?.path == path)
    }

    @Test func emptyNameIsRefused() {
        #expect(throws: ThemeError.self) { try ThemeSelection(json: ##"{"theme": "  "}"##) }
    }

    @Test func oversizedPayloadIsRefusedBeforeParsing() {
        let huge = "{\"theme\": \"" + String(repeating: "a", count: 70_000) + "\"}"
        #expect(
            throws: ThemeError.inputTooLarge(
                size: huge.utf8.count,
                limit: ThemeLimits.default.maximumPayloadSize,
                location: nil
            )
        ) {
            try ThemeSelection(json: huge)
        }
        // Not even valid JSON: still refused for size, so nothing was parsed.
        let garbage = [UInt8](repeating: 0x7B, count: 100)
        #expect(throws: ThemeError.inputTooLarge(size: 100, limit: 99, location: nil)) {
            try ThemeSelection(json: garbage, maximumSize: 99)
        }
    }

    @Test func limitsBoundAPayloadsSizeAndNesting() throws {
        var limits = ThemeLimits.default
        limits.maximumPayloadSize = 20
        let payload = Array(#"{"theme": "alternative"}"#.utf8)
        #expect(throws: ThemeError.inputTooLarge(size: payload.count, limit: 20, location: nil)) {
            try ThemeSelection(json: payload, limits: limits)
        }
        limits.maximumPayloadSize = 1_024
        #expect(try ThemeSelection(json: payload, limits: limits).theme == "alternative")
        limits.maximumDepth = 2
        #expect {
            try ThemeSelection(json: Array(#"{"theme": "a", "x": [[1]]}"#.utf8), limits: limits)
        } throws: { error in
            (error as? ThemeError)?.code == .nestingTooDeep && (error as? ThemeError)?.limit == 2
        }
    }

    @Test func deepNestingIsBounded() {
        let deep =
            #"{"theme": "acme", "x": "# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
            + "}"
        #expect {
            try ThemeSelection(json: deep)
        } throws: { error in
            (error as? ThemeError)?.code == .nestingTooDeep
        }
    }

    @Test func unknownNameResolvesToAClearError() throws {
        let selection = try ThemeSelection(json: ##"{"theme": "acmee"}"##)
        #expect(throws: ThemeError.unknownTheme(name: "acmee", available: ["default", "acme"], suggestion: "acme")) {
            try selection.resolve(in: registry)
        }
    }

    @Test func codableInsideALargerModel() throws {
        struct Response: Codable {
            let user: String
            let selection: ThemeSelection
        }
        let json = ##"{"user": "ana", "selection": {"theme": {"id": "acme"}}}"##
        let response = try JSONDecoder().decode(Response.self, from: Data(json.utf8))
        #expect(response.selection == ThemeSelection(theme: "acme"))
        let encoded = try JSONEncoder().encode(ThemeSelection(theme: "acme"))
        #expect(String(decoding: encoded, as: UTF8.self) == ##"{"theme":"acme"}"##)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ThemeSelection.self, from: Data(##"{"theme": 3}"##.utf8))
        }
    }

    @Test func codableOverridesRefuseNumbersThatAreNotFinite() throws {
        // A decoder set to read "Infinity" and "NaN" hands them over as numbers; no token holds one.
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity",
            negativeInfinity: "-Infinity",
            nan: "NaN"
        )
        for (section, value) in [("dimensions", "Infinity"), ("numbers", "NaN"), ("numbers", "-Infinity")] {
            let json = #"{"tokens": {"\#(section)": {"a": "\#(value)"}}}"#
            #expect(throws: DecodingError.self, "\(section): \(value)") {
                try decoder.decode(ThemeOverrides.self, from: Data(json.utf8))
            }
        }
        let finite = try decoder.decode(ThemeOverrides.self, from: Data(#"{"tokens": {"numbers": {"a": 1e308}}}"#.utf8))
        #expect(finite.tokens.numbers[TokenPath("a")] == 1e308)
    }

    @Test func emptyOverridesAreTheSameAsNone() throws {
        // Found by fuzzing: an unknown section left empty overrides, which `json` leaves out, so
        // the payload written back was a different selection.
        let selection = try ThemeSelection(
            json: ##"{"theme": "acme", "overrides": {"paletde": {"primary": "#FF5500"}}}"##
        )
        #expect(selection.overrides?.isEmpty == true)
        #expect(try ThemeSelection(json: selection.json) == selection)
        // And overrides with nothing but group metadata are written, so they read back too.
        let described = try ThemeSelection(
            json: #"{"theme": "acme", "overrides": {"tokens": {"groups": {"color.brand": {"description": "Brand"}}}}}"#
        )
        #expect(try ThemeSelection(json: described.json) == described)
        #expect(described != ThemeSelection(theme: "acme"))
    }

    @Test func codableEncodingWritesWhatJSONWrites() throws {
        // Overrides holding only metadata, or only a reference to a role the theme sets, are
        // empty of values; encoded as `json` writes them, they still read back.
        let payloads = [
            #"{"theme": "acme", "overrides": {"tokens": {"groups": {"color.brand": {"description": "Brand"}}}}}"#,
            #"{"theme": "acme", "overrides": {"palette": {"primary": "{color.secondary}"}}}"#,
        ]
        for payload in payloads {
            let selection = try ThemeSelection(json: payload)
            let encoded = try JSONEncoder().encode(selection)
            #expect(try JSONDecoder().decode(ThemeSelection.self, from: encoded) == selection)
            #expect(try ThemeSelection(json: encoded) == selection)
        }
    }

    @Test func payloadRoundTrips() throws {
        let selection = ThemeSelection(theme: "high \"contrast\"")
        #expect(try ThemeSelection(json: selection.json) == selection)
    }
}

/// A payload's font override keeps Dynamic Type unless it names a text style of its own.
struct PayloadFontOverrideTests {
    @Test func aFontOverrideWithoutATextStyleKeepsTheThemesTextStyle() throws {
        let registry = try ThemeRegistry([DefaultTheme.self])
        let kept = try ThemeSelection(
            json: #"{"theme": "default", "overrides": {"fonts": {"body": "Helvetica Neue 18"}}}"#
        )
        let body = try kept.resolve(in: registry).fontStyles.body
        #expect(body.family == .named("Helvetica Neue") && body.size == 18)
        #expect(body.textStyle == DefaultTheme().fontStyles.body.textStyle)
        #expect(body.textStyle != nil, "the default theme's body scales with Dynamic Type")
        #expect(try kept.resolution(in: registry).theme.fontStyles.body == body)
        let named = try ThemeSelection(
            json: #"{"theme": "default", "overrides": {"fonts": {"body": "Helvetica Neue 18 (callout)"}}}"#
        )
        #expect(try named.resolve(in: registry).fontStyles.body.textStyle == .callout)
    }
}
