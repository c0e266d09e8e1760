import Palette

/// Malformed and hostile inputs for every decoder that exists, with the problem each must be
/// reported as: Palette's decoders' rows in PaletteTests, PaletteFormats' readers' rows in
/// PaletteFormatsTests, each target's `all` in an extension of its own. Here is what both use.
package enum BadInputCorpus {
    /// The themes the corpus resolves names against: built-in-like identifiers, one compiled type.
    package static let registry: ThemeRegistry = {
        var registry = ThemeRegistry()
        try? registry.register(DefaultTheme.self)
        try? registry.register(AcmeTheme.self)
        for id in ["alternative", "midnight", "high-contrast", "dark"] {
            try? registry.register(CorpusTheme(id: id))
        }
        return registry
    }()

    /// Text of `count` bytes: `prefix`, then `filler` repeated, then `suffix`.
    package static func sized(
        _ count: Int,
        prefix: String = "",
        filler: Character = "a",
        suffix: String = ""
    ) -> String {
        prefix + String(repeating: filler, count: max(0, count - prefix.utf8.count - suffix.utf8.count)) + suffix
    }

    /// 10 MB: far over every size limit.
    package static let tenMegabytes = 10 * 1024 * 1024

    /// Whole-number positions: none of these is a `formatVersion`, a font weight or an image type.
    package static let notWholeNumbers = [
        "1e308", "-1e308", "5e-324", "9223372036854775808", "18446744073709551616", "-0", "1.5",
    ]
}
