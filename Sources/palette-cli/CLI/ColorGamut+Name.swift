internal import InternalPaletteUtilities
import PaletteFormats

/// `--gamut`'s names: what `palette check --fix` proposes colours inside.
extension ColorGamut {
    /// The gamut for a name in any letter case: `srgb`, `p3` or `display-p3`; `nil` if unknown.
    init?(name: String) {
        if name.nameMatchingKey == "displayp3" {
            self = .displayP3
            return
        }
        guard let gamut = Self.named(name) else { return nil }
        self = gamut
    }
}
