/// How a change animates: how long it takes, how long it waits first, and its timing curve
/// (DTCG's `transition`).
///
/// ```swift
/// let enter = ThemeTransition(duration: .init(milliseconds: 250), timingFunction: .easeOut)
/// ```
///
/// Encodes as DTCG writes it: `{"duration": "250ms", "delay": "0ms", "timingFunction": [0, 0, 0.58, 1]}`.
public struct ThemeTransition: Hashable, Sendable, Codable {
    /// How long the animation runs.
    public var duration: ThemeDuration
    /// How long it waits before it starts.
    public var delay: ThemeDuration
    /// How its progress follows time.
    public var timingFunction: CubicBezier

    /// Creates a transition.
    public init(duration: ThemeDuration, delay: ThemeDuration = .zero, timingFunction: CubicBezier = .ease) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        duration = try container.decode(ThemeDuration.self, forKey: AnyCodingKey("duration"))
        delay = try container.decodeIfPresent(ThemeDuration.self, forKey: AnyCodingKey("delay")) ?? .zero
        timingFunction =
            try container.decodeIfPresent(CubicBezier.self, forKey: AnyCodingKey("timingFunction")) ?? .ease
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(duration, forKey: AnyCodingKey("duration"))
        try container.encode(delay, forKey: AnyCodingKey("delay"))
        try container.encode(timingFunction, forKey: AnyCodingKey("timingFunction"))
    }
}

extension ThemeTransition: CustomStringConvertible {
    /// CSS's shorthand order: `250ms cubic-bezier(0, 0, 0.58, 1) 0ms`.
    public var description: String { "\(duration) \(timingFunction) \(delay)" }
}
