/// What tokens of one kind hold, which names the kind a ``Token`` reads: ``ThemeColor``,
/// ``Dimension``, ``FontDescriptor``, `Double` (numbers), ``ImageAsset``, ``ThemeShadow``,
/// ``ThemeGradient``, ``ThemeBorder``, ``ThemeStrokeStyle``, ``ThemeDuration``, ``CubicBezier``,
/// ``ThemeTransition``, ``FontStack``, ``FontWeight``, `String` (text) and `Bool` (flags).
///
/// Every key is a ``Token`` of one of them, and reads with the same fallback chain:
///
/// ```swift
/// extension ShadowToken {
///     static let card = ShadowToken("shadow.card")
/// }
/// let shadow = AppTheme.current.value(for: .card)
/// ```
///
/// Only Palette's own value types conform: ``tokenStorage`` names where themes keep the kind, what
/// a key of the kind answers, and what it answers when nothing defines it.
public protocol CustomTokenValue: Hashable, Sendable {
    /// What a key of this kind answers: the value itself, except a dimension's points (`Double`)
    /// and an image asset with the folder its file is in (``ThemeImage``).
    associatedtype TokenAnswer: Sendable = Self
    /// What a key of this kind answers when nothing defines it: a value, except a colour's (a role
    /// of the theme's palette, or a colour) and a font's (a style of the theme).
    associatedtype TokenFallback: Hashable & Sendable = TokenAnswer

    /// Where themes keep tokens of this kind, and what a ``Token`` answers when nothing defines it
    /// and it was given no fallback.
    static var tokenStorage: CustomTokenStorage<Self> { get }
}

/// Where themes keep one of the kinds a ``CustomTokenValue`` is, and what a ``Token`` of the kind
/// answers when nothing defines it and it was given no fallback: the theme's `primary`, 0 points,
/// the theme's `body` font, 0, a clear solid colour, no shadow, a gradient with no stops, a clear
/// zero-width border, `solid`, no time, `ease`, no time with `ease`, the system font,
/// ``FontWeight/regular``, the empty string, `false`.
///
/// It has no public members and no public initialiser: each of Palette's value types names its
/// own as ``CustomTokenValue/tokenStorage``.
public struct CustomTokenStorage<Kind: CustomTokenValue>: Sendable {
    /// Where themes keep the kind's values.
    let storage: TokenStorage<Kind.TokenAnswer>
    /// What a key answers when nothing defines it and it was given no fallback.
    let fallback: Kind.TokenFallback
    /// What a key with `fallback` answers in a theme when nothing defines it.
    let answer: @Sendable (Kind.TokenFallback, ResolvedTheme) -> Kind.TokenAnswer
    /// The tokens of the kind in a token set, by path.
    let values: @Sendable (TokenSet) -> [TokenPath: Kind]
    /// The token of the kind at exactly a path in a token set, if any: one lookup.
    let value: @Sendable (TokenSet, TokenPath) -> Kind?

    init(
        _ kind: TokenKind,
        fallback: Kind.TokenFallback,
        read: @escaping @Sendable (TokenTable, TokenPath) -> Kind.TokenAnswer?,
        answer: @escaping @Sendable (Kind.TokenFallback, ResolvedTheme) -> Kind.TokenAnswer,
        values: @escaping @Sendable (TokenSet) -> [TokenPath: Kind],
        value: @escaping @Sendable (TokenSet, TokenPath) -> Kind?
    ) {
        storage = TokenStorage(kind, read: read)
        self.fallback = fallback
        self.answer = answer
        self.values = values
        self.value = value
    }
}

extension CustomTokenStorage where Kind.TokenAnswer == Kind, Kind.TokenFallback == Kind {
    /// The storage of a kind that answers its own values, fallback included, and that a token set
    /// keeps among its design values: `unwrap` gives the value a token value of this kind holds,
    /// or `nil` for another kind.
    init(
        design kind: TokenKind,
        fallback: Kind,
        read: @escaping @Sendable (TokenTable, TokenPath) -> Kind?,
        unwrap: @escaping @Sendable (TokenValue) -> Kind?
    ) {
        self.init(
            kind,
            fallback: fallback,
            read: read,
            answer: { fallback, _ in fallback },
            values: { Unspecialized.compactMapValues($0.designValues[kind] ?? [:], unwrap) },
            value: { $0.designValues[kind]?[$1].flatMap(unwrap) }
        )
    }
}

extension ThemeColor: CustomTokenValue {
    /// What a colour key answers when nothing defines it.
    public enum TokenFallback: Hashable, Sendable {
        /// A role of the theme's palette.
        case role(ColorRole)
        /// A fixed colour.
        case color(ThemeColor)
    }

    /// Colour tokens; a key nobody defines answers the theme's `primary`.
    public static var tokenStorage: CustomTokenStorage<ThemeColor> {
        CustomTokenStorage(
            .color,
            fallback: .role(.primary),
            read: { $0.colorTable[$1] },
            answer: { fallback, theme in
                switch fallback {
                case .role(let role): theme.palette[role]
                case .color(let color): color
                }
            },
            values: { $0.colors },
            value: { $0.colors[$1] }
        )
    }
}

extension Dimension: CustomTokenValue {
    /// A dimension key answers points.
    public typealias TokenAnswer = Double

    /// Dimension tokens, answered in points; a key nobody defines answers 0.
    public static var tokenStorage: CustomTokenStorage<Dimension> {
        CustomTokenStorage(
            .dimension,
            fallback: 0,
            read: { $0.dimensionTable[$1]?.points() },
            answer: { fallback, _ in fallback },
            values: { $0.dimensions },
            value: { $0.dimensions[$1] }
        )
    }
}

extension FontDescriptor: CustomTokenValue {
    /// A font key answers, when nothing defines it, a style of the theme.
    public typealias TokenFallback = FontStyle

    /// Font tokens; a key nobody defines answers the theme's `body` style.
    public static var tokenStorage: CustomTokenStorage<FontDescriptor> {
        CustomTokenStorage(
            .font,
            fallback: FontStyle.body,
            read: { $0.fontTable[$1] },
            answer: { style, theme in theme.fontStyles[style] },
            values: { $0.fonts },
            value: { $0.fonts[$1] }
        )
    }
}

extension Double: CustomTokenValue {
    /// Number tokens; a key nobody defines answers 0.
    public static var tokenStorage: CustomTokenStorage<Double> {
        CustomTokenStorage(
            .number,
            fallback: 0,
            read: { $0.numberTable[$1] },
            answer: { fallback, _ in fallback },
            values: { $0.numbers },
            value: { $0.numbers[$1] }
        )
    }
}

extension ImageAsset: CustomTokenValue {
    /// An image key answers the asset with the folder its file is in.
    public typealias TokenAnswer = ThemeImage
    /// An image key answers, when nothing defines it, an asset.
    public typealias TokenFallback = ImageAsset

    /// Image tokens, answered with the folder their file is in; a key nobody defines answers a
    /// transparent solid colour, so a missing image shows nothing rather than failing.
    public static var tokenStorage: CustomTokenStorage<ImageAsset> {
        CustomTokenStorage(
            .image,
            fallback: .solidColor(.clear),
            read: { $0.imageTable[$1] },
            answer: { asset, _ in ThemeImage(asset: asset) },
            values: { $0.images },
            value: { $0.images[$1] }
        )
    }
}

extension ThemeShadow: CustomTokenValue {
    /// Shadow tokens; a key nobody defines answers no shadow.
    public static var tokenStorage: CustomTokenStorage<ThemeShadow> {
        CustomTokenStorage(
            design: .shadow,
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
            design: .gradient,
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
            design: .border,
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
            design: .strokeStyle,
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
            design: .duration,
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
            design: .cubicBezier,
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
            design: .transition,
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
            design: .fontFamily,
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
            design: .fontWeight,
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
            design: .text,
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
            design: .boolean,
            fallback: false,
            read: { $0.booleanTable[$1] },
            unwrap: {
                guard case .boolean(let value) = $0 else { return nil }
                return value
            }
        )
    }
}
