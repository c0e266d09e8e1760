/// A palette with every role stored: the concrete ``ColorPalette`` themes are built from.
///
/// Give the four required colours and any semantic roles you want to set; the rest are derived
/// once, when the palette is made, by the rules ``ColorPalette`` documents.
///
/// ```swift
/// let palette = ThemePalette(
///     primary: try ThemeColor(hex: "#1D4ED8"),
///     secondary: try ThemeColor(hex: "#0F766E"),
///     neutral: try ThemeColor(hex: "#F8FAFC"),
///     highlight: try ThemeColor(hex: "#B45309")
/// )
/// palette.onPrimary   // #FAFAFA, the more legible of near-black and near-white on #1D4ED8
/// ```
///
/// The roles are stored inline, unlike ``ThemeFontStyles``' styles: colours are plain values, so
/// copying a palette copies bytes and needs no value witnesses of its own, and reading a role
/// through ``AppTheme/current`` stays one load of a stored field, with no call and no retain.
public struct ThemePalette: ColorPalette, Hashable {
    public var primary: ThemeColor
    public var secondary: ThemeColor
    public var neutral: ThemeColor
    public var highlight: ThemeColor
    public var background: ThemeColor
    public var onBackground: ThemeColor
    public var surface: ThemeColor
    public var onSurface: ThemeColor
    public var onPrimary: ThemeColor
    public var onSecondary: ThemeColor
    public var error: ThemeColor
    public var onError: ThemeColor
    public var outline: ThemeColor

    /// Creates a palette from the required roles, deriving every semantic role not given.
    @inline(never)  // one copy, not one in each initializer that ends here
    public init(
        primary: ThemeColor,
        secondary: ThemeColor,
        neutral: ThemeColor,
        highlight: ThemeColor,
        background: ThemeColor? = nil,
        onBackground: ThemeColor? = nil,
        surface: ThemeColor? = nil,
        onSurface: ThemeColor? = nil,
        onPrimary: ThemeColor? = nil,
        onSecondary: ThemeColor? = nil,
        error: ThemeColor? = nil,
        onError: ThemeColor? = nil,
        outline: ThemeColor? = nil
    ) {
        self.primary = primary
        self.secondary = secondary
        self.neutral = neutral
        self.highlight = highlight
        let background = background ?? neutral
        let onBackground = onBackground ?? background.contrastingForeground
        let surface = surface ?? PaletteDerivation.surface(background: background, onBackground: onBackground)
        let onSurface = onSurface ?? surface.contrastingForeground
        let error = error ?? PaletteDerivation.error(background: background)
        self.background = background
        self.onBackground = onBackground
        self.surface = surface
        self.onSurface = onSurface
        self.onPrimary = onPrimary ?? primary.contrastingForeground
        self.onSecondary = onSecondary ?? secondary.contrastingForeground
        self.error = error
        self.onError = onError ?? error.contrastingForeground
        self.outline = outline ?? PaletteDerivation.outline(surface: surface, onSurface: onSurface)
    }

    /// Copies every role of another palette, computing its derived roles once.
    public init(_ palette: some ColorPalette) {
        if let stored = palette as? ThemePalette {
            self = stored
            return
        }
        self.init(
            primary: palette.primary,
            secondary: palette.secondary,
            neutral: palette.neutral,
            highlight: palette.highlight,
            background: palette.background,
            onBackground: palette.onBackground,
            surface: palette.surface,
            onSurface: palette.onSurface,
            onPrimary: palette.onPrimary,
            onSecondary: palette.onSecondary,
            error: palette.error,
            onError: palette.onError,
            outline: palette.outline
        )
    }

    /// Two palettes are equal when every role is: one loop over the roles, not thirteen copies of
    /// a colour's comparison.
    public static func == (lhs: ThemePalette, rhs: ThemePalette) -> Bool {
        ColorRole.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// Hashes the four required roles, which equal palettes share.
    public func hash(into hasher: inout Hasher) {
        for role in [ColorRole.primary, .secondary, .neutral, .highlight] { hasher.combine(self[role]) }
    }

    /// The same palette with one role replaced.
    package func replacing(_ role: ColorRole, with color: ThemeColor) -> ThemePalette {
        var copy = self
        copy.replace(role, with: color)
        return copy
    }

    /// Replaces one role in place: one copy of the switch, not one per caller and role.
    @inline(never)
    mutating func replace(_ role: ColorRole, with color: ThemeColor) {
        switch role {
        case .primary: primary = color
        case .secondary: secondary = color
        case .neutral: neutral = color
        case .highlight: highlight = color
        case .background: background = color
        case .onBackground: onBackground = color
        case .surface: surface = color
        case .onSurface: onSurface = color
        case .onPrimary: onPrimary = color
        case .onSecondary: onSecondary = color
        case .error: error = color
        case .onError: onError = color
        case .outline: outline = color
        }
    }
}
