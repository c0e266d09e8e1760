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
/// Only Palette's own value types conform: ``tokenStorage`` names where themes keep the kind.
public protocol CustomTokenValue: Hashable, Sendable {
    /// Where themes keep tokens of this kind.
    static var tokenStorage: TokenStorage<Self> { get }
    /// What a ``Token`` answers when nothing defines it and it was given no fallback.
    static var tokenFallback: Self { get }
    /// The value held by a token value of this kind, or `nil` for another kind.
    init?(tokenValue: TokenValue)
    /// The value as a token value.
    var tokenValue: TokenValue { get }
}

extension ThemeShadow: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeShadow> { TokenStorage(.shadow) { $0.shadowTable[$1] } }
    /// No shadow.
    public static var tokenFallback: ThemeShadow { .none }
    public init?(tokenValue: TokenValue) {
        guard case .shadow(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .shadow(self) }
}

extension ThemeGradient: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeGradient> { TokenStorage(.gradient) { $0.gradientTable[$1] } }
    /// A gradient with no stops.
    public static var tokenFallback: ThemeGradient { ThemeGradient([]) }
    public init?(tokenValue: TokenValue) {
        guard case .gradient(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .gradient(self) }
}

extension ThemeBorder: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeBorder> { TokenStorage(.border) { $0.borderTable[$1] } }
    /// A clear, zero-width solid border.
    public static var tokenFallback: ThemeBorder { ThemeBorder(color: .clear, width: 0) }
    public init?(tokenValue: TokenValue) {
        guard case .border(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .border(self) }
}

extension ThemeStrokeStyle: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeStrokeStyle> {
        TokenStorage(.strokeStyle) { $0.strokeStyleTable[$1] }
    }
    /// `solid`.
    public static var tokenFallback: ThemeStrokeStyle { .solid }
    public init?(tokenValue: TokenValue) {
        guard case .strokeStyle(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .strokeStyle(self) }
}

extension ThemeDuration: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeDuration> { TokenStorage(.duration) { $0.durationTable[$1] } }
    /// No time.
    public static var tokenFallback: ThemeDuration { .zero }
    public init?(tokenValue: TokenValue) {
        guard case .duration(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .duration(self) }
}

extension CubicBezier: CustomTokenValue {
    public static var tokenStorage: TokenStorage<CubicBezier> { TokenStorage(.cubicBezier) { $0.cubicBezierTable[$1] } }
    /// CSS's initial timing function, `ease`.
    public static var tokenFallback: CubicBezier { .ease }
    public init?(tokenValue: TokenValue) {
        guard case .cubicBezier(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .cubicBezier(self) }
}

extension ThemeTransition: CustomTokenValue {
    public static var tokenStorage: TokenStorage<ThemeTransition> {
        TokenStorage(.transition) { $0.transitionTable[$1] }
    }
    /// No time, `ease`.
    public static var tokenFallback: ThemeTransition { ThemeTransition(duration: .zero) }
    public init?(tokenValue: TokenValue) {
        guard case .transition(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .transition(self) }
}

extension FontStack: CustomTokenValue {
    public static var tokenStorage: TokenStorage<FontStack> { TokenStorage(.fontFamily) { $0.fontFamilyTable[$1] } }
    /// The system font.
    public static var tokenFallback: FontStack { FontStack(.system(design: .default)) }
    public init?(tokenValue: TokenValue) {
        guard case .fontFamily(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .fontFamily(self) }
}

extension FontWeight: CustomTokenValue {
    public static var tokenStorage: TokenStorage<FontWeight> { TokenStorage(.fontWeight) { $0.fontWeightTable[$1] } }
    /// ``FontWeight/regular``.
    public static var tokenFallback: FontWeight { .regular }
    public init?(tokenValue: TokenValue) {
        guard case .fontWeight(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .fontWeight(self) }
}

extension String: CustomTokenValue {
    public static var tokenStorage: TokenStorage<String> { TokenStorage(.text) { $0.textTable[$1] } }
    /// The empty string.
    public static var tokenFallback: String { "" }
    public init?(tokenValue: TokenValue) {
        guard case .text(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .text(self) }
}

extension Bool: CustomTokenValue {
    public static var tokenStorage: TokenStorage<Bool> { TokenStorage(.boolean) { $0.booleanTable[$1] } }
    /// `false`.
    public static var tokenFallback: Bool { false }
    public init?(tokenValue: TokenValue) {
        guard case .boolean(let value) = tokenValue else { return nil }
        self = value
    }
    public var tokenValue: TokenValue { .boolean(self) }
}
