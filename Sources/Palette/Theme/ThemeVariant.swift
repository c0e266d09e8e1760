internal import InternalPaletteUtilities

/// One of the four forms a theme can take: an appearance (light or dark) and a contrast
/// (standard or increased), as Apple's trait collections and the web's media queries have them.
///
/// An ``AdaptiveTheme`` holds up to four variants; the one a ``ThemeController`` serves is the
/// first of ``fallbacks`` the theme has, so a theme without an increased-contrast variant shows
/// its standard one, and a theme without a dark variant shows its light one:
///
/// ```swift
/// ThemeVariant(.dark, .increased).fallbacks
/// // [dark, increased contrast], [dark], [light, increased contrast], [light]
/// ```
public struct ThemeVariant: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Light or dark.
    public internal(set) var appearance: ThemeAppearance
    /// Standard or increased contrast.
    public internal(set) var contrast: ThemeContrast

    /// Creates a variant.
    public init(_ appearance: ThemeAppearance, _ contrast: ThemeContrast = .standard) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// Light, standard contrast: the variant every adaptive theme has, and the last fallback.
    @_alwaysEmitIntoClient public static var light: ThemeVariant { ThemeVariant(.light) }
    /// Dark, standard contrast.
    @_alwaysEmitIntoClient public static var dark: ThemeVariant { ThemeVariant(.dark) }
    /// Light, increased contrast.
    @_alwaysEmitIntoClient public static var lightIncreasedContrast: ThemeVariant { ThemeVariant(.light, .increased) }
    /// Dark, increased contrast.
    @_alwaysEmitIntoClient public static var darkIncreasedContrast: ThemeVariant { ThemeVariant(.dark, .increased) }

    /// The four variants: light, light increased contrast, dark, dark increased contrast.
    public static let allCases: [ThemeVariant] = [.light, .lightIncreasedContrast, .dark, .darkIncreasedContrast]

    /// The variants served in this one's place, in order, when a theme lacks it: this variant;
    /// then standard contrast of the same appearance (increased → standard); then the light
    /// appearance (dark → light) at this contrast, then at standard contrast.
    ///
    /// Contrast gives way before appearance: someone who asked for dark, increased contrast and
    /// gets dark keeps the dark screen, which matters more at night than the extra contrast.
    @_alwaysEmitIntoClient public var fallbacks: [ThemeVariant] {
        var order: [ThemeVariant] = []
        for candidate in [self, ThemeVariant(appearance), ThemeVariant(.light, contrast), .light]
        where !order.contains(candidate) {
            order.append(candidate)
        }
        return order
    }

    /// `light`, `dark`, `light, increased contrast`, `dark, increased contrast`.
    @_alwaysEmitIntoClient public var description: String {
        contrast == .standard ? appearance.rawValue : "\(appearance.rawValue), increased contrast"
    }

    /// The variant's key in a document's `variants` and its name in exports: `light`, `dark`,
    /// `lightIncreasedContrast`, `darkIncreasedContrast`.
    @_alwaysEmitIntoClient public var key: String {
        contrast == .standard ? appearance.rawValue : "\(appearance.rawValue)IncreasedContrast"
    }

    /// The variant's position in ``allCases``, for tables of a value per variant.
    var caseIndex: Int {
        (appearance == .dark ? 2 : 0) + (contrast == .increased ? 1 : 0)
    }

    /// The variant's key in kebab case, for identifiers and file names: `light`,
    /// `dark-increased-contrast`.
    @_alwaysEmitIntoClient package var slug: String {
        contrast == .standard ? appearance.rawValue : "\(appearance.rawValue)-increased-contrast"
    }

    /// The identifier of this variant of the adaptive theme `themeID`, for a variant that has
    /// none of its own (written inline in a document, or generated): `ocean-dark-increased-contrast`.
    @_alwaysEmitIntoClient package func id(of themeID: String) -> String {
        "\(themeID)-\(slug)"
    }

    /// The name of this variant of the adaptive theme `themeName`: `Ocean (dark, increased contrast)`.
    @_alwaysEmitIntoClient package func name(of themeName: String) -> String {
        "\(themeName) (\(self))"
    }
}
