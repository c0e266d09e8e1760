import Foundation

/// Where an inset shadow layer (CSS's `box-shadow: inset …`) goes on a rectangle, for the Core
/// Animation bridge, which has no inner shadow.
///
/// CSS draws an inset shadow inside the padding box: everything outside a *hole*, the box shrunk
/// by the spread (its corner radii shrunk as CSS shrinks them) and moved by the offset, is the
/// shadow's colour, blurred, and clipped to the box (CSS Backgrounds and Borders 3, "Shadow Shape,
/// Spread, and Knockout"). Core Animation draws it as the shadow of a filled *ring* (a large
/// rectangle around the hole, filled even-odd) cast by a layer clipped to the box. The ring is
/// drawn `translation` points to the left, wholly outside the box, and its shadow is cast
/// `translation` points further right than the offset, so that only the shadow lands in the box.
struct InnerShadowGeometry: Equatable, Sendable {
    /// The outer edge of the ring, before the translation: the box grown by everything the shadow
    /// can reach (offset, spread and three standard deviations of the blur).
    var ringBounds: CGRect
    /// The hole, before the offset and the translation: the box shrunk by the spread.
    var hole: CGRect
    /// The hole's corner radius.
    var holeCornerRadius: Double
    /// How far left the ring is drawn, so that no part of its fill lies over the box.
    var translation: Double
    /// The shadow's offset as the layer takes it (`translation` added to `x`).
    var shadowOffset: CGSize

    /// The geometry of an inset `layer` in `bounds`, whose corners are rounded by `cornerRadius`.
    init(_ layer: ThemeShadow.Layer, in bounds: CGRect, cornerRadius: Double, yAxisUp: Bool = false) {
        // The hole is the box with the spread taken off every side: an outer shadow of the opposite
        // spread, whose rectangle and corner rule are CSS's.
        var shrunk = layer
        shrunk.spread = Dimension(-layer.spread.points(), .points)
        hole = shrunk.shadowRect(for: bounds)
        holeCornerRadius = shrunk.shadowCornerRadius(for: cornerRadius)
        let offset = layer.shadowOffset(yAxisUp: yAxisUp)
        let reach = 3 * layer.shadowRadius + abs(layer.spread.points()) + max(abs(offset.width), abs(offset.height)) + 1
        ringBounds = bounds.insetBy(dx: -reach, dy: -reach)
        // Far enough left that the ring's right edge is left of the box.
        translation = Double(ringBounds.maxX - bounds.minX) + 1
        shadowOffset = CGSize(width: offset.width + translation, height: offset.height)
    }

    /// The ring's two rectangles as drawn, translated: the outer one, and the hole inside it.
    var drawnRing: (outer: CGRect, hole: CGRect) {
        (ringBounds.offsetBy(dx: -translation, dy: 0), hole.offsetBy(dx: -translation, dy: 0))
    }
}

extension ThemeShadow {
    /// The inset layers, in the order Core Animation stacks them: the bottom one first (CSS lists
    /// the top one first).
    var innerLayersBottomFirst: [Layer] {
        layers.filter(\.inset).reversed()
    }
}
