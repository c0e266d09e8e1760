import Foundation
import Palette
import PaletteFormats
import Testing

struct AssetCatalogExportTests {
    private let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-catalog-export-\(UUID().uuidString)", isDirectory: true)

    /// A four-variant theme whose primary is the `Expected/primary.colorset` fixture's.
    private func theme() throws -> ResolvedTheme {
        func variant(_ hex: String) throws -> ResolvedTheme {
            var document = ThemeDocument(id: "v", extends: nil)
            document.palette = [
                .primary: try ThemeColor(hex: hex), .secondary: .black, .neutral: .white, .highlight: .black,
            ]
            document.fonts = [
                .heading: .init(size: 20), .body: .init(size: 17), .caption: .init(size: 12), .quote: .init(size: 17),
            ]
            document.tokens[TokenPath("Namespace.Accent")] = .color(try ThemeColor(hex: "#336699"))
            return try document.resolve(in: ThemeRegistry())
        }
        let adaptive = AdaptiveTheme(
            id: "acme",
            name: "Acme",
            light: try variant("#1D4ED8"),
            dark: try variant("#93C5FD"),
            lightIncreasedContrast: try variant("#0A2A80"),
            darkIncreasedContrast: try variant("#C8E0FF")
        )
        return ResolvedTheme(adaptive)
    }

    private func expected(_ path: String) throws -> String {
        try String(contentsOf: AssetCatalogFixtures.folder.appendingPathComponent("Expected/" + path), encoding: .utf8)
    }

    @Test func colourSetsAreWrittenExactlyAsXcodeWritesThem() throws {
        let catalog = try AssetCatalogExporter().export(try theme())
        #expect(catalog.folderName == "Acme.xcassets")
        let files = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0.contents) })
        #expect(files["primary.colorset/Contents.json"] == (try expected("primary.colorset/Contents.json")))
        #expect(files["Contents.json"] == (try expected("Contents.json")))
        #expect(files["Namespace/Contents.json"] == (try expected("Namespace/Contents.json")))
        #expect(files["Namespace/Accent.colorset/Contents.json"] != nil)
        #expect(ColorRole.allCases.allSatisfy { files["\($0.rawValue).colorset/Contents.json"] != nil })
    }

    @Test func aPlainThemeHasOneEntryPerColourSet() throws {
        let catalog = try AssetCatalogExporter().export(ResolvedTheme(DefaultTheme()))
        let primary = try #require(catalog.files.first { $0.path == "primary.colorset/Contents.json" })
        #expect(!primary.contents.contains("appearances") && primary.contents.hasSuffix("}\n"))
    }

    @Test func anUnchangedSecondExportWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = try AssetCatalogExporter().export(try theme())
        let first = try catalog.write(into: scratch)
        #expect(first.written.count == catalog.files.count && first.unchanged.isEmpty)
        let primary = scratch.appendingPathComponent("Acme.xcassets/primary.colorset/Contents.json")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: primary.path)
        let second = try catalog.write(into: scratch)
        #expect(second.written.isEmpty && second.unchanged.count == catalog.files.count)
        let date = try FileManager.default.attributesOfItem(atPath: primary.path)[.modificationDate] as? Date
        #expect(date == past)
    }

    @Test func onlyChangedFilesAreRewrittenAndStaleSetsAreLeftInPlace() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = try AssetCatalogExporter().export(try theme())
        _ = try catalog.write(into: scratch)
        let root = scratch.appendingPathComponent("Acme.xcassets")
        let outline = root.appendingPathComponent("outline.colorset/Contents.json")
        try Data("{}".utf8).write(to: outline)
        let extra = root.appendingPathComponent("Legacy.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        let report = try catalog.write(into: scratch)
        #expect(report.written == [outline.path])
        #expect(report.stale == [extra.path])
        #expect(FileManager.default.fileExists(atPath: extra.path))
    }

    @Test func tokensThatCannotBeColourSetsAreNoted() throws {
        var document = ThemeDocument(id: "odd", extends: nil)
        document.palette = [.primary: .black, .secondary: .black, .neutral: .white, .highlight: .black]
        document.fonts = [
            .heading: .init(size: 20), .body: .init(size: 17), .caption: .init(size: 12), .quote: .init(size: 17),
        ]
        for path in ["Blue", "blue", "primary", "a/b"] { document.tokens[TokenPath(path)] = .color(.white) }
        let catalog = try AssetCatalogExporter().export(try document.resolve(in: ThemeRegistry()))
        #expect(catalog.notes.count == 3, "\(catalog.notes)")
        #expect(catalog.files.filter { $0.path.hasSuffix("lue.colorset/Contents.json") }.count == 1)
        #expect(!catalog.files.contains { $0.path.hasPrefix("a/") || $0.path.hasPrefix("primary/") })
    }

    @Test func theCatalogIsNamedSafely() throws {
        var document = ThemeDocument(id: "brand-x", name: "../Brand/X:1", extends: nil)
        document.palette = [.primary: .black, .secondary: .black, .neutral: .white, .highlight: .black]
        document.fonts = [
            .heading: .init(size: 20), .body: .init(size: 17), .caption: .init(size: 12), .quote: .init(size: 17),
        ]
        let catalog = try AssetCatalogExporter().export(try document.resolve(in: ThemeRegistry()))
        #expect(catalog.folderName == "-Brand-X-1.xcassets")
    }
}
