import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The round trip every format Palette both writes and reads must pass: the import of the export
/// equals the import, token for token (path, kind, value, aliases, descriptions, `$deprecated`,
/// `$extensions` at every level, the document's included).
///
/// A table of fixtures × formats: each ``Fixture`` is a file (or set, or catalog) Palette reads and
/// the ``Format``s it goes through. A new kind of token joins the harness with a fixture that holds
/// it, listed in ``RoundTripHarness/fixtures`` with the formats that can carry it.
enum RoundTripHarness {
    /// A format Palette both writes and reads. CSS and Swift source are written only.
    enum Format: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Palette's own theme document.
        case paletteJSON
        /// One DTCG file: a token file for a plain theme, a resolver with every variant inline
        /// for an adaptive one.
        case dtcgFile
        /// The folder `palette export --format dtcg --output DIR` writes: a token file per variant
        /// and a resolver naming them, read back as `palette import DIR` reads it.
        case dtcgFolder
        /// An Xcode asset catalog, written and read as a folder.
        case assetCatalog

        var testDescription: String { rawValue }
    }

    /// Something Palette reads, and the formats it must come back from unchanged.
    struct Fixture: Sendable, CustomTestStringConvertible {
        /// The name a failing case is known by.
        var name: String
        /// Where it is: a file, a folder of token files, or an asset catalog.
        var url: URL
        /// The formats it goes through.
        var formats: [Format]
        /// Whether it is in `../shared`, so that a clone without it skips it.
        var isShared = false

        var testDescription: String { name }

        /// The fixture as Palette imports it, read once for every case that uses it.
        func imported() throws -> ThemeDocument {
            try RoundTripHarness.imports.document(at: url)
        }
    }

    /// One row of the table: a fixture through one format.
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: Fixture
        var format: Format
        var testDescription: String { "\(fixture.name) through \(format.rawValue)" }
    }

    static let roundTrips = Repository.fixture("round-trips")
    static let catalogs = Repository.fixture("AssetCatalogs")
    static let textFormats: [Format] = [.paletteJSON, .dtcgFile, .dtcgFolder]

    /// Every fixture and the formats it goes through; add a fixture here to hold a new kind of
    /// token to the round trip.
    static let fixtures: [Fixture] =
        RoundTripFixtures.tokenShapes.map { shape in
            Fixture(name: shape, url: roundTrips.appendingPathComponent(shape), formats: textFormats)
        } + [
            Fixture(
                name: "metadata",
                url: roundTrips.appendingPathComponent("metadata/brand.tokens.json"),
                formats: textFormats
            ),
            // Every kind DTCG 2025.10 has, with aliases inside composites and whole-token aliases.
            Fixture(
                name: "composites",
                url: roundTrips.appendingPathComponent("composites/composites.tokens.json"),
                formats: textFormats
            ),
            // Figma's per-mode files, whose composites alias a colour of their mode (or not, in dark).
            Fixture(
                name: "composite-modes",
                url: roundTrips.appendingPathComponent("composite-modes"),
                formats: textFormats
            ),
            Fixture(
                name: "Brand.xcassets",
                url: catalogs.appendingPathComponent("Brand.xcassets"),
                formats: Format.allCases
            ),
            Fixture(
                name: "Layout.xcassets",
                url: catalogs.appendingPathComponent("Layout.xcassets"),
                formats: Format.allCases
            ),
        ] + realCatalogs + realDesignSystems

    /// Real design systems with composites (Primer's and Fluent's shadows, easings and
    /// typography), from `../shared/fixtures/real-world`, when it is there.
    static let realDesignSystems: [Fixture] = {
        guard SharedFixtures.isAvailable else { return [] }
        return realDesignSystemFiles.compactMap { name, path in
            let url = SharedFixtures.url("fixtures/real-world/" + path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return Fixture(name: name, url: url, formats: textFormats, isShared: true)
        }
    }()

    /// The real files `realDesignSystems` reads, by name.
    static let realDesignSystemFiles: [(String, String)] = [
        ("Primer easings", "dtcg/terrazzoapp-dtcg-examples@fbdd864-github-primer-base-motion-easing.tokens.json"),
        ("Fluent theme", "dtcg/terrazzoapp-dtcg-examples@fbdd864-microsoft-fluent-theme-default.tokens.json"),
        ("Figma SDS typography", "dtcg/terrazzoapp-dtcg-examples@fbdd864-figma-sds-typography.tokens.json"),
    ]

    /// The real asset catalogs of `../shared/fixtures/real-world/xcassets`, when it is there.
    static let realCatalogs: [Fixture] = {
        let folder = SharedFixtures.url("fixtures/real-world/xcassets")
        guard SharedFixtures.isAvailable,
            let projects = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return projects.sorted().flatMap { project -> [Fixture] in
            let projectFolder = folder.appendingPathComponent(project)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: projectFolder.path)) ?? []
            return names.sorted().filter { $0.hasSuffix(".xcassets") }.map { name in
                Fixture(
                    name: "\(project)/\(name)",
                    url: projectFolder.appendingPathComponent(name),
                    formats: Format.allCases,
                    isShared: true
                )
            }
        }
    }()

    /// Every fixture through every format it lists.
    static let cases: [Case] = fixtures.flatMap { fixture in fixture.formats.map { Case(fixture: fixture, format: $0) }
    }

    /// The fixtures imported so far: a real catalog takes a good part of a second to read.
    static let imports = ImportCache()

    /// Documents by the URL they were imported from; a lock guards them because test cases run
    /// concurrently, and no case changes a document it is given.
    final class ImportCache: @unchecked Sendable {
        private let lock = NSLock()
        private var documents: [URL: ThemeDocument] = [:]

        func document(at url: URL) throws -> ThemeDocument {
            if let document = lock.withLock({ documents[url] }) { return document }
            let document = try RoundTripHarness.importFiles([url])
            lock.withLock { documents[url] = document }
            return document
        }
    }

    /// The registry documents resolve in.
    static let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    /// `document` written in `format` and read back.
    static func roundTrip(_ document: ThemeDocument, through format: Format) throws -> ThemeDocument {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("round-trip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let theme = try document.resolve(in: registry)
        switch format {
        case .paletteJSON:
            return try ThemeDocument(json: document.jsonString, file: "exported.json")
        case .dtcgFile:
            if let adaptive = theme.adaptiveTheme {
                let url = folder.appendingPathComponent("exported.resolver.json")
                try Data(DTCGExporter().resolver(adaptive).utf8).write(to: url)
                return try importFiles([url])
            }
            let url = folder.appendingPathComponent("exported.tokens.json")
            try Data(DTCGExporter().export(theme).utf8).write(to: url)
            return try importFiles([url])
        case .dtcgFolder:
            for file in DTCGExporter().files(theme) {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
            }
            return try importFiles([folder])
        case .assetCatalog:
            let catalog = try AssetCatalogExporter().export(theme)
            _ = try catalog.write(into: folder)
            return try importFiles([folder.appendingPathComponent(catalog.folderName)])
        }
    }

    /// The theme `palette import` reads from these files or folders: one file, a set of token
    /// files, a folder of Palette's DTCG export, an asset catalog.
    static func importFiles(_ urls: [URL]) throws -> ThemeDocument {
        let limits = FormatLimits.default
        if urls.count == 1, urls[0].pathExtension == "xcassets" {
            return try ThemeFileFormat.xcassets.decode(folder: urls[0], options: ImportOptions())
                .get(file: urls[0].path)
        }
        let plan = ThemeFilePlan(urls, limits: limits)
        if let error = plan.errors.first { throw error }
        var members = plan.entries.map {
            TokenSetMember(
                ParsedThemeFile.read($0.url, limits: limits),
                isReferenceOnly: $0.isReferenceOnly,
                setName: $0.setName
            )
        }
        if let index = members.firstIndex(where: { $0.file.format == .resolver }) {
            members.insert(members.remove(at: index), at: 0)
        }
        guard let format = members.first?.file.format else {
            throw ThemeError.missingKey(key: "a theme file", location: .init(file: urls.first?.path))
        }
        var options = ImportOptions()
        if format == .dtcg, let first = plan.entries.first {
            options.id = plan.sets[first.set].identifier(
                fileCount: plan.entries.filter { $0.set == first.set }.count
            )
        }
        let themes = format.decodeThemes(members, options: options)
        guard themes.report.errors.isEmpty, let all = themes.report.value, all.count == 1, let only = all.first else {
            throw ThemeError.invalidDocument(file: urls.first?.path, problems: themes.report.errors)
        }
        return only.document
    }

    /// The first thing that differs between two documents, for a failure message.
    static func difference(_ left: ThemeDocument, _ right: ThemeDocument) -> String {
        let lines = (left.jsonString.split(separator: "\n"), right.jsonString.split(separator: "\n"))
        for (index, (a, b)) in zip(lines.0, lines.1).enumerated() where a != b {
            return "line \(index + 1): '\(a)' vs '\(b)'"
        }
        return lines.0.count == lines.1.count ? "same JSON; the values differ" : "one document is longer"
    }
}
