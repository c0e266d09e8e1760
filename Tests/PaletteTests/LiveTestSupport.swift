import Dispatch
import Foundation
import Testing

@testable import Palette
@testable import PaletteFormats

/// A dark theme for light/dark pairs.
struct NightTheme: CompiledTheme {
    let id = "night"
    let name = "Night"
    let palette = ThemePalette(
        primary: ThemeColor(red8: 0x93, green8: 0xC5, blue8: 0xFD),
        secondary: ThemeColor(red8: 0x5E, green8: 0xEA, blue8: 0xD4),
        neutral: ThemeColor(red8: 0x0F, green8: 0x17, blue8: 0x2A),
        highlight: ThemeColor(red8: 0xFB, green8: 0xBF, blue8: 0x24)
    )
    let fontStyles = DefaultTheme().fontStyles
}

/// A plain class standing in for a label: what bindings and styles set on Linux. Not final, so
/// that a subclass can check registrations for a class serve its subclasses.
class Label {
    var text = ""
    var textColor: ThemeColor?
    var backgroundColor: ThemeColor?
    var font: FontDescriptor?
    var numberOfLines = 1
    var cornerRadius = 0.0
    var isHidden = false
    var layer = Layer()
}

/// A plain class standing in for a `CALayer`, for key paths such as `layer.borderColor`.
final class Layer {
    var borderColor: ThemeColor?
    var borderWidth = 0.0
}

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
