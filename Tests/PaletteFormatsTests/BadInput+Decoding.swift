import Foundation
import PaletteFormats
import PaletteTestSupport

@testable import Palette

/// How the corpus of this target feeds an input to one of PaletteFormats' readers.
extension BadInput {
    /// Feeds the input to its decoder.
    func decode(in registry: ThemeRegistry) throws(ThemeError) {
        switch decoder {
        case .dtcgTokens, .auuTheme, .giottoPlist, .swiftTheme:
            let name = decoder.fileName ?? "bad"
            let format: ThemeFileFormat =
                switch decoder {
                case .dtcgTokens: .dtcg
                case .auuTheme: .auutheme
                case .swiftTheme: .swifttheme
                default: .giotto
                }
            // Held to the format as `palette validate` holds it: a lenient reading (`import`)
            // skips a bad token with a warning instead, which DTCGLenientImportTests check.
            let options = ImportOptions(conformance: .asDeclared)
            try throwFirstProblem(of: format.decode(bytes, file: name, options: options), file: name, in: registry)
        case .themeFolder:
            try loadFolder(into: registry)
        case .payload, .strictJSON, .lenientJSON, .hexColor, .fontWeightName, .fontFamily, .themeName,
            .themeDocument, .storedChoice:
            throw .unsupported(
                feature: "the \(decoder.rawValue) decoder",
                reason: "it is Palette's: its rows are PaletteTests'",
                location: nil
            )
        }
    }

    /// Writes the folder the input describes and loads it; throws the first problem reported.
    private func loadFolder(into registry: ThemeRegistry) throws(ThemeError) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-corpus-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
            for (name, contents) in files {
                let data = try JSONSerialization.data(withJSONObject: contents)
                try data.write(to: folder.appendingPathComponent(name))
            }
        } catch {
            throw .storeFailure(path: folder.path, reason: "the corpus row is not a folder description: \(error)")
        }
        var registry = registry
        var loader = ThemeLoader()
        loader.conformance = .asDeclared
        let report = loader.loadDirectory(folder, into: &registry)
        // The root cause: a file that extends one that did not load says only that.
        if let cause = report.errors.first(where: { !$0.message.contains("which did not load") }) ?? report.errors.first
        {
            throw cause
        }
    }
}
