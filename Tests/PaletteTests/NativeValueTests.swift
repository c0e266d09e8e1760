import Foundation
import Testing

@testable import Palette

/// The arithmetic that turns design values into what UIKit, AppKit and SwiftUI take: the bridges
/// read these numbers and do nothing else, so they are checked here, on every platform.
struct NativeValueTests {
    static let black12 = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.12)

    // MARK: Shadows

    @Test func shadowBlurBecomesHalfAsLargeACoreAnimationRadius() {
        let layer = ThemeShadow.Layer(color: Self.black12, offsetY: 4, blur: 8, spread: 2)
        #expect(layer.shadowRadius == 4)
        #expect(layer.shadowOffset() == CGSize(width: 0, height: 4))
        #expect(layer.shadowOffset(yAxisUp: true) == CGSize(width: 0, height: -4))
        #expect(ThemeShadow.Layer(color: Self.black12, blur: Dimension(1, .rem)).shadowRadius == 8)
    }

    @Test func spreadGrowsTheShadowPathAndItsCorners() {
        let layer = ThemeShadow.Layer(color: Self.black12, offsetY: 4, blur: 8, spread: 2)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.shadowRect(for: bounds) == CGRect(x: -2, y: -2, width: 104, height: 44))
        #expect(layer.shadowCornerRadius(for: 8) == 10)
        // A square corner stays square; a small radius grows by less than the spread (CSS's rule).
        #expect(layer.shadowCornerRadius(for: 0) == 0)
        let wide = ThemeShadow.Layer(color: Self.black12, spread: 4)
        let expected: Double = 2 + 4 * (1 - 0.125)
        #expect(near(wide.shadowCornerRadius(for: 2), expected))
    }

    @Test func negativeSpreadShrinksThePathButNeverBelowNothing() {
        let inward = ThemeShadow.Layer(color: Self.black12, offsetY: 8, blur: 16, spread: -4)
        let bounds = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(inward.shadowRect(for: bounds) == CGRect(x: 14, y: 14, width: 92, height: 32))
        #expect(inward.shadowCornerRadius(for: 8) == 4)
        #expect(inward.shadowCornerRadius(for: 2) == 0)
        let gone = ThemeShadow.Layer(color: Self.black12, spread: -30)
        let rect = gone.shadowRect(for: bounds)
        #expect(rect.width == 40 && rect.height == 0)
        #expect(rect.midX == bounds.midX && rect.midY == bounds.midY)
    }

    @Test func oneShadowLayerGoesOnTheLayerAndSeveralBecomeSublayersBottomFirst() {
        let top = ThemeShadow.Layer(color: Self.black12, offsetY: 1, blur: 3)
        let bottom = ThemeShadow.Layer(color: Self.black12, offsetY: 4, blur: 12, spread: -2)
        let inner = ThemeShadow.Layer(color: Self.black12, blur: 2, inset: true)
        #expect(ThemeShadow(top).layerStrategy == .direct(top))
        #expect(ThemeShadow([top, inner]).layerStrategy == .direct(top))
        #expect(ThemeShadow([top, bottom]).layerStrategy == .sublayers([bottom, top]))
        #expect(ThemeShadow.none.layerStrategy == .none)
        #expect(ThemeShadow(inner).layerStrategy == .none)
    }

    @Test func aShadowsDrawingExtentHoldsItsBlurAndOffset() {
        let layer = ThemeShadow.Layer(color: Self.black12, offsetY: 10, blur: 8, spread: 2)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let extent = layer.drawingExtent(for: bounds)
        #expect(extent.contains(bounds))
        let reach: CGFloat = 40 + 2 + 10 + 12
        #expect(extent.maxY >= reach)
    }

    // MARK: Gradients and borders

    @Test func gradientPointsFollowCSSAnglesAcrossTheBox() {
        let down = ThemeGradient.linearPoints()
        #expect(down.start == CGPoint(x: 0.5, y: 0) && down.end == CGPoint(x: 0.5, y: 1))
        let right = ThemeGradient.linearPoints(angle: 90)
        #expect(near(right.start.x, 0) && near(right.end.x, 1) && near(right.start.y, 0.5))
        // 45° across a 200×100 box: the gradient line reaches the corners, as CSS's does.
        let diagonal = ThemeGradient.linearPoints(angle: 45, size: CGSize(width: 200, height: 100))
        let root: Double = 0.5.squareRoot()
        let half: Double = (200 * root + 100 * root) / 2
        let endX: Double = (100 + half * root) / 200
        let endY: Double = (50 - half * root) / 100
        #expect(near(diagonal.end.x, endX))
        #expect(near(diagonal.end.y, endY))
        #expect(near(diagonal.start.x + diagonal.end.x, 1))
        // An unflipped AppKit layer counts y up: top to bottom is then from y = 1 to y = 0.
        let appKitDown = ThemeGradient.linearPoints(yAxisUp: true)
        #expect(appKitDown.start == CGPoint(x: 0.5, y: 1) && appKitDown.end == CGPoint(x: 0.5, y: 0))
    }

    @Test func gradientLocationsAreSortedAndOneStopFillsTheBox() throws {
        let red = try ThemeColor(hex: "#FF0000")
        let blue = try ThemeColor(hex: "#0000FF")
        let gradient = ThemeGradient([.init(color: blue, position: 1), .init(color: red, position: 0.25)])
        #expect(gradient.locations == [0.25, 1])
        #expect(gradient.drawnStops.map(\.color) == [red, blue])
        let solid = ThemeGradient([.init(color: red, position: 0.4)])
        #expect(solid.locations == [0, 1])
        #expect(ThemeGradient([]).drawnStops.isEmpty)
    }

    @Test func dashedBordersAreStrokedInsideTheBounds() throws {
        let gray = try ThemeColor(hex: "#D0D7DE")
        let dashed = ThemeBorder(color: gray, width: 2, style: .keyword(.dashed))
        #expect(dashed.isDashed)
        #expect(dashed.dashPattern == [4, 4])
        #expect(
            dashed.strokeRect(in: CGRect(x: 0, y: 0, width: 100, height: 40))
                == CGRect(x: 1, y: 1, width: 98, height: 38)
        )
        #expect(dashed.strokeCornerRadius(for: 8) == 7)
        let custom = ThemeBorder(color: gray, width: 1, style: .dashes([Dimension(0.25, .rem), 2], lineCap: .round))
        #expect(custom.dashPattern == [4, 2])
        #expect(!ThemeBorder(color: gray, width: 1).isDashed)
        #expect(!ThemeBorder(color: gray, width: 1, style: .keyword(.double)).isDashed)
    }

    // MARK: Typography

    static let sfBody = FontLineMetrics(ascender: 16.2, descender: -4.1, leading: 0)

    @Test func lineHeightBecomesParagraphLineHeightsCentredByTheBaselineOffset() {
        let body = FontDescriptor(size: 17, lineHeight: 22.0 / 17, letterSpacing: Dimension(-0.4))
        let layout = body.textLayout(metrics: Self.sfBody)
        #expect(layout.kern == -0.4)
        #expect(near(layout.minimumLineHeight, 22))
        #expect(near(layout.maximumLineHeight, 22))
        #expect(near(layout.fontLineHeight, 20.3))
        // Half of the 1.7 points the line height adds goes above the text, as CSS centres it.
        #expect(near(layout.baselineOffset, 0.85))
        #expect(near(layout.legacyBaselineOffset, 0.425))
        #expect(near(layout.lineSpacing, 1.7))
        #expect(near(layout.halfLeading, 0.85))
    }

    @Test func aTightLineHeightLowersTheTextAndAddsNoLineSpacing() {
        let heading = FontDescriptor(size: 17, lineHeight: 1)
        let layout = heading.textLayout(metrics: Self.sfBody)
        #expect(layout.maximumLineHeight == 17)
        #expect(near(layout.baselineOffset, (17 - 20.3) / 2))
        #expect(layout.lineSpacing == 0)
    }

    @Test func withoutALineHeightTheFontsOwnIsKept() {
        let plain = FontDescriptor(size: 17)
        let layout = plain.textLayout(metrics: Self.sfBody)
        #expect(layout.lineHeight == nil)
        #expect(layout.minimumLineHeight == 0 && layout.maximumLineHeight == 0)
        #expect(layout.baselineOffset == 0 && layout.lineSpacing == 0 && layout.kern == 0)
        #expect(FontDescriptor(size: 17, lineHeight: -1).lineHeightPoints == nil)
    }

    @Test func emLetterSpacingCountsAgainstTheFontSize() {
        let caption = FontDescriptor(size: 12, letterSpacing: Dimension(0.05, .em))
        #expect(near(caption.textLayout(metrics: Self.sfBody.scaled(by: 12.0 / 17)).kern, 0.6))
    }

    @Test func dynamicTypeScalesSizeLineHeightAndLetterSpacing() {
        let body = FontDescriptor(size: 17, textStyle: .body, lineHeight: 22.0 / 17, letterSpacing: Dimension(-0.4))
        let large = body.scaled(by: 1.3)
        #expect(near(large.size, 22.1))
        #expect(large.textStyle == nil)
        #expect(near(large.letterSpacingPoints, -0.52))
        let layout = large.textLayout(metrics: Self.sfBody.scaled(by: 1.3))
        #expect(near(layout.lineHeight ?? 0, 28.6))
        #expect(near(layout.fontLineHeight, 26.39))
        #expect(near(layout.baselineOffset, 1.105))
    }

    @Test func emLetterSpacingFollowsDynamicTypeByItself() {
        let body = FontDescriptor(size: 17, textStyle: .body, letterSpacing: Dimension(-0.02, .em))
        let large = body.scaled(by: 1.3)
        #expect(large.letterSpacing == Dimension(-0.02, .em))
        #expect(near(large.letterSpacingPoints, -0.02 * 22.1))
    }

    @Test func aMaximumSizeCapsTheFontAndItsSpacingTogether() {
        let body = FontDescriptor(size: 17, textStyle: .body, lineHeight: 1.5, letterSpacing: Dimension(-0.4))
        let capped = body.scaled(by: 3, maximumSize: 28)
        #expect(capped.size == 28)
        #expect(near(capped.letterSpacingPoints, -0.4 * 28 / 17))
        #expect(capped.lineHeightPoints == 42)
        #expect(body.scaled(by: .nan).size == 17)
        #expect(body.scaled(by: 0.8, maximumSize: 28).size == 17 * 0.8)
    }

    // MARK: Motion

    @Test func reduceMotionTurnsATransitionIntoAShortCrossFade() {
        let enter = ThemeTransition(
            duration: .init(400, .milliseconds),
            delay: .init(50, .milliseconds),
            timingFunction: CubicBezier(0.34, 1.56, 0.64, 1) ?? .ease
        )
        let fade = enter.respecting(reduceMotion: true)
        #expect(fade?.duration == ThemeTransition.reducedMotionDuration)
        #expect(fade?.delay == .init(50, .milliseconds))
        #expect(fade?.timingFunction == .easeInOut)
        #expect(enter.respecting(reduceMotion: false) == enter)
        let quick = ThemeTransition(duration: .init(100, .milliseconds), timingFunction: .linear)
        #expect(quick.respecting(reduceMotion: true)?.duration == .init(100, .milliseconds))
    }

    @Test func reduceMotionLeavesAnInstantTransitionWithNothingToAnimate() {
        let instant = ThemeTransition(duration: .zero)
        #expect(instant.respecting(reduceMotion: true) == nil)
        #expect(instant.respecting(reduceMotion: false) == instant)
    }

    func near(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) < 1e-9
    }
}
