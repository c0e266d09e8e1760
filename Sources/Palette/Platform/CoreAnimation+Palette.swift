#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// Core Animation values from design tokens, for UIKit and AppKit alike. The arithmetic (blur to
// radius, spread, corner radii, gradient points, dash patterns) is in Effects/ and Motion/, tested
// on Linux; these extensions only set properties. Geometry depends on the layer's bounds: call them
// again when the bounds change (from `layoutSubviews`, `layout()` or `layoutSublayers`).

extension CALayer {
    /// The name of the sublayers ``applyShadow(_:cornerRadius:)`` adds (several shadow layers).
    static let paletteShadowLayerName = "palette.shadow"
    /// The name of the sublayer ``applyBorder(_:cornerRadius:)`` adds (a dashed border).
    static let paletteBorderLayerName = "palette.border"

    /// Draws a shadow as CSS's `box-shadow` draws it around this layer's bounds, rounded by
    /// `cornerRadius` (the layer's own `cornerRadius` when `nil`).
    ///
    /// One outer layer is this layer's own shadow (`shadowRadius` is half the CSS blur, the spread a
    /// grown `shadowPath`); several are sublayers named `"palette.shadow"`, bottom first,
    /// each masked to draw outside the shape only, because a layer casts one shadow. Inset layers
    /// are sublayers of the same name above those, clipped to the bounds and below every other
    /// sublayer: over the layer's background, under its content, as CSS draws them. Calling it
    /// again replaces what it drew; ``ThemeShadow/none`` removes it. The layer must not mask to its
    /// bounds.
    public func applyShadow(_ shadow: ThemeShadow, cornerRadius: CGFloat? = nil) {
        let radius = Double(cornerRadius ?? self.cornerRadius)
        for old in sublayers ?? [] where old.name == Self.paletteShadowLayerName { old.removeFromSuperlayer() }
        shadowOpacity = 0
        shadowPath = nil
        applyOuterShadow(shadow, cornerRadius: radius)
        let below = (sublayers ?? []).prefix { $0.name == Self.paletteShadowLayerName }.count
        for (index, layer) in shadow.innerLayersBottomFirst.enumerated() {
            insertSublayer(innerShadowLayer(layer, cornerRadius: radius), at: UInt32(below + index))
        }
    }

    private func applyOuterShadow(_ shadow: ThemeShadow, cornerRadius radius: Double) {
        switch shadow.layerStrategy {
        case .none:
            return
        case .direct(let layer):
            setShadow(layer, around: bounds, cornerRadius: radius)
        case .sublayers(let layers):
            for (index, layer) in layers.enumerated() {
                let sublayer = CALayer()
                sublayer.name = Self.paletteShadowLayerName
                sublayer.frame = bounds
                sublayer.setShadow(layer, around: sublayer.bounds, cornerRadius: radius)
                let outside = CGMutablePath()
                outside.addRect(layer.drawingExtent(for: sublayer.bounds))
                outside.addPath(CGPath.paletteRoundedRect(sublayer.bounds, cornerRadius: radius))
                let mask = CAShapeLayer()
                mask.path = outside
                mask.fillRule = .evenOdd
                sublayer.mask = mask
                insertSublayer(sublayer, at: UInt32(index))
            }
        }
    }

    /// An inset layer as Core Animation can draw it: the shadow of a ring around the hole
    /// (``InnerShadowGeometry``), cast by a shape layer inside a layer that clips it to the bounds.
    private func innerShadowLayer(_ layer: ThemeShadow.Layer, cornerRadius: Double) -> CALayer {
        let clip = CALayer()
        clip.name = Self.paletteShadowLayerName
        clip.frame = bounds
        clip.cornerRadius = CGFloat(cornerRadius)
        clip.masksToBounds = true
        let geometry = InnerShadowGeometry(layer, in: clip.bounds, cornerRadius: cornerRadius, yAxisUp: paletteYAxisUp)
        let ring = CAShapeLayer()
        ring.frame = clip.bounds
        let drawn = geometry.drawnRing
        let path = CGMutablePath()
        path.addRect(drawn.outer)
        path.addPath(CGPath.paletteRoundedRect(drawn.hole, cornerRadius: geometry.holeCornerRadius))
        ring.path = path
        ring.fillRule = .evenOdd
        ring.fillColor = CGColor.palette(ThemeColor(red: 0, green: 0, blue: 0))
        ring.shadowColor = CGColor.palette(layer.color)
        ring.shadowOpacity = 1
        ring.shadowRadius = CGFloat(layer.shadowRadius)
        ring.shadowOffset = geometry.shadowOffset
        clip.addSublayer(ring)
        return clip
    }

    private func setShadow(_ layer: ThemeShadow.Layer, around bounds: CGRect, cornerRadius: Double) {
        shadowColor = CGColor.palette(layer.color)
        shadowOpacity = 1
        shadowRadius = CGFloat(layer.shadowRadius)
        shadowOffset = layer.shadowOffset(yAxisUp: paletteYAxisUp)
        shadowPath = CGPath.paletteRoundedRect(
            layer.shadowRect(for: bounds),
            cornerRadius: layer.shadowCornerRadius(for: cornerRadius)
        )
    }

    /// Draws a border inside this layer's bounds, rounded by `cornerRadius` (the layer's own when
    /// `nil`): a solid one as the layer's `borderWidth` and `borderColor`; a dashed or dotted one as a
    /// `CAShapeLayer` sublayer named `"palette.border"` with the style's dash pattern and line
    /// cap. Calling it again replaces what it drew.
    public func applyBorder(_ border: ThemeBorder, cornerRadius: CGFloat? = nil) {
        let radius = Double(cornerRadius ?? self.cornerRadius)
        for old in sublayers ?? [] where old.name == Self.paletteBorderLayerName { old.removeFromSuperlayer() }
        guard border.isDashed else {
            borderWidth = CGFloat(border.widthPoints)
            borderColor = CGColor.palette(border.color)
            return
        }
        borderWidth = 0
        let shape = CAShapeLayer()
        shape.name = Self.paletteBorderLayerName
        shape.frame = bounds
        shape.path = CGPath.paletteRoundedRect(
            border.strokeRect(in: shape.bounds),
            cornerRadius: border.strokeCornerRadius(for: radius)
        )
        shape.fillColor = nil
        shape.strokeColor = CGColor.palette(border.color)
        shape.lineWidth = CGFloat(border.widthPoints)
        shape.lineDashPattern = border.dashPattern.map { NSNumber(value: $0) }
        shape.lineCap = CAShapeLayerLineCap(border.style.effectiveLineCap)
        addSublayer(shape)
    }

    /// Whether this layer's `y` grows upwards (an AppKit layer that is not flipped).
    var paletteYAxisUp: Bool {
        #if canImport(UIKit)
        false
        #else
        !contentsAreFlipped()
        #endif
    }
}

extension CAGradientLayer {
    /// Fills this layer with a gradient at CSS's `angle` (180°, top to bottom, by default): its
    /// colours, locations and start and end points (which depend on the bounds' shape).
    public func applyGradient(_ gradient: ThemeGradient, angle: Double = 180) {
        let stops = gradient.drawnStops
        type = .axial
        colors = stops.map { CGColor.palette($0.color) }
        locations = stops.map { NSNumber(value: $0.position) }
        let points = ThemeGradient.linearPoints(angle: angle, size: bounds.size, yAxisUp: paletteYAxisUp)
        startPoint = points.start
        endPoint = points.end
    }
}

extension CAMediaTimingFunction {
    /// The timing function of a cubic Bézier curve, as CSS's `cubic-bezier()` is.
    public convenience init(_ curve: CubicBezier) {
        self.init(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
    }
}

extension CAShapeLayerLineCap {
    init(_ cap: ThemeStrokeStyle.LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension CGColor {
    /// The platform colour's `CGColor`, in the colour's own space.
    static func palette(_ color: ThemeColor) -> CGColor {
        #if canImport(UIKit)
        UIColor(color).cgColor
        #else
        NSColor(color).cgColor
        #endif
    }
}

extension CGPath {
    /// A rounded rectangle whose corner radius is limited to what the rectangle can have.
    static func paletteRoundedRect(_ rect: CGRect, cornerRadius: Double) -> CGPath {
        let radius = CGFloat(rect.fittingCornerRadius(cornerRadius))
        return CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }
}
#endif
