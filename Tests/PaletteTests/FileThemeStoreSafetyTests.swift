import Foundation
import InternalPaletteUtilities
import Testing

@testable import Palette

/// The file store's bounded reads and atomic writes.
struct FileThemeStoreSafetyTests {
    private struct Interrupted: Error {}

    private func storeWithChoice(_ id: String) throws -> FileThemeStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("palette-store-\(UUID())")
        let store = FileThemeStore(directory: directory)
        try store.saveThemeID(id)
        return store
    }

    private func folderContents(_ store: FileThemeStore) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path).sorted()
    }

    @Test func aWriteInterruptedPartWayLeavesTheOldChoiceAndNoTemporaryFile() throws {
        let store = try storeWithChoice("alternative")
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        let before = try Data(contentsOf: store.fileURL)
        var temporaries: [URL] = []
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.replace(store.fileURL, with: Data(#"{"theme":"midnight"}"#.utf8)) { url, data in
                temporaries.append(url)
                try data.prefix(7).write(to: url)  // half a file, then the process "dies"
                throw Interrupted()
            }
        }
        #expect(temporaries.count == 1 && temporaries[0] != store.fileURL, "the bytes went to another file")
        #expect(try Data(contentsOf: store.fileURL) == before, "the stored file was never touched")
        #expect(try store.loadThemeID() == "alternative")
        #expect(try folderContents(store) == [FileThemeStore.fileName], "the partial temporary file was removed")
    }

    @Test func aRenameThatFailsLeavesNoTemporaryFileAndReportsTheStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("palette-store-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The store's file is a folder with something in it, so renaming over it fails.
        let store = FileThemeStore(directory: directory)
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: store.fileURL.appendingPathComponent("inside"))
        let error = #expect(throws: ThemeError.self) { try store.saveThemeID("midnight") }
        guard let error, error.code == .storeFailure, let path = error.subject, let reason = error.reason else {
            Issue.record("expected a store failure, got \(String(describing: error))")
            return
        }
        #expect(path == store.fileURL.path && reason.contains("cannot be written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [FileThemeStore.fileName])
        #expect(try Data(contentsOf: store.fileURL.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test func aSuccessfulWriteLeavesOnlyTheStoreFile() throws {
        let store = try storeWithChoice("alternative")
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        try store.saveThemeID("midnight")
        #expect(try store.loadThemeID() == "midnight")
        #expect(try folderContents(store) == [FileThemeStore.fileName])
    }

    @Test func anOversizedFileIsRefusedUnreadWithAClearError() throws {
        let store = try storeWithChoice("alternative")
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        let padding = String(repeating: " ", count: ThemeLimits.default.maximumStoredChoiceSize)
        try Data((#"{"theme": "midnight"}"# + padding).utf8).write(to: store.fileURL)
        let error = #expect(throws: ThemeError.self) { try store.loadThemeID() }
        guard let error, error.code == .storeFailure, let path = error.subject, let reason = error.reason else {
            Issue.record("expected a store failure, got \(String(describing: error))")
            return
        }
        #expect(path == store.fileURL.path)
        #expect(reason.contains("larger than the limit of 4096 bytes"), "\(reason)")
    }
}
