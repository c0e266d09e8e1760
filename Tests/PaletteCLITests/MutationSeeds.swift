import Foundation
import InternalPaletteUtilities
import Palette
import PaletteMutation
import PaletteTestSupport
import Testing

/// A document the mutation test mutates: a theme file in one of the four formats, or a backend
/// payload.
struct MutationSeed: Sendable, CustomTestStringConvertible {
    let name: String
    let tree: JSONValue
    let form: MutantWriter.Form
    /// The extension a file of it gets, so ``ThemeLoader`` and the CLI read it.
    let fileExtension: String

    var testDescription: String { "\(name) (\(form.rawValue))" }

    /// Every seed: the theme-files fuzz corpus (hand-written documents in every format and the
    /// built-in themes as `palette export` writes them), the selection corpus (payloads), the
    /// legacy and Style Dictionary fixtures beside the repository when they are there, and every
    /// XML property list again as a binary one. The fuzz targets start from the same documents.
    static let all: [MutationSeed] = {
        var seeds: [MutationSeed] = []
        let corpus = Repository.file("Fuzz/Corpus")
        // theme-files seeds start with a byte that picks the format for the fuzz target.
        for url in files(in: corpus.appendingPathComponent("theme-files")) {
            guard let bytes = try? Array(Data(contentsOf: url).dropFirst()) else { continue }
            seeds += make(url.lastPathComponent, bytes)
        }
        for url in files(in: corpus.appendingPathComponent("selection")) {
            guard let bytes = try? Array(Data(contentsOf: url)) else { continue }
            seeds += make("payload " + url.lastPathComponent, bytes, fileExtension: "json")
        }
        for folder in ["legacy/auutheme", "legacy/giotto", "style-dictionary"] {
            for url in files(in: SharedFixtures.url("fixtures").appendingPathComponent(folder)) {
                guard let bytes = try? Array(Data(contentsOf: url)) else { continue }
                seeds += make("shared \(folder)/\(url.lastPathComponent)", bytes)
            }
        }
        return seeds
    }()

    private static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The seed for a file, and for an XML property list its binary twin.
    private static func make(_ name: String, _ bytes: [UInt8], fileExtension: String? = nil) -> [MutationSeed] {
        guard let (form, tree) = MutantWriter.parse(bytes) else { return [] }
        let ext = fileExtension ?? (form == .json ? (name.contains(".tokens") ? "tokens.json" : "json") : "plist")
        let seed = MutationSeed(name: name, tree: tree, form: form, fileExtension: ext)
        guard form == .xmlPropertyList else { return [seed] }
        return [seed, MutationSeed(name: name, tree: tree, form: .binaryPropertyList, fileExtension: ext)]
    }
}
