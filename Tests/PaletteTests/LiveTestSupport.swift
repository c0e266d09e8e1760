import Dispatch
import Foundation
import Palette
import PaletteTestSupport
import Testing

/// A plain class standing in for a `UIButton`, with a setter that takes a state argument.
final class Button {
    enum State: Hashable { case normal, highlighted }
    private(set) var titleColors: [State: ThemeColor] = [:]
    var titleLabel = Label()
    var frame = StyleRect(x: 0, y: 0, width: 0, height: 0)
    var contentInsets = StyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var placeholder: (text: String, color: ThemeColor?) = ("", nil)
    func setTitleColor(_ color: ThemeColor, for state: State) { titleColors[state] = color }
}

/// Something a transform captures, to check that a freed binding releases what it held.
final class Sentinel: Sendable {}

/// Waits on the main actor, letting queued main-actor work run, until `condition` holds or five
/// seconds pass; returns whether it held.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// Runs `body` on a background thread and waits for it without suspending the caller, so work
/// it queues for the main actor stays queued until the caller next suspends.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().sync {
        #expect(!Thread.isMainThread)
        body()
    }
}
