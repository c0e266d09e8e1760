#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Draws a shadow of every outer layer as CSS's `box-shadow` draws it behind a rounded
    /// rectangle of this view's size: each layer's shape grown by its spread, offset, blurred by
    /// half its CSS blur and kept outside the shape, the first layer on top. Inset layers are drawn
    /// inside the shape, over what lies behind this modifier and under the view: apply it before
    /// the view's background fill (`.themeShadow(card).background(fill)`), as CSS draws an inset
    /// shadow over the background and under the content. Named so as not to collide with SwiftUI's
    /// `shadow`.
    public func themeShadow(_ shadow: ThemeShadow, cornerRadius: CGFloat = 0) -> some View {
        background(ThemeShadowBackground(shadow: shadow, cornerRadius: Double(cornerRadius)))
    }

    /// Draws a border inside a rounded rectangle of this view's size, dashed as its style says.
    public func themeBorder(_ border: ThemeBorder, cornerRadius: CGFloat = 0) -> some View {
        overlay(
            RoundedRectangle(cornerRadius: cornerRadius)
                .strokeBorder(
                    Color(border.color),
                    style: StrokeStyle(
                        lineWidth: CGFloat(border.widthPoints),
                        lineCap: CGLineCap(border.style.effectiveLineCap),
                        dash: border.dashPattern.map { CGFloat($0) }
                    )
                )
        )
    }

    /// Fills this view's background with a gradient at CSS's `angle` (180°, top to bottom, by
    /// default), its start and end placed for the view's shape as CSS places them.
    public func themeGradientFill(_ gradient: ThemeGradient, angle: Double = 180) -> some View {
        background(
            GeometryReader { proxy in
                LinearGradient(palette: gradient, angle: angle, size: proxy.size)
            }
        )
    }
}

extension LinearGradient {
    /// A linear gradient of a design's stops at CSS's `angle` across a box of `size`, its start and
    /// end placed as CSS places them, so that the first and last colours reach the corners.
    public init(palette gradient: ThemeGradient, angle: Double = 180, size: CGSize? = nil) {
        let points = ThemeGradient.linearPoints(angle: angle, size: size)
        self.init(
            gradient: Gradient(
                stops: gradient.drawnStops.map { Gradient.Stop(color: Color($0.color), location: CGFloat($0.position)) }
            ),
            startPoint: UnitPoint(x: points.start.x, y: points.start.y),
            endPoint: UnitPoint(x: points.end.x, y: points.end.y)
        )
    }
}

/// The layers of a shadow behind a view: each its spread shape, offset and blurred, outside the
/// shape only.
struct ThemeShadowBackground: View {
    let shadow: ThemeShadow
    let cornerRadius: Double

    var body: some View {
        GeometryReader { proxy in
            let bounds = CGRect(origin: .zero, size: proxy.size)
            let layers = shadow.outerLayersBottomFirst
            let inner = shadow.innerLayersBottomFirst
            ZStack {
                ZStack {
                    ForEach(layers.indices, id: \.self) { index in
                        let layer = layers[index]
                        let rect = layer.shadowRect(for: bounds)
                        let offset = layer.shadowOffset()
                        RoundedRectangle(
                            cornerRadius: CGFloat(rect.fittingCornerRadius(layer.shadowCornerRadius(for: cornerRadius)))
                        )
                        .fill(Color(layer.color))
                        .frame(width: rect.width, height: rect.height)
                        .position(x: rect.midX + offset.width, y: rect.midY + offset.height)
                        .blur(radius: CGFloat(layer.shadowRadius))
                    }
                }
                .mask(
                    OutsideShape(cornerRadius: CGFloat(bounds.fittingCornerRadius(cornerRadius)))
                        .fill(style: FillStyle(eoFill: true))
                )
                ZStack {
                    ForEach(inner.indices, id: \.self) { index in
                        let layer = inner[index]
                        let geometry = InnerShadowGeometry(layer, in: bounds, cornerRadius: cornerRadius)
                        let offset = layer.shadowOffset()
                        InnerShadowRing(geometry: geometry)
                            .fill(Color(layer.color), style: FillStyle(eoFill: true))
                            .offset(x: offset.width, y: offset.height)
                            .blur(radius: CGFloat(layer.shadowRadius))
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: CGFloat(bounds.fittingCornerRadius(cornerRadius))))
            }
        }
        .allowsHitTesting(false)
    }
}

/// The ring an inset shadow layer blurs: everything the shadow can reach around its hole
/// (``InnerShadowGeometry``), untranslated; filled even-odd.
struct InnerShadowRing: Shape {
    let geometry: InnerShadowGeometry

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(geometry.ringBounds)
        let radius = CGFloat(geometry.hole.fittingCornerRadius(geometry.holeCornerRadius))
        path.addRoundedRect(in: geometry.hole, cornerSize: CGSize(width: radius, height: radius))
        return path
    }
}

/// Everything around a rounded rectangle, far enough for any blur: the area a shadow may draw in.
struct OutsideShape: Shape {
    let cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect.insetBy(dx: -10_000, dy: -10_000))
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
        return path
    }
}

extension CGLineCap {
    init(_ cap: ThemeStrokeStyle.LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}
#endif
