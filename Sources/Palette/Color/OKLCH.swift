#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A colour in OKLCH: ``OKLab`` in polar form, as lightness, chroma and hue.
///
/// OKLCH is the space to change one property of a colour and keep the others: the contrast
/// fix-ups move ``lightness`` and keep ``hue`` and ``chroma``; ``ThemeColor/lightened(by:)`` and
/// ``ThemeColor/darkened(by:)`` do the same by a fixed amount.
///
/// ```swift
/// let brand = try ThemeColor(hex: "#1D4ED8").oklch
/// brand.lightness   // 0.49
/// brand.chroma      // 0.22
/// brand.hue         // 264 (blue)
/// ThemeColor(OKLCH(lightness: 0.7, chroma: brand.chroma, hue: brand.hue))   // a lighter blue
/// ```
///
/// ``hue`` is in degrees, `0..<360`; it carries no information when ``chroma`` is zero (greys).
@usableFromInline package struct OKLCH: Equatable, Sendable {
    /// Perceived lightness, `0` for black to `1` for white.
    package let lightness: Double
    /// Colourfulness, `0` for a grey; sRGB colours reach about `0.32`.
    package let chroma: Double
    /// The hue angle in degrees, `0..<360`: about 30 is red, 110 yellow, 140 green, 260 blue.
    package let hue: Double
    /// The opacity, `0...1`.
    package let alpha: Double

    /// Creates an OKLCH colour; the hue is normalised into `0..<360`.
    @usableFromInline package init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = Self.normalized(hue)
        self.alpha = alpha
    }

    /// The polar form of an OKLab colour.
    init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let hue = chroma == 0 ? 0 : atan2(lab.b, lab.a) * 180 / Double.pi
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue, alpha: lab.alpha)
    }

    private static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive >= 360 ? 0 : positive
    }
}
