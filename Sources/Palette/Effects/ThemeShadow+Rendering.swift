import Foundation

// How a CSS shadow becomes a Core Animation (and SwiftUI) shadow, worked out in portable code that the
// bridges read and nothing else.
//
// Blur: CSS defines a shadow's blur radius as twice the standard deviation of the Gaussian blur it
// applies (CSS Backgrounds and Borders 3, "Shadow Blurring":
// https://www.w3.org/TR/css-backgrounds-3/#shadow-blur), while `CALayer.shadowRadius` and SwiftUI's
// `shadow(radius:)` behave as that standard deviation: a shadow drawn by Core Animation with radius r
// matches a CSS, Figma or Sketch shadow with blur 2r (Bjango, "Matching drop shadows across CSS,
// Android, iOS, Figma, and Sketch", https://bjango.com/articles/matchingdropshadows/). So the radius is
// half the blur.
//
// Spread: Core Animation has no spread; the shadow's shape is given as `shadowPath`, the bounds grown
// (or shrunk) by the spread, with corner radii adjusted as CSS adjusts them.

extension ThemeShadow.Layer {
    /// The Gaussian radius Core Animation's `CALayer.shadowRadius` and SwiftUI's `shadow(radius:)` and
    /// `blur(radius:)` take for this layer: half its CSS blur, in points (CSS's blur radius is twice
    /// the blur's standard deviation; Apple's radius is the standard deviation).
    var shadowRadius: Double { max(blur.points(), 0) / 2 }

    /// The offset in points, as `CALayer.shadowOffset` takes it: `y` down, as in UIKit and SwiftUI;
    /// with `yAxisUp` (an AppKit layer that is not flipped) the `y` is negated so the shadow still
    /// falls down the screen.
    func shadowOffset(yAxisUp: Bool = false) -> CGSize {
        CGSize(width: offsetX.points(), height: yAxisUp ? -offsetY.points() : offsetY.points())
    }

    /// The rectangle whose outline casts the shadow: `bounds` grown on every side by the spread (shrunk
    /// by a negative spread, never below zero size), before the offset is applied.
    func shadowRect(for bounds: CGRect) -> CGRect {
        let spread = spread.points()
        let width = max(bounds.width + 2 * spread, 0)
        let height = max(bounds.height + 2 * spread, 0)
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    /// The corner radius of ``shadowRect(for:)`` for a shape whose corners have `cornerRadius`, as
    /// CSS computes it: the radius grows by the spread (shrinks, never below zero, for a negative
    /// spread); a square corner stays square; and a radius smaller than the spread grows by less,
    /// the spread times `1 + (r − 1)³` where `r` is the radius over the spread, so that nearly
    /// square corners stay nearly square (CSS Backgrounds and Borders 3, "Shadow Shape, Spread, and
    /// Knockout").
    func shadowCornerRadius(for cornerRadius: Double) -> Double {
        let spread = spread.points()
        let radius = max(cornerRadius, 0)
        guard radius > 0 else { return 0 }
        guard spread > 0 else { return max(radius + spread, 0) }
        let ratio = radius / spread
        return ratio >= 1 ? radius + spread : radius + spread * (1 + pow(ratio - 1, 3))
    }

    /// A rectangle that holds everything this layer draws around `bounds`, whichever way the `y` axis
    /// points: the shadow's rectangle grown by the offset and three standard deviations of the blur
    /// on every side, together with the bounds. A mask that keeps a shadow outside its shape
    /// (``ThemeShadow/LayerStrategy/sublayers(_:)``) covers this.
    func drawingExtent(for bounds: CGRect) -> CGRect {
        let offset = shadowOffset()
        let reach = 3 * shadowRadius + 1
        return shadowRect(for: bounds)
            .insetBy(dx: -(reach + abs(offset.width)), dy: -(reach + abs(offset.height)))
            .union(bounds)
    }
}

extension ThemeShadow {
    /// How a shadow goes onto a Core Animation layer.
    enum LayerStrategy: Hashable, Sendable {
        /// Nothing to draw: no layers, or only inset ones.
        case none
        /// One layer: the layer's own `shadowColor`, `shadowOffset`, `shadowRadius` and `shadowPath`.
        case direct(Layer)
        /// Several layers: one sublayer each, bottom first, each drawing only its shadow (its
        /// `shadowPath` is the spread shape and a mask keeps the shadow outside the shape), because a
        /// `CALayer` casts one shadow.
        case sublayers([Layer])
    }

    /// The layers drawn outside the shape, in the order Core Animation and SwiftUI stack them: the
    /// bottom one first (CSS lists the top one first).
    ///
    /// Inset layers are left out: the Core Animation bridge draws them apart
    /// (`CALayer.applyShadow(_:cornerRadius:)`), inside the shape.
    var outerLayersBottomFirst: [Layer] {
        layers.filter { !$0.inset }.reversed()
    }

    /// How the bridges put this shadow on a `CALayer`: one outer layer directly on the layer, several as
    /// sublayers (see ``LayerStrategy``).
    var layerStrategy: LayerStrategy {
        let drawn = outerLayersBottomFirst
        switch drawn.count {
        case 0: return .none
        case 1: return drawn.first.map(LayerStrategy.direct) ?? .none
        default: return .sublayers(drawn)
        }
    }
}
