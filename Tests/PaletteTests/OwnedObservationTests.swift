import PaletteTestSupport
import Testing

@testable import Palette

/// An object that observes, standing in for a view or a view controller.
private final class Screen: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// Observations tied to an owner's lifetime: no token to keep, and the owner held weakly.
struct OwnedObservationTests {
    @Test func aKeptOwnerIsToldEveryChangeWithoutAToken() {
        let controller = ThemeController()
        let calls = Recorder<String>()
        let screen = Screen(name: "profile")
        controller.observe(owner: screen) { screen, change in calls.append("\(screen.name): \(change.theme.id)") }
        controller.setTheme(AcmeTheme())
        controller.setTheme(NightTheme())
        #expect(calls.values == ["profile: acme", "profile: night"])
        withExtendedLifetime(screen) {}
    }

    @Test func aFreedOwnerIsNotToldAndItsObserverIsRemoved() {
        let controller = ThemeController()
        let calls = Recorder<String>()
        let kept = Screen(name: "kept")
        weak var freed: Screen?
        do {
            let dropped = Screen(name: "dropped")
            freed = dropped
            controller.observe(owner: dropped) { screen, _ in calls.append(screen.name) }
            controller.observe(owner: kept) { screen, _ in calls.append(screen.name) }
            controller.setTheme(AcmeTheme())
            #expect(calls.values == ["dropped", "kept"])
        }
        #expect(freed == nil, "observing does not keep the owner alive")
        controller.setTheme(NightTheme())
        #expect(calls.values == ["dropped", "kept", "kept"], "the freed owner's observer is not called")
        #expect(controller.observerCount == 1, "the first change after the owner went removes its observer")
        #expect(controller.ownedObservationCount == 1)
        withExtendedLifetime(kept) {}
    }

    @Test func registeringSweepsObserversOfFreedOwnersWhenNoChangeComes() {
        let controller = ThemeController()
        for index in 0..<1000 {
            controller.observe(owner: Screen(name: "\(index)")) { _, _ in }
        }
        #expect(controller.ownedObservationCount < 128, "freed owners are swept as new ones register")
        #expect(controller.observerCount == controller.ownedObservationCount)
    }

    @MainActor
    @Test func aKeptOwnerIsToldOnTheMainActorAndAFreedOneIsNot() {
        let controller = ThemeController()
        var calls: [String] = []
        let kept = Screen(name: "kept")
        weak var freed: Screen?
        do {
            let dropped = Screen(name: "dropped")
            freed = dropped
            controller.observeOnMain(owner: dropped) { screen, change in
                calls.append("\(screen.name) \(change.theme.id)")
            }
            controller.observeOnMain(owner: kept) { screen, change in
                calls.append("\(screen.name) \(change.theme.id)")
            }
            controller.setTheme(AcmeTheme())
            #expect(calls == ["dropped acme", "kept acme"], "delivered before setTheme returns on the main actor")
        }
        #expect(freed == nil)
        controller.setTheme(NightTheme())
        #expect(calls == ["dropped acme", "kept acme", "kept night"])
        #expect(controller.mainObserverCount == 1)
        withExtendedLifetime(kept) {}
    }

    @Test func theControllerDoesNotKeepItselfAliveThroughOwnedObservations() {
        weak var freed: ThemeController?
        let screen = Screen(name: "profile")
        do {
            let controller = ThemeController()
            freed = controller
            controller.observe(owner: screen) { _, _ in }
            controller.observeOnMain(owner: screen) { _, _ in }
        }
        #expect(freed == nil)
        withExtendedLifetime(screen) {}
    }
}
