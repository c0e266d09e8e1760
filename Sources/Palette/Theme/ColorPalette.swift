/// The colours of a theme, by role.
///
/// Four roles are required, as in the AppTheme pattern: ``primary``, ``secondary``, ``neutral`` and
/// ``highlight``. The semantic roles have defaults derived from those, so a palette that sets
/// only the four is complete and readable:
///
/// | role | default |
/// |---|---|
/// | ``background`` | ``neutral`` |
/// | ``surface`` | ``background`` moved 4% towards ``onBackground`` (to the nearest 8-bit value) |
/// | ``error`` | `#BA1A1A` on a light background, `#FFB4AB` on a dark one |
/// | ``outline`` | between ``surface`` and ``onSurface``, at least 3:1 against ``surface`` |
/// | `on…` colours | whichever of near-black (`#121212`) and near-white (`#FAFAFA`) contrasts more |
///
/// The defaults are computed when they are read. Themes store their palette as a
/// ``ThemePalette``, which computes them once; ``ResolvedTheme`` does the same for any palette,
/// so reading a role through ``AppTheme/current`` never recomputes anything.
public protocol ColorPalette: Sendable {
    /// The main brand colour: primary buttons, active states.
    var primary: ThemeColor { get }
    /// The second brand colour: secondary actions, accents.
    var secondary: ThemeColor { get }
    /// The quiet base colour that backgrounds are made from.
    var neutral: ThemeColor { get }
    /// A colour that draws attention: selection, badges, links.
    var highlight: ThemeColor { get }

    /// The colour behind all content.
    var background: ThemeColor { get }
    /// Text and icons on ``background``.
    var onBackground: ThemeColor { get }
    /// Cards, sheets and other containers on the background.
    var surface: ThemeColor { get }
    /// Text and icons on ``surface``.
    var onSurface: ThemeColor { get }
    /// Text and icons on ``primary``.
    var onPrimary: ThemeColor { get }
    /// Text and icons on ``secondary``.
    var onSecondary: ThemeColor { get }
    /// Errors and destructive actions.
    var error: ThemeColor { get }
    /// Text and icons on ``error``.
    var onError: ThemeColor { get }
    /// Borders and dividers on ``surface``.
    var outline: ThemeColor { get }
}

extension ColorPalette {
    @_alwaysEmitIntoClient public var background: ThemeColor { neutral }
    @_alwaysEmitIntoClient public var onBackground: ThemeColor { background.contrastingForeground }
    public var surface: ThemeColor { PaletteDerivation.surface(background: background, onBackground: onBackground) }
    @_alwaysEmitIntoClient public var onSurface: ThemeColor { surface.contrastingForeground }
    @_alwaysEmitIntoClient public var onPrimary: ThemeColor { primary.contrastingForeground }
    @_alwaysEmitIntoClient public var onSecondary: ThemeColor { secondary.contrastingForeground }
    public var error: ThemeColor { PaletteDerivation.error(background: background) }
    @_alwaysEmitIntoClient public var onError: ThemeColor { error.contrastingForeground }
    public var outline: ThemeColor { PaletteDerivation.outline(surface: surface, onSurface: onSurface) }

    /// The colour of a role.
    @_alwaysEmitIntoClient public subscript(role: ColorRole) -> ThemeColor {
        switch role {
        case .primary: primary
        case .secondary: secondary
        case .neutral: neutral
        case .highlight: highlight
        case .background: background
        case .onBackground: onBackground
        case .surface: surface
        case .onSurface: onSurface
        case .onPrimary: onPrimary
        case .onSecondary: onSecondary
        case .error: error
        case .onError: onError
        case .outline: outline
        }
    }
}

/// The rules that derive semantic roles from the required ones.
package enum PaletteDerivation {
    /// The error colours of Material 3's baseline scheme, for light and dark backgrounds.
    @_alwaysEmitIntoClient
    package static var lightError: ThemeColor { ThemeColor(red8: 0xBA, green8: 0x1A, blue8: 0x1A) }
    static let darkError = ThemeColor(red8: 0xFF, green8: 0xB4, blue8: 0xAB)

    /// Derived colours are rounded to 8 bits, so a palette written as hex reads back exactly.
    static func surface(background: ThemeColor, onBackground: ThemeColor) -> ThemeColor {
        background.mixed(with: onBackground, by: 0.04).quantized
    }

    static func error(background: ThemeColor) -> ThemeColor {
        background.contrastingForeground == .nearWhite ? darkError : lightError
    }

    /// The lightest mix of `onSurface` into `surface` from 40% up that reaches 3:1, the WCAG
    /// minimum for UI components; `onSurface` itself if none does.
    static func outline(surface: ThemeColor, onSurface: ThemeColor) -> ThemeColor {
        for step in 8...20 {
            let candidate = surface.mixed(with: onSurface, by: Double(step) * 0.05).quantized
            if candidate.contrastRatio(with: surface) >= 3 { return candidate }
        }
        return onSurface
    }
}
