import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// AUUTheme's cached setters, typed: bindings applied at once and replayed on every switch.
@MainActor
struct ThemeBindingTests {
    let acme = AcmeTheme().resolved
    let night = NightTheme().resolved
    let light = DefaultTheme().resolved

    @Test func aBindingAppliesAtOnceAndAgainOnEverySwitch() {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        #expect(label.textColor == light.palette.primary, "applied at once")
        controller.setTheme(acme)
        #expect(label.textColor == acme.palette.primary, "re-applied before setTheme returned")
        _ = try? controller.setTheme(named: "night", in: ThemeRegistry([NightTheme.self]))
        #expect(label.textColor == night.palette.primary)
        controller.resetToDefault()
        #expect(label.textColor == light.palette.primary)
    }

    @Test func aFreedObjectsBindingsDisappearAndReleaseWhatTheyHeld() {
        let controller = ThemeController()
        weak var freedLabel: Label?
        weak var freedSentinel: Sentinel?
        do {
            let label = Label()
            let sentinel = Sentinel()
            freedLabel = label
            freedSentinel = sentinel
            controller.bind(label, \.textColor) { theme in
                _ = sentinel
                return theme.palette.primary
            }
            controller.bind(label, \.font) { $0.fontStyles.body }
            #expect(controller.bindingCount == 2)
        }
        #expect(freedLabel == nil, "the controller holds the object weakly")
        controller.setTheme(acme)
        #expect(controller.bindingCount == 0, "its bindings went with it")
        #expect(freedSentinel == nil, "what the transform captured was released: no leak")
    }

    @Test func aKeptTokenDoesNotKeepWhatAFreedObjectsBindingCaptured() {
        let controller = ThemeController()
        weak var freedSentinel: Sentinel?
        var binding: ThemeBinding?
        do {
            let label = Label()
            let sentinel = Sentinel()
            freedSentinel = sentinel
            binding = controller.bind(label, \.textColor) { theme in
                _ = sentinel
                return theme.palette.primary
            }
        }
        controller.setTheme(acme)
        #expect(freedSentinel == nil, "the replay that found the object freed dropped the transform")
        #expect(binding?.isActive == false)
        binding?.cancel()
    }

    @Test func freedObjectsAreSweptEvenWithoutSwitches() {
        let controller = ThemeController()
        for _ in 0..<1_000 {
            let label = Label()
            controller.bind(label, \.textColor) { $0.palette.primary }
        }
        let kept = Label()
        controller.bind(kept, \.textColor) { $0.palette.primary }
        #expect(controller.relay.bindings.storedCount < 200, "the table does not grow with freed objects")
        #expect(controller.bindingCount == 1)
    }

    @Test func cancellingTheTokenStopsTheBindingAndKeepsTheValue() {
        let controller = ThemeController()
        let label = Label()
        let binding = controller.bind(label, \.textColor) { $0.palette.primary }
        #expect(binding.isActive)
        binding.cancel()
        #expect(!binding.isActive)
        controller.setTheme(acme)
        #expect(label.textColor == light.palette.primary, "the last applied value stays")
        #expect(controller.bindingCount == 0)
        binding.cancel()
    }

    @Test func releasingTheTokenDoesNotCancel() {
        let controller = ThemeController()
        let label = Label()
        do { _ = controller.bind(label, \.textColor) { $0.palette.primary } }
        controller.setTheme(acme)
        #expect(label.textColor == acme.palette.primary, "bind once and forget, as AUUTheme's setters")
    }

    @Test func rebindingTheSamePropertyReplacesItInsteadOfAddingOne() {
        let controller = ThemeController()
        let label = Label()
        var firstCalls = 0
        let first = controller.bind(label, \.textColor) { theme in
            firstCalls += 1
            return theme.palette.primary
        }
        let second = controller.bind(label, \.textColor) { $0.palette.secondary }
        controller.bind(label, \.font) { $0.fontStyles.body }
        #expect(controller.bindingCount == 2)
        #expect(!first.isActive && second.isActive)
        controller.setTheme(acme)
        #expect(firstCalls == 1, "the replaced transform is not called again")
        #expect(label.textColor == acme.palette.secondary)
        first.cancel()
        controller.setTheme(night)
        #expect(label.textColor == night.palette.secondary, "cancelling a replaced token leaves the new binding")
    }

    @Test func aNestedKeyPathIsItsOwnProperty() {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.layer.borderColor) { $0.palette.outline }
        controller.bind(label, \.layer.borderWidth) { $0.id == "acme" ? 2 : 1 }
        controller.setTheme(acme)
        #expect(label.layer.borderColor == acme.palette.outline)
        #expect(label.layer.borderWidth == 2)
        #expect(controller.bindingCount == 2)
    }

    @Test func aSetterWithArgumentsIsCachedByKeyAsAUUThemeCachesSelectorAndParameters() {
        let controller = ThemeController()
        let button = Button()
        controller.bind(button, key: "titleColor.normal") { button, theme in
            button.setTitleColor(theme.palette.primary, for: .normal)
        }
        controller.bind(button, key: "titleColor.highlighted") { button, theme in
            button.setTitleColor(theme.palette.highlight, for: .highlighted)
        }
        controller.bind(button, key: "titleColor.normal") { button, theme in
            button.setTitleColor(theme.palette.onPrimary, for: .normal)
        }
        #expect(controller.bindingCount == 2, "same key replaces, other keys add")
        controller.setTheme(acme)
        #expect(button.titleColors == [.normal: acme.palette.onPrimary, .highlighted: acme.palette.highlight])
    }

    @Test func bindingsReapplyBeforeMainActorObserversAreTold() {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        var seenByObserver: ThemeColor?
        let observation = controller.observeOnMain { _ in seenByObserver = label.textColor }
        controller.setTheme(acme)
        #expect(seenByObserver == acme.palette.primary)
        _ = observation
    }

    @Test func aSwitchFromAnotherThreadReappliesOnTheMainActorNotOnThatThread() async {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        let acme = acme
        onBackgroundThread { controller.setTheme(acme) }  // the main actor is busy with this test
        #expect(controller.current.id == "acme")
        #expect(label.textColor == light.palette.primary, "not applied on the background thread")
        #expect(await waitUntil { label.textColor == acme.palette.primary }, "applied once the main actor is free")
    }

    @Test func appearanceSwitchesReapplyBindings() {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.backgroundColor) { $0.palette.background }
        controller.setTheme(AdaptiveTheme(id: "auto", name: "Auto", light: DefaultTheme(), dark: NightTheme()))
        #expect(label.backgroundColor == light.palette.background)
        controller.setAppearance(.dark)
        #expect(label.backgroundColor == night.palette.background)
    }

    @Test func manyBindingsFollowConcurrentSwitchesToTheLastTheme() async {
        let controller = ThemeController()
        let labels = (0..<2_000).map { _ in Label() }
        for label in labels { controller.bind(label, \.textColor) { $0.palette.primary } }
        let themes = [acme, night, light]
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for index in 0..<50 { controller.setTheme(themes[(index + writer) % 3]) }
                }
            }
        }
        #expect(await waitUntil { labels[0].textColor == controller.current.palette.primary })
        #expect(await waitUntil { controller.relay.isIdle })
        let expected = controller.current.palette.primary
        #expect(labels.allSatisfy { $0.textColor == expected }, "every binding ended on the current theme")
    }

    @Test func tenThousandBindingsAllFollowASwitch() {
        let controller = ThemeController()
        let labels = (0..<10_000).map { _ in Label() }
        for label in labels {
            controller.bind(label, \.textColor) { $0.palette.primary }
            controller.bind(label, \.font) { $0.fontStyles.body }
        }
        #expect(controller.bindingCount == 20_000)
        controller.setTheme(acme)
        #expect(labels.allSatisfy { $0.textColor == acme.palette.primary })
    }
}
