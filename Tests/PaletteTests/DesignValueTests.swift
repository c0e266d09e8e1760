import Foundation
import Testing

@testable import Palette

/// The value types of DTCG's composite and motion tokens: what they hold, how they parse and
/// encode, and the arithmetic the platform bridges rely on.
struct DesignValueTests {
    @Test func cubicBezierRefusesControlPointsOutsideTime() {
        #expect(CubicBezier(1.2, 0, 0.5, 1) == nil)
        #expect(CubicBezier([0, 0, 1]) == nil)
        #expect(CubicBezier(keyword: "Ease-In-Out") == .easeInOut)
        #expect(CubicBezier.easeOut.keyword == "ease-out")
    }

    @Test func durationKeepsItsUnitAndCountsSeconds() throws {
        let quick = try #require(ThemeDuration(text: "150ms"))
        #expect(quick.seconds == 0.15)
        #expect(quick.description == "150ms")
        #expect(ThemeDuration(text: "0.3s")?.milliseconds == 300)
        #expect(ThemeDuration(text: "-1s") == nil)
        #expect(ThemeDuration(text: "fast") == nil)
        #expect(ThemeDuration(300, .milliseconds) > ThemeDuration(0.2, .seconds))
    }

    @Test func fontStackSplitsCSSAndKeepsGenericNamesAsWritten() {
        let stack = FontStack(css: "Inter, -apple-system, \"Segoe UI\", 'Helvetica Neue', sans-serif")
        #expect(stack.names == ["Inter", "-apple-system", "Segoe UI", "Helvetica Neue", "sans-serif"])
        #expect(stack.family(isInstalled: { $0 == "Helvetica Neue" }) == .system)
        #expect(stack.family(isInstalled: { $0 == "Inter" }) == .named("Inter"))
        let mono = FontStack(["ui-monospace", "Menlo"])
        #expect(mono.family(isInstalled: { _ in true }) == .system(design: .monospaced))
        #expect(stack.css == "Inter, -apple-system, \"Segoe UI\", \"Helvetica Neue\", sans-serif")
    }

    @Test func strokeStyleDashPatternsFollowTheLineWidth() {
        #expect(ThemeStrokeStyle.solid.dashPattern(width: 2).isEmpty)
        #expect(ThemeStrokeStyle.keyword(.dashed).dashPattern(width: 2) == [4, 4])
        #expect(ThemeStrokeStyle.keyword(.dotted).effectiveLineCap == .round)
        #expect(ThemeStrokeStyle.dashes([4, Dimension(0.5, .rem)], lineCap: .round).dashPattern(width: 1) == [4, 8])
    }

    @Test func valuesRoundTripThroughJSONInDTCGShapes() throws {
        let shadow = ThemeShadow([
            .init(color: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.25), offsetY: 2, blur: 4, spread: -1),
            .init(color: .black, offsetX: 1, blur: 0, inset: true),
        ])
        let border = ThemeBorder(color: .white, width: 1, style: .dashes([2, 1], lineCap: .square))
        let gradient = ThemeGradient([.init(color: .black, position: 1), .init(color: .white, position: -0.5)])
        let transition = ThemeTransition(
            duration: ThemeDuration(200, .milliseconds),
            delay: ThemeDuration(0.1, .seconds),
            timingFunction: .easeOut
        )
        #expect(try roundTrip(shadow) == shadow)
        #expect(try roundTrip(border) == border)
        #expect(try roundTrip(gradient) == gradient)
        #expect(gradient.stops[1].position == 0)
        #expect(gradient.orderedStops.map(\.position) == [0, 1])
        #expect(try roundTrip(transition) == transition)
        #expect(try roundTrip(FontStack(["Inter", "sans-serif"])) == FontStack(["Inter", "sans-serif"]))
        let oneLayer = Data(##"{"color": "#000000", "offsetY": 4}"##.utf8)
        let single = try JSONDecoder().decode(ThemeShadow.self, from: oneLayer)
        #expect(single.layers.count == 1)
        #expect(single.layers.first?.offsetY == 4)
    }

    @Test func negativeBlurIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ThemeShadow.Layer.self, from: Data(##"{"color": "#000000", "blur": -2}"##.utf8))
        }
    }

    private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }
}
