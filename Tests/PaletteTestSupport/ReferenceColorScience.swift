import Foundation

/// A second implementation of the colour science Palette's colour spaces rest on, written from
/// the definitions, not from Palette's code, so that tests compare two derivations:
///
/// - RGB to XYZ matrices derived here from each space's published primaries and white point
///   (sRGB: IEC 61966-2-1; Display P3: DCI-P3 primaries with D65, as CSS Color 4 §10.5 gives
///   them) by the usual construction (each primary's XYZ scaled so the three sum to white), where
///   Palette hard-codes CSS Color 4's matrices;
/// - the sRGB transfer curve as IEC 61966-2-1 writes it, extended by symmetry;
/// - OKLab from XYZ with CSS Color 4's `XYZ_to_OKLab` matrices (Palette goes from linear sRGB with
///   Ottosson's), inverted numerically here;
/// - CSS Color 4's gamut mapping, step by step as §13.2.2 lists them, in those terms.
package enum ReferenceColorScience {
    package typealias Vector = [Double]
    package typealias Matrix = [[Double]]

    /// CIE 1931 chromaticities (x, y).
    package typealias Chromaticity = (x: Double, y: Double)

    /// D65 as CSS Color 4 gives it: four-figure chromaticities.
    package static let d65: Chromaticity = (0.3127, 0.3290)
    package static let sRGBPrimaries: [Chromaticity] = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    package static let displayP3Primaries: [Chromaticity] = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]

    package static let sRGBToXYZ = rgbToXYZ(primaries: sRGBPrimaries, white: d65)
    package static let displayP3ToXYZ = rgbToXYZ(primaries: displayP3Primaries, white: d65)
    package static let xyzToSRGB = inverse(sRGBToXYZ)
    package static let xyzToDisplayP3 = inverse(displayP3ToXYZ)

    /// The matrix from linear RGB to XYZ of a space with these primaries and white (Y of white 1).
    package static func rgbToXYZ(primaries: [Chromaticity], white: Chromaticity) -> Matrix {
        func xyz(_ c: Chromaticity) -> Vector { [c.x / c.y, 1, (1 - c.x - c.y) / c.y] }
        let columns = primaries.map(xyz)
        let unscaled: Matrix = (0..<3).map { row in columns.map { $0[row] } }
        let scale = multiply(inverse(unscaled), xyz(white))
        return unscaled.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    package static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        m.map { row in zip(row, v).map(*).reduce(0, +) }
    }

    /// The inverse of a 3×3 matrix, by cofactors.
    package static func inverse(_ m: Matrix) -> Matrix {
        func minor(_ r: Int, _ c: Int) -> Double {
            let rows = (0..<3).filter { $0 != r }
            let cols = (0..<3).filter { $0 != c }
            return m[rows[0]][cols[0]] * m[rows[1]][cols[1]] - m[rows[0]][cols[1]] * m[rows[1]][cols[0]]
        }
        let determinant = (0..<3).map { c in (c % 2 == 0 ? 1.0 : -1.0) * m[0][c] * minor(0, c) }.reduce(0, +)
        return (0..<3).map { r in
            (0..<3).map { c in ((r + c) % 2 == 0 ? 1.0 : -1.0) * minor(c, r) / determinant }
        }
    }

    /// IEC 61966-2-1's decoding, extended to negative values by symmetry.
    package static func decode(_ value: Double) -> Double {
        let v = abs(value)
        let linear = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// IEC 61966-2-1's encoding, extended to negative values by symmetry.
    package static func encode(_ value: Double) -> Double {
        let v = abs(value)
        let encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    package static func xyz(sRGB rgb: Vector) -> Vector { multiply(sRGBToXYZ, rgb.map(decode)) }
    package static func xyz(displayP3 rgb: Vector) -> Vector { multiply(displayP3ToXYZ, rgb.map(decode)) }
    package static func sRGB(xyz: Vector) -> Vector { multiply(xyzToSRGB, xyz).map(encode) }
    package static func displayP3(xyz: Vector) -> Vector { multiply(xyzToDisplayP3, xyz).map(encode) }

    /// WCAG 2.x contrast of two luminances (Y of XYZ).
    package static func contrast(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    // MARK: OKLab, from XYZ (CSS Color 4's `XYZ_to_OKLab`)

    package static let xyzToLMS: Matrix = [
        [0.8190224432164319, 0.3619062562801221, -0.12887378261216414],
        [0.0329836671980271, 0.9292868468965546, 0.03614466816999844],
        [0.048177199566046255, 0.26423952494422764, 0.6335478258136937],
    ]
    package static let lmsToOKLab: Matrix = [
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660],
    ]
    package static let lmsToXYZ = inverse(xyzToLMS)
    package static let okLabToLMS = inverse(lmsToOKLab)

    package static func oklab(xyz: Vector) -> Vector { multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map(cbrt)) }
    package static func xyz(oklab: Vector) -> Vector {
        multiply(lmsToXYZ, multiply(okLabToLMS, oklab).map { $0 * $0 * $0 })
    }

    package static func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
        sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    // MARK: CSS Color 4 §13.2.2, the CSS gamut mapping algorithm

    /// `origin` (OKLab) mapped into the sRGB (`toP3` false) or Display P3 gamut: that space's
    /// encoded components.
    package static func gamutMap(oklab origin: Vector, toP3: Bool) -> Vector {
        func convert(_ lab: Vector) -> Vector {
            let xyz = xyz(oklab: lab)
            return toP3 ? displayP3(xyz: xyz) : sRGB(xyz: xyz)
        }
        func back(_ rgb: Vector) -> Vector {
            oklab(xyz: toP3 ? xyz(displayP3: rgb) : xyz(sRGB: rgb))
        }
        func inGamut(_ lab: Vector) -> Bool { convert(lab).allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 } }
        func clip(_ lab: Vector) -> Vector { convert(lab).map { min(max($0, 0), 1) } }
        let lightness = origin[0]
        let chroma = hypot(origin[1], origin[2])
        let hue = atan2(origin[2], origin[1])
        // 3–4: lightness at either end is white or black.
        if lightness >= 1 { return [1, 1, 1] }
        if lightness <= 0 { return [0, 0, 0] }
        // 5: a colour in gamut is only converted.
        if inGamut(origin) { return convert(origin).map { min(max($0, 0), 1) } }
        let jnd = 0.02
        let epsilon = 0.0001
        func at(_ c: Double) -> Vector { [lightness, c * cos(hue), c * sin(hue)] }
        var current = origin
        var clipped = clip(current)
        if deltaEOK(back(clipped), current) < jnd { return clipped }
        var low = 0.0
        var high = chroma
        var lowInGamut = true
        while high - low > epsilon {
            let c = (low + high) / 2
            current = at(c)
            if lowInGamut && inGamut(current) {
                low = c
                continue
            }
            clipped = clip(current)
            let e = deltaEOK(back(clipped), current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowInGamut = false
                low = c
            } else {
                high = c
            }
        }
        return clipped
    }
}
