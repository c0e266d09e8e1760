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
    // The roles in one stored tuple, each read and written through accessors emitted into the
    // code that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in
    // every app that links Palette, the tuple three in all. Reading a role is still a load of a
    // stored field.
    @usableFromInline var stored:
        (
            primary: ThemeColor,
            secondary: ThemeColor,
            neutral: ThemeColor,
            highlight: ThemeColor,
            background: ThemeColor,
            onBackground: ThemeColor,
            surface: ThemeColor,
            onSurface: ThemeColor,
            onPrimary: ThemeColor,
            onSecondary: ThemeColor,
            error: ThemeColor,
            onError: ThemeColor,
            outline: ThemeColor
        )

    @_alwaysEmitIntoClient public var primary: ThemeColor {
        get { stored.primary }
        set { stored.primary = newValue }
    }
    @_alwaysEmitIntoClient public var secondary: ThemeColor {
        get { stored.secondary }
        set { stored.secondary = newValue }
    }
    @_alwaysEmitIntoClient public var neutral: ThemeColor {
        get { stored.neutral }
        set { stored.neutral = newValue }
    }
    @_alwaysEmitIntoClient public var highlight: ThemeColor {
        get { stored.highlight }
        set { stored.highlight = newValue }
    }
    @_alwaysEmitIntoClient public var background: ThemeColor {
        get { stored.background }
        set { stored.background = newValue }
    }
    @_alwaysEmitIntoClient public var onBackground: ThemeColor {
        get { stored.onBackground }
        set { stored.onBackground = newValue }
    }
    @_alwaysEmitIntoClient public var surface: ThemeColor {
        get { stored.surface }
        set { stored.surface = newValue }
    }
    @_alwaysEmitIntoClient public var onSurface: ThemeColor {
        get { stored.onSurface }
        set { stored.onSurface = newValue }
    }
    @_alwaysEmitIntoClient public var onPrimary: ThemeColor {
        get { stored.onPrimary }
        set { stored.onPrimary = newValue }
    }
    @_alwaysEmitIntoClient public var onSecondary: ThemeColor {
        get { stored.onSecondary }
        set { stored.onSecondary = newValue }
    }
    @_alwaysEmitIntoClient public var error: ThemeColor {
        get { stored.error }
        set { stored.error = newValue }
    }
    @_alwaysEmitIntoClient public var onError: ThemeColor {
        get { stored.onError }
        set { stored.onError = newValue }
    }
    @_alwaysEmitIntoClient public var outline: ThemeColor {
        get { stored.outline }
        set { stored.outline = newValue }
    }

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
        let background = background ?? neutral
        let onBackground = onBackground ?? background.contrastingForeground
        let surface = surface ?? PaletteDerivation.surface(background: background, onBackground: onBackground)
        let onSurface = onSurface ?? surface.contrastingForeground
        let error = error ?? PaletteDerivation.error(background: background)
        stored = (
            primary: primary,
            secondary: secondary,
            neutral: neutral,
            highlight: highlight,
            background: background,
            onBackground: onBackground,
            surface: surface,
            onSurface: onSurface,
            onPrimary: onPrimary ?? primary.contrastingForeground,
            onSecondary: onSecondary ?? secondary.contrastingForeground,
            error: error,
            onError: onError ?? error.contrastingForeground,
            outline: outline ?? PaletteDerivation.outline(surface: surface, onSurface: onSurface)
        )
    }

    /// Copies every role of another palette, computing its derived roles once.
    @_alwaysEmitIntoClient public init(_ palette: some ColorPalette) {
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
