import Foundation
import Palette
import Testing

/// A payload's `package` member: read strictly, every problem at its place, written back as read.
struct ThemeSelectionPackageTests {
    static let digest = "9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08"

    @Test func aPayloadNamesThePackageItsThemeComesIn() throws {
        let selection = try ThemeSelection(
            json:
                #"{"theme": "summer", "package": {"url": "https://themes.example.com/summer/theme-package.json", "sha256": "\#(Self.digest)"}}"#
        )
        #expect(selection.theme == "summer")
        #expect(selection.package?.url.absoluteString == "https://themes.example.com/summer/theme-package.json")
        #expect(selection.package?.sha256 == Self.digest.lowercased())
        #expect(try ThemeSelection(json: selection.json) == selection)
        let coded = try JSONDecoder().decode(ThemeSelection.self, from: JSONEncoder().encode(selection))
        #expect(coded == selection)
    }

    @Test func aPackageWithoutADigestIsPinnedByNothingButTLS() throws {
        let selection = try ThemeSelection(
            json: #"{"theme": "summer", "package": {"url": "https://a.example/p.json"}}"#
        )
        #expect(selection.package?.sha256 == nil)
        #expect(try ThemeSelection(json: #"{"theme": "summer"}"#).package == nil)
    }

    static let badPackages: [(json: String, code: ThemeError.Code, path: String, column: Int)] = [
        (#"{"theme": "s", "package": "https://a.example/p.json"}"#, .typeMismatch, "package", 27),
        (#"{"theme": "s", "package": {"sha256": "00"}}"#, .missingKey, "package", 27),
        (#"{"theme": "s", "package": {"url": 7}}"#, .typeMismatch, "package.url", 35),
        (#"{"theme": "s", "package": {"url": "ftp://a.example/p.json"}}"#, .invalidValue, "package.url", 35),
        (#"{"theme": "s", "package": {"url": "https:///p.json"}}"#, .invalidValue, "package.url", 35),
        (
            #"{"theme": "s", "package": {"url": "https://a.example/p.json", "sha256": "abc"}}"#, .invalidValue,
            "package.sha256", 73
        ),
        (
            #"{"theme": "s", "package": {"url": "https://a.example/p.json", "sha256": 12}}"#, .typeMismatch,
            "package.sha256", 73
        ),
    ]

    @Test(arguments: 0..<badPackages.count)
    func aBadPackageIsAnErrorAtItsPlace(index: Int) {
        let (json, code, path, column) = Self.badPackages[index]
        #expect {
            try ThemeSelection(json: json)
        } throws: { error in
            let error = error as? ThemeError
            return error?.code == code && error?.location?.path == path && error?.location?.line == 1
                && error?.location?.column == column
        }
    }

    @Test func theReferenceChecksWhatItIsGiven() throws {
        let url = try #require(URL(string: "https://a.example/p.json"))
        #expect(throws: ThemeError.self) { try ThemePackageReference(url: url, sha256: "xyz") }
        let file = URL(fileURLWithPath: "/tmp/p.json")
        #expect(throws: ThemeError.self) { try ThemePackageReference(url: file) }
    }
}
