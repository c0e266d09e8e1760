import BenchmarkSupport
import Palette
import PaletteThemes

/// Switching the theme with live bindings: AUUTheme's cached setters, replayed on every switch.
enum BindingScenarios {
    static let group = "Live bindings"

    /// A view-like object with a themed property; main-actor bound, as UIKit views are.
    @MainActor
    final class Label {
        var textColor: ThemeColor?
        nonisolated init() {}
    }

    static let counts = [1_000, 10_000, 100_000]

    static var all: [Scenario] {
        counts.map { count in
            var requirements: [Target.Requirement] = []
            var label = "linear"
            if count == 10_000 {
                requirements.append(.atMost(5))
                label = "<= 5 ms, linear"
            }
            if count != counts[0] {
                requirements.append(
                    .linear(reference: "bindings.\(counts[0])", items: count, referenceItems: counts[0], tolerance: 2)
                )
            }
            return replaying(
                count,
                id: "bindings.\(count)",
                name: "setTheme re-applying \(count.formatted) key-path bindings",
                target: requirements.isEmpty ? nil : Target(label, requirements)
            ) { controller, label in
                controller.bind(label, \.textColor) { $0.palette.primary }
            }
        } + [
            replaying(
                10_000,
                id: "bindings.closure-10000",
                name: "setTheme re-applying 10,000 closure bindings (bind(_:key:apply:))",
                target: nil
            ) { controller, label in
                controller.bind(label, key: "textColor") { label, theme in label.textColor = theme.palette.primary }
            },
            Scenario(id: "memory.binding", group: MemoryScenarios.group, name: "per key-path binding", unit: .bytes) {
                options in
                let count = options.count(full: 100_000, quick: 10_000)
                let controller = ThemeController(notificationCenter: nil)
                let labels = (0..<(count * 3)).map { _ in Label() }
                var next = 0
                return try MemoryScenarios.perItem(count: count) {
                    defer { next += count }
                    let batch = Array(labels[next..<(next + count)])
                    return MainActor.assumeIsolated {
                        batch.map { label in controller.bind(label, \.textColor) { $0.palette.primary } }
                    }
                }
            },
        ]
    }

    /// Switching back and forth with `count` labels, each bound by `bind`; the setup checks that
    /// every label follows a switch. The benchmark runs on the main thread, where bindings apply.
    private static func replaying(
        _ count: Int,
        id: String,
        name: String,
        target: Target?,
        bind: @escaping @MainActor (ThemeController, Label) -> ThemeBinding
    ) -> Scenario {
        Scenario(id: id, group: group, name: name, unit: .milliseconds, target: target) {
            let controller = ThemeController(notificationCenter: nil)
            let labels = (0..<count).map { _ in Label() }
            let themes = [AlternativeTheme().resolved, MidnightTheme().resolved]
            let (bindings, followed) = MainActor.assumeIsolated {
                let bindings = labels.map { bind(controller, $0) }
                controller.setTheme(themes[1])
                return (bindings, labels.allSatisfy { $0.textColor == themes[1].palette.primary })
            }
            guard followed else { throw BenchmarkFailure("not every binding followed the switch") }
            return { iterations in
                MainActor.assumeIsolated {
                    for index in 0..<iterations { controller.setTheme(themes[index & 1]) }
                }
                blackHole((labels, bindings))
            }
        }
    }
}
