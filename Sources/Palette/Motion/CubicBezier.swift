internal import InternalPaletteUtilities

/// A timing curve from (0, 0) to (1, 1) through two control points, as CSS's `cubic-bezier()`
/// and DTCG's `cubicBezier` give it: how far an animation has got (y) at each moment (x).
///
/// The control points' x must lie in `0...1` so that the curve is a function of time; y may go
/// outside it, for curves that overshoot.
///
/// ```swift
/// let standard = CubicBezier(0.2, 0, 0, 1) ?? .ease
/// let enter = ThemeTransition(duration: ThemeDuration(250, .milliseconds), timingFunction: standard)
/// ```
///
/// Encodes as DTCG writes it: `[0.2, 0, 0, 1]`.
public struct CubicBezier: Hashable, Sendable {
    /// The first control point's x, in `0...1`.
    let x1: Double
    /// The first control point's y.
    let y1: Double
    /// The second control point's x, in `0...1`.
    let x2: Double
    /// The second control point's y.
    let y2: Double

    /// Creates a curve, or `nil` when an x is outside `0...1` or a coordinate is not finite.
    public init?(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
            return nil
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    @usableFromInline init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// A curve from DTCG's four numbers, or `nil` for any other count or an x outside `0...1`.
    package init?(_ points: [Double]) {
        guard points.count == 4 else { return nil }
        self.init(points[0], points[1], points[2], points[3])
    }

    /// The four numbers in DTCG's and CSS's order.
    package var points: [Double] { [x1, y1, x2, y2] }

    /// CSS's `linear`.
    @_alwaysEmitIntoClient public static var linear: CubicBezier { CubicBezier(checked: 0, 0, 1, 1) }
    /// CSS's `ease`.
    @_alwaysEmitIntoClient public static var ease: CubicBezier { CubicBezier(checked: 0.25, 0.1, 0.25, 1) }
    /// CSS's `ease-in`.
    @_alwaysEmitIntoClient public static var easeIn: CubicBezier { CubicBezier(checked: 0.42, 0, 1, 1) }
    /// CSS's `ease-out`.
    @_alwaysEmitIntoClient public static var easeOut: CubicBezier { CubicBezier(checked: 0, 0, 0.58, 1) }
    /// CSS's `ease-in-out`.
    @_alwaysEmitIntoClient public static var easeInOut: CubicBezier { CubicBezier(checked: 0.42, 0, 0.58, 1) }

    /// CSS's timing keywords and the curves they name.
    private static let keywords: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]

    /// The CSS keyword this curve is, if it is one: `ease`, `linear`, …
    var keyword: String? { Self.keywords.first { $0.curve == self }?.name }

    /// The curve a CSS keyword names (`ease-in-out`), if it names one.
    init?(keyword: String) {
        let name = keyword.trimmingSpaces.asciiCaseFolded
        guard let match = Self.keywords.first(where: { $0.name == name }) else { return nil }
        self = match.curve
    }
}

extension CubicBezier: CustomStringConvertible {
    /// CSS's form: `cubic-bezier(0.2, 0, 0, 1)`.
    public var description: String {
        "cubic-bezier(" + points.map(NumberText.plain).joined(separator: ", ") + ")"
    }
}
