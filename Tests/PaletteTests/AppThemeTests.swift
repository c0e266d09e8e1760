import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// Everything that touches the global `AppTheme`; serialized, as swift-log's global logger tests.
@Suite(.serialized)
struct AppThemeTests {
    init() {
        AppTheme.resetForTesting()
    }

    @Test func currentIsTheDefaultThemeBeforeAnythingIsSet() {
        #expect(AppTheme.current.id == "default")
        #expect(AppTheme.current.palette == DefaultTheme().palette)
    }

    @Test func setThemeSwitchesTheGlobalTheme() {
        AppTheme.setTheme(AcmeTheme())
        #expect(AppTheme.current.id == "acme")
        #expect(AppTheme.current.source is AcmeTheme)
        #expect(AppTheme.controller.current.id == "acme", "the facade is over the shared controller")
    }

    @Test func setByNameAndByBackendSelection() throws {
        let registry = try ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
        try AppTheme.setTheme(named: "acme", in: registry)
        #expect(AppTheme.current.id == "acme")
        try AppTheme.apply(ThemeSelection(json: Data(##"{"theme": "default"}"##.utf8)), in: registry)
        #expect(AppTheme.current.id == "default")
        #expect(throws: ThemeError.self) { try AppTheme.setTheme(named: "missing", in: registry) }
        #expect(AppTheme.current.id == "default", "an unknown name keeps the current theme")
    }

    @Test func whiteLabelBootstrapPicksTheTypeAtCompileTime() {
        typealias BrandTheme = AcmeTheme  // a white-label build picks this with a compilation condition
        AppTheme.bootstrap(BrandTheme.self)
        #expect(AppTheme.current.id == "acme")
        #expect(AppTheme.current.source is AcmeTheme)
        AppTheme.setTheme(DefaultTheme())
        AppTheme.controller.resetToDefault()
        #expect(AppTheme.current.id == "acme", "the bootstrapped type is the default to return to")
    }

    /// The ThemeManager pattern: `[[ThemeManager sharedInstance] imageForKey:@"xxx_btn_background"]`.
    /// Code names what an image is for; each theme's file (its plist, read by theme name) names
    /// the image, so the same call through the one global holder gives the current theme's
    /// image, and the other theme's after `changeTheme`.
    @Test func themeManagerImageForKeyAnswersFromTheCurrentTheme() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        func plist(_ id: String, _ images: String) throws -> ResolvedTheme {
            let json =
                #"{"formatVersion": 1, "id": "\#(id)", "extends": "default", "tokens": {"images": {\#(images)}}}"#
            return try ThemeDocument(json: json).resolve(in: registry)
        }
        let day = try plist("day", #""image.xxx_btn_background": {"bundled": "day/xxx_btn_background"}"#)
        let night = try plist("night", #""image.xxx_btn_background": {"bundled": "night/xxx_btn_background"}"#)
        try registry.register(day)
        try registry.register(night)
        let buttonBackground: ImageToken = "image.xxx_btn_background"

        try AppTheme.setTheme(named: "day", in: registry)
        #expect(AppTheme.current.image(buttonBackground).asset == .bundled(name: "day/xxx_btn_background"))
        try AppTheme.setTheme(named: "night", in: registry)
        #expect(AppTheme.current.image(buttonBackground).asset == .bundled(name: "night/xxx_btn_background"))
        let missing: ImageToken = "image.xxx_unknown"
        #expect(AppTheme.current.image(missing).asset == .solidColor(.clear), "a key no theme names shows nothing")
    }

    @Test func observersOfTheFacadeAreTold() {
        let recorder = Recorder<String>()
        let observation = AppTheme.observe { recorder.append($0.theme.id) }
        AppTheme.setTheme(AcmeTheme())
        #expect(recorder.values == ["acme"])
        _ = observation
    }

    @MainActor
    @Test func ownerTiedObserversOfTheFacadeFollowTheirOwnersLifetime() {
        final class Owner: Sendable {}
        let recorder = Recorder<String>()
        let kept = Owner()
        do {
            let dropped = Owner()
            AppTheme.controller.observe(owner: dropped) { _, change in recorder.append("dropped \(change.theme.id)") }
            AppTheme.controller.observeOnMain(owner: dropped) { _, change in
                recorder.append("dropped main \(change.theme.id)")
            }
        }
        AppTheme.controller.observe(owner: kept) { _, change in recorder.append("kept \(change.theme.id)") }
        AppTheme.controller.observeOnMain(owner: kept) { _, change in recorder.append("kept main \(change.theme.id)")
        }
        AppTheme.setTheme(AcmeTheme())
        #expect(recorder.values == ["kept acme", "kept main acme"])
        withExtendedLifetime(kept) {}
    }

    @Test func readsFromManyThreadsWhileSwitching() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                let themes = [AcmeTheme().resolved, DefaultTheme().resolved]
                for index in 0..<1_000 { AppTheme.setTheme(themes[index % 2]) }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<5_000 {
                        let theme = AppTheme.current
                        #expect(theme.id == "acme" || theme.id == "default")
                    }
                }
            }
        }
    }
}

extension AppThemeTests {
    @Test func theFacadeOffersEveryLiveChannel() async {
        var iterator = AppTheme.controller.changes.makeAsyncIterator()
        let pair = AdaptiveTheme(id: "auto", name: "Auto", light: DefaultTheme(), dark: AcmeTheme())
        AppTheme.setTheme(pair)
        AppTheme.controller.setAppearance(.dark)
        #expect(AppTheme.controller.appearance == .dark)
        #expect(AppTheme.current.id == "acme")
        #expect(AppTheme.controller.selectedTheme.id == "auto")
        #expect(await iterator.next()?.theme.id == "default")
        #expect(await iterator.next()?.appearance == .dark)
    }

    @Test func theFacadeTakesTheContrastAsItTakesTheAppearance() async {
        var iterator = AppTheme.controller.changes.makeAsyncIterator()
        let four = AdaptiveTheme(
            id: "four",
            name: "Four",
            light: DefaultTheme(),
            dark: NightTheme(),
            lightIncreasedContrast: BoldTheme(),
            darkIncreasedContrast: MidnightBoldTheme()
        )
        AppTheme.setTheme(four)
        AppTheme.controller.setContrast(.increased)
        #expect(AppTheme.controller.contrast == .increased && AppTheme.current.id == "bold")
        AppTheme.controller.setVariant(.darkIncreasedContrast)
        #expect(AppTheme.controller.variant == .darkIncreasedContrast && AppTheme.current.id == "midnight-bold")
        #expect(AppTheme.controller.selectedTheme.id == "four")
        #expect(await iterator.next()?.theme.id == "default")
        #expect(await iterator.next()?.contrast == .increased)
        #expect(await iterator.next()?.variant == .darkIncreasedContrast, "both axes at once: one change")
        AppTheme.resetForTesting()
        #expect(AppTheme.controller.variant == .light, "a reset puts the contrast back too")
    }

    @MainActor
    @Test func bindingsAndStylesThroughTheFacadeFollowTheGlobalTheme() {
        let label = Label()
        AppTheme.controller.bind(label, \.textColor) { $0.palette.primary }
        AppTheme.controller.bind(label, key: "text") { label, theme in label.text = theme.name }
        AppTheme.controller.apply(Style<Label>("Body").setting(\.font) { $0.fontStyles.body }, to: label)
        var told: [String] = []
        let observation = AppTheme.controller.observeOnMain { told.append($0.theme.id) }
        AppTheme.setTheme(AcmeTheme())
        #expect(label.textColor == AcmeTheme().palette.primary)
        #expect(label.text == "Acme")
        #expect(told == ["acme"])
        _ = observation
    }

    @Test func restoreAtStartUpReportsAStoredChoiceThatCannotBeUsed() throws {
        let suite = "palette-apptheme-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let store = UserDefaultsThemeStore(suiteName: suite)
        let registry = try ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
        var reported: [ThemeError] = []
        try store.saveThemeID("acme")
        reported += AppTheme.controller.restore(from: store, in: registry).error.map { [$0] } ?? []
        #expect(AppTheme.current.id == "acme")
        #expect(reported.isEmpty)
        try store.saveThemeID("gone")
        reported += AppTheme.controller.restore(from: store, in: registry).error.map { [$0] } ?? []
        #expect(AppTheme.current.id == "default")
        #expect(reported.count == 1)
        let saving = AppTheme.controller.persistChoice(to: store)
        AppTheme.setTheme(AcmeTheme())
        #expect(try store.loadThemeID() == "acme")
        _ = saving
    }
}
