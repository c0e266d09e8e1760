import Foundation
import Palette
import PaletteFormats
import Testing

struct ThemeLoaderTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-loader-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func loadsDocumentsInExtendsOrderAndSkipsBrokenOnes() throws {
        let directory = try folder([
            "a-child.json":
                ##"{"formatVersion": 1, "id": "child", "extends": "parent", "palette": {"primary": "#000000"}}"##,
            "b-parent.json":
                ##"{"formatVersion": 1, "id": "parent", "extends": "default", "tokens": {"numbers": {"n": 1}}}"##,
            "c-broken.json": ##"{"formatVersion": 1, "id": "broken", "palette": {"primary": "#12"}}"##,
            "d-brand.tokens.json": ##"{"color": {"primary": {"$type": "color", "$value": "#FF0000"}}}"##,
            "e-notes.json": ##"{"todo": ["nothing"]}"##,
            "readme.txt": "not read",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs == ["parent", "child", "d-brand"])
        #expect(try registry.resolve("child").number("n") == 1)
        #expect(try registry.resolve("child").parent?.id == "parent")
        #expect(
            registry.entry(named: "child")?.source == .file(path: directory.appendingPathComponent("a-child.json").path)
        )
        let broken = report.files.first { $0.path.hasSuffix("c-broken.json") }
        #expect(broken?.errors.count == 8, "a bad colour, three missing roles and four missing styles")
        let notes = report.files.first { $0.path.hasSuffix("e-notes.json") }
        #expect(notes?.errors.first?.message.contains("not a theme file") == true)
        #expect(report.files.count == 5)
    }

    @Test func extendsCyclesAreReportedForEveryMember() throws {
        let directory = try folder([
            "x.json": ##"{"formatVersion": 1, "id": "x", "extends": "y"}"##,
            "y.json": ##"{"formatVersion": 1, "id": "y", "extends": "x"}"##,
            "z.json": ##"{"formatVersion": 1, "id": "z", "extends": "default"}"##,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs == ["z"])
        let cycles = report.errors.compactMap { error -> [String]? in
            error.code == .referenceCycle && error.values == ["extends"] ? error.chain : nil
        }
        #expect(cycles.count == 2)
        #expect(cycles.allSatisfy { Set($0) == ["x", "y"] && $0.count == 3 })
    }

    @Test func takenIdentifiersAreReported() throws {
        let directory = try folder(["dup.json": ##"{"formatVersion": 1, "id": "Default", "extends": "default"}"##])
        defer { try? FileManager.default.removeItem(at: directory) }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(directory, into: &registry)
        #expect(report.loadedIDs.isEmpty)
        #expect(report.errors.first?.message.contains("already registered") == true)
    }

    @Test func oversizedFilesAreRefusedBeforeReading() throws {
        let directory = try folder(["big.json": String(repeating: " ", count: 2_000) + "{}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        var limits = FormatLimits.default
        limits.maximumDocumentSize = 1_000
        var registry = ThemeRegistry()
        let report = ThemeLoader(limits: limits).loadDirectory(directory, into: &registry)
        let error = try #require(report.errors.first)
        #expect(error.code == .inputTooLarge && error.limit == 1_000, "expected a size error, got \(report.errors)")
        #expect(error.size == 2_002)
    }

    @Test func detectsFormats() {
        #expect(ThemeFileFormat.detect(Array(##"{"formatVersion": 1}"##.utf8)) == .palette)
        #expect(ThemeFileFormat.detect(Array(##"{"id": "x", "palette": {}}"##.utf8)) == .palette)
        #expect(ThemeFileFormat.detect(Array(##"{"a": {"b": {"$value": 1}}}"##.utf8)) == .dtcg)
        #expect(ThemeFileFormat.detect(Array(##"{"a": 1}"##.utf8)) == nil)
        #expect(ThemeFileFormat.detect(Array(##"{"colors": {"color.text": "363535"}}"##.utf8)) == .auutheme)
        #expect(
            ThemeFileFormat.detect(Array(##"{"colors": {"x": {"$type": "color", "$value": "#000"}}}"##.utf8)) == .dtcg
        )
        #expect(ThemeFileFormat.detect(Array("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8)) == .giotto)
        #expect(ThemeFileFormat.detect(Array("not json".utf8)) == nil)
    }
}
