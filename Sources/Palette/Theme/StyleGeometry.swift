/// A point, as SDThemeManager's `point:x,y` gives one to a style.
public struct StylePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    @_alwaysEmitIntoClient public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size, as SDThemeManager's `size:width,height` gives one to a style.
public struct StyleSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    @_alwaysEmitIntoClient public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle, as SDThemeManager's `rect:x,y,width,height` gives one to a style.
public struct StyleRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    @_alwaysEmitIntoClient public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Edge insets, as SDThemeManager's `edge:top,left,bottom,right` gives them to a style.
public struct StyleEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets; the order is SDThemeManager's: top, left, bottom, right.
    @_alwaysEmitIntoClient public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
