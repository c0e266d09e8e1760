import Foundation
import Palette
import Testing

/// `ColorRole` and `FontStyle` decode by the one rule for names and encode their canonical names.
struct NamedCaseCodingTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    private func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    @Test(arguments: [
        ("\"Primary\"", ColorRole.primary), ("\"on-primary\"", .onPrimary), ("\"ON_SURFACE\"", .onSurface),
        ("\"background\"", .background),
    ])
    func aColorRoleDecodesFromAnyNameTheNameRuleAccepts(json: String, role: ColorRole) throws {
        #expect(try decode(ColorRole.self, json) == role)
    }

    @Test(arguments: [("\"Heading\"", FontStyle.heading), ("\"sub-heading\"", .subheading), ("\"CODE\"", .code)])
    func aFontStyleDecodesFromAnyNameTheNameRuleAccepts(json: String, style: FontStyle) throws {
        #expect(try decode(FontStyle.self, json) == style)
    }

    @Test func aLookAlikeLetterDoesNotDecodeAndTheErrorNamesTheValueAndTheRoles() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(ColorRole.self, "\"bac\u{212A}ground\"")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("'bac\u{212A}ground' is not a colour role"))
        #expect(context.debugDescription.contains("'onPrimary'"))
        #expect(context.debugDescription.contains("'outline'"))
    }

    @Test func anUnknownFontStyleIsADecodingErrorListingTheStyles() throws {
        let error = try #require(throws: DecodingError.self) { try decode(FontStyle.self, "\"headline\"") }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("'headline' is not a font style"))
        #expect(context.debugDescription.contains("'subheading'"))
    }

    @Test func aRoleNestedInADocumentReportsWhereItWas() throws {
        struct Pair: Decodable { let roles: [ColorRole] }
        let error = try #require(throws: DecodingError.self) {
            try decode(Pair.self, #"{"roles": ["primary", "nope"]}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue).first == "roles")
        #expect(context.codingPath.count == 2)
    }

    @Test func rolesAndStylesEncodeTheirCanonicalNames() throws {
        #expect(try encoded(try decode(ColorRole.self, "\"on-primary\"")) == "\"onPrimary\"")
        #expect(try encoded(try decode(FontStyle.self, "\"SUB_HEADING\"")) == "\"subheading\"")
    }

    @Test func aDictionaryKeyedByRoleStillRoundTrips() throws {
        let colors: [ColorRole: String] = [.primary: "#112233"]
        let json = try encoded(colors)
        #expect(try decode([ColorRole: String].self, json) == colors)
    }
}
