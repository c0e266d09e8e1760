internal import InternalPaletteUtilities

/// Dimensions written as text, as Palette documents, older DTCG drafts and Style Dictionary
/// write them: `"16px"`, `"16pt"`, `"16"`, `"1.5rem"`, `"-0.02em"`.
extension Dimension {
    /// A dimension from text in a unit Palette keeps (`px`, `pt`, `dp`, none, `rem`, `em`), or
    /// `nil`, also for one too long to count in points (``hasFinitePoints``).
    package init?(text: String) {
        guard let (value, unitName) = Self.split(text), let unit = Self.unit(named: unitName) else { return nil }
        self.init(value, unit)
        guard hasFinitePoints else { return nil }
    }

    /// Whether the length is a finite number of points however it is counted: `1e308rem` is
    /// not (16 × 1e308 overflows to infinity), nor `1e306em` in a 1,000-point font. A length read
    /// from a file must be, so that no token or font reads back as infinity.
    package var hasFinitePoints: Bool {
        points(fontSize: DocumentReader.fontSizes.upperBound).isFinite
    }

    /// The unit a name stands for: `px`, `pt`, `dp` and no unit are points; `nil` for units
    /// Palette has no equivalent of (`%`, `vw`, `sp`, …).
    package static func unit(named name: String) -> Unit? {
        switch name.asciiCaseFolded {
        case "px", "pt", "dp", "": .points
        case "rem": .rem
        case "em": .em
        default: nil
        }
    }
}
