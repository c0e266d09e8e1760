import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An 8-bit sRGB colour with the measures the generator checks it by: exactly what its hex says
/// (or a Display P3 seed the generator keeps, exactly as written).
///
/// Every colour the generator hands out is one of these, and every contrast and distance it
/// checks is measured on them, so a palette written as hex and read back passes the same checks.
struct QuantizedColor: Hashable, Sendable {
    /// The colour, with 8-bit components.
    let color: ThemeColor
    /// Its WCAG relative luminance.
    let luminance: Double
    /// Its OKLab coordinates.
    let lab: OKLab
    /// Its linear sRGB components.
    let linear: LinearRGB

    /// Linear sRGB components.
    struct LinearRGB: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
    }

    /// The colour with these 8-bit components.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let linear = LinearRGB(
            red: Self.linearByByte[Int(red)],
            green: Self.linearByByte[Int(green)],
            blue: Self.linearByByte[Int(blue)]
        )
        self.init(
            color: ThemeColor(red8: red, green8: green, blue8: blue),
            luminance: ThemeColor.relativeLuminance(linearRed: linear.red, green: linear.green, blue: linear.blue),
            lab: OKLab.fromLinear(red: linear.red, green: linear.green, blue: linear.blue, alpha: 1),
            linear: linear
        )
    }

    /// An opaque colour at the precision Palette writes it: an sRGB colour rounded to 8 bits, a
    /// Display P3 or extended-range colour as it is (a seed the generator keeps in its own space),
    /// measured through linear light in that space.
    init(_ color: ThemeColor) {
        guard color.colorSpace != .sRGB else {
            let (red, green, blue, _) = color.rgba8
            self.init(red: red, green: green, blue: blue)
            return
        }
        let opaque = color.withAlpha(1)
        let linear = opaque.linearSRGB
        self.init(
            color: opaque,
            luminance: opaque.relativeLuminance,
            lab: opaque.oklab,
            linear: LinearRGB(red: linear.0, green: linear.1, blue: linear.2)
        )
    }

    private init(color: ThemeColor, luminance: Double, lab: OKLab, linear: LinearRGB) {
        self.color = color
        self.luminance = luminance
        self.lab = lab
        self.linear = linear
    }

    /// `cbrt` of the luminance: the OKLab lightness of the grey a reader without colour vision
    /// sees (achromatopsia keeps luminance only), the scale roles are spaced on.
    var greyLightness: Double {
        cbrt(luminance)
    }

    /// The 8-bit colour next to a linear sRGB colour (each component rounded down or up) that
    /// meets `requirement` (any, when `nil`) and is nearest to it; `nil` if none of the (up to
    /// eight) neighbours does.
    ///
    /// "Nearest" is the smallest sum of squared differences of the encoded components, what
    /// rounding each component minimises; between 8-bit neighbours that is also the nearest in
    /// OKLab to within a fraction of a step.
    static func nearest(
        to linear: (red: Double, green: Double, blue: Double),
        meeting requirement: ContrastRequirement?
    ) -> QuantizedColor? {
        let red = ThemeColor.encoded(linear.red) * 255
        let green = ThemeColor.encoded(linear.green) * 255
        let blue = ThemeColor.encoded(linear.blue) * 255
        // Plain counters and no optional tuples: unoptimised builds, where the tests run, pay for
        // range iterators and generic closures in this loop.
        var best = (red: -1, green: -1, blue: -1)
        var bestDistance = Double.infinity
        var redByte = Int(red.rounded(.down))
        while Double(redByte) <= red.rounded(.up) {
            var greenByte = Int(green.rounded(.down))
            while Double(greenByte) <= green.rounded(.up) {
                var blueByte = Int(blue.rounded(.down))
                while Double(blueByte) <= blue.rounded(.up) {
                    let distance =
                        (Double(redByte) - red) * (Double(redByte) - red)
                        + (Double(greenByte) - green) * (Double(greenByte) - green)
                        + (Double(blueByte) - blue) * (Double(blueByte) - blue)
                    if distance < bestDistance,
                        requirement?.accepts(
                            ThemeColor.relativeLuminance(
                                linearRed: linearByByte[redByte],
                                green: linearByByte[greenByte],
                                blue: linearByByte[blueByte]
                            )
                        ) ?? true
                    {
                        best = (redByte, greenByte, blueByte)
                        bestDistance = distance
                    }
                    blueByte += 1
                }
                greenByte += 1
            }
            redByte += 1
        }
        guard best.red >= 0 else { return nil }
        return QuantizedColor(red: UInt8(best.red), green: UInt8(best.green), blue: UInt8(best.blue))
    }

    /// The linear value of each 8-bit component, computed with the rule luminance uses.
    private static let linearByByte: [Double] = (0...255).map { ThemeColor.linearized(Double($0) / 255) }
}
