import Foundation
import Testing

@testable import Palette

/// Where an inset shadow goes, as CSS draws it: the hole is the box shrunk by the spread, its
/// corners shrunk as CSS shrinks them; the ring Core Animation fills lies wholly outside the box,
/// and its shadow lands where CSS puts the inset shadow.
struct InnerShadowGeometryTests {
    static let black = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.25)
    static let box = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test func theHoleIsTheBoxShrunkByTheSpreadWithCSSsCorners() {
        let layer = ThemeShadow.Layer(color: Self.black, offsetX: 2, offsetY: 3, blur: 8, spread: 4, inset: true)
        let geometry = InnerShadowGeometry(layer, in: Self.box, cornerRadius: 10)
        #expect(geometry.hole == CGRect(x: 4, y: 4, width: 92, height: 32))
        #expect(geometry.holeCornerRadius == 6)
        let square = InnerShadowGeometry(layer, in: Self.box, cornerRadius: 3)
        #expect(square.holeCornerRadius == 0, "a radius smaller than the spread shrinks to a square corner")
        let negative = ThemeShadow.Layer(color: Self.black, spread: -5, inset: true)
        #expect(
            InnerShadowGeometry(negative, in: Self.box, cornerRadius: 0).hole
                == CGRect(x: -5, y: -5, width: 110, height: 50)
        )
    }

    @Test func theRingIsDrawnOutsideTheBoxAndItsShadowLandsOnTheHoleMoved() {
        let layer = ThemeShadow.Layer(color: Self.black, offsetX: 2, offsetY: 3, blur: 8, spread: 4, inset: true)
        let geometry = InnerShadowGeometry(layer, in: Self.box, cornerRadius: 10)
        let drawn = geometry.drawnRing
        #expect(drawn.outer.maxX < Self.box.minX, "no part of the ring's fill lies over the box")
        // Where the shadow is cast: the drawn hole moved by the layer's shadow offset is CSS's hole
        // moved by CSS's offset.
        let cast = drawn.hole.offsetBy(dx: geometry.shadowOffset.width, dy: geometry.shadowOffset.height)
        #expect(cast == geometry.hole.offsetBy(dx: 2, dy: 3))
        // The ring reaches past the box by the blur's three standard deviations, the spread and the
        // offset on every side, so the clipped box never shows its edge.
        let reach = 3 * layer.shadowRadius + 4 + 3
        #expect(geometry.ringBounds.minX <= Self.box.minX - reach)
        #expect(geometry.ringBounds.maxY >= Self.box.maxY + reach)
    }

    @Test func anUnflippedAppKitLayerCastsItDownTheScreen() {
        let layer = ThemeShadow.Layer(color: Self.black, offsetY: 3, inset: true)
        let geometry = InnerShadowGeometry(layer, in: Self.box, cornerRadius: 0, yAxisUp: true)
        #expect(geometry.shadowOffset.height == -3)
        #expect(Double(geometry.shadowOffset.width) == geometry.translation, "the translation alone moves it sideways")
    }

    @Test func innerLayersAreDrawnBottomFirstAndOuterOnesApart() {
        let top = ThemeShadow.Layer(color: Self.black, blur: 2, inset: true)
        let bottom = ThemeShadow.Layer(color: Self.black, blur: 6, inset: true)
        let outer = ThemeShadow.Layer(color: Self.black, offsetY: 1)
        let shadow = ThemeShadow([top, outer, bottom])
        #expect(shadow.innerLayersBottomFirst == [bottom, top])
        #expect(shadow.outerLayersBottomFirst == [outer])
    }
}
