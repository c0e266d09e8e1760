import Foundation

extension CGFloat: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a number" }

    /// A number that `CGFloat` holds as a finite value (it is a `Float` on 32-bit watchOS, where
    /// 1e308 would be infinity).
    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard let number = styleValue.number(in: theme), CGFloat(number).isFinite else { return nil }
        self = CGFloat(number)
    }
}

extension CGPoint: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a point" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .point(let point) = styleValue else { return nil }
        self.init(x: point.x, y: point.y)
    }
}

extension CGSize: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a size" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .size(let size) = styleValue else { return nil }
        self.init(width: size.width, height: size.height)
    }
}

extension CGRect: StyleValueConvertible, StyleValueDescribing {
    static var expectedStyleValue: String { "a rectangle" }

    public init?(styleValue: StyleValue, in theme: ResolvedTheme) {
        guard case .rect(let rect) = styleValue else { return nil }
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
