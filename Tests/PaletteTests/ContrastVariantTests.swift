import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// A compiled type that makes an adaptive theme, as `palette export --format swift` writes them.
struct HarbourTheme: CompiledTheme, AdaptiveThemeRepresentable {
    let id = "harbour"
    let name = "Harbour"
    var palette: ThemePalette { DefaultTheme().palette }
    var fontStyles: ThemeFontStyles { DefaultTheme().fontStyles }
    var adaptiveTheme: AdaptiveTheme {
        AdaptiveTheme(
            id: id,
            name: name,
            light: DefaultTheme(),
            dark: NightTheme(),
            darkIncreasedContrast: MidnightBoldTheme()
        )
    }
}

/// Contrast as the second axis of a variant: fallbacks, four-variant themes, the controller's
/// contrast setting.
struct ContrastVariantTests {
    let four = AdaptiveTheme(
        id: "four",
        name: "Four",
        light: DefaultTheme(),
        dark: NightTheme(),
        lightIncreasedContrast: BoldTheme(),
        darkIncreasedContrast: MidnightBoldTheme()
    )

    @Test func increasedContrastFallsBackToStandardBeforeDarkFallsBackToLight() {
        #expect(
            ThemeVariant.darkIncreasedContrast.fallbacks == [
                .darkIncreasedContrast, .dark, .lightIncreasedContrast, .light,
            ]
        )
        #expect(ThemeVariant.lightIncreasedContrast.fallbacks == [.lightIncreasedContrast, .light])
        #expect(ThemeVariant.dark.fallbacks == [.dark, .light])
        #expect(ThemeVariant.light.fallbacks == [.light])
    }

    @Test func variantsNameThemselvesForMessagesIdentifiersAndLevels() {
        #expect(ThemeVariant.darkIncreasedContrast.description == "dark, increased contrast")
        #expect(ThemeVariant.darkIncreasedContrast.id(of: "ocean") == "ocean-dark-increased-contrast")
        #expect(ThemeVariant.dark.name(of: "Ocean") == "Ocean (dark)")
        #expect(ThemeVariant.light.contrast.level == .aa && ThemeVariant.lightIncreasedContrast.contrast.level == .aaa)
    }

    @Test func aFourVariantThemeServesEachVariantItsOwnTheme() {
        #expect(four.definedVariants == ThemeVariant.allCases)
        #expect(four.variant(.light).id == "default")
        #expect(four.variant(for: .dark).id == "night")
        #expect(four.variant(for: .light, contrast: .increased).id == "bold")
        #expect(four.variant(.darkIncreasedContrast).id == "midnight-bold")
        for variant in ThemeVariant.allCases { #expect(four.fallback(for: variant) == variant) }
    }

    @Test func aMissingVariantIsServedByItsFirstFallbackTheThemeHas() {
        let pair = AdaptiveTheme(id: "pair", name: "Pair", light: DefaultTheme(), dark: NightTheme())
        #expect(pair.definedVariants == [.light, .dark])
        #expect(pair.variant(.lightIncreasedContrast).id == "default")
        #expect(pair.variant(.darkIncreasedContrast).id == "night", "dark stays dark")
        #expect(pair.fallback(for: .darkIncreasedContrast) == .dark)

        let lightOnly = AdaptiveTheme(
            id: "bright",
            name: "Bright",
            light: DefaultTheme(),
            lightIncreasedContrast: BoldTheme()
        )
        #expect(lightOnly.variant(.dark).id == "default")
        #expect(lightOnly.variant(.darkIncreasedContrast).id == "bold", "no dark at all: the increased light one")
        #expect(lightOnly.fallback(for: .darkIncreasedContrast) == .lightIncreasedContrast)
    }

    @Test func anAdaptiveVariantContributesItsOwnVariantOfTheSameKind() {
        let outer = AdaptiveTheme(id: "outer", name: "Outer", light: four, dark: four, darkIncreasedContrast: four)
        #expect(outer.variant(.dark).id == "night")
        #expect(outer.variant(.darkIncreasedContrast).id == "midnight-bold")
        #expect(outer.variant(.lightIncreasedContrast).id == "default", "outer has no such variant: its light")
    }

    @Test func theControllerServesTheVariantForAppearanceAndContrast() {
        let controller = ThemeController(theme: four, notificationCenter: nil)
        #expect(controller.variant == .light && controller.contrast == .standard)
        controller.setContrast(.increased)
        #expect(controller.current.id == "bold")
        controller.setAppearance(.dark)
        #expect(controller.current.id == "midnight-bold")
        controller.contrast = .standard
        #expect(controller.current.id == "night")
        #expect(controller.selectedTheme.id == "four", "the choice to store is the theme, not its variant")
    }

    @Test func changingContrastIsAChangeLikeAnyOtherAndBothAtOnceIsOneChange() {
        let controller = ThemeController(theme: four, notificationCenter: nil)
        let seen = Recorder<String>()
        let observation = controller.observe { change in
            seen.append("\(change.theme.id) \(change.appearance.rawValue) \(change.contrast.rawValue)")
        }
        controller.setContrast(.increased)
        controller.setContrast(.increased)
        controller.setVariant(.dark)
        controller.setVariant(.darkIncreasedContrast)
        controller.setTheme(AcmeTheme())
        controller.setContrast(.standard)
        #expect(
            seen.values == [
                "bold light increased", "night dark standard", "midnight-bold dark increased",
                "acme dark increased", "acme dark standard",
            ],
            "the same contrast twice is no change; a plain theme still tells of the new contrast"
        )
        _ = observation
    }

    @Test func theNotificationCarriesTheContrast() {
        let center = NotificationCenter()
        let controller = ThemeController(theme: four, notificationCenter: center)
        let contrasts = Recorder<String>()
        let token = center.addObserver(forName: .paletteThemeDidChange, object: controller, queue: nil) { note in
            contrasts.append(ThemeChange(notification: note)?.contrast.rawValue ?? "none")
        }
        defer { center.removeObserver(token) }
        controller.setContrast(.increased)
        #expect(contrasts.values == ["increased"])
    }

    @MainActor
    @Test func contrastSwitchesReapplyBindings() {
        let controller = ThemeController(theme: four, notificationCenter: nil)
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        controller.setContrast(.increased)
        #expect(label.textColor == BoldTheme().palette.primary)
    }

    @Test func aCompiledTypeThatMakesAnAdaptiveThemeIsServedAsOne() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        try registry.register(HarbourTheme.self)
        let controller = ThemeController(notificationCenter: nil)
        controller.setVariant(.darkIncreasedContrast)
        try controller.setTheme(named: "HarbourTheme", in: registry)
        #expect(controller.current.id == "midnight-bold")
        #expect(controller.selectedTheme.id == "harbour" && controller.selectedTheme.isCompiled)
        controller.setContrast(.standard)
        #expect(controller.current.id == "night")

        let bootstrapped = ThemeController(notificationCenter: nil)
        bootstrapped.setAppearance(.dark)
        bootstrapped.bootstrap(HarbourTheme.self)
        #expect(bootstrapped.current.id == "night", "a white-label build's adaptive type follows the appearance")
    }

    @Test func aRestoredChoiceFollowsTheContrastAgain() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        try registry.register(four)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-contrast-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileThemeStore(directory: folder)
        let controller = ThemeController(notificationCenter: nil)
        let saving = controller.persistChoice(to: store)
        controller.setTheme(four)
        controller.setContrast(.increased)
        #expect(try store.loadThemeID() == "four")
        let restarted = ThemeController(notificationCenter: nil)
        restarted.setContrast(.increased)
        restarted.restore(from: store, in: registry)
        #expect(restarted.current.id == "bold")
        _ = saving
    }
}
