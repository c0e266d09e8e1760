import Palette

// How far apart two colours look: what comparison, generation and the colour-vision check
// measure, and nothing an app reads, so it lives here rather than in Palette.
extension ThemeColor {
    /// The perceptual difference from another colour, ΔE_OK (the distance in OKLab),
    /// each colour measured in its own space.
    ///
    /// - Parameter other: The colour to compare with.
    /// - Returns: The OKLab distance; `0` for the same colour, `1` from black to white.
    public func perceptualDistance(to other: ThemeColor) -> Double {
        oklab.distance(to: other.oklab)
    }
}
