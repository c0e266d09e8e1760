import Foundation
import Palette
import PaletteFormats
import Testing

/// A theme document's catalog layout is untrusted: a set or file it names that cannot be written
/// inside the catalog is refused with an error that says where, and nothing is written outside.
struct AssetCatalogHostileLayoutTests {
    private let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-catalog-hostile-\(UUID().uuidString)", isDirectory: true)

    /// Names no colour set may have in a catalog, and what the error says about each.
    static let hostileSets: [(name: String, says: String)] = [
        ("..", "would leave the catalog's folder"),
        ("../../outside", "would leave the catalog's folder"),
        ("Colors/../../outside", "would leave the catalog's folder"),
        ("/tmp/outside", "empty name"),
        ("Colors//x", "empty name"),
        ("Colors/", "empty name"),
        ("", "it is empty"),
        (".hidden", "starts with '.'"),
        (String(repeating: "a", count: 300), "longer than 200 bytes"),
        (String(repeating: "a/", count: 600) + "a", "longer than 1024 bytes"),
        ("a\u{0}b", "control character"),
        ("Logo.imageset/x", "an asset's name"),
    ]

    /// A document of one colour token whose record says `set`.
    private func document(set: String) throws -> ThemeDocument {
        let record = try TokenExtensions(
            json: JSONText.object(["com.apple.xcassets": JSONText.object(["set": JSONText.string(set)])])
        )
        var document = ThemeDocument(id: "hostile", extends: "default")
        document.tokens["brand"] = .color(.black)
        document.tokens.extensions["brand"] = record
        return document
    }

    @Test(arguments: hostileSets)
    func aSetThatCannotBeInsideTheCatalogIsRefused(name: String, says: String) throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let theme = try document(set: name).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let error = #expect(throws: ThemeError.self) { try AssetCatalogExporter().export(theme) }
        #expect(error?.code == .invalidValue)
        #expect(error?.location?.path == #"tokens.colors.brand.extensions["com.apple.xcassets"].set"#)
        #expect(error?.description.contains(says) == true, "\(error?.description ?? "")")
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    @Test func aKeptFileThatCannotBeInsideTheCatalogIsRefused() throws {
        for path in ["../Contents.json", "Colors/../../x/Contents.json", "Colors/notes.txt", "/Contents.json"] {
            var document = ThemeDocument(id: "hostile", extends: "default")
            document.extensions = try TokenExtensions(
                json: JSONText.object([
                    "com.apple.xcassets": JSONText.object(["files": JSONText.object([path: "{}"])])
                ])
            )
            let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
            let error = #expect(throws: ThemeError.self) { try AssetCatalogExporter().export(theme) }
            #expect(error?.location?.path.hasPrefix(#"extensions["com.apple.xcassets"].files"#) == true)
        }
    }

    @Test func keptTextThatIsNotJSONIsRefused() throws {
        var document = try document(set: "brand")
        document.tokens.extensions["brand"] = try TokenExtensions(
            json: JSONText.object(["com.apple.xcassets": JSONText.object(["contents": JSONText.string("{oops")])])
        )
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let error = #expect(throws: ThemeError.self) { try AssetCatalogExporter().export(theme) }
        #expect(error?.description.contains("kept Contents.json is not JSON") == true)
    }

    @Test func writingRefusesPathsOutsideTheCatalogAndLinksOutOfIt() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outside = scratch.appendingPathComponent("outside", isDirectory: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        var catalog = try AssetCatalogExporter().export(ResolvedTheme(DefaultTheme()))
        catalog.files.append(.init(path: "../outside/escaped.json", contents: "{}"))
        #expect(throws: ThemeError.self) { try catalog.write(into: scratch) }
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("escaped.json").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("Default.xcassets").path))

        // A folder in the catalog that is a link out of it.
        let linked = try AssetCatalogExporter().export(ResolvedTheme(DefaultTheme()))
        let root = scratch.appendingPathComponent("Default.xcassets", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("primary.colorset"),
            withDestinationURL: outside
        )
        let error = #expect(throws: ThemeError.self) { try linked.write(into: scratch) }
        #expect(error?.description.contains("symbolic link") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aLongNameThatAFolderCanHaveComesBack() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let name = String(repeating: "n", count: 150)
        let set = scratch.appendingPathComponent("Long.xcassets/\(name).colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x00","red":"0xFF"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
                .utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let document = try AssetCatalogImporter().decode(folder: set.deletingLastPathComponent()).get()
        let back = try AssetCatalogExporter().export(document.resolve(in: ThemeRegistry([DefaultTheme.self])))
        #expect(back.files.contains { $0.path == "\(name).colorset/Contents.json" })
    }
}

/// Small JSON texts for records, escaped as JSON needs.
private enum JSONText {
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case let control where control.value < 0x20:
                escaped += String(format: "\\u%04X", control.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    static func object(_ members: [String: String]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }
}
