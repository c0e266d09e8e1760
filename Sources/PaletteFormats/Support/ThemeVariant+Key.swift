internal import InternalPaletteUtilities
import Palette

// Only documents' `variants` keys and a modifier's contexts name a variant by its key.
extension ThemeVariant {
    /// The variant for a `key`, in any letter case; `nil` if unknown.
    init?(key: String) {
        let folded = key.asciiCaseFolded
        guard let variant = Self.allCases.first(where: { $0.key.asciiCaseFolded == folded }) else { return nil }
        self = variant
    }
}
