import Foundation
import Palette
import Testing

struct ThemeOverridesTests {
    private let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    @Test func aBackendMayOverrideANamedTheme() throws {
        let selection = try ThemeSelection(
            json:
                ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF5500"}, "tokens": {"dimensions": {"radius": 6}}}}"##
        )
        let theme = try selection.resolve(in: registry)
        #expect(theme.id == "default")
        #expect(theme.palette.primary.hex == "#FF5500")
        #expect(theme.palette.onPrimary == ThemeColor(red8: 0xFF, green8: 0x55, blue8: 0x00).contrastingForeground)
        #expect(theme.palette.secondary == DefaultTheme().palette.secondary)
        #expect(theme.dimension("radius") == 6)
    }

    @Test func overridesAreValidatedLikeDocuments() {
        #expect(
            throws: ThemeError.invalidColor(
                value: "#FF555",
                location: .init(path: "overrides.palette.primary", line: 1, column: 59)
            )
        ) {
            try ThemeSelection(json: ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF555"}}}"##)
        }
        let twoErrors = #expect(throws: ThemeError.self) {
            try ThemeSelection(
                json: ##"{"theme": "default", "overrides": {"palette": {"primary": "#FF555", "secondary": 3}}}"##
            )
        }
        #expect(twoErrors?.code == .invalidDocument && twoErrors?.location == nil)
        #expect(twoErrors?.problems.count == 2, "expected both problems, got \(String(describing: twoErrors))")
    }

    @Test func unknownRolesAreWarningsTheSelectionKeeps() throws {
        let selection = try ThemeSelection(
            json: ##"{"theme": "default", "overrides": {"palette": {"primery": "#000000"}}}"##
        )
        #expect(selection.warnings.first?.problem.message.contains("did you mean 'primary'?") == true)
        #expect(try selection.resolve(in: registry).palette == DefaultTheme().palette)
    }

    @Test func payloadAndCodableRoundTrip() throws {
        let selection = ThemeSelection(
            theme: "default",
            overrides: ThemeOverrides(palette: [.primary: .black], tokens: ["spacing.card": .dimension(4)])
        )
        #expect(try ThemeSelection(json: selection.json) == selection)
        let encoded = try JSONEncoder().encode(selection)
        #expect(try JSONDecoder().decode(ThemeSelection.self, from: encoded) == selection)
        // An unknown role is a warning through Codable as through the payload decoder.
        let unknownRole = ##"{"theme": "x", "overrides": {"palette": {"tertiary": "#000"}}}"##
        let decoded = try JSONDecoder().decode(ThemeSelection.self, from: Data(unknownRole.utf8))
        #expect(decoded == (try ThemeSelection(json: unknownRole)))
        #expect(decoded.warnings.map(\.problem.code) == [.unknownKey] && decoded.overrides?.isEmpty == true)
    }
}
