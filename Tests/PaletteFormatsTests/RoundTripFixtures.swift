import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport

/// The token files in `Tests/Fixtures/round-trips`, written in the shapes of Style Dictionary,
/// Figma's Simple Design System, Adobe Spectrum, Salesforce Lightning and SDThemeManager (see the
/// README there).
enum RoundTripFixtures {
    static let folder = Repository.fixture("round-trips")

    /// The DTCG shapes, by folder.
    static let tokenShapes = ["style-dictionary", "figma-sds", "spectrum", "salesforce", "display-p3"]

    /// A shape's files, in path order, read.
    static func files(_ shape: String) throws -> [DTCGImporter.SourceFile] {
        let directory = folder.appendingPathComponent(shape)
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        let urls = enumerator.compactMap { $0 as? URL }.filter {
            $0.pathExtension == "json" || $0.pathExtension == "plist"
        }
        return try urls.sorted { $0.path < $1.path }.map { url in
            DTCGImporter.SourceFile(
                json: Array(try Data(contentsOf: url)),
                file: "\(shape)/" + url.path.dropFirst(directory.path.count + 1)
            )
        }
    }

    /// A DTCG shape imported.
    static func imported(_ shape: String) throws -> ThemeDocument {
        try DTCGImporter().decode(files: files(shape), options: .asDeclared).get()
    }

    /// The SDThemeManager plist with many styles, imported.
    static func styledTheme() throws -> ThemeDocument {
        try GiottoImporter().decode(files: files("sdthememanager").map { (bytes: $0.json, file: $0.file) }).get()
    }

    /// The registry documents resolve in.
    static let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    /// A document resolved as `palette` loads it.
    static func resolved(_ document: ThemeDocument) throws -> ResolvedTheme {
        try document.resolve(in: registry)
    }

    /// A theme exported as DTCG and imported again.
    static func throughDTCG(_ theme: ResolvedTheme) throws -> ThemeDocument {
        try DTCGImporter().decode(
            Array(DTCGExporter().export(theme).utf8),
            file: "exported.tokens.json",
            options: .asDeclared
        ).get()
    }
}
