import Foundation
import Palette
import Testing

/// Font descriptors decode through `Codable`, so a bad one is a `DecodingError`; it must still
/// name the field (its coding path) and quote the value.
struct BadFontDocumentTests {
    /// A font descriptor document, the field the error must point at, and a fragment of its message.
    static let documents: [(json: String, field: String, message: String)] = [
        (#"{"size": 0}"#, "size", "must be greater than 0"),
        (#"{"size": -17}"#, "size", "'-17.0' must be greater than 0"),
        (#"{"size": 1001}"#, "size", "at most 1000"),
        (#"{"size": 1e308}"#, "size", "at most 1000"),
        (#"{"size": "17"}"#, "size", "'17' is not a dimension"),
        (#"{"size": null}"#, "size", "null"),
        (#"{"family": "system-wide", "size": 12}"#, "family", "unknown system design"),
        (#"{"family": "", "size": 12}"#, "family", "cannot be empty"),
        (#"{"family": 7, "size": 12}"#, "family", "String"),
        (#"{"size": 12, "weight": 1001}"#, "weight", "invalid font weight '1001'"),
        (#"{"size": 12, "weight": "chunky"}"#, "weight", "invalid font weight 'chunky'"),
        (#"{"size": 12, "weight": "-400"}"#, "weight", "invalid font weight '-400'"),
        (#"{"size": 12, "traits": ["bold-ish"]}"#, "traits", "unknown font trait 'bold-ish'"),
        (#"{"size": 12, "traits": "italic"}"#, "traits", "Array"),
        (#"{"size": 12, "textStyle": "huge"}"#, "textStyle", "huge"),
        (#"{"family": "system"}"#, "size", "size"),
    ]

    @Test(arguments: documents)
    func eachBadFontDocumentNamesTheFieldAndTheValue(json: String, field: String, message: String) {
        do {
            let descriptor = try JSONDecoder().decode(FontDescriptor.self, from: Data(json.utf8))
            Issue.record("decoded \(descriptor)")
        } catch let error as DecodingError {
            let (path, description) = Self.context(of: error)
            #expect(path.first == field, "coding path \(path)")
            #expect(description.contains(message), "message: \(description)")
        } catch {
            Issue.record("not a DecodingError: \(error)")
        }
    }

    /// The coding path (including the missing key for `keyNotFound`) and the message of an error.
    static func context(of error: DecodingError) -> (path: [String], description: String) {
        switch error {
        case .keyNotFound(let key, let context):
            return ((context.codingPath + [key]).map(\.stringValue), context.debugDescription)
        case .typeMismatch(let type, let context):
            return (context.codingPath.map(\.stringValue), "\(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (context.codingPath.map(\.stringValue), "\(type) null: \(context.debugDescription)")
        case .dataCorrupted(let context):
            return (context.codingPath.map(\.stringValue), context.debugDescription)
        @unknown default:
            return ([], String(describing: error))
        }
    }
}
