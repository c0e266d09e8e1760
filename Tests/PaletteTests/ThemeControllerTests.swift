import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import Palette

/// Collects values from observer callbacks, which may run on any thread.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = LockedState<[Value]>([])
    func append(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}

struct ThemeControllerTests {
    @Test func startsWithTheDefaultThemeNeverNil() {
        let controller = ThemeController()
        #expect(controller.current.id == "default")
        #expect(controller.current.source is DefaultTheme)
        #expect(controller.defaultTheme.id == "default")
    }

    @Test func setThemeMakesItCurrentAndResolvesEveryRoleOnce() {
        let controller = ThemeController()
        controller.setTheme(AcmeTheme())
        #expect(controller.current.id == "acme")
        #expect(controller.current.palette.primary == AcmeTheme().palette.primary)
        #expect(controller.current.palette.onPrimary == AcmeTheme().palette.onPrimary)
    }

    @Test func setByNameThroughARegistryAndKeepTheCurrentOnError() throws {
        let controller = ThemeController()
        let registry = try ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
        try controller.setTheme(named: "AcmeTheme", in: registry)
        #expect(controller.current.id == "acme")
        #expect(throws: ThemeError.self) { try controller.setTheme(named: "nope", in: registry) }
        #expect(controller.current.id == "acme")
        #expect(throws: ThemeError.self) {
            try controller.apply(ThemeSelection(json: ##"{"theme": 1}"##), in: registry)
        }
        #expect(controller.current.id == "acme")
        try controller.apply(ThemeSelection(json: ##"{"theme": "default"}"##), in: registry)
        #expect(controller.current.id == "default")
    }

    @Test func observersSeeEveryChangeWithPreviousAndCurrent() {
        let controller = ThemeController()
        let recorder = Recorder<String>()
        let observation = controller.observe { recorder.append("\($0.previousTheme.id)->\($0.theme.id)") }
        controller.setTheme(AcmeTheme())
        controller.setTheme(DefaultTheme())
        #expect(recorder.values == ["default->acme", "acme->default"])
        observation.cancel()
        controller.setTheme(AcmeTheme())
        #expect(recorder.values.count == 2, "a cancelled observer is not called")
        observation.cancel()
    }

    @Test func releasingTheObservationCancelsIt() {
        let controller = ThemeController()
        let recorder = Recorder<String>()
        do {
            let observation = controller.observe { recorder.append($0.theme.id) }
            controller.setTheme(AcmeTheme())
            #expect(controller.observerCount == 1)
            _ = observation
        }
        #expect(controller.observerCount == 0)
        controller.setTheme(DefaultTheme())
        #expect(recorder.values == ["acme"])
    }

    @Test func aChangeMadeInsideAnObserverIsDeliveredAfterTheCurrentOne() {
        let controller = ThemeController()
        let recorder = Recorder<String>()
        let first = controller.observe { change in
            recorder.append("first saw \(change.theme.id)")
            if change.theme.id == "acme" { controller.setTheme(DefaultTheme()) }
        }
        let second = controller.observe { recorder.append("second saw \($0.theme.id)") }
        controller.setTheme(AcmeTheme())
        #expect(recorder.values == ["first saw acme", "second saw acme", "first saw default", "second saw default"])
        #expect(controller.current.id == "default")
        _ = (first, second)
    }

    @Test func bootstrapChoosesTheDefaultAndCurrentType() {
        let controller = ThemeController(theme: DefaultTheme())
        controller.bootstrap(AcmeTheme.self)
        #expect(controller.current.id == "acme")
        #expect(controller.defaultTheme.id == "acme")
        controller.setTheme(DefaultTheme())
        controller.resetToDefault()
        #expect(controller.current.id == "acme")
    }

    @Test func concurrentReadersAlwaysSeeAWholeThemeWhileOthersSwitch() async {
        let controller = ThemeController()
        let themes: [ResolvedTheme] = [ResolvedTheme(DefaultTheme()), ResolvedTheme(AcmeTheme())]
        let changes = Recorder<Int>()
        let observation = controller.observe { _ in changes.append(1) }
        let switchesPerTask = 500
        let torn = await withTaskGroup(of: Int.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for index in 0..<switchesPerTask { controller.setTheme(themes[(index + writer) % 2]) }
                    return 0
                }
            }
            for _ in 0..<8 {
                group.addTask {
                    var torn = 0
                    for _ in 0..<2_000 {
                        let current = controller.current
                        let expected = themes.first { $0.id == current.id }
                        if expected?.palette != current.palette || expected?.fontStyles != current.fontStyles {
                            torn += 1
                        }
                    }
                    return torn
                }
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
        #expect(changes.values.count == 4 * switchesPerTask, "every switch was delivered exactly once")
        _ = observation
    }

    @Test func observersRegisteredConcurrentlyAreAllKept() async {
        let controller = ThemeController()
        let observations = await withTaskGroup(of: ThemeObservation.self) { group in
            for _ in 0..<100 { group.addTask { controller.observe { _ in } } }
            return await group.reduce(into: [ThemeObservation]()) { $0.append($1) }
        }
        #expect(controller.observerCount == 100)
        for observation in observations { observation.cancel() }
        #expect(controller.observerCount == 0)
    }
}
