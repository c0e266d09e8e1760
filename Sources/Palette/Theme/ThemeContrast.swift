/// Whether the system asks for standard or increased contrast: the second axis of a theme
/// variant, beside ``ThemeAppearance``.
///
/// Apple platforms carry the setting as `UITraitCollection.accessibilityContrast`, SwiftUI's
/// `colorSchemeContrast` and AppKit's `accessibilityDisplayShouldIncreaseContrast`; the web as
/// `prefers-contrast: more`. A variant is an (appearance, contrast) pair, so a theme can come in
/// four: light and dark, each standard and increased. `PaletteDesign`'s `ThemeGenerator` makes all four:
///
/// ```swift
/// let theme = try ThemeGenerator(seed: brand).generate()
/// let palette = theme.palette(for: .dark, contrast: .increased)
/// ```
public enum ThemeContrast: String, CaseIterable, Codable, Hashable, Sendable, NamedCases, DecodableByName {
    /// The contrast most people use.
    case standard
    /// The contrast people ask for with Increase Contrast (iOS, macOS) or `prefers-contrast: more`.
    case increased

    static var nameKind: String { "contrast" }

    /// The WCAG level a variant of this contrast should reach: ``ContrastLevel/aa`` for standard
    /// contrast, ``ContrastLevel/aaa`` for increased contrast. `palette check` audits each variant
    /// at it, and `PaletteDesign`'s `ThemeGenerator` makes every variant reach it.
    package var level: ContrastLevel {
        switch self {
        case .standard: .aa
        case .increased: .aaa
        }
    }
}
