import Foundation
import InternalPaletteUtilities
import Palette
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Every command reads each file it is given once and parses it once, whatever else looks at it
/// (format detection, validation, loading, SDThemeManager's cascade, the `extends` of a broken
/// document, the contrast audit).
struct ReadOnceTests {
    /// A themes folder with a file of every format: Palette documents (one extending the other, one
    /// broken), a DTCG token file, an AUUTheme theme, SDThemeManager's default and an alternative
    /// that cascades onto it, an asset catalog, and a backend payload beside them.
    private static func themesFolder(in scratch: ScratchDirectory) throws -> URL {
        let folder = scratch.url.appendingPathComponent("themes", isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "parent.json":
                ##"{"formatVersion": 1, "id": "parent", "name": "Parent", "palette": {"primary": "#224488"}}"##,
            "child.json":
                ##"{"formatVersion": 1, "id": "child", "extends": "parent", "palette": {"secondary": "#11664D"}}"##,
            "broken.json":
                ##"{"formatVersion": 1, "id": "broken", "extends": "parent", "palette": {"primary": "#12"}}"##,
            "brand.tokens.json": ##"{"color": {"$type": "color", "primary": {"$value": "#0B5FFF"}}}"##,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let examples = Repository.file("Examples/LegacyThemes")
        for name in ["paper.json", "theme_default.plist", "theme_night.plist"] {
            try manager.copyItem(at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try manager.copyItem(
            at: Repository.fixture("AssetCatalogs/Brand.xcassets"),
            to: folder.appendingPathComponent("Brand.xcassets")
        )
        return folder
    }

    /// Runs the CLI with a read log bound, and checks that no file was read twice and that each
    /// file read was parsed once (files with the same bytes, such as an asset catalog's folder
    /// `Contents.json`, once each).
    private static func expectEachFileReadAndParsedOnce(
        _ arguments: [String],
        harness: CLIHarness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let log = ReadLog()
        let result = ReadObservation.$observer.withValue(log) { harness.run(arguments) }
        #expect(result.exitCode != PaletteCLI.ExitCode.usage, "\(result.standardError)", sourceLocation: sourceLocation)
        let reads = log.reads
        #expect(!reads.isEmpty, "\(arguments) read nothing", sourceLocation: sourceLocation)
        let twice = Dictionary(grouping: reads) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
        #expect(twice.isEmpty, "\(arguments) read these more than once: \(twice)", sourceLocation: sourceLocation)
        var sameBytes: [Data: Int] = [:]
        for path in Set(reads) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            sameBytes[data, default: 0] += 1
        }
        for (data, files) in sameBytes {
            let parses = log.parses(of: data)
            let name = reads.first { FileManager.default.contents(atPath: $0) == data } ?? "?"
            #expect(parses == files, "\(arguments): \(name) parsed \(parses) times", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        ["validate", "{}"],
        ["--themes", "{}", "list"],
        ["--themes", "{}", "show", "child"],
        ["--themes", "{}", "show", "night"],
        ["--themes", "{}", "check", "child"],
        ["--themes", "{}", "export", "paper", "--format", "dtcg"],
        ["--themes", "{}", "token", "--theme", "paper", "color.background.tableview"],
    ])
    func aCommandOverAThemesFolderReadsAndParsesEachFileOnce(_ template: [String]) throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let scratch = ScratchDirectory(prefix: "palette-read-once")
        let folder = try Self.themesFolder(in: scratch)
        let arguments = template.map { $0 == "{}" ? folder.path : $0 }
        try Self.expectEachFileReadAndParsedOnce(arguments, harness: harness)
    }

    @Test func validatingFilesOneByOneReadsAndParsesEachOnce() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let scratch = ScratchDirectory(prefix: "palette-read-once")
        let folder = try Self.themesFolder(in: scratch)
        let payload = folder.appendingPathComponent("payload.json")
        try Data(##"{"theme": "child", "overrides": {"palette": {"onBackground": "#FEFEFE"}}}"##.utf8).write(
            to: payload
        )
        let names =
            ["parent.json", "child.json", "broken.json", "brand.tokens.json", "paper.json"]
            + ["theme_default.plist", "theme_night.plist", "payload.json"]
        let files = names.map { folder.appendingPathComponent($0).path }
        try Self.expectEachFileReadAndParsedOnce(["validate"] + files, harness: harness)
    }

    @Test func importingACascadeReadsAndParsesEachFileOnce() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let scratch = ScratchDirectory(prefix: "palette-read-once")
        let folder = try Self.themesFolder(in: scratch)
        let plists = ["theme_night.plist", "theme_default.plist"].map { folder.appendingPathComponent($0).path }
        try Self.expectEachFileReadAndParsedOnce(["import"] + plists, harness: harness)
        try Self.expectEachFileReadAndParsedOnce(
            ["import", folder.appendingPathComponent("paper.json").path],
            harness: harness
        )
        let colorSet = "Brand.xcassets/Accent.colorset/Contents.json"
        try Self.expectEachFileReadAndParsedOnce(
            ["import", folder.appendingPathComponent(colorSet).path],
            harness: harness
        )
    }

    @Test func selectingAPayloadFileReadsAndParsesItOnce() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let path = try harness.write(
            ##"{"theme": "default", "overrides": {"palette": {"primary": "#0000AA"}}}"##,
            named: "p.json"
        )
        try Self.expectEachFileReadAndParsedOnce(["select", path], harness: harness)
    }

    /// The log itself: a read or parse outside a bound log is not recorded, and one inside is.
    @Test func theLogRecordsOnlyWhatItsTaskDoes() throws {
        let log = ReadLog()
        let bytes = Array(##"{"theme": "default"}"##.utf8)
        _ = try ThemeSelection(json: bytes)
        #expect(log.parses(of: bytes) == 0)
        _ = try ReadObservation.$observer.withValue(log) { try ThemeSelection(json: bytes) }
        #expect(log.parses(of: bytes) == 1)
    }
}
