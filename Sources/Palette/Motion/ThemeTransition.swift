/// How a change animates: how long it takes, how long it waits first, and its timing curve
/// (DTCG's `transition`).
///
/// ```swift
/// let enter = ThemeTransition(duration: .init(250, .milliseconds), timingFunction: .easeOut)
/// ```
///
/// Encodes as DTCG writes it: `{"duration": "250ms", "delay": "0ms", "timingFunction": [0, 0, 0.58, 1]}`.
public struct ThemeTransition: Hashable, Sendable {
    /// How long the animation runs.
    public let duration: ThemeDuration
    /// How long it waits before it starts.
    public let delay: ThemeDuration
    /// How its progress follows time.
    public let timingFunction: CubicBezier

    /// Creates a transition.
    @_alwaysEmitIntoClient
    public init(duration: ThemeDuration, delay: ThemeDuration = .zero, timingFunction: CubicBezier = .ease) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

extension ThemeTransition: CustomStringConvertible {
    /// CSS's shorthand order: `250ms cubic-bezier(0, 0, 0.58, 1) 0ms`.
    @_alwaysEmitIntoClient public var description: String { "\(duration) \(timingFunction) \(delay)" }
}
