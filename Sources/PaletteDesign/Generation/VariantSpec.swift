import Palette

/// What one of the four generated variants aims for: its contrast targets and the OKLab
/// lightness of the roles that do not have to be solved for a ratio.
///
/// Light variants put dark text and dark accents on a light page; dark variants the reverse.
/// The increased-contrast variants push the page, text and on-colours further apart, which
/// leaves accents more room to reach 7:1.
struct VariantSpec: Hashable, Sendable {
    let appearance: ThemeAppearance
    let contrast: ThemeContrast

    /// Whether the page is dark.
    var isDark: Bool { appearance == .dark }

    /// The ratio every text pair reaches: 4.5:1 (WCAG AA) or 7:1 (AAA).
    var textRatio: Double {
        ContrastAudit.Kind.text.minimumRatio(at: level)
    }

    /// The ratio graphical objects reach against what they sit on, `outline` against `surface` and
    /// `primary` against `background` and `surface`: 3:1 (success criterion 1.4.11) in standard
    /// contrast, 4.5:1 in increased contrast, so that borders and controls stand out more when the
    /// reader asks for contrast.
    var nonTextRatio: Double {
        contrast == .standard ? ContrastAudit.Kind.nonText.minimumRatio(at: .aa) : 4.5
    }

    /// The WCAG level the variant reaches.
    var level: ContrastLevel {
        GeneratedTheme.level(for: contrast)
    }

    /// `background`'s lightness.
    var backgroundLightness: Double {
        pick(light: 0.985, lightIncreased: 0.995, dark: 0.18, darkIncreased: 0.13)
    }

    /// `surface`'s lightness: one step from the page towards the text.
    var surfaceLightness: Double {
        pick(light: 0.96, lightIncreased: 0.97, dark: 0.22, darkIncreased: 0.17)
    }

    /// The preferred lightness of `onBackground` and `onSurface`.
    var textLightness: Double {
        pick(light: 0.22, lightIncreased: 0.15, dark: 0.93, darkIncreased: 0.98)
    }

    /// The lightness of text on a fill darker than the page (white), and on one lighter than the
    /// page (a deep tint of the fill's hue).
    func onFillLightness(onDarkFill: Bool) -> Double {
        onDarkFill ? 1 : pick(light: 0.2, lightIncreased: 0.14, dark: 0.2, darkIncreased: 0.14)
    }

    /// The preferred lightness of `secondary`, a tonal fill on the other side of the page from the
    /// accents: pale in light variants, deep in dark ones.
    var secondaryGreyLightness: Double {
        isDark ? 0.33 : 0.87
    }

    /// The lightness of text on `secondary`.
    var onSecondaryLightness: Double {
        pick(light: 0.25, lightIncreased: 0.18, dark: 0.95, darkIncreased: 0.99)
    }

    /// How far accents may go from the page, on the scale of ``QuantizedColor/greyLightness``:
    /// darker than this is near black, lighter than the upper end near white.
    static let accentRange = 0.08...0.97

    private func pick(light: Double, lightIncreased: Double, dark: Double, darkIncreased: Double) -> Double {
        switch (appearance, contrast) {
        case (.light, .standard): light
        case (.light, .increased): lightIncreased
        case (.dark, .standard): dark
        case (.dark, .increased): darkIncreased
        }
    }

}
