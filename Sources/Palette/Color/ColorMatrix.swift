/// A 3×3 matrix between linear-light RGB spaces and CIE XYZ, with the values of CSS Color 4's
/// sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code, `conversions.js`).
///
/// Palette's three colour spaces share sRGB's transfer curve and the D65 white point, so every
/// conversion between them is: decode the curve, multiply by a matrix in linear light, encode the
/// curve. The matrices are CSS Color 4's, digit for digit, so a conversion here gives what a
/// browser's `color(display-p3 …)` gives.
package struct ColorMatrix: Sendable {
    package typealias Row = (Double, Double, Double)

    @usableFromInline let rows: (Row, Row, Row)

    @_alwaysEmitIntoClient package init(_ first: Row, _ second: Row, _ third: Row) {
        rows = (first, second, third)
    }

    /// The matrix applied to a column vector.
    @_alwaysEmitIntoClient package func callAsFunction(_ vector: Row) -> Row {
        func dot(_ row: Row) -> Double { row.0 * vector.0 + row.1 * vector.1 + row.2 * vector.2 }
        return (dot(rows.0), dot(rows.1), dot(rows.2))
    }

    /// Linear sRGB to XYZ (D65): CSS Color 4's `lin_sRGB_to_XYZ`.
    @_alwaysEmitIntoClient package static var linearSRGBToXYZ: ColorMatrix {
        ColorMatrix(
            (0.41239079926595934, 0.357584339383878, 0.1804807884018343),
            (0.21263900587151027, 0.715168678767756, 0.07219231536073371),
            (0.01933081871559182, 0.11919477979462598, 0.9505321522496607)
        )
    }

    /// XYZ (D65) to linear sRGB: CSS Color 4's `XYZ_to_lin_sRGB`.
    @_alwaysEmitIntoClient package static var xyzToLinearSRGB: ColorMatrix {
        ColorMatrix(
            (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
            (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
            (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
        )
    }

    /// Linear Display P3 to XYZ (D65): CSS Color 4's `lin_P3_to_XYZ`.
    @_alwaysEmitIntoClient package static var linearP3ToXYZ: ColorMatrix {
        ColorMatrix(
            (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
            (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
            (0.0, 0.04511338185890264, 1.043944368900976)
        )
    }

    /// XYZ (D65) to linear Display P3: CSS Color 4's `XYZ_to_lin_P3`.
    @_alwaysEmitIntoClient package static var xyzToLinearP3: ColorMatrix {
        ColorMatrix(
            (2.493496911941425, -0.9313836179191239, -0.40271078445071684),
            (-0.8294889695615747, 1.7626640603183463, 0.023624685841943577),
            (0.03584583024378447, -0.07617238926804182, 0.9568845240076872)
        )
    }

}
