#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIViewPropertyAnimator {
    /// An animator with a transition's duration and timing curve; start it after the transition's
    /// delay (`startAnimation(afterDelay: transition.delay.seconds)`), or use
    /// ``runningPalette(_:reduceMotion:animations:)``, which also honours Reduce Motion.
    @MainActor
    public convenience init(_ transition: ThemeTransition, animations: (() -> Void)? = nil) {
        let curve = transition.timingFunction
        self.init(
            duration: transition.duration.seconds,
            controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
            controlPoint2: CGPoint(x: curve.x2, y: curve.y2),
            animations: animations
        )
    }

    /// Runs `animations` as the transition says, after its delay, and returns the running animator.
    ///
    /// With Reduce Motion on, the transition becomes a short cross-fade
    /// (``ThemeTransition/respecting(reduceMotion:)``) or, when it has no duration, happens at once: pass
    /// changes of opacity as `animations` and make movement instant in that case.
    ///
    /// - Parameters:
    ///   - transition: The duration, delay and timing curve.
    ///   - reduceMotion: Whether Reduce Motion is on; `UIAccessibility.isReduceMotionEnabled` by default.
    ///   - animations: The changes to animate.
    @MainActor @discardableResult
    public static func runningPalette(
        _ transition: ThemeTransition,
        reduceMotion: Bool = UIAccessibility.isReduceMotionEnabled,
        animations: @escaping @MainActor () -> Void
    ) -> UIViewPropertyAnimator {
        let effective = transition.respecting(reduceMotion: reduceMotion) ?? ThemeTransition(duration: .zero)
        let animator = UIViewPropertyAnimator(effective, animations: animations)
        animator.startAnimation(afterDelay: effective.delay.seconds)
        return animator
    }
}
#endif
