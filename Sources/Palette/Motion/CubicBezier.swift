internal import InternalPaletteUtilities

/// A timing curve from (0, 0) to (1, 1) through two control points, as CSS's `cubic-bezier()`
/// and DTCG's `cubicBezier` give it: how far an animation has got (y) at each moment (x).
///
/// The control points' x must lie in `0...1` so that the curve is a function of time; y may go
/// outside it, for curves that overshoot.
///
/// ```swift
/// if let standard = CubicBezier(0.2, 0, 0, 1) {
///     standard.progress(at: 0.5)   // about 0.86
/// }
/// ```
///
/// Encodes as DTCG writes it: `[0.2, 0, 0, 1]`.
public struct CubicBezier: Hashable, Sendable {
    /// The first control point's x, in `0...1`.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in `0...1`.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

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

    private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// A curve from DTCG's four numbers, or `nil` for any other count or an x outside `0...1`.
    public init?(_ points: [Double]) {
        guard points.count == 4 else { return nil }
        self.init(points[0], points[1], points[2], points[3])
    }

    /// The four numbers in DTCG's and CSS's order.
    public var points: [Double] { [x1, y1, x2, y2] }

    /// CSS's `linear`.
    public static let linear = CubicBezier(checked: 0, 0, 1, 1)
    /// CSS's `ease`.
    public static let ease = CubicBezier(checked: 0.25, 0.1, 0.25, 1)
    /// CSS's `ease-in`.
    public static let easeIn = CubicBezier(checked: 0.42, 0, 1, 1)
    /// CSS's `ease-out`.
    public static let easeOut = CubicBezier(checked: 0, 0, 0.58, 1)
    /// CSS's `ease-in-out`.
    public static let easeInOut = CubicBezier(checked: 0.42, 0, 0.58, 1)

    /// The CSS keyword this curve is, if it is one: `ease`, `linear`, …
    var keyword: String? {
        switch self {
        case .linear: "linear"
        case .ease: "ease"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        default: nil
        }
    }

    /// The curve a CSS keyword names (`ease-in-out`), if it names one.
    init?(keyword: String) {
        switch keyword.trimmingSpaces.asciiCaseFolded {
        case "linear": self = .linear
        case "ease": self = .ease
        case "ease-in": self = .easeIn
        case "ease-out": self = .easeOut
        case "ease-in-out": self = .easeInOut
        default: return nil
        }
    }

    /// How far the animation has got at `time` (both in `0...1` for a curve that does not
    /// overshoot): the curve's y where its x is `time`, found as browsers find it, by Newton's
    /// method with bisection when that stalls.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        return sample(Self.coefficients(y1, y2), at: parameter(forX: time))
    }

    /// The curve's parameter where its x is `x`.
    private func parameter(forX x: Double) -> Double {
        let cx = Self.coefficients(x1, x2)
        var t = x
        for _ in 0..<8 {
            let error = sample(cx, at: t) - x
            if abs(error) < 1e-7 { return t }
            let slope = (3 * cx.a * t + 2 * cx.b) * t + cx.c
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sample(cx, at: t)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private func sample(_ k: (a: Double, b: Double, c: Double), at t: Double) -> Double {
        ((k.a * t + k.b) * t + k.c) * t
    }
}

extension CubicBezier: CustomStringConvertible {
    /// CSS's form: `cubic-bezier(0.2, 0, 0, 1)`.
    public var description: String {
        "cubic-bezier(" + points.map(NumberText.plain).joined(separator: ", ") + ")"
    }
}
