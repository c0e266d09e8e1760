import Foundation
import Palette
import PaletteTestSupport
import Testing

// The ThemeManager pattern: one global manager, the choice kept under the key "theme" with
// "default" when nothing is stored, and a notification to the screens that are showing.

struct ThemeManagerPatternExampleTests {
    @Test func nothingStoredMeansTheDefaultTheme() throws {
        // NSString *themeName = [defaults objectForKey:@"theme"] ?: @"default";
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let store = FileThemeStore(directory: directory)
        let controller = ThemeController()
        controller.restore(from: store, in: try ThemeRegistry([DefaultTheme.self]))
        #expect(controller.current.id == "default")
    }

    @Test func theChoiceIsStoredUnderTheKeyTheme() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileThemeStore(directory: directory)
        try store.saveThemeID("night")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: String]
        #expect(stored == ["theme": "night"])
    }

    @Test func showingScreensAreToldWhenTheThemeChanges() {
        // changeTheme posts a notification; view controllers that are showing re-read resources.
        let controller = ThemeController()
        let screens = Recorder<String>()
        let listening = controller.observe { screens.append("redraw with \($0.theme.id)") }
        controller.setTheme(AcmeTheme())
        #expect(screens.values == ["redraw with acme"])
        _ = listening
    }
}
