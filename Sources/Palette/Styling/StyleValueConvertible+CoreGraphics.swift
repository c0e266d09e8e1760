import Foundation

extension CGFloat: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a number" }

    /// A number that `CGFloat` holds as a finite value (it is a `Float` on 32-bit watchOS, where
    /// 1e308 would be infinity).
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard let number = styleValue.number(in: theme), CGFloat(number).isFinite else { return nil }
        return CGFloat(number)
    }
}

extension CGPoint: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a point" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .point(let point) = styleValue else { return nil }
        return CGPoint(x: point.x, y: point.y)
    }
}

extension CGSize: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a size" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .size(let size) = styleValue else { return nil }
        return CGSize(width: size.width, height: size.height)
    }
}

extension CGRect: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a rectangle" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .rect(let rect) = styleValue else { return nil }
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
