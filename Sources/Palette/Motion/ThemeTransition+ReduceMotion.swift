extension ThemeTransition {
    /// The longest a cross-fade runs when the reader has turned on Reduce Motion: 150 ms.
    static let reducedMotionDuration = ThemeDuration(150, .milliseconds)

    /// This transition, or what it becomes when the reader has turned on Reduce Motion: a short
    /// cross-fade, or `nil`: nothing to animate.
    ///
    /// Apple's guidance for Reduce Motion is to replace movement (sliding, zooming, bouncing) with
    /// dissolves. So with `reduceMotion` on, a transition with a duration becomes a fade of at most
    /// 150 ms, after the same delay (the order in which things appear is kept), on `ease-in-out` (a
    /// curve that overshoots would push the fade past its ends); a transition with no duration stays
    /// instant, and is `nil`. The bridges animate opacity only with it; what moved is set at once.
    ///
    /// - Parameter reduceMotion: Whether the reader has turned on Reduce Motion
    ///   (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`,
    ///   `NSWorkspace.accessibilityDisplayShouldReduceMotion`).
    public func respecting(reduceMotion: Bool) -> ThemeTransition? {
        guard reduceMotion else { return self }
        guard duration.seconds > 0 else { return nil }
        return ThemeTransition(
            duration: min(duration, Self.reducedMotionDuration),
            delay: delay,
            timingFunction: .easeInOut
        )
    }
}
