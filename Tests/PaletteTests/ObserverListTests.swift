import PaletteTestSupport
import Testing

@testable import Palette

struct ObserverListTests {
    /// A list of `count` observers that each record their index into `recorder` when called.
    private func makeList(_ count: Int, recorder: Recorder<Int>) -> (ObserverList, [UInt64]) {
        var list = ObserverList()
        let ids = (0..<count).map { index in list.append({ _ in recorder.append(index) }, since: 0) }
        return (list, ids)
    }

    private var change: ThemeChange {
        ThemeChange(
            theme: AcmeTheme().resolved,
            previousTheme: DefaultTheme().resolved,
            selectedThemeID: "acme",
            variant: .light,
            sequence: 1
        )
    }

    @Test func cancellingInAnyOrderKeepsTheRestInRegistrationOrder() {
        let recorder = Recorder<Int>()
        var (list, ids) = makeList(1_000, recorder: recorder)
        // Every index that is not a multiple of 7, the odd ones from the back, then the even ones
        // from the front: enough cleared entries for them to be swept out several times.
        let removed = (0..<1_000).filter { !$0.isMultiple(of: 7) }
        let order = removed.filter { !$0.isMultiple(of: 2) }.reversed() + removed.filter { $0.isMultiple(of: 2) }
        for index in order { list.remove(ids[index]) }
        let kept = (0..<1_000).filter { $0.isMultiple(of: 7) }
        #expect(list.count == kept.count)
        let change = change
        for observer in list { observer.handler(change) }
        #expect(recorder.values == kept)
    }

    @Test func removingTwiceOrAnUnknownIdentifierChangesNothing() {
        let recorder = Recorder<Int>()
        var (list, ids) = makeList(40, recorder: recorder)
        list.remove(ids[3])
        list.remove(ids[3])
        list.remove(9_999)
        #expect(list.count == 39)
        let id = list.append({ _ in recorder.append(40) }, since: 0)
        #expect(id > ids[39], "identifiers keep growing, so the list stays sorted")
        let change = change
        for observer in list { observer.handler(change) }
        #expect(recorder.values == Array(0..<3) + Array(4...40))
    }

    @Test func aSnapshotIsUnaffectedByLaterCancellations() {
        let recorder = Recorder<Int>()
        var (list, ids) = makeList(20, recorder: recorder)
        let snapshot = list
        for id in ids { list.remove(id) }
        #expect(list.count == 0)
        let change = change
        for observer in snapshot { observer.handler(change) }
        #expect(recorder.values == Array(0..<20), "a delivery in progress still tells every observer it started with")
    }

    @Test func tenThousandObserversCancelledOneByOneAllStop() {
        let controller = ThemeController()
        let recorder = Recorder<Int>()
        var observations = (0..<10_000).map { index in controller.observe { _ in recorder.append(index) } }
        for index in stride(from: 9_999, through: 0, by: -2) { observations[index].cancel() }
        #expect(controller.observerCount == 5_000)
        controller.setTheme(AcmeTheme())
        #expect(recorder.values == Array(stride(from: 0, to: 10_000, by: 2)))
        observations.removeAll()
        #expect(controller.observerCount == 0, "releasing an observation cancels it")
        controller.setTheme(DefaultTheme())
        #expect(recorder.values.count == 5_000)
    }
}
