#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Three components in linear light.
package typealias LinearTriple = (Double, Double, Double)

extension ThemeColor {
    /// The components in linear light, in the colour's own space: linear sRGB for sRGB and
    /// extended-range sRGB, linear Display P3 for Display P3.
    var linearComponents: LinearTriple {
        (Self.linearized(red), Self.linearized(green), Self.linearized(blue))
    }

    /// The colour in linear-light sRGB, exactly: a component lies outside `0...1` when the colour
    /// lies outside the sRGB gamut (a Display P3 red has a negative green and blue).
    package var linearSRGB: LinearTriple {
        switch colorSpace {
        case .sRGB, .extendedSRGB: linearComponents
        case .displayP3: ColorMatrix.xyzToLinearSRGB(ColorMatrix.linearP3ToXYZ(linearComponents))
        }
    }

    /// The colour in linear-light components of a gamut's space, exactly, outside `0...1` when
    /// the colour lies outside the gamut.
    package func linear(in gamut: ColorGamut) -> LinearTriple {
        switch (gamut, colorSpace) {
        case (.sRGB, _): linearSRGB
        case (.displayP3, .displayP3): linearComponents
        case (.displayP3, .sRGB), (.displayP3, .extendedSRGB):
            ColorMatrix.xyzToLinearP3(ColorMatrix.linearSRGBToXYZ(linearComponents))
        }
    }

    /// The colour in CIE XYZ with the D65 white point, `y` being its luminance (`0` black, `1`
    /// white), with CSS Color 4's matrices.
    ///
    /// ```swift
    /// ThemeColor(displayP3Red: 1, green: 0, blue: 0).xyz   // (0.48657, 0.22897, 0)
    /// ```
    var xyz: (x: Double, y: Double, z: Double) {
        let xyz =
            switch colorSpace {
            case .sRGB, .extendedSRGB: ColorMatrix.linearSRGBToXYZ(linearComponents)
            case .displayP3: ColorMatrix.linearP3ToXYZ(linearComponents)
            }
        return (xyz.0, xyz.1, xyz.2)
    }

    /// The colour with linear-light components `linear` in `space`, encoded with the sRGB curve
    /// (extended to negative values by symmetry). Components outside `0...1` give an
    /// extended-range sRGB colour for ``ColorSpace/extendedSRGB`` and are clamped for the others.
    package init(linear: LinearTriple, alpha: Double, in space: ColorSpace) {
        self.init(
            colorSpace: space,
            red: Self.transferred(linear.0),
            green: Self.transferred(linear.1),
            blue: Self.transferred(linear.2),
            alpha: alpha
        )
    }

    /// The sRGB transfer curve decoded: an encoded component to linear light, as CSS Color 4's
    /// `lin_sRGB` (which Display P3 shares), extended to negative values by symmetry.
    @_alwaysEmitIntoClient package static func linearized(_ component: Double) -> Double {
        let magnitude = abs(component)
        guard magnitude > 0.04045 else { return component / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return component < 0 ? -linear : linear
    }

    /// The sRGB transfer curve: a linear-light component to its encoded value, as CSS Color 4's
    /// `gam_sRGB`, extended to negative values by symmetry and not clamped, so that colours
    /// outside the gamut stay recognisable.
    @_alwaysEmitIntoClient package static func transferred(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        guard magnitude > 0.0031308 else { return linear * 12.92 }
        let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The sRGB transfer function, clamped: a linear component back to its encoded value in `0...1`.
    @_alwaysEmitIntoClient package static func encoded(_ linear: Double) -> Double {
        transferred(min(max(linear, 0), 1))
    }
}
