// The geometry a style's values hold keeps its numbers in one stored tuple, each read and written
// through accessors emitted into the code that uses them: a public stored `var` keeps a getter, a
// setter and a modify accessor in every app that links Palette, the tuple three in all. Like
// CoreGraphics' `CGPoint`, `CGSize`, `CGRect` and UIKit's `UIEdgeInsets`, they are `Equatable`, not
// `Hashable`.

/// A point, as SDThemeManager's `point:x,y` gives one to a style.
public struct StylePoint: Equatable, Sendable {
    @usableFromInline var stored: (x: Double, y: Double)

    @_alwaysEmitIntoClient public var x: Double {
        get { stored.x }
        _modify { yield &stored.x }
        set { stored.x = newValue }
    }
    @_alwaysEmitIntoClient public var y: Double {
        get { stored.y }
        _modify { yield &stored.y }
        set { stored.y = newValue }
    }

    /// Creates a point.
    @_alwaysEmitIntoClient public init(x: Double, y: Double) {
        stored = (x, y)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StylePoint, rhs: StylePoint) -> Bool { lhs.stored == rhs.stored }
}

/// A size, as SDThemeManager's `size:width,height` gives one to a style.
public struct StyleSize: Equatable, Sendable {
    @usableFromInline var stored: (width: Double, height: Double)

    @_alwaysEmitIntoClient public var width: Double {
        get { stored.width }
        _modify { yield &stored.width }
        set { stored.width = newValue }
    }
    @_alwaysEmitIntoClient public var height: Double {
        get { stored.height }
        _modify { yield &stored.height }
        set { stored.height = newValue }
    }

    /// Creates a size.
    @_alwaysEmitIntoClient public init(width: Double, height: Double) {
        stored = (width, height)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StyleSize, rhs: StyleSize) -> Bool { lhs.stored == rhs.stored }
}

/// A rectangle, as SDThemeManager's `rect:x,y,width,height` gives one to a style.
public struct StyleRect: Equatable, Sendable {
    @usableFromInline var stored: (x: Double, y: Double, width: Double, height: Double)

    @_alwaysEmitIntoClient public var x: Double {
        get { stored.x }
        _modify { yield &stored.x }
        set { stored.x = newValue }
    }
    @_alwaysEmitIntoClient public var y: Double {
        get { stored.y }
        _modify { yield &stored.y }
        set { stored.y = newValue }
    }
    @_alwaysEmitIntoClient public var width: Double {
        get { stored.width }
        _modify { yield &stored.width }
        set { stored.width = newValue }
    }
    @_alwaysEmitIntoClient public var height: Double {
        get { stored.height }
        _modify { yield &stored.height }
        set { stored.height = newValue }
    }

    /// Creates a rectangle.
    @_alwaysEmitIntoClient public init(x: Double, y: Double, width: Double, height: Double) {
        stored = (x, y, width, height)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StyleRect, rhs: StyleRect) -> Bool { lhs.stored == rhs.stored }
}

/// Edge insets, as SDThemeManager's `edge:top,left,bottom,right` gives them to a style.
public struct StyleEdgeInsets: Equatable, Sendable {
    @usableFromInline var stored: (top: Double, left: Double, bottom: Double, right: Double)

    @_alwaysEmitIntoClient public var top: Double {
        get { stored.top }
        _modify { yield &stored.top }
        set { stored.top = newValue }
    }
    @_alwaysEmitIntoClient public var left: Double {
        get { stored.left }
        _modify { yield &stored.left }
        set { stored.left = newValue }
    }
    @_alwaysEmitIntoClient public var bottom: Double {
        get { stored.bottom }
        _modify { yield &stored.bottom }
        set { stored.bottom = newValue }
    }
    @_alwaysEmitIntoClient public var right: Double {
        get { stored.right }
        _modify { yield &stored.right }
        set { stored.right = newValue }
    }

    /// Creates insets; the order is SDThemeManager's: top, left, bottom, right.
    @_alwaysEmitIntoClient public init(top: Double, left: Double, bottom: Double, right: Double) {
        stored = (top, left, bottom, right)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StyleEdgeInsets, rhs: StyleEdgeInsets) -> Bool {
        lhs.stored == rhs.stored
    }
}
