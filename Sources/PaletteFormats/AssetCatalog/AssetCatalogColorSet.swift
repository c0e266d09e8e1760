import Palette

/// One colour set of an asset catalog (`Primary.colorset`): its colour for each combination of
/// appearance and contrast it gives, read from its `Contents.json`.
struct AssetCatalogColorSet: Sendable {
    /// The luminosity an entry is for: Xcode's "Any", "Light" or "Dark" appearance.
    enum Luminosity: Hashable, Sendable {
        case any
        case light
        case dark
    }

    /// The appearances an entry is for.
    struct Slot: Hashable, Sendable {
        var luminosity: Luminosity
        var highContrast: Bool
    }

    /// An entry's colour; a system colour also has its dark value, which it shows in dark mode
    /// when the set has no entry of its own for dark.
    struct Value: Sendable {
        var color: ThemeColor
        var dark: ThemeColor?
    }

    /// The entries read, by what they are for.
    var values: [Slot: Value] = [:]
    /// The idiom the entries were read for: `universal`, or the first one given when none is.
    var idiom = "universal"

    /// The colour the set shows in `variant`, or `nil` when it has no entry at all.
    ///
    /// The most specific entry wins: Light before Any; for dark, Dark, then Any (a system
    /// colour's dark value), then the light colour; for increased contrast, the high-contrast
    /// entry of the same luminosity, then of Any, then the standard one (for dark, increased
    /// contrast: Dark before Any High Contrast, as Palette's variants give up contrast before
    /// appearance).
    func color(for variant: ThemeVariant) -> ThemeColor? {
        func entry(_ luminosity: Luminosity, high: Bool, dark: Bool = false) -> ThemeColor? {
            guard let value = values[Slot(luminosity: luminosity, highContrast: high)] else { return nil }
            return dark ? value.dark ?? value.color : value.color
        }
        let light = entry(.light, high: false) ?? entry(.any, high: false)
        let dark = entry(.dark, high: false, dark: true) ?? entry(.any, high: false, dark: true) ?? light
        switch (variant.appearance, variant.contrast) {
        case (.light, .standard):
            return light
        case (.dark, .standard):
            return dark
        case (.light, .increased):
            return entry(.light, high: true) ?? entry(.any, high: true) ?? light
        case (.dark, .increased):
            return entry(.dark, high: true, dark: true) ?? entry(.dark, high: false, dark: true)
                ?? entry(.any, high: true, dark: true) ?? dark
        }
    }
}
