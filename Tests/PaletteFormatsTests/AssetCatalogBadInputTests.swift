import Foundation
import Palette
import PaletteFormats
import Testing

/// Hostile and broken catalogs get located errors, never a crash or a hang.
struct AssetCatalogBadInputTests {
    private let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-catalog-\(UUID().uuidString)", isDirectory: true)

    private func colorSet(_ json: String, named name: String, in folder: URL) throws {
        let set = folder.appendingPathComponent("\(name).colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    private static let plain = """
        {"colors" : [{"color" : {"color-space" : "srgb", "components" : \
        {"alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0xFF"}}, "idiom" : "universal"}]}
        """

    @Test func aSecondEntryForTheSameAppearancesIsSaidToBeLeftOutNotToReplaceTheFirst() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("Twice.xcassets", isDirectory: true)
        let entry = #"{"idiom": "universal", "color": {"color-space": "srgb", "components": "#
        try colorSet(
            #"{"colors": ["# + entry + #"{"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}, "#
                + entry + #"{"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}]}"#,
            named: "primary",
            in: catalog
        )
        let report = AssetCatalogImporter().decode(folder: catalog)
        #expect(report.value?.palette[.primary]?.hex == "#FF0000", "the first entry is used")
        let messages = report.warnings.map(\.description)
        // It said "… is defined again: this replaces the definition in the first one is used".
        #expect(
            messages.contains {
                $0.contains("a second entry of colour set 'primary' for the same appearances")
                    && $0.contains("the first is used") && !$0.contains("replaces")
            },
            "\(messages)"
        )
    }

    @Test func aCatalogNoneOfWhoseColourSetsCanBeReadIsAnErrorNotAnEmptyTheme() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("DarkOnly.xcassets", isDirectory: true)
        try colorSet(
            #"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "#
                + #""color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
            named: "primary",
            in: catalog
        )
        let report = AssetCatalogImporter().decode(folder: catalog)
        let messages = report.errors.map(\.description)
        #expect(
            messages.contains { $0.contains("nothing in this catalog could be read: its one colour set was skipped") },
            "\(messages)"
        )
    }

    @Test func aMalformedContentsFileIsNamedWithLineAndColumn() {
        let folder = AssetCatalogFixtures.folder.appendingPathComponent("Bad/Malformed.colorset")
        let report = AssetCatalogImporter().decode(folder: folder)
        #expect(report.value == nil && report.errors.count == 1)
        let location = report.errors.first?.location
        #expect(location?.file?.hasSuffix("Malformed.colorset/Contents.json") == true)
        #expect(location?.line == 8 && location?.column == 9)
    }

    @Test func everyBadComponentIsReportedAtOnce() {
        let folder = AssetCatalogFixtures.folder.appendingPathComponent("Bad/Broken.xcassets")
        let report = AssetCatalogImporter().decode(folder: folder)
        let messages = report.errors.map(\.description)
        #expect(report.value == nil && messages.count == 8, "\(messages)")
        #expect(messages.contains { $0.contains("missing key 'green'") && $0.contains("MissingGreen.colorset") })
        #expect(messages.contains { $0.contains("'adobe-rgb'") })
        #expect(messages.contains { $0.contains("'1.500'") } && messages.contains { $0.contains("'0x1FF'") })
        #expect(messages.contains { $0.contains("'nan'") } && messages.contains { $0.contains("'inf'") })
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    @Test func aSymbolicLinkLoopIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("Loop.xcassets", isDirectory: true)
        try colorSet(Self.plain, named: "primary", in: catalog)
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("Again"),
            withDestinationURL: catalog
        )
        let report = AssetCatalogImporter().decode(folder: catalog)
        #expect(report.value?.palette[.primary]?.hex == "#FF0000")
        #expect(report.warnings.contains { $0.description.contains("symbolic link") })
    }

    @Test func aContentsFileThatIsALinkIsNotRead() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let set = scratch.appendingPathComponent("Device.xcassets/primary.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: set.appendingPathComponent("Contents.json"),
            withDestinationURL: URL(fileURLWithPath: "/dev/zero")
        )
        let report = AssetCatalogImporter().decode(folder: scratch.appendingPathComponent("Device.xcassets"))
        #expect(report.value == nil)
        #expect(report.errors.first?.description.contains("not a regular file") == true)
    }

    @Test func folderDepthAndColourSetCountAreBounded() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var limits = FormatLimits()
        limits.maximumDepth = 4
        var deep = scratch.appendingPathComponent("Deep.xcassets", isDirectory: true)
        for level in 0..<6 { deep.appendPathComponent("Level\(level)", isDirectory: true) }
        try colorSet(Self.plain, named: "primary", in: deep)
        let deepReport = AssetCatalogImporter().decode(
            folder: scratch.appendingPathComponent("Deep.xcassets"),
            options: ImportOptions(limits: limits)
        )
        #expect(
            deepReport.errors.first?.description.contains("more than 4 levels deep") == true,
            "\(deepReport.errors) \(deepReport.warnings)"
        )
        let wide = scratch.appendingPathComponent("Wide.xcassets", isDirectory: true)
        for index in 0..<5 { try colorSet(Self.plain, named: "Color\(index)", in: wide) }
        limits = FormatLimits()
        limits.maximumTokenCount = 3
        let wideReport = AssetCatalogImporter().decode(folder: wide, options: ImportOptions(limits: limits))
        #expect(
            wideReport.errors.count == 1 && wideReport.errors[0].description.contains("more than 3 colour sets"),
            "\(wideReport.errors)"
        )
    }

    @Test func hostileNamesAreRefusedOrKeptAsText() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = scratch.appendingPathComponent("Names.xcassets", isDirectory: true)
        try colorSet(Self.plain, named: "Bell\u{7}", in: catalog)
        try colorSet(Self.plain, named: "../../etc", in: catalog.appendingPathComponent("x"))
        try colorSet(Self.plain, named: String(repeating: "n", count: 200), in: catalog)
        var limits = FormatLimits()
        limits.maximumPathLength = 100
        let report = AssetCatalogImporter().decode(folder: catalog, options: ImportOptions(limits: limits))
        #expect(report.errors.count == 1 && report.errors[0].description.contains("200 bytes"), "\(report.errors)")
        #expect(report.warnings.contains { $0.description.contains("control characters") })
    }

    @Test func aColourSetWithoutContentsIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let set = scratch.appendingPathComponent("Empty.xcassets/primary.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let report = AssetCatalogImporter().decode(folder: scratch.appendingPathComponent("Empty.xcassets"))
        #expect(report.errors.first?.description.contains("without a Contents.json") == true)
    }

    @Test func aMissingFolderIsAnErrorNamingIt() {
        let report = AssetCatalogImporter().decode(folder: scratch.appendingPathComponent("Nowhere.xcassets"))
        #expect(report.value == nil)
        #expect(report.errors.first?.location?.file?.hasSuffix("Nowhere.xcassets") == true)
    }
}
