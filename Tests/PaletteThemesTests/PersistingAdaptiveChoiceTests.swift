import Foundation
import Palette
import PaletteThemes
import Testing

/// The README's advice: persist an adaptive theme's own identifier, not the variant showing.
struct PersistingAdaptiveChoiceTests {
    @Test func theStoredChoiceIsThePairSoARestartFollowsTheAppearanceAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-adaptive-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileThemeStore(directory: folder)

        let first = ThemeController(notificationCenter: nil)
        let saving = first.persistChoice(to: store)
        try first.setTheme(named: "system", in: .builtIn)
        first.setAppearance(.dark)
        #expect(first.current.id == "midnight", "the variant showing")
        #expect(try store.loadThemeID() == "system", "the choice stored")
        saving.cancel()

        // The next launch starts in light mode: the restored pair serves its light variant.
        let next = ThemeController(notificationCenter: nil)
        next.restore(from: store, in: .builtIn)
        #expect(next.current.id == "default")
        next.setAppearance(.dark)
        #expect(next.current.id == "midnight")
        #expect(next.selectedTheme.id == "system")
    }

    @Test func storingTheVariantInsteadWouldPinTheAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-adaptive-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileThemeStore(directory: folder)
        try store.saveThemeID(AdaptiveTheme.system.dark.id)
        let next = ThemeController(notificationCenter: nil)
        next.restore(from: store, in: .builtIn)
        #expect(next.current.id == "midnight")
        next.setAppearance(.light)
        #expect(next.current.id == "midnight", "a stored variant does not follow the appearance")
    }
}
