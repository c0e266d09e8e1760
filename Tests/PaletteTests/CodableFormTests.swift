import Foundation
import Testing

@testable import Palette

/// Each value type's `Codable` form, byte for byte as `JSONEncoder` writes it with sorted keys, its
/// round trip, and bad input refused with an error that says where.
struct CodableFormTests {
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// The coding path and message of a decoding error, as one string.
    private static func place(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath + [key]).map(\.stringValue).joined(separator: ".") + ": missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    @Test func compositeValuesEncodeInTheirDTCGShapes() throws {
        let transition = ThemeTransition(duration: ThemeDuration(250, .milliseconds), timingFunction: .easeOut)
        #expect(
            try Self.json(transition) == ##"{"delay":"0ms","duration":"250ms","timingFunction":[0,0,0.58,1]}"##
        )
        let border = ThemeBorder(color: .white, width: 1, style: .dashes([2, Dimension(0.5, .rem)], lineCap: .round))
        #expect(
            try Self.json(border)
                == ##"{"color":"#FFFFFF","style":{"dashArray":[2,"0.5rem"],"lineCap":"round"},"width":1}"##
        )
        #expect(
            try Self.json(ThemeBorder(color: .black, width: 2)) == ##"{"color":"#000000","style":"solid","width":2}"##
        )
        let gradient = ThemeGradient([.init(color: .black, position: 0), .init(color: .white, position: 1)])
        #expect(
            try Self.json(gradient) == ##"[{"color":"#000000","position":0},{"color":"#FFFFFF","position":1}]"##
        )
        let layer = ThemeShadow.Layer(color: .black, offsetX: 1, offsetY: 2, blur: 3, spread: -1, inset: true)
        #expect(
            try Self.json(ThemeShadow(layer))
                == ##"{"blur":3,"color":"#000000","inset":true,"offsetX":1,"offsetY":2,"spread":-1}"##
        )
        #expect(try Self.json(ThemeDuration(0.3, .seconds)) == ##""0.3s""##)
    }

    @Test func imagesAndPackageReferencesEncodeAsOneKeyObjects() throws {
        #expect(try Self.json(ImageAsset.bundled(name: "logo")) == ##"{"bundled":"logo"}"##)
        #expect(try Self.json(ImageAsset.solidColor(.black)) == ##"{"color":"#000000"}"##)
        let remote = try ImageAsset.remote(string: "https://example.com/a.png")
        #expect(try Self.decode(ImageAsset.self, try Self.json(remote)) == remote)
        #expect(try Self.decode(ImageAsset.self, ##"{"file": "a.png", "note": "ignored"}"##) == .file(path: "a.png"))
        #expect {
            try Self.decode(ImageAsset.self, ##"{"file": "../a.png"}"##)
        } throws: { error in
            Self.place(of: error).hasPrefix("file: ")
        }
        let reference = try ThemePackageReference(url: #require(URL(string: "https://example.com/p.json")))
        #expect(try Self.json(reference) == ##"{"url":"https://example.com/p.json"}"##)
        #expect(try Self.decode(ThemePackageReference.self, try Self.json(reference)) == reference)
        #expect {
            try Self.decode(ThemePackageReference.self, ##"{"url": "ftp://example.com/p.json"}"##)
        } throws: { error in
            Self.place(of: error).hasPrefix("url: ")
        }
    }

    /// Composite values read their JSON form with Palette's own reader, so an error says where
    /// inside the value, and its underlying error is the located ``ThemeError``.
    @Test(arguments: [
        (##"{"delay": "1ms"}"##, ": missing key 'duration' at the document root"),
        (##"{"duration": "fast"}"##, ": invalid value 'fast' at 'duration': 'fast' is not a duration"),
        (
            ##"{"duration": "1ms", "timingFunction": [2, 0, 0, 1]}"##,
            ": invalid value '[2,0,0,1]' at 'timingFunction': a cubic Bézier"
        ),
    ])
    func badTransitionsSayWhere(json: String, place: String) {
        #expect {
            try Self.decode(ThemeTransition.self, json)
        } throws: { error in
            Self.place(of: error).hasPrefix(place)
        }
    }

    @Test(arguments: [
        (##"{"width": 1}"##, ": missing key 'color' at the document root"),
        (##"{"color": "#000000", "width": "wide"}"##, ": invalid value 'wide' at 'width'"),
        (##"{"color": "#000000", "width": 1, "style": "wavy"}"##, ": invalid value 'wavy' at 'style'"),
        (##"{"color": "#000000", "width": 1, "style": {"lineCap": "round"}}"##, ": missing key 'dashArray' at 'style'"),
    ])
    func badBordersSayWhere(json: String, place: String) {
        #expect {
            try Self.decode(ThemeBorder.self, json)
        } throws: { error in
            Self.place(of: error).hasPrefix(place)
        }
    }

    @Test func badGradientStopsSayWhichStop() {
        #expect {
            try Self.decode(ThemeGradient.self, ##"[{"color": "#000000", "position": 0}, {"color": "red!"}]"##)
        } throws: { error in
            Self.place(of: error).hasPrefix(": invalid colour 'red!' at '[1].color'")
        }
    }
}

extension CodableFormTests {
    @Test func aCompositeValuesErrorIsTheLocatedThemeErrorUnderneath() {
        #expect {
            try JSONDecoder().decode([ThemeShadow].self, from: Data(##"[{"color": "#000000", "blur": "-2px"}]"##.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error,
                let underlying = context.underlyingError as? ThemeError
            else { return false }
            return context.codingPath.map(\.stringValue) == ["Index 0"] && underlying.location?.path == "blur"
        }
    }

    @Test func aThemeDocumentReadsCompositeTokensWithTheSameRulesAndPlaces() {
        let json =
            ##"{"formatVersion": 1, "id": "t", "name": "T", "tokens": {"borders": {"card": {"color": "#000000"}}}}"##
        #expect {
            try ThemeDocument(json: json)
        } throws: { error in
            String(describing: error).contains("missing key 'width' at 'tokens.borders.card'")
        }
    }
}
