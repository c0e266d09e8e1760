/// A property type a ``StyleSheet`` can set from a ``StyleValue``.
///
/// Palette's own value types, the standard numbers, `String`, `Bool`, the style geometry
/// structs, Core Graphics' `CGFloat`/`CGPoint`/`CGSize`/`CGRect`, and optionals of any of them
/// conform, so registering a key path to such a property needs no conversion:
///
/// ```swift
/// sheet.register(\Badge.tint, as: "tint")   // tint: ThemeColor?
/// ```
///
/// Platform types (`UIColor`, `UIFont`, `UIEdgeInsets`) are registered through the overloads in
/// Palette's platform code, which convert from these.
public protocol StyleValueConvertible: Sendable {
    /// The value `styleValue` gives in `theme`, or `nil` when it is the wrong kind of value.
    init?(styleValue: StyleValue, in theme: ResolvedTheme)
}

extension ThemeColor: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a colour" }

    /// A constant colour, or the theme's colour for a role.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let color = styleValue.color(in: theme) else { return nil }
        self = color
    }
}

extension FontDescriptor: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a font" }

    /// A constant font, or the theme's font for a style.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let font = styleValue.font(in: theme) else { return nil }
        self = font
    }
}

extension Double: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a number" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let number = styleValue.number(in: theme) else { return nil }
        self = number
    }
}

extension Float: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a number within Float's range" }

    /// A number that `Float` holds as a finite value: 1e308 would be infinity.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let number = styleValue.number(in: theme), Float(number).isFinite else { return nil }
        self = Float(number)
    }
}

extension Int: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a whole number" }

    /// A number with no fractional part that fits in an `Int`.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let number = styleValue.number(in: theme), let integer = Int(exactly: number) else { return nil }
        self = integer
    }
}

extension Bool: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a Boolean" }

    /// A Boolean, or the numbers 0 and 1 that property lists often hold instead.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        switch styleValue {
        case .bool(let flag): self = flag
        case .number(0): self = false
        case .number(1): self = true
        default: return nil
        }
    }
}

extension String: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a string" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .string(let string) = styleValue else { return nil }
        self = string
    }
}

extension StylePoint: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a point" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .point(let point) = styleValue else { return nil }
        self = point
    }
}

extension StyleSize: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a size" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .size(let size) = styleValue else { return nil }
        self = size
    }
}

extension StyleRect: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a rectangle" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .rect(let rect) = styleValue else { return nil }
        self = rect
    }
}

extension StyleEdgeInsets: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "edge insets" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .edgeInsets(let insets) = styleValue else { return nil }
        self = insets
    }
}

extension Optional: StyleValueConvertible, StyleValueDescribing where Wrapped: StyleValueConvertible {
    static var expectedStyleValue: String { "\(StyleSheet.expectedValue(of: Wrapped.self)) or null" }

    /// `nil` for ``StyleValue/null``, else the wrapped type's value.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        if case .null = styleValue {
            self = .none
            return
        }
        guard let value = Wrapped(styleValue: styleValue, in: theme) else { return nil }
        self = .some(value)
    }
}
