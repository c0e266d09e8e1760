internal import InternalPaletteUtilities
import Palette

extension GeneratedTheme {
    /// A promise the generator could not keep in one variant, because the seeds made it
    /// impossible, and why.
    ///
    /// Contrast is never in a diagnostic: every variant reaches its WCAG level whatever the seed.
    /// What can give way is the seed itself (``Kind/seedAdjusted(role:seed:replacement:)``) and
    /// the distance between roles that must be told apart
    /// (``Kind/rolesTooClose(_:deficiency:distance:)``).
    ///
    /// ```swift
    /// for diagnostic in theme.diagnostics {
    ///     print(diagnostic)
    ///     // dark, increased contrast: primary/highlight are ΔE_OK 0.071 apart under achromatopsia, …
    /// }
    /// ```
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// What could not be kept.
        public enum Kind: Hashable, Sendable {
            /// Two roles closer than ``ThemeGenerator/minimumDistance``: for typical colour vision
            /// when `deficiency` is `nil`, else under that simulated deficiency.
            case rolesTooClose(ColorVisionCheck.RolePair, deficiency: ColorVisionDeficiency?, distance: Double)
            /// A seed the style keeps as it is (the brand colour as `primary` in
            /// ``ThemeGenerator/Style/fidelity``) that cannot reach a ratio in this variant (with
            /// text on it, or against `background` and `surface`, as a control filled with it must
            /// be told from the page), and the colour used instead.
            case seedAdjusted(role: ColorRole, seed: ThemeColor, replacement: ThemeColor)
        }

        /// The variant's appearance.
        public let appearance: ThemeAppearance
        /// The variant's contrast.
        public let contrast: ThemeContrast
        /// What could not be kept.
        public let kind: Kind
        /// Why, in words: the ratio that had to be reached and what stood in the way.
        public let reason: String

        /// `dark, increased contrast: primary/highlight are ΔE_OK 0.071 apart under
        /// achromatopsia, below 0.1: …`.
        public var description: String {
            let variant = "\(appearance.rawValue), \(contrast.rawValue) contrast"
            switch kind {
            case .rolesTooClose(let pair, let deficiency, let distance):
                let view = deficiency.map { "under \($0.rawValue)" } ?? "for typical colour vision"
                return "\(variant): \(pair) are ΔE_OK \(NumberText.decimal(distance, places: 3)) apart \(view), below "
                    + "\(NumberText.decimal(ThemeGenerator.minimumDistance, places: 3)): \(reason)"
            case .seedAdjusted(let role, let seed, let replacement):
                let moved = NumberText.decimal(seed.oklab.distance(to: replacement.oklab), places: 3)
                return "\(variant): \(role.rawValue) is \(replacement) instead of the seed \(seed) "
                    + "(ΔE_OK \(moved) away): \(reason)"
            }
        }
    }
}
