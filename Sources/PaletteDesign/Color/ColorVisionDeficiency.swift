import Palette

/// A kind of colour-vision deficiency that Palette can simulate.
///
/// The three dichromacies use the matrices of Machado, Oliveira and Fernandes, "A Physiologically-
/// based Model for Simulation of Color Vision Deficiency" (IEEE Transactions on Visualization and
/// Computer Graphics 15(6), 2009), at severity 1.0, applied to linear sRGB components. They model
/// the complete loss of one cone type:
///
/// | deficiency | cones missing | share of people |
/// |---|---|---|
/// | ``protanopia`` | long (red) | about 1% of men |
/// | ``deuteranopia`` | medium (green) | about 1% of men |
/// | ``tritanopia`` | short (blue) | about 0.01% of people |
/// | ``achromatopsia`` | all but rods | about 0.003% of people |
///
/// ``achromatopsia`` keeps only luminance: every colour becomes the grey with the same WCAG
/// relative luminance (`0.2126 R + 0.7152 G + 0.0722 B` in linear sRGB).
///
/// ```swift
/// let seen = palette.error.simulating(.deuteranopia)
/// ```
///
/// Simulating the full deficiency is the strict test: people with the milder anomalous
/// trichromacies (protanomaly, deuteranomaly), who are more numerous, see more difference than
/// the simulation shows.
public enum ColorVisionDeficiency: String, CaseIterable, Codable, Hashable, Sendable, NamedCases {
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia
    /// No cone vision: luminance only.
    case achromatopsia

    /// The deficiency for a name in any letter case; `nil` if unknown.
    public init?(name: String) {
        guard let deficiency = Self.named(name) else { return nil }
        self = deficiency
    }

    /// Decodes from a name read as ``init(name:)`` reads it (`"Deuteranopia"`), by the one rule
    /// for names; encodes as the canonical raw value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the value and every allowed name.
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeNamed(from: decoder, kind: "colour-vision deficiency")
    }

    /// The 3×3 matrix, row by row, that maps linear sRGB `(R, G, B)` to what the viewer sees.
    ///
    /// Each row sums to 1, so white and black are unchanged.
    public var linearRGBMatrix: [[Double]] {
        let rows = self.rows
        return [rows.0, rows.1, rows.2].map { [$0.0, $0.1, $0.2] }
    }

    /// The matrix as tuples, so that simulating allocates nothing.
    private var rows: (Row, Row, Row) {
        switch self {
        case .protanopia:
            (
                (0.152286, 1.052583, -0.204868),
                (0.114503, 0.786281, 0.099216),
                (-0.003882, -0.048116, 1.051998)
            )
        case .deuteranopia:
            (
                (0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881)
            )
        case .tritanopia:
            (
                (1.255528, -0.076749, -0.178779),
                (-0.078411, 0.930809, 0.147602),
                (0.004733, 0.691367, 0.303900)
            )
        case .achromatopsia:
            ((0.2126, 0.7152, 0.0722), (0.2126, 0.7152, 0.0722), (0.2126, 0.7152, 0.0722))
        }
    }

    private typealias Row = (Double, Double, Double)

    /// What the viewer sees of linear sRGB components, as linear components clamped to `0...1`.
    func simulateLinear(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let rows = self.rows
        func seen(_ row: Row) -> Double {
            min(max(row.0 * red + row.1 * green + row.2 * blue, 0), 1)
        }
        return (seen(rows.0), seen(rows.1), seen(rows.2))
    }

    /// What a viewer with this deficiency sees instead of `color`.
    ///
    /// The matrix is applied to the colour's linear sRGB components, taken from its own space: a
    /// Display P3 colour is converted through linear light with CSS Color 4's matrices, not
    /// clipped to sRGB first, and what is seen is given back in Display P3.
    ///
    /// - Parameter color: The colour to simulate.
    /// - Returns: The simulated colour, in the colour's space, with the same opacity; components
    ///   the matrix takes outside the space's `0...1` are clamped (extended-range sRGB keeps
    ///   them).
    public func simulate(_ color: ThemeColor) -> ThemeColor {
        let linear = color.linearSRGB
        let rows = self.rows
        func seen(_ row: Row) -> Double { row.0 * linear.0 + row.1 * linear.1 + row.2 * linear.2 }
        let result = (seen(rows.0), seen(rows.1), seen(rows.2))
        switch color.colorSpace {
        case .sRGB:
            return ThemeColor(
                red: ThemeColor.encoded(result.0),
                green: ThemeColor.encoded(result.1),
                blue: ThemeColor.encoded(result.2),
                alpha: color.alpha
            )
        case .displayP3:
            let p3 = ColorMatrix.xyzToLinearP3(ColorMatrix.linearSRGBToXYZ(result))
            return ThemeColor(linear: p3, alpha: color.alpha, in: .displayP3)
        case .extendedSRGB:
            return ThemeColor(linear: result, alpha: color.alpha, in: .extendedSRGB)
        }
    }
}

extension ThemeColor {
    /// This colour as a viewer with a colour-vision deficiency sees it.
    ///
    /// ```swift
    /// ThemeColor(red: 1, green: 0, blue: 0).simulating(.protanopia)   // a dark olive
    /// ```
    ///
    /// - Parameter deficiency: The deficiency to simulate.
    /// - Returns: The simulated colour (see ``ColorVisionDeficiency/simulate(_:)``).
    public func simulating(_ deficiency: ColorVisionDeficiency) -> ThemeColor {
        deficiency.simulate(self)
    }
}
