import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport

/// The token sets in `Tests/Fixtures/token-sets`: files written for these tests in the shapes
/// design systems publish (see the folder's README), and scratch folders of token files.
enum TokenSetFixtures {
    static let root = Repository.fixture("token-sets")

    static func url(_ name: String) -> URL {
        root.appendingPathComponent(name)
    }

    /// Loads files or folders into a registry of the default theme.
    /// Loads files as `palette validate` does, a token that cannot be read being an error
    /// (`conformance`, `.asDeclared`), or as `palette import` does (`.lenient`).
    static func load(
        _ items: [URL],
        conformance: DTCGImporter.Conformance = .asDeclared
    ) -> (report: ThemeLoader.Report, registry: ThemeRegistry) {
        var registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()
        var loader = ThemeLoader()
        loader.conformance = conformance
        let report = loader.load(items, into: &registry)
        return (report, registry)
    }

    /// A scratch folder with these files (paths may have folders), removed when it goes away.
    final class Folder: Sendable {
        let url: URL

        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("token-sets-\(UUID().uuidString)")
            for (path, text) in files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try Data(text.utf8).write(to: file)
            }
        }

        func callAsFunction(_ path: String) -> URL {
            url.appendingPathComponent(path)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
