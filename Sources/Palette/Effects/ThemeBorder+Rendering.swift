import Foundation

extension ThemeBorder {
    /// The line's width in points, never negative.
    var widthPoints: Double { max(width.points(), 0) }

    /// Whether the border needs a stroked path (`CAShapeLayer`, SwiftUI's `strokeBorder`) because
    /// it has dashes; a solid border is the layer's own `borderWidth` and `borderColor`.
    var isDashed: Bool { !style.dashPattern(width: widthPoints).isEmpty }

    /// The dash pattern in points (``ThemeStrokeStyle/dashPattern(width:)`` at this width).
    var dashPattern: [Double] { style.dashPattern(width: widthPoints) }

    /// The path a stroke of this width follows so that the line lies inside `bounds`, as CSS and
    /// `CALayer.borderWidth` draw a border: `bounds` inset by half the width (a stroke is centred on
    /// its path).
    func strokeRect(in bounds: CGRect) -> CGRect {
        let half = min(widthPoints / 2, bounds.width / 2, bounds.height / 2)
        return bounds.insetBy(dx: max(half, 0), dy: max(half, 0))
    }

    /// The corner radius of ``strokeRect(in:)`` for a shape whose outer corners have `cornerRadius`:
    /// smaller by half the width, never below zero, so the line's outer edge follows the shape.
    func strokeCornerRadius(for cornerRadius: Double) -> Double {
        max(cornerRadius - widthPoints / 2, 0)
    }
}
