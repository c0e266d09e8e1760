#if canImport(SwiftUI)
import SwiftUI

extension Animation {
    /// The animation of a transition: its timing curve over its duration, after its delay; with
    /// `reduceMotion`, its short cross-fade (``ThemeTransition/respecting(reduceMotion:)``), or `nil` (no
    /// animation) when it has no duration.
    public static func palette(_ transition: ThemeTransition, reduceMotion: Bool = false) -> Animation? {
        guard let effective = transition.respecting(reduceMotion: reduceMotion) else { return nil }
        let curve = effective.timingFunction
        return Animation.timingCurve(
            curve.x1,
            curve.y1,
            curve.x2,
            curve.y2,
            duration: effective.duration.seconds
        )
        .delay(effective.delay.seconds)
    }
}

extension View {
    /// Animates changes of `value` as the transition says, and as a short cross-fade (or not at all)
    /// when the reader has turned on Reduce Motion (SwiftUI's `accessibilityReduceMotion`). Pair it
    /// with an `.opacity` transition for views that appear, so that nothing moves then.
    public func themeAnimation<Value: Equatable>(_ transition: ThemeTransition, value: Value) -> some View {
        modifier(ThemeAnimationModifier(transition: transition, value: value))
    }
}

/// Applies a transition's animation, reading Reduce Motion from the environment.
struct ThemeAnimationModifier<Value: Equatable>: ViewModifier {
    let transition: ThemeTransition
    let value: Value
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content.animation(Animation.palette(transition, reduceMotion: reduceMotion), value: value)
    }
}
#endif
