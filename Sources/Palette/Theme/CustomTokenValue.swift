/// A value that custom tokens of one kind hold beyond colours, dimensions, fonts, numbers and
/// images: a shadow, a gradient, a border, a stroke style, a duration, a cubic Bézier, a
/// transition, a font family, a font weight, text or a flag.
///
/// ``Token`` reads any of them with the same fallback chain as the other keys:
///
/// ```swift
/// extension ShadowToken {
///     static let card = ShadowToken("shadow.card")
/// }
/// let shadow = AppTheme.current.value(for: .card)
/// ```
///
/// Only Palette's own value types conform: ``tokenStorage`` names where themes keep the kind and
/// what a key of the kind answers when nothing defines it.
public protocol CustomTokenValue: Hashable, Sendable {
    /// Where themes keep tokens of this kind, and what a ``Token`` answers when nothing defines it
    /// and it was given no fallback.
    static var tokenStorage: CustomTokenStorage<Self> { get }
}

/// Where themes keep one of the kinds a ``CustomTokenValue`` is, and what a ``Token`` of the kind
/// answers when nothing defines it and it was given no fallback: no shadow, a gradient with no
/// stops, a clear zero-width border, `solid`, no time, `ease`, no time with `ease`, the system
/// font, ``FontWeight/regular``, the empty string, `false`.
///
/// It has no public members and no public initialiser: each of Palette's value types names its
/// own as ``CustomTokenValue/tokenStorage``.
public struct CustomTokenStorage<Value: Sendable>: Sendable {
    /// Where themes keep the kind's values.
    let storage: TokenStorage<Value>
    /// What a key answers when nothing defines it and it was given no fallback.
    let fallback: Value
    /// The value a token value of this kind holds, or `nil` for another kind.
    let unwrap: @Sendable (TokenValue) -> Value?

    init(
        _ kind: TokenKind,
        fallback: Value,
        read: @escaping @Sendable (TokenTable, TokenPath) -> Value?,
        unwrap: @escaping @Sendable (TokenValue) -> Value?
    ) {
        storage = TokenStorage(kind, read: read)
        self.fallback = fallback
        self.unwrap = unwrap
    }
}

extension ThemeShadow: CustomTokenValue {
    /// Shadow tokens; a key nobody defines answers no shadow.
    public static var tokenStorage: CustomTokenStorage<ThemeShadow> {
        CustomTokenStorage(
            .shadow,
            fallback: .none,
            read: { $0.shadowTable[$1] },
            unwrap: {
                guard case .shadow(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension ThemeGradient: CustomTokenValue {
    /// Gradient tokens; a key nobody defines answers a gradient with no stops.
    public static var tokenStorage: CustomTokenStorage<ThemeGradient> {
        CustomTokenStorage(
            .gradient,
            fallback: ThemeGradient([]),
            read: { $0.gradientTable[$1] },
            unwrap: {
                guard case .gradient(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension ThemeBorder: CustomTokenValue {
    /// Border tokens; a key nobody defines answers a clear, zero-width solid border.
    public static var tokenStorage: CustomTokenStorage<ThemeBorder> {
        CustomTokenStorage(
            .border,
            fallback: ThemeBorder(color: .clear, width: 0),
            read: { $0.borderTable[$1] },
            unwrap: {
                guard case .border(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension ThemeStrokeStyle: CustomTokenValue {
    /// Stroke style tokens; a key nobody defines answers `solid`.
    public static var tokenStorage: CustomTokenStorage<ThemeStrokeStyle> {
        CustomTokenStorage(
            .strokeStyle,
            fallback: .solid,
            read: { $0.strokeStyleTable[$1] },
            unwrap: {
                guard case .strokeStyle(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension ThemeDuration: CustomTokenValue {
    /// Duration tokens; a key nobody defines answers no time.
    public static var tokenStorage: CustomTokenStorage<ThemeDuration> {
        CustomTokenStorage(
            .duration,
            fallback: .zero,
            read: { $0.durationTable[$1] },
            unwrap: {
                guard case .duration(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension CubicBezier: CustomTokenValue {
    /// Cubic Bézier tokens; a key nobody defines answers CSS's initial timing function, `ease`.
    public static var tokenStorage: CustomTokenStorage<CubicBezier> {
        CustomTokenStorage(
            .cubicBezier,
            fallback: .ease,
            read: { $0.cubicBezierTable[$1] },
            unwrap: {
                guard case .cubicBezier(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension ThemeTransition: CustomTokenValue {
    /// Transition tokens; a key nobody defines answers no time, `ease`.
    public static var tokenStorage: CustomTokenStorage<ThemeTransition> {
        CustomTokenStorage(
            .transition,
            fallback: ThemeTransition(duration: .zero),
            read: { $0.transitionTable[$1] },
            unwrap: {
                guard case .transition(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension FontStack: CustomTokenValue {
    /// Font family tokens; a key nobody defines answers the system font.
    public static var tokenStorage: CustomTokenStorage<FontStack> {
        CustomTokenStorage(
            .fontFamily,
            fallback: FontStack(.system(design: .default)),
            read: { $0.fontFamilyTable[$1] },
            unwrap: {
                guard case .fontFamily(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension FontWeight: CustomTokenValue {
    /// Font weight tokens; a key nobody defines answers ``FontWeight/regular``.
    public static var tokenStorage: CustomTokenStorage<FontWeight> {
        CustomTokenStorage(
            .fontWeight,
            fallback: .regular,
            read: { $0.fontWeightTable[$1] },
            unwrap: {
                guard case .fontWeight(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension String: CustomTokenValue {
    /// Text tokens; a key nobody defines answers the empty string.
    public static var tokenStorage: CustomTokenStorage<String> {
        CustomTokenStorage(
            .text,
            fallback: "",
            read: { $0.textTable[$1] },
            unwrap: {
                guard case .text(let value) = $0 else { return nil }
                return value
            }
        )
    }
}

extension Bool: CustomTokenValue {
    /// Boolean tokens; a key nobody defines answers `false`.
    public static var tokenStorage: CustomTokenStorage<Bool> {
        CustomTokenStorage(
            .boolean,
            fallback: false,
            read: { $0.booleanTable[$1] },
            unwrap: {
                guard case .boolean(let value) = $0 else { return nil }
                return value
            }
        )
    }
}
