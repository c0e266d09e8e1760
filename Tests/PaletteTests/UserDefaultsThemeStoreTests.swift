import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// ThemeManager's persisted choice: UserDefaults key `theme`, fallback `default`.
struct UserDefaultsThemeStoreTests {
    /// A store in a suite of its own, removed afterwards.
    private func withStore(
        key: String = "theme",
        _ body: (UserDefaultsThemeStore) throws -> Void
    )
        rethrows
    {
        let suite = "palette-tests-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        try body(UserDefaultsThemeStore(suiteName: suite, key: key))
    }

    private let registry = (try? ThemeRegistry([DefaultTheme.self, AcmeTheme.self])) ?? ThemeRegistry()

    @Test func storesTheIdentifierAsAStringUnderTheKeyTheme() throws {
        try withStore { store throws in
            #expect(store.key == "theme")
            #expect(try store.loadThemeID() == nil)
            try store.saveThemeID("acme")
            #expect(try store.loadThemeID() == "acme")
            let suite = try #require(store.suiteName)
            #expect(UserDefaults(suiteName: suite)?.string(forKey: "theme") == "acme", "ThemeManager's key")
        }
        #expect(UserDefaultsThemeStore().suiteName == nil, "the standard defaults unless a suite is given")
    }

    @Test func anotherKeyCanBeChosen() throws {
        try withStore(key: "palette.theme") { store throws in
            try store.saveThemeID("acme")
            let suite = try #require(store.suiteName)
            #expect(UserDefaults(suiteName: suite)?.string(forKey: "palette.theme") == "acme")
            #expect(UserDefaults(suiteName: suite)?.object(forKey: "theme") == nil)
            #expect(store.location == "UserDefaults(\(suite)).palette.theme")
        }
    }

    @Test func restoringWithNothingStoredMakesTheDefaultThemeCurrentAsThemeManagerDefaults() throws {
        try withStore { store throws in
            let controller = ThemeController()
            controller.setTheme(AcmeTheme())
            guard case .nothingStored = controller.restore(from: store, in: registry) else {
                Issue.record("expected nothing stored")
                return
            }
            #expect(controller.current.id == "default", "[defaults objectForKey:@\"theme\"] ?: @\"default\"")
        }
    }

    @Test func restoringAStoredChoiceMakesItCurrent() throws {
        try withStore { store throws in
            try store.saveThemeID("acme")
            let controller = ThemeController()
            guard case .restored(let theme) = controller.restore(from: store, in: registry) else {
                Issue.record("expected the stored theme")
                return
            }
            #expect(theme.id == "acme" && controller.current.id == "acme")
        }
    }

    @Test(arguments: [
        ("a number", 42 as any Sendable),
        ("an empty name", "   " as any Sendable),
        ("data", Data([0xFF]) as any Sendable),
    ])
    func aCorruptValueFallsBackToTheDefaultAndIsReported(label: String, value: any Sendable) throws {
        try withStore { store throws in
            let suite = try #require(store.suiteName)
            UserDefaults(suiteName: suite)?.set(value, forKey: "theme")
            let controller = ThemeController()
            controller.setTheme(AcmeTheme())
            let outcome = controller.restore(from: store, in: registry)
            guard case .fellBack(let fallback, let error) = outcome, error.code == .storeFailure,
                let path = error.subject, let reason = error.reason
            else {
                Issue.record("expected a store failure for \(label), got \(outcome)")
                return
            }
            #expect(fallback.id == "default" && controller.current.id == "default")
            #expect(path == store.location)
            #expect(reason.contains("corrupt"))
        }
    }

    @Test func aStoredNameNoLongerRegisteredFallsBackAndIsReported() throws {
        try withStore { store throws in
            try store.saveThemeID("retired")
            let controller = ThemeController()
            let outcome = controller.restore(from: store, in: registry)
            #expect(outcome.error == .unknownTheme(name: "retired", available: ["default", "acme"], suggestion: nil))
            #expect(controller.current.id == "default")
        }
    }

    @Test func persistingSavesEveryLaterChoiceAndAPairsOwnIdentifier() throws {
        try withStore { store throws in
            let controller = ThemeController()
            let saving = controller.persistChoice(to: store)
            controller.setTheme(AcmeTheme())
            #expect(try store.loadThemeID() == "acme")
            let pair = AdaptiveTheme(id: "auto", name: "Auto", light: DefaultTheme(), dark: NightTheme())
            controller.setTheme(pair)
            controller.setAppearance(.dark)
            #expect(controller.current.id == "night")
            #expect(try store.loadThemeID() == "auto", "the pair, so the restored choice follows the appearance")

            var registry = registry
            try registry.register(pair)
            let restored = ThemeController()
            restored.setAppearance(.dark)
            restored.restore(from: store, in: registry)
            #expect(restored.current.id == "night")
            restored.setAppearance(.light)
            #expect(restored.current.id == "default")
            saving.cancel()
            controller.setTheme(AcmeTheme())
            #expect(try store.loadThemeID() == "auto", "a cancelled persistence saves nothing")
        }
    }

    @Test func persistingSkipsTheFramesOfAnAnimatedSwitchAndSavesItsDestination() throws {
        try withStore { store throws in
            let controller = ThemeController()
            let saving = controller.persistChoice(to: store)
            let start = controller.current
            for step in 1...3 {
                controller.setTheme(start.interpolated(to: AcmeTheme(), at: Double(step) / 4))
                #expect(controller.current.isTransitionFrame)
                #expect(try store.loadThemeID() == nil, "a frame is not a choice")
            }
            controller.setTheme(AcmeTheme())
            #expect(try store.loadThemeID() == "acme")
            _ = saving
        }
    }

    @Test func aFailedSaveIsReportedAndTheSwitchStillHappens() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data("a file, not a directory".utf8).write(to: blocker)
        let store = FileThemeStore(directory: blocker.appendingPathComponent("sub"))
        let failures = Recorder<ThemeError>()
        let controller = ThemeController()
        let saving = controller.persistChoice(to: store) { failures.append($0) }
        controller.setTheme(AcmeTheme())
        #expect(controller.current.id == "acme")
        #expect(failures.values.count == 1)
        _ = saving
    }
}
