import Foundation
import Palette
import PaletteDesign
import Testing

/// Every named value, Palette's and PaletteDesign's (a colour-vision deficiency, a generator
/// style), decodes by the one rule for names and refuses look-alikes.
struct NamedValueCodingTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    private func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    @Test func everyOtherNamedValueDecodesByTheSameRuleAndRefusesLookAlikes() throws {
        #expect(try decode(TextStyle.self, "\"Large-Title\"") == .largeTitle)
        #expect(try decode(ThemeAppearance.self, "\"DARK\"") == .dark)
        #expect(try decode(ThemeContrast.self, "\"Increased\"") == .increased)
        #expect(try decode(ColorVisionDeficiency.self, "\"deuter_anopia\"") == .deuteranopia)
        #expect(try decode(ThemeGenerator.Style.self, "\"Tonal\"") == .tonal)
        #expect(try encoded(TextStyle.largeTitle) == "\"largeTitle\"")
        // U+212A KELVIN SIGN folds to 'k' under Unicode rules, never under the name rule.
        #expect(throws: DecodingError.self) { try decode(ThemeAppearance.self, "\"dar\u{212A}\"") }
        let error = try #require(throws: DecodingError.self) { try decode(ThemeContrast.self, "\"high\"") }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("'high' is not a contrast; expected one of 'standard', 'increased'"))
    }
}
