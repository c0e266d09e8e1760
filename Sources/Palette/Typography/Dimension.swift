internal import InternalPaletteUtilities

/// A length as design files write it: in points, or relative to a font size.
///
/// DTCG's `px` is an iOS point. A `rem` is a multiple of the default font size, which Palette
/// takes as 16 points as web tools do; an `em` is a multiple of the size of the font the length
/// belongs to, so a typography token's letter spacing of `-0.02em` follows its text as Dynamic
/// Type scales it. Relative lengths stay relative in documents and exports; a
/// ``DimensionToken`` read answers points.
///
/// ```swift
/// let card: Dimension = 12                    // 12 points
/// let gap = Dimension(1.5, .rem)              // 24 points
/// Dimension(-0.02, .em).points(fontSize: 17)  // -0.34
/// ```
///
/// Encodes as a number of points, or as text with its unit (`"1.5rem"`, `"-0.02em"`).
public struct Dimension: Hashable, Sendable {
    /// What a dimension's value counts.
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        /// Points (DTCG's and CSS's `px`, Android's `dp`).
        case points = "pt"
        /// Multiples of the default font size, ``Dimension/rootFontSize``.
        case rem
        /// Multiples of the size of the font the length belongs to.
        case em
    }

    /// The number of units.
    public let value: Double
    /// The unit.
    public let unit: Unit

    /// Creates a dimension of `value` units.
    @_alwaysEmitIntoClient public init(_ value: Double, _ unit: Unit = .points) {
        self.value = value
        self.unit = unit
    }

    /// The number and the unit's name (lowercased, empty when there is none) of text such as
    /// `"16px"` or `"50%"`; `nil` when it does not start with a finite number.
    package static func split(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingSpaces.asciiCaseFolded
        let unit = String(trimmed.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
        guard let value = Double(trimmed.dropLast(unit.count).trimmingSpaces), value.isFinite else { return nil }
        return (value, unit)
    }

    /// The default font size a `rem` counts, and an `em` when no font is given: 16 points.
    @_alwaysEmitIntoClient public static var rootFontSize: Double { 16.0 }

    /// The length in points, with `em` counted against `fontSize`.
    ///
    /// - Parameter fontSize: The size of the font the length belongs to.
    @_alwaysEmitIntoClient public func points(fontSize: Double = Dimension.rootFontSize) -> Double {
        switch unit {
        case .points: value
        case .rem: value * Self.rootFontSize
        case .em: value * fontSize
        }
    }

    /// The same length in `unit`, counting `em` against `fontSize`.
    @_alwaysEmitIntoClient
    package func converted(to unit: Unit, fontSize: Double = Dimension.rootFontSize) -> Dimension {
        guard unit != self.unit else { return self }
        let points = points(fontSize: fontSize)
        switch unit {
        case .points: return Dimension(points)
        case .rem: return Dimension(points / Self.rootFontSize, .rem)
        case .em: return Dimension(fontSize == 0 ? 0 : points / fontSize, .em)
        }
    }

    /// A length part way to `other`: in their unit when they share one, else in points.
    func interpolated(to other: Dimension, at fraction: Double) -> Dimension {
        let (start, end) = unit == other.unit ? (self, other) : (converted(to: .points), other.converted(to: .points))
        return Dimension(start.value + (end.value - start.value) * fraction, start.unit)
    }
}

extension Dimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A number of points.
    @_alwaysEmitIntoClient public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// A number of points.
    @_alwaysEmitIntoClient public init(floatLiteral value: Double) {
        self.init(value)
    }
}

extension Dimension: CustomStringConvertible {
    /// The value and its unit: `12pt`, `1.5rem`, `-0.02em`.
    public var description: String { NumberText.plain(value) + unit.rawValue }
}
