/// A property type a ``StyleSheet`` can set from a ``StyleValue``.
///
/// Palette's own value types, the standard numbers, `String`, `Bool`, the style geometry
/// structs, Core Graphics' `CGFloat`/`CGPoint`/`CGSize`/`CGRect`, the platform colours, fonts
/// and edge insets (`UIColor`, `CGColor`, `UIFont`, `UIEdgeInsets`, and AppKit's), and optionals
/// of any of them conform, so registering a key path to such a property needs no conversion:
///
/// ```swift
/// sheet.register(\Badge.tint, as: "tint")   // tint: ThemeColor?
/// ```
///
/// A type of your own conforms by reading the values it accepts; a property of any other type is
/// registered with a conversion from one of these (``StyleSheet/register(_:as:from:_:)``).
public protocol StyleValueConvertible {
    /// The value `styleValue` gives in `theme`, or `nil` when it is the wrong kind of value.
    init?(styleValue: StyleValue, in theme: ResolvedTheme)
}

/// A type Palette itself converts style values to: it says what it expects, for messages
/// (`"a colour"`), and how it reads a value.
///
/// Internal, so that Palette's conformances share one public initialiser (this protocol's
/// extension) instead of one each, and conforming to ``StyleValueConvertible`` asks one thing of
/// an app's type, which messages describe by its name.
protocol BuiltInStyleValue: StyleValueConvertible {
    /// What a property of this type expects, for messages: `"a colour"`.
    static var expectedStyleValue: String { get }

    /// The value `styleValue` gives in `theme`, or `nil` when it is the wrong kind of value.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self?
}

extension BuiltInStyleValue {
    /// The value `styleValue` gives in `theme`, or `nil` when it is the wrong kind of value.
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let value = Self.converted(from: styleValue, in: theme) else { return nil }
        self = value
    }
}

extension StyleSheet {
    /// What a property of `type` expects, for messages: its own description (`"a colour"`), or
    /// `"a value of type 'Shape'"` for a type Palette does not know.
    static func expectedValue(of type: Any.Type) -> String {
        (type as? any BuiltInStyleValue.Type)?.expectedStyleValue ?? "a value of type '\(type)'"
    }
}

extension ThemeColor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a colour" }

    /// A constant colour, or the theme's colour for a role.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.color(in: theme)
    }
}

extension FontDescriptor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a font" }

    /// A constant font, or the theme's font for a style.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.font(in: theme)
    }
}

extension Double: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a number" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.number(in: theme)
    }
}

extension Float: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a number within Float's range" }

    /// A number that `Float` holds as a finite value: 1e308 would be infinity.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard let number = styleValue.number(in: theme), Float(number).isFinite else { return nil }
        return Float(number)
    }
}

extension Int: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a whole number" }

    /// A number with no fractional part that fits in an `Int`.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.number(in: theme).flatMap { Int(exactly: $0) }
    }
}

extension Bool: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a Boolean" }

    /// A Boolean, or the numbers 0 and 1 that property lists often hold instead.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        switch styleValue {
        case .bool(let flag): flag
        case .number(0): false
        case .number(1): true
        default: nil
        }
    }
}

extension String: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a string" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .string(let string) = styleValue else { return nil }
        return string
    }
}

extension StylePoint: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a point" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .point(let point) = styleValue else { return nil }
        return point
    }
}

extension StyleSize: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a size" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .size(let size) = styleValue else { return nil }
        return size
    }
}

extension StyleRect: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a rectangle" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .rect(let rect) = styleValue else { return nil }
        return rect
    }
}

extension StyleEdgeInsets: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "edge insets" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .edgeInsets(let insets) = styleValue else { return nil }
        return insets
    }
}

extension Optional: StyleValueConvertible, BuiltInStyleValue where Wrapped: StyleValueConvertible {
    static var expectedStyleValue: String { "\(StyleSheet.expectedValue(of: Wrapped.self)) or null" }

    /// `nil` for ``StyleValue/null``, else the wrapped type's value.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Wrapped?? {
        if case .null = styleValue { return .some(.none) }
        guard let value = Wrapped(styleValue: styleValue, in: theme) else { return nil }
        return .some(.some(value))
    }
}
