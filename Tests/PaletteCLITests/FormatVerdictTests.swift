import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Every fixture, given to the table of formats and to every place that decides what a file is,
/// gets the same verdict everywhere: the table (``ThemeFileFormat/detect(_:limits:)``), the
/// loader, `palette formats` and `palette validate`, `--from` with the format found (accepted) and with the
/// formats whose rule the file does not meet (refused), the build plugin's file filter, and, for
/// folders, the plan of a folder, `palette import` and the loader.
///
/// The fixtures are `Examples/`, `Tests/Fixtures/` and, when it is there, `../shared/fixtures`,
/// sampled so that the test stays fast: every file is given to the table and to `--from`, a
/// stride of them (and the first of each format) to the loader and the CLI.
struct FormatVerdictTests {
    /// A fixture file and what the table says it is.
    /// A sampled file and the table's verdict on it. The parsed file is made again when a test
    /// needs it rather than kept: a static holding parsed JSON trees (their nodes in enum payloads)
    /// is reported as leaked by LeakSanitizer, and CI runs this suite under it.
    struct Fixture: CustomStringConvertible {
        var url: URL
        var bytes: [UInt8]
        var format: ThemeFileFormat?
        var role: ParsedThemeFile.Role
        var description: String { url.path }

        init(url: URL) {
            let parsed = ParsedThemeFile.read(url, limits: .default)
            self.url = url
            bytes = parsed.bytes
            format = parsed.format
            role = parsed.role
        }

        var parsed: ParsedThemeFile {
            ParsedThemeFile(bytes: bytes, path: url.path, limits: .default)
        }
    }

    /// The folders fixtures are taken from.
    static var roots: [URL] {
        [Repository.file("Examples"), Repository.file("Tests/Fixtures")]
            + (SharedFixtures.isAvailable ? [SharedFixtures.url("fixtures")] : [])
    }

    /// Every theme file under the roots (not inside folders read whole), and every folder read
    /// whole, by path.
    static let found: (files: [URL], folders: [URL]) = {
        var files: [URL] = []
        var folders: [URL] = []
        for root in roots {
            guard
                let walk = FileManager.default.enumerator(
                    at: root,
                    includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles]
                )
            else { continue }
            for case let url as URL in walk {
                let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if isFolder {
                    if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" {
                        walk.skipDescendants()
                    } else if ThemeFileFormat.detect(folder: url) != nil {
                        folders.append(url)
                        walk.skipDescendants()
                    }
                } else if ThemeFileFormat.fileExtensions.contains(url.pathExtension.lowercased()) {
                    files.append(url)
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, folders.sorted { $0.path < $1.path })
    }()

    /// Files up to this size are read by every entry point; larger ones by the table alone.
    static let sampledSize = 16 * 1024

    /// How many files of one folder are read, and how large a file may be: a sample that keeps
    /// every kind of file and the test fast (the shared fixtures hold a 1.8 MB Figma file, and
    /// folders of hundreds of conformance cases).
    static let filesPerFolder = 4
    static let largestFile = 128 * 1024

    /// The sampled fixtures, each read and parsed once.
    static let fixtures: [Fixture] = {
        let byFolder = Dictionary(grouping: found.files) { $0.deletingLastPathComponent().path }
        var chosen: [URL] = []
        for folder in byFolder.keys.sorted() {
            let files = (byFolder[folder] ?? []).filter {
                ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) <= largestFile
            }
            let stride = max(1, files.count / filesPerFolder)
            chosen += Swift.stride(from: 0, to: files.count, by: stride).prefix(filesPerFolder).map { files[$0] }
        }
        return chosen.map { Fixture(url: $0) }
    }()

    /// A stride of the fixtures, and the first of each verdict: what the slower entry points read.
    static func sample(_ count: Int) -> [Fixture] {
        let small = fixtures.filter { $0.bytes.count <= sampledSize }
        var chosen: [Fixture] = []
        var verdicts: Set<String> = []
        for fixture in small where verdicts.insert(fixture.format?.rawValue ?? "none").inserted {
            chosen.append(fixture)
        }
        let stride = max(1, small.count / max(1, count - chosen.count))
        for index in Swift.stride(from: 0, to: small.count, by: stride) where chosen.count < count {
            if !chosen.contains(where: { $0.url == small[index].url }) { chosen.append(small[index]) }
        }
        return chosen
    }

    @Test func theFixturesHoldEveryFormat() {
        let verdicts = Set(Self.fixtures.compactMap(\.format))
        let folders = Set(Self.found.folders.compactMap(ThemeFileFormat.detect(folder:)))
        #expect(verdicts.union(folders) == Set(ThemeFileFormat.allCases), "a format with no fixture")
        #expect(Self.fixtures.count > 100, "\(Self.fixtures.count) fixtures")
    }

    @Test func theTableAndDetectionGiveOneVerdict() {
        for fixture in Self.fixtures {
            #expect(ThemeFileFormat.detect(fixture.bytes) == fixture.format, "\(fixture)")
            if let format = fixture.format {
                // The format found is the first, by the table's order, whose rule the file meets.
                let parsed = fixture.parsed
                #expect(format.descriptor.recognises(parsed.content, limits: .default), "\(fixture)")
                #expect(format.descriptor.fileExtensions.contains(fixture.url.pathExtension.lowercased()), "\(fixture)")
            }
        }
    }

    @Test func fromAcceptsTheFormatFoundAndRefusesFormatsWhoseRuleTheFileMisses() throws {
        for fixture in Self.fixtures {
            let parsed = fixture.parsed
            if let format = fixture.format {
                let choice = try #require(ThemeFileFormat.Choice(name: format.rawValue))
                #expect(choice.format == format)
                #expect(format.mismatch(parsed, limits: .default) == nil, "\(fixture)")
            }
            guard parsed.root != nil || parsed.propertyList != nil else { continue }
            for descriptor in ThemeFileFormat.all where !descriptor.recognises(parsed.content, limits: .default) {
                let problem = descriptor.format.mismatch(parsed, limits: .default)
                #expect(problem?.code == .wrongFormat, "\(fixture) as \(descriptor.name)")
            }
        }
    }

    @Test func theLoaderGivesTheTablesVerdict() {
        for fixture in Self.sample(24) {
            let (format, _) = ThemeLoader().decode(fixture.url)
            #expect(format == fixture.format, "\(fixture)")
        }
    }

    @Test func theFormatsCommandDetectsWhatTheTableDoes() throws {
        let result = CLIHarness().run(["formats", "--json"] + Self.fixtures.map(\.url.path))
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let files = try #require(json as? [[String: Any]], "\(result.standardError)")
        #expect(files.map { $0["format"] as? String } == Self.fixtures.map(\.format?.rawValue))
        let unrecognised = Self.fixtures.contains { $0.format == nil }
        #expect(result.exitCode == (unrecognised ? 1 : 0))
    }

    @Test func theFormatsCommandListsTheTable() throws {
        let result = CLIHarness().run("formats", "--json")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let formats = try #require(json as? [[String: Any]])
        #expect(formats.map { $0["name"] as? String } == ThemeFileFormat.allCases.map(\.rawValue))
        let text = CLIHarness().run("formats").standardOutput
        for descriptor in ThemeFileFormat.all {
            #expect(text.contains(descriptor.displayName) && text.contains(descriptor.names.joined(separator: ", ")))
        }
    }

    @Test func theFormatsCommandListsEachFormatsLayouts() throws {
        let result = CLIHarness().run("formats", "--json")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let formats = try #require(json as? [[String: Any]])
        let layouts = formats.map { format in
            (format["layouts"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        #expect(layouts == ThemeFileFormat.all.map { $0.layouts.map(\.rawValue) })
        let listing = CLIHarness().run("formats").standardOutput
        // Fitted to the terminal's 100 columns, each line continued under its text.
        #expect(listing.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(listing)")
        let text = listing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("- tokens-studio-themes: \(ThemeFileFormat.Layout.tokensStudioThemes.summary)"))
        #expect(text.contains("- figma-mode-files: "), "\(text)")
    }

    @Test func validateDetectsWhatTheTableDoes() throws {
        let cli = CLIHarness()
        // A file that stands for its folder's set (Tokens Studio's `$metadata.json`) is not one file.
        for fixture in Self.sample(8)
        where ThemeFilePlan([fixture.url], limits: .default).entries.map(\.url) == [fixture.url] {
            let result = cli.run("validate", fixture.url.path, "--json")
            let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            let files = try #require(json as? [[String: Any]], "\(fixture): \(result.standardError)")
            let formats = files.map { $0["format"] as? String }
            // A selection payload (`{"theme": "alternative"}`) is no theme file: validate checks it
            // as one, by the same parsed file's role.
            let expected = fixture.role == .payload ? "payload" : fixture.format?.rawValue
            #expect(formats == [expected], "\(fixture): \(result.standardError)")
        }
    }

    @Test func thePluginCompilesTheFilesTheTableNames() {
        let names =
            Self.found.files.map(\.lastPathComponent) + [
                "Brand.PALETTE.JSON", "acme.tokens.json", "tokens.json", "brand.palette.json.bak", "palette.json",
            ]
        for name in names {
            #expect(ThemeFileNames.isThemeFile(named: name) == ThemeFileFormat.isBuildFile(named: name), "\(name)")
        }
        let suffixes = ThemeFileFormat.all.flatMap(\.buildFileSuffixes)
        #expect(ThemeFileNames.suffixes.sorted() == suffixes.sorted())
    }

    @Test func foldersReadWholeAreThatEverywhere() throws {
        try #require(!Self.found.folders.isEmpty)
        let cli = CLIHarness()
        for folder in Self.found.folders.prefix(3) {
            let format = try #require(ThemeFileFormat.detect(folder: folder))
            let plan = ThemeFilePlan([folder], limits: .default)
            #expect(plan.entries.map(\.folderFormat) == [format], "\(folder.path)")
            #expect(ThemeLoader().decode(folder).format == format, "\(folder.path)")
            let imported = cli.run("import", folder.path)
            // An asset catalog is read whole: its document, or its own problems, never a token set's.
            #expect(!imported.standardError.contains("has no theme files"), "\(folder.path): \(imported.standardError)")
            #expect(imported.exitCode != 64, "\(folder.path): \(imported.standardError)")
        }
    }
}
