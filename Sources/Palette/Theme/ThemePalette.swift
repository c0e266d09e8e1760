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
public struct ThemePalette: ColorPalette, Hashable, Codable {
    /// The thirteen roles, shared by copies until one of them changes a role.
    private var roles: CopyOnWrite<Roles>

    public var primary: ThemeColor {
        get { roles.value.primary }
        set { replace(.primary, with: newValue) }
    }
    public var secondary: ThemeColor {
        get { roles.value.secondary }
        set { replace(.secondary, with: newValue) }
    }
    public var neutral: ThemeColor {
        get { roles.value.neutral }
        set { replace(.neutral, with: newValue) }
    }
    public var highlight: ThemeColor {
        get { roles.value.highlight }
        set { replace(.highlight, with: newValue) }
    }
    public var background: ThemeColor {
        get { roles.value.background }
        set { replace(.background, with: newValue) }
    }
    public var onBackground: ThemeColor {
        get { roles.value.onBackground }
        set { replace(.onBackground, with: newValue) }
    }
    public var surface: ThemeColor {
        get { roles.value.surface }
        set { replace(.surface, with: newValue) }
    }
    public var onSurface: ThemeColor {
        get { roles.value.onSurface }
        set { replace(.onSurface, with: newValue) }
    }
    public var onPrimary: ThemeColor {
        get { roles.value.onPrimary }
        set { replace(.onPrimary, with: newValue) }
    }
    public var onSecondary: ThemeColor {
        get { roles.value.onSecondary }
        set { replace(.onSecondary, with: newValue) }
    }
    public var error: ThemeColor {
        get { roles.value.error }
        set { replace(.error, with: newValue) }
    }
    public var onError: ThemeColor {
        get { roles.value.onError }
        set { replace(.onError, with: newValue) }
    }
    public var outline: ThemeColor {
        get { roles.value.outline }
        set { replace(.outline, with: newValue) }
    }

    /// Creates a palette from the required roles, deriving every semantic role not given.
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
        roles = CopyOnWrite(
            Roles(
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
        )
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

    /// The same palette with one role replaced.
    public func replacing(_ role: ColorRole, with color: ThemeColor) -> ThemePalette {
        var copy = self
        copy.replace(role, with: color)
        return copy
    }

    /// Replaces one role in place: one copy of the switch, not one per caller and role.
    @inline(never)
    mutating func replace(_ role: ColorRole, with color: ThemeColor) {
        roles.update {
            switch role {
            case .primary: $0.primary = color
            case .secondary: $0.secondary = color
            case .neutral: $0.neutral = color
            case .highlight: $0.highlight = color
            case .background: $0.background = color
            case .onBackground: $0.onBackground = color
            case .surface: $0.surface = color
            case .onSurface: $0.onSurface = color
            case .onPrimary: $0.onPrimary = color
            case .onSecondary: $0.onSecondary = color
            case .error: $0.error = color
            case .onError: $0.onError = color
            case .outline: $0.outline = color
            }
        }
    }
}

extension ThemePalette {
    /// The roles as stored, in one place so that a palette is a word and copying it a retain.
    struct Roles: Hashable, Codable, Sendable {
        var primary: ThemeColor
        var secondary: ThemeColor
        var neutral: ThemeColor
        var highlight: ThemeColor
        var background: ThemeColor
        var onBackground: ThemeColor
        var surface: ThemeColor
        var onSurface: ThemeColor
        var onPrimary: ThemeColor
        var onSecondary: ThemeColor
        var error: ThemeColor
        var onError: ThemeColor
        var outline: ThemeColor
    }

    /// Reads a palette in the form Palette has always written: an object of all thirteen roles.
    public init(from decoder: any Decoder) throws {
        roles = CopyOnWrite(try Roles(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try roles.value.encode(to: encoder)
    }
}
