import Foundation

extension ThemeGradient {
    /// The stops to draw: ``orderedStops``, except that one stop becomes the same colour at 0 and 1
    /// (a solid fill, as CSS draws it; `CAGradientLayer` and SwiftUI draw nothing for one colour),
    /// and no stops stay none.
    var drawnStops: [Stop] {
        let ordered = orderedStops
        guard ordered.count == 1, let only = ordered.first else { return ordered }
        return [Stop(color: only.color, position: 0), Stop(color: only.color, position: 1)]
    }

    /// The stops' positions, as `CAGradientLayer.locations` and SwiftUI's `Gradient.Stop` take them.
    var locations: [Double] { drawnStops.map(\.position) }

    /// The start and end of a linear gradient at CSS's `angle` across a box of `size`, in the unit
    /// coordinates `CAGradientLayer.startPoint`/`endPoint` and SwiftUI's `UnitPoint` use ((0, 0) the
    /// top left, (1, 1) the bottom right).
    ///
    /// As CSS's `linear-gradient(<angle>, …)`: 0° points up, 90° right, 180° (the default, as for a
    /// gradient token with no direction) down; the gradient line runs through the centre and is as
    /// long as it must be for the first and last colours to reach the opposite corners exactly
    /// (`|w·sin θ| + |h·cos θ|`). A box with no area (or none given) is taken as a square.
    ///
    /// - Parameters:
    ///   - angle: CSS's angle in degrees, clockwise from up.
    ///   - size: The size of the box the gradient fills.
    ///   - yAxisUp: Whether the unit square's `y` grows upwards, as in an AppKit layer that is not
    ///     flipped; the points are mirrored so that 180° still runs down the screen.
    static func linearPoints(
        angle: Double = 180,
        size: CGSize? = nil,
        yAxisUp: Bool = false
    ) -> (start: CGPoint, end: CGPoint) {
        let degrees = angle.isFinite ? angle : 180
        let box = size ?? .zero
        let (width, height) = box.width > 0 && box.height > 0 ? (box.width, box.height) : (1, 1)
        let radians = degrees * .pi / 180
        // Rounded so that the quarter turns give exact points (sin(π) is not quite 0 in floating point).
        let (dx, dy) = ((sin(radians) * 1e12).rounded() / 1e12, (-cos(radians) * 1e12).rounded() / 1e12)
        let half = (abs(width * dx) + abs(height * dy)) / 2
        let start = CGPoint(x: (width / 2 - dx * half) / width, y: (height / 2 - dy * half) / height)
        let end = CGPoint(x: (width / 2 + dx * half) / width, y: (height / 2 + dy * half) / height)
        guard yAxisUp else { return (start, end) }
        return (CGPoint(x: start.x, y: 1 - start.y), CGPoint(x: end.x, y: 1 - end.y))
    }
}
