import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

struct FileThemeStoreTests {
    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("palette-store-\(UUID().uuidString)")
    }

    @Test func nothingStoredIsNil() throws {
        #expect(try FileThemeStore(directory: temporaryDirectory()).loadThemeID() == nil)
    }

    @Test func savesCreatingTheDirectoryAndLoadsBack() throws {
        let directory = temporaryDirectory().appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let store = FileThemeStore(directory: directory)
        try store.saveThemeID("alternative")
        #expect(try store.loadThemeID() == "alternative")
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(text == "{\"theme\":\"alternative\"}\n", "the file is a selection payload, ThemeManager's key 'theme'")
        try store.saveThemeID("midnight")
        #expect(try store.loadThemeID() == "midnight")
    }

    @Test func corruptFileIsAStoreFailureNamingThePath() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = FileThemeStore(directory: directory)
        try Data("{\"theme\": ".utf8).write(to: store.fileURL)
        let error = #expect(throws: ThemeError.self) { try store.loadThemeID() }
        guard let error, error.code == .storeFailure, let path = error.subject, let reason = error.reason else {
            Issue.record("expected a store failure, got \(String(describing: error))")
            return
        }
        #expect(path == store.fileURL.path)
        #expect(reason.contains("corrupt"))
    }

    @Test func writingWhereADirectoryCannotBeMadeFails() throws {
        let file = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a directory".utf8).write(to: file)
        let store = FileThemeStore(directory: file.appendingPathComponent("sub"))
        #expect(throws: ThemeError.self) { try store.saveThemeID("default") }
    }

    @Test func restoreUsesTheStoredChoiceOrFallsBackWithAReason() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileThemeStore(directory: directory)
        let registry = try ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
        let controller = ThemeController()

        guard case .nothingStored = controller.restore(from: store, in: registry) else {
            Issue.record("expected nothing stored")
            return
        }
        try store.saveThemeID("acme")
        guard case .restored(let theme) = controller.restore(from: store, in: registry) else {
            Issue.record("expected the stored theme")
            return
        }
        #expect(theme.id == "acme")
        #expect(controller.current.id == "acme")

        try store.saveThemeID("retired-theme")
        guard case .fellBack(let fallback, let reason) = controller.restore(from: store, in: registry) else {
            Issue.record("expected a fallback")
            return
        }
        #expect(fallback.id == "default")
        #expect(controller.current.id == "default")
        #expect(reason == .unknownTheme(name: "retired-theme", available: ["default", "acme"], suggestion: nil))

        try Data("garbage".utf8).write(to: store.fileURL)
        guard case .fellBack(_, .storeFailure) = controller.restore(from: store, in: registry) else {
            Issue.record("expected a fallback for a corrupt store")
            return
        }
    }
}
