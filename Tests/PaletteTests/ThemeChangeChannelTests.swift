import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import Palette

/// The channels that tell of a change: async sequences, notifications, main-actor observers.
struct ThemeChangeChannelTests {
    @Test func anIteratorSeesEveryChangeMadeAfterItStartsInOrder() async {
        let controller = ThemeController()
        controller.setTheme(NightTheme())  // before the iterator: not seen
        var iterator = controller.changes.makeAsyncIterator()
        controller.setTheme(AcmeTheme())
        controller.setTheme(DefaultTheme())
        controller.setAppearance(.dark)
        var seen: [String] = []
        for _ in 0..<3 {
            guard let change = await iterator.next() else { break }
            seen.append("\(change.previousTheme.id)->\(change.theme.id) \(change.appearance)")
        }
        #expect(seen == ["night->acme light", "acme->default light", "default->default dark"])
    }

    @Test func twoIteratorsEachSeeTheWholeSequence() async {
        let controller = ThemeController()
        var first = controller.changes.makeAsyncIterator()
        var second = controller.changes.makeAsyncIterator()
        #expect(controller.streamCount == 2)
        controller.setTheme(AcmeTheme())
        #expect(await first.next()?.theme.id == "acme")
        #expect(await second.next()?.theme.id == "acme")
    }

    @Test func aStalledIteratorKeepsTheNewestChangesUpToItsBuffer() async {
        let controller = ThemeController()
        let sequence = controller.changes(bufferingNewest: 2)
        #expect(sequence.bufferLimit == 2)
        #expect(controller.changes.bufferLimit == ThemeChanges.defaultBufferLimit)
        #expect(controller.changes(bufferingNewest: 0).bufferLimit == 1, "a buffer always keeps the latest change")
        var iterator = sequence.makeAsyncIterator()
        for theme in [AcmeTheme().resolved, NightTheme().resolved, DefaultTheme().resolved, AcmeTheme().resolved] {
            controller.setTheme(theme)
        }
        #expect(await iterator.next()?.theme.id == "default", "the two oldest unread changes were dropped")
        #expect(await iterator.next()?.theme.id == "acme", "the latest change is never lost")
    }

    @Test func cancellingTheIteratingTaskEndsTheLoopAndUnregisters() async {
        let controller = ThemeController()
        let started = ThemeChanges(controller: controller, bufferLimit: 4)
        let task = Task {
            var count = 0
            for await _ in started { count += 1 }
            return count
        }
        while controller.streamCount == 0 { await Task.yield() }
        controller.setTheme(AcmeTheme())
        task.cancel()
        let count = await task.value
        #expect(count <= 1)
        #expect(controller.streamCount == 0, "a cancelled iterator is unregistered")
        controller.setTheme(DefaultTheme())  // nothing left to yield to
    }

    @Test func releasingAnIteratorUnregistersIt() {
        let controller = ThemeController()
        do {
            let iterator = controller.changes.makeAsyncIterator()
            #expect(controller.streamCount == 1)
            _ = iterator
        }
        #expect(controller.streamCount == 0)
    }

    @Test func theSequenceEndsWhenTheControllerIsReleased() async {
        var controller: ThemeController? = ThemeController()
        var iterator = controller?.changes.makeAsyncIterator()
        controller?.setTheme(AcmeTheme())
        controller = nil
        #expect(await iterator?.next()?.theme.id == "acme", "buffered changes are still read")
        #expect(await iterator?.next() == nil)
    }

    @Test func aNotificationCarriesTheChange() throws {
        let center = NotificationCenter()
        let controller = ThemeController(notificationCenter: center)
        let received = Recorder<[String]>()
        let token = center.addObserver(forName: .paletteThemeDidChange, object: controller, queue: nil) { note in
            let change = ThemeChange(notification: note)
            received.append([
                note.name.rawValue,
                change?.previousTheme.name ?? "?",
                change?.theme.name ?? "?",
                change?.selectedThemeID ?? "?",
                change?.appearance.rawValue ?? "?",
            ])
        }
        defer { center.removeObserver(token) }
        controller.setTheme(AcmeTheme())
        #expect(
            received.values == [
                ["PaletteThemeDidChange", "Default", "Acme", "acme", "light"]
            ]
        )
        let other = Notification(name: .init("Other"), object: nil, userInfo: nil)
        #expect(ThemeChange(notification: other) == nil)
    }

    @Test func theNotificationCenterIsTheDefaultUnlessConfiguredAndNilPostsNothing() {
        let controller = ThemeController()
        #expect(controller.notificationCenter === NotificationCenter.default)
        let received = Recorder<String>()
        let token = NotificationCenter.default.addObserver(
            forName: .paletteThemeDidChange,
            object: controller,
            queue: nil
        ) { note in received.append(ThemeChange(notification: note)?.theme.id ?? "?") }
        defer { NotificationCenter.default.removeObserver(token) }
        controller.setTheme(AcmeTheme())
        controller.notificationCenter = nil
        controller.setTheme(NightTheme())
        #expect(received.values == ["acme"])
    }

    @Test func anObserverIsNotToldOfASwitchMadeBeforeItRegistered() {
        let controller = ThemeController()
        let late = Recorder<String>()
        let holder = LockedState<[ThemeObservation]>([])
        let first = controller.observe { change in
            guard change.theme.id == "acme" else { return }
            controller.setTheme(NightTheme())  // queued behind this delivery
            let observation = controller.observe { late.append($0.theme.id) }
            holder.withLock { $0.append(observation) }
            controller.setTheme(DefaultTheme())
        }
        controller.setTheme(AcmeTheme())
        #expect(late.values == ["default"], "the 'night' switch was made before it registered")
        _ = first
    }
}
