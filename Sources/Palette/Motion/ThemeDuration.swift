internal import InternalPaletteUtilities

/// A length of time as a design writes it: milliseconds or seconds (DTCG's `duration`).
///
/// The unit is kept so that a duration goes back out as it came in (`200ms` stays `200ms`);
/// ``seconds`` is what animations use.
///
/// ```swift
/// let quick = ThemeDuration(150, .milliseconds)
/// quick.seconds      // 0.15
/// ```
///
/// Encodes as text with its unit: `"150ms"`, `"0.3s"`.
public struct ThemeDuration: Hashable, Sendable, Comparable {
    /// What a duration's value counts.
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        /// Milliseconds.
        case milliseconds = "ms"
        /// Seconds.
        case seconds = "s"
    }

    /// The number of units, never negative and always finite.
    public let value: Double
    /// The unit the value was written in.
    public let unit: Unit

    /// Creates a duration of `value` units; a negative or non-finite value is zero.
    @_alwaysEmitIntoClient public init(_ value: Double, _ unit: Unit) {
        self.value = value.isFinite ? max(value, 0) : 0
        self.unit = unit
    }

    /// No time at all.
    @_alwaysEmitIntoClient public static var zero: ThemeDuration { ThemeDuration(0, .milliseconds) }

    /// The duration in seconds, as `TimeInterval` and animation APIs take it.
    @_alwaysEmitIntoClient public var seconds: Double {
        unit == .milliseconds ? value / 1000 : value
    }

    /// The duration in milliseconds.
    @_alwaysEmitIntoClient public var milliseconds: Double {
        unit == .milliseconds ? value : value * 1000
    }

    /// Durations compare by length, whatever their units.
    public static func < (lhs: ThemeDuration, rhs: ThemeDuration) -> Bool {
        lhs.seconds < rhs.seconds
    }

    /// Parses `"150ms"`, `"0.3s"` (spaces around the number allowed); `nil` for anything else,
    /// a negative duration included.
    init?(text: String) {
        guard let (value, name) = Dimension.split(text), let unit = Unit(rawValue: name), value >= 0 else { return nil }
        self.init(value, unit)
    }
}

extension ThemeDuration: CustomStringConvertible {
    /// The value and its unit: `150ms`, `0.3s`.
    public var description: String { NumberText.plain(value) + unit.rawValue }
}
