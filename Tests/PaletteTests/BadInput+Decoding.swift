import Foundation
import InternalPaletteUtilities
import PaletteTestSupport

@testable import Palette

/// How the corpus of this target feeds an input to one of Palette's decoders.
extension BadInput {
    /// Feeds the input to its decoder.
    func decode(in registry: ThemeRegistry) throws(ThemeError) {
        switch decoder {
        case .payload: _ = try ThemeSelection(json: bytes).resolve(in: registry)
        case .strictJSON: _ = try JSONParser.read(bytes, options: .strict)
        case .lenientJSON: _ = try JSONParser.read(bytes, options: .lenient)
        case .hexColor: _ = try ThemeColor(hex: text)
        case .fontWeightName: _ = try FontWeight(name: text)
        case .fontFamily: _ = try FontFamily(string: text)
        case .themeName: _ = try registry.resolve(text)
        case .themeDocument:
            let name = decoder.fileName ?? "bad.json"
            try throwFirstProblem(of: ThemeDocument.decode(json: bytes, file: name), file: name, in: registry)
        case .storedChoice:
            try loadStoredChoice()
        case .dtcgTokens, .auuTheme, .giottoPlist, .swiftTheme, .themeFolder:
            throw .malformedInput(
                reason: "the \(decoder.rawValue) decoder reads another format: its rows are PaletteFormatsTests'",
                location: nil
            )
        }
    }

    /// Writes the input as a store's file and reads the choice back.
    private func loadStoredChoice() throws(ThemeError) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-corpus-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileThemeStore(directory: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: store.fileURL)
        } catch {
            throw .storeFailure(path: folder.path, reason: "the corpus row could not be written: \(error)")
        }
        _ = try store.loadThemeID()
    }
}
