extension ThemeTransition {
    /// The longest a cross-fade runs when the reader has turned on Reduce Motion: 150 ms.
    public static let reducedMotionDuration = ThemeDuration(150, .milliseconds)

    /// What this transition becomes when the reader has turned on Reduce Motion: a short cross-fade,
    /// or nothing.
    ///
    /// Apple's guidance for Reduce Motion is to replace movement (sliding, zooming, bouncing) with
    /// dissolves. So a transition with a duration becomes a fade of at most
    /// ``reducedMotionDuration``, after the same delay (the order in which things appear is kept),
    /// on `ease-in-out` (a curve that overshoots would push the fade past its ends); a transition
    /// with no duration stays instant, and is `nil`: nothing to animate. The bridges animate opacity
    /// only with it; what moved is set at once.
    public var reducedMotion: ThemeTransition? {
        guard duration.seconds > 0 else { return nil }
        return ThemeTransition(
            duration: min(duration, Self.reducedMotionDuration),
            delay: delay,
            timingFunction: .easeInOut
        )
    }

    /// This transition, or its ``reducedMotion`` cross-fade when `reduceMotion` is on (`nil`:
    /// nothing to animate).
    ///
    /// - Parameter reduceMotion: Whether the reader has turned on Reduce Motion
    ///   (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`,
    ///   `NSWorkspace.accessibilityDisplayShouldReduceMotion`).
    public func respecting(reduceMotion: Bool) -> ThemeTransition? {
        guard reduceMotion else { return self }
        return reducedMotion
    }
}
