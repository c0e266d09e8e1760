import Dispatch
import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import Palette

/// A theme whose primary colour differs from every other test theme's.
private struct TealTheme: CompiledTheme {
    let id = "teal"
    let name = "Teal"
    let palette = ThemePalette(
        primary: ThemeColor(red8: 0x0F, green8: 0x76, blue8: 0x6E),
        secondary: ThemeColor(red8: 0x1F, green8: 0x2A, blue8: 0x44),
        neutral: .white,
        highlight: ThemeColor(red8: 0xB4, green8: 0x53, blue8: 0x09)
    )
    let fontStyles = DefaultTheme().fontStyles
}

/// Delivery on the main actor, for UI code.
@MainActor
struct MainActorDeliveryTests {
    @Test func aSwitchOnTheMainActorIsDeliveredBeforeSetThemeReturns() {
        let controller = ThemeController()
        var seen: [String] = []
        let observation = controller.observeOnMain { seen.append($0.theme.id) }
        controller.setTheme(AcmeTheme())
        #expect(seen == ["acme"])
        _ = observation
    }

    @Test func switchesFromOtherThreadsArriveOnTheMainActorInOrder() async {
        let controller = ThemeController()
        var seen: [(sequence: UInt64, id: String)] = []
        let observation = controller.observeOnMain { change in
            #if canImport(Darwin)
            #expect(Thread.isMainThread)
            #endif
            seen.append((change.sequence, change.theme.id))
        }
        let themes = [AcmeTheme().resolved, NightTheme().resolved]
        onBackgroundThread {
            for index in 0..<100 { controller.setTheme(themes[index % 2]) }
        }
        #expect(seen.isEmpty, "nothing runs on the background thread; the main actor is busy with this test")
        await Task.detached {
            for index in 100..<200 { controller.setTheme(themes[index % 2]) }
        }.value
        #expect(await waitUntil { seen.count == 200 })
        #expect(seen.map(\.sequence) == (1...200).map { UInt64($0) }, "every change, in the order made")
        #expect(seen.last?.id == "night")
        _ = observation
    }

    @Test func cancellingStopsChangesAlreadyQueuedForTheMainActor() async {
        let controller = ThemeController()
        var calls = 0
        let observation = controller.observeOnMain { _ in calls += 1 }
        onBackgroundThread { controller.setTheme(AcmeTheme()) }
        #expect(controller.mainObserverCount == 1)
        observation.cancel()
        #expect(controller.mainObserverCount == 0)
        let probe = controller.observeOnMain { _ in }
        onBackgroundThread { controller.setTheme(DefaultTheme()) }
        #expect(await waitUntil { controller.relay.isIdle }, "both queued changes were drained")
        #expect(calls == 0, "the queued change was not delivered after cancel")
        _ = probe
    }

    @Test func aSwitchOnTheMainActorIsDeliveredBeforeReturningWhileAnotherThreadIsDelivering() async {
        let controller = ThemeController()
        let acme = AcmeTheme().resolved
        let night = NightTheme().resolved
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        var told: [String] = []
        let onMain = controller.observeOnMain { told.append($0.theme.id) }
        // Holds the other thread inside its delivery of 'night' until this test lets it go.
        let delivering = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let blocker = controller.observe { change in
            guard change.theme.id == "night" else { return }
            delivering.signal()
            release.wait()
        }
        DispatchQueue.global().async { controller.setTheme(night) }
        delivering.wait()
        controller.setTheme(acme)
        #expect(label.textColor == acme.palette.primary, "re-applied before setTheme returned")
        #expect(told == ["night", "acme"], "the other thread's earlier change first, then this one")
        release.signal()
        #expect(await waitUntil { controller.relay.isIdle })
        #expect(told == ["night", "acme"], "each change is told once")
        #expect(label.textColor == acme.palette.primary)
        _ = (onMain, blocker)
    }

    @Test func thousandsOfQueuedSwitchesAreDeliveredInOrderByOneSwitchOnTheMainActor() async {
        let controller = ThemeController()
        var told: [UInt64] = []
        let observation = controller.observeOnMain { told.append($0.sequence) }
        let themes = [AcmeTheme().resolved, TealTheme().resolved]
        // Queued from a thread of its own while the main actor waits here, so none is drained
        // before the switch below drains them all (the thread needs nothing of the main actor).
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for index in 0..<5_000 { controller.setTheme(themes[index % 2]) }
            done.signal()
        }
        done.wait()
        #expect(told.isEmpty)
        controller.setTheme(DefaultTheme())
        #expect(told.count == 5_001, "every switch was told once")
        #expect(told == told.sorted(), "in the order they were made")
        #expect(controller.current.id == "default")
        #expect(await waitUntil { controller.relay.isIdle })
        _ = observation
    }

    @Test func switchesOnTheMainActorRacingOtherThreadsEachReapplyBeforeReturning() async {
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        var lastTold: String?
        let onMain = controller.observeOnMain { lastTold = $0.theme.id }
        // A slow closure observer keeps the switching threads delivering most of the time.
        let slow = controller.observe { _ in usleep(20) }
        let stop = LockedState(false)
        let others = [NightTheme().resolved, DefaultTheme().resolved]
        let started = DispatchSemaphore(value: 0)
        let switcher = Task.detached {
            var count = 0
            while !stop.withLock({ $0 }) {
                controller.setTheme(others[count % 2])
                if count == 0 { started.signal() }
                count += 1
            }
            return count
        }
        started.wait()  // the other thread is switching before this one starts
        let mine = [AcmeTheme().resolved, TealTheme().resolved]
        var mismatches: [String] = []
        for index in 0..<300 {
            let theme = mine[index % 2]
            controller.setTheme(theme)
            if label.textColor != theme.palette.primary || lastTold != theme.id {
                mismatches.append("#\(index): bound \(label.textColor?.hex ?? "nil"), told \(lastTold ?? "nil")")
            }
        }
        stop.withLock { $0 = true }
        #expect(await switcher.value > 1, "the other thread switched meanwhile")
        #expect(mismatches.isEmpty, "every switch had re-applied when setTheme returned: \(mismatches.prefix(5))")
        #expect(await waitUntil { controller.relay.isIdle })
        #expect(label.textColor == controller.current.palette.primary, "bindings end on the current theme")
        _ = (onMain, slow)
    }

    @Test func aSwitchMadeByABindingIsDeliveredBeforeTheOutermostSetThemeReturns() {
        let controller = ThemeController()
        let acme = AcmeTheme().resolved
        let night = NightTheme().resolved
        let redirect = Label()
        controller.bind(redirect, key: "redirect") { _, theme in
            if theme.id == "acme" { controller.setTheme(night) }  // re-entrant: queued behind this delivery
        }
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        var told: [String] = []
        let onMain = controller.observeOnMain { told.append($0.theme.id) }
        controller.setTheme(acme)
        #expect(told == ["acme", "night"], "the nested switch follows the one being delivered")
        #expect(label.textColor == night.palette.primary)
        #expect(controller.relay.isIdle)
        _ = onMain
    }

    @Test func aSwitchMadeByAClosureObserverIsDeliveredBeforeTheOutermostSetThemeReturns() {
        let controller = ThemeController()
        let recorder = Recorder<String>()
        let redirect = controller.observe { change in
            recorder.append("closure saw \(change.theme.id)")
            if change.theme.id == "acme" { controller.setTheme(NightTheme()) }  // no isolation here
        }
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        var told: [String] = []
        let onMain = controller.observeOnMain { told.append($0.theme.id) }
        controller.setTheme(AcmeTheme())
        #expect(recorder.values == ["closure saw acme", "closure saw night"], "both told on this thread, in order")
        #expect(told == ["acme", "night"])
        #expect(label.textColor == NightTheme().palette.primary)
        #expect(controller.relay.isIdle)
        _ = (redirect, onMain)
    }

    @Test func aTaskAClosureObserverStartsIsNotTakenForTheMainActor() async {
        // A `Task {}` inherits the task-locals of the delivery that starts it but runs on another
        // thread: its switch is made there and reaches the main actor after the one being told.
        // (The test does not wait inside the observer for the task: blocking the main actor on
        // the cooperative pool can starve a parallel test run.)
        let controller = ThemeController()
        let observation = controller.observe { change in
            guard change.theme.id == "acme" else { return }
            Task { controller.setTheme(NightTheme()) }
        }
        var told: [String] = []
        let onMain = controller.observeOnMain { told.append($0.theme.id) }
        controller.setTheme(AcmeTheme())
        #expect(await waitUntil { told == ["acme", "night"] }, "the task's switch reaches the main actor after")
        #expect(controller.current.id == "night")
        _ = (observation, onMain)
    }
}
